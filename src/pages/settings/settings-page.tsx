import { Box, Button, Card, Group, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage, usePreferenceActions } from '@/app/preferences/use-preferences';
import { GlobeIcon, ReportIcon, SettingsIcon } from '@/components/icons/icons';
import { PageHeader } from '@/components/page-header/page-header';
import { supportedLanguages } from '@/i18n/languages';
import { AccountSection } from './account-section';
import { EmailSection } from './email-section';

const ownNames = { ar: 'العربية', en: 'English' } as const;

/** One section of the page: a card headed by its icon and title. */
function SettingsCard(props: {
  icon: ReactNode;
  title: string;
  titleId?: string;
  gap?: string;
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body gap={props.gap ?? '4'}>
        <Stack direction="row" gap="3" align="center">
          <Box color="gold.fg" fontSize="lg">
            {props.icon}
          </Box>
          <Heading as="h2" size="lg" id={props.titleId}>
            {props.title}
          </Heading>
        </Stack>
        {props.children}
      </Card.Body>
    </Card.Root>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { setLanguage } = usePreferenceActions();
  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />

      <SettingsCard icon={<GlobeIcon />} title={t('settings.language.title')} titleId="language-title">
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
      </SettingsCard>

      <SettingsCard icon={<ReportIcon />} title={t('reports.settings.title')}>
        <EmailSection />
      </SettingsCard>

      <SettingsCard icon={<SettingsIcon />} title={t('settings.account.title')} gap="5">
        <AccountSection />
      </SettingsCard>
    </Stack>
  );
}
