import { Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/amount/amount';
import type { Holding } from '@machines/portfolio/types';
import { GainAmount } from '@/components/portfolio/gain-amount';

// Sums in whole piastres: adding the rows' two-decimal figures as floats could end in …0.0000001.
const sum = (values: number[]) => values.reduce((acc, v) => acc + Math.round(v * 100), 0) / 100;

/** The holdings' total value, cost and gain (product §10); the percentage is the gain over the cost. */
export function holdingTotals(holdings: Holding[]) {
  const value = sum(holdings.map((h) => h.total_value));
  const cost = sum(holdings.map((h) => h.cost_basis));
  const gain = sum(holdings.map((h) => h.unrealized_gain));
  return { value, cost, gain, gainPct: cost > 0 ? Math.round((gain / cost) * 10_000) / 100 : 0 };
}

/** The assets table's last row: the totals under their columns, the cost beside the total value. */
export function HoldingsTotalsRow({ holdings }: { holdings: Holding[] }) {
  const { t } = useTranslation();
  const totals = holdingTotals(holdings);
  return (
    <Table.Footer>
      <Table.Row data-testid="holdings-totals" bg="bg.muted" fontWeight="semibold">
        <Table.Cell colSpan={3}>{t('portfolio.assets.totals')}</Table.Cell>
        <Table.Cell textAlign="end" fontWeight="normal" color="fg.muted">
          <Text fontSize="xs">{t('portfolio.assets.columns.costBasis')}</Text>
          <Amount value={totals.cost} />
        </Table.Cell>
        <Table.Cell textAlign="end">
          <Amount value={totals.value} />
        </Table.Cell>
        <Table.Cell textAlign="end">
          <GainAmount value={totals.gain} percent={totals.gainPct} />
        </Table.Cell>
      </Table.Row>
    </Table.Footer>
  );
}

/** On phones, the totals as one card under the assets' cards. */
export function HoldingsTotalsCard({ holdings }: { holdings: Holding[] }) {
  const { t } = useTranslation();
  const totals = holdingTotals(holdings);
  const line = (label: string, figure: React.ReactNode) => (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <Text color="fg.muted">{label}</Text>
      {figure}
    </Flex>
  );
  return (
    <Stack
      data-testid="holdings-totals"
      aria-label={t('portfolio.assets.totals')}
      gap="2"
      borderWidth="1px"
      borderColor="border"
      bg="bg.muted"
      rounded="l3"
      px="4"
      py="3"
    >
      <Text fontWeight="semibold">{t('portfolio.assets.totals')}</Text>
      {line(t('portfolio.assets.columns.totalValue'), <Amount value={totals.value} />)}
      {line(t('portfolio.assets.columns.costBasis'), <Amount value={totals.cost} />)}
      {line(t('portfolio.assets.columns.gain'), <GainAmount value={totals.gain} percent={totals.gainPct} />)}
    </Stack>
  );
}
