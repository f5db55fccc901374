import { Box, Button, Card, Group, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage, usePreferenceActions } from '@/app/preferences/use-preferences';
import { GlobeIcon, ReportIcon, SettingsIcon } from '@/components/icons/icons';
import { PageHeader } from '@/components/page-header/page-header';
import { supportedLanguages } from '@/i18n/languages';
import { AccountSection } from './account-section';
import { EmailSection } from './email-section';

const ownNames = { ar: 'العربية', en: 'English' } as const;

export default function SettingsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { setLanguage } = usePreferenceActions();
  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />

      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body gap="4">
          <Stack direction="row" gap="3" align="center">
            <Box color="gold.fg" fontSize="lg">
              <GlobeIcon />
            </Box>
            <Heading as="h2" size="lg" id="language-title">
              {t('settings.language.title')}
            </Heading>
          </Stack>
          <Text color="fg.muted">{t('settings.language.description')}</Text>
          <Group attached role="radiogroup" aria-labelledby="language-title" alignSelf="flex-start">
            {supportedLanguages.map((lng) => {
              const selected = lng === language;
              return (
                <Button
                  key={lng}
                  role="radio"
                  aria-checked={selected}
                  lang={lng}
                  variant={selected ? 'solid' : 'outline'}
                  colorPalette={selected ? 'gold' : undefined}
                  minW="32"
                  onClick={() => setLanguage(lng)}
                >
                  {ownNames[lng]}
                </Button>
              );
            })}
          </Group>
        </Card.Body>
      </Card.Root>

      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body gap="4">
          <Stack direction="row" gap="3" align="center">
            <Box color="gold.fg" fontSize="lg">
              <ReportIcon />
            </Box>
            <Heading as="h2" size="lg">
              {t('reports.settings.title')}
            </Heading>
          </Stack>
          <EmailSection />
        </Card.Body>
      </Card.Root>

      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body gap="5">
          <Stack direction="row" gap="3" align="center">
            <Box color="gold.fg" fontSize="lg">
              <SettingsIcon />
            </Box>
            <Heading as="h2" size="lg">
              {t('settings.account.title')}
            </Heading>
          </Stack>
          <AccountSection />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
