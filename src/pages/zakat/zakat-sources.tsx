import { List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card/section-card';

// `thirtieth`: the convention for a year that starts on a Hijri 30th (ADR 024), on the page as the issue asks.
const rules = [
  'perPerson',
  'rate',
  'nisab',
  'silverNisab',
  'together',
  'receivables',
  'jewellery',
  'debts',
  'hawl',
  'thirtieth',
  'solar',
  'valuation',
] as const;

/** The rules the calculator follows and where they come from (architecture §9), in plain words. */
export function ZakatSources() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('zakat.sources.title')} gap="3">
      <List.Root gap="2" ps="5" color="fg.muted" fontSize="sm">
        {rules.map((rule) => (
          <List.Item key={rule} lineHeight="tall">
            {t(`zakat.sources.${rule}`)}
          </List.Item>
        ))}
      </List.Root>
    </SectionCard>
  );
}
