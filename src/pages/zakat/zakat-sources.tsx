import { Card, Heading, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const rules = ['rate', 'nisab', 'together', 'jewellery', 'debts', 'hawl', 'valuation'] as const;

/** The rules the calculator follows and where they come from (DESIGN §9), in plain words. */
export function ZakatSources() {
  const { t } = useTranslation();
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-labelledby="zakat-sources-title">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id="zakat-sources-title">
          {t('zakat.sources.title')}
        </Heading>
        <List.Root gap="2" ps="5" color="fg.muted" fontSize="sm">
          {rules.map((rule) => (
            <List.Item key={rule} lineHeight="tall">
              {t(`zakat.sources.${rule}`)}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
