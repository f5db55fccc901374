import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { useLanguage } from '@/app/preferences/use-preferences';

/** The spec's three statements, each a heading and a paragraph, in its order. */
const statements = ['disclaimer', 'noAdvice', 'noLiability'] as const;
const dataPolicy = ['collect', 'use', 'share', 'browser', 'security', 'deletion'] as const;

/** product §2 Privacy-Policy: last updated = today's date in the page's language. */
function useLastUpdated(): string {
  const language = useLanguage();
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-US', { dateStyle: 'long' }).format(
    new Date(),
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="lg" color="gold.fg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const lastUpdated = useLastUpdated();
  return (
    <Stack gap="8" maxW="3xl">
      <PageHeader title={t('privacy.title')} subtitle={t('privacy.subtitle')} />

      {statements.map((key) => (
        <Section key={key} title={t(`privacy.${key}.title`)}>
          <Text color="fg.muted" lineHeight="tall">
            {t(`privacy.${key}.text`)}
          </Text>
        </Section>
      ))}

      <Section title={t('privacy.data.title')}>
        <List.Root
          gap="3"
          ps="5"
          color="fg.muted"
          lineHeight="tall"
          css={{ '& li::marker': { color: 'gold.solid' } }}
        >
          {dataPolicy.map((item) => (
            <List.Item key={item}>{t(`privacy.data.items.${item}`)}</List.Item>
          ))}
        </List.Root>
      </Section>

      <Box p="5" borderRadius="xl" borderWidth="1px" borderColor="gold.border" bg="gold.subtle">
        <Text lineHeight="tall">{t('privacy.agreement')}</Text>
      </Box>

      <Stack gap="1" pt="2" borderTopWidth="1px" borderColor="border.muted">
        <Text color="gold.fg" fontWeight="600" pt="4">
          — {t('disclaimer.signature')}
        </Text>
        <Text color="fg.subtle" fontSize="sm">
          {t('privacy.lastUpdated', { date: lastUpdated })}
        </Text>
      </Stack>
    </Stack>
  );
}
