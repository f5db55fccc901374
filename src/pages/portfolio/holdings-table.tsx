import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { assetName } from '@/components/transaction-dialog/asset-name';
import type { Holding } from '@machines/portfolio/types';
import { AmountCell, FigureTable, QuantityCell } from '@/components/portfolio/figure-table';
import { GainAmount } from '@/components/portfolio/gain-amount';
import { HoldingsTotalsRow } from './holdings-totals';
import { holdingTypeKey } from '@/components/portfolio/portfolio-format';

/** spec §2: the assets table (subtype, type, quantity, current price, total value) plus gain/loss. */
export function HoldingsTable({ holdings }: { holdings: Holding[] }) {
  const { t } = useTranslation();
  return (
    <FigureTable
      label={t('portfolio.assets.title')}
      interactive
      columns={[
        { label: t('portfolio.assets.columns.subtype') },
        { label: t('portfolio.assets.columns.type') },
        { label: t('portfolio.assets.columns.quantity'), end: true },
        { label: t('portfolio.assets.columns.currentPrice'), end: true },
        { label: t('portfolio.assets.columns.totalValue'), end: true },
        { label: t('portfolio.assets.columns.gain'), end: true },
      ]}
      footer={<HoldingsTotalsRow holdings={holdings} />}
    >
      {holdings.map((holding) => (
        <Table.Row key={holding.uuid} data-testid="holding-row">
          <Table.Cell>
            <Text fontWeight="semibold">{assetName(t, holding.asset_code, holding.asset_name)}</Text>
          </Table.Cell>
          <Table.Cell color="fg.muted">
            {t(`portfolio.assets.types.${holdingTypeKey(holding.asset_type)}`)}
          </Table.Cell>
          <QuantityCell quantity={holding.quantity} code={holding.asset_code} mainType={holding.main_type} />
          <AmountCell value={holding.current_price} />
          <AmountCell value={holding.total_value} fontWeight="semibold" />
          <Table.Cell textAlign="end">
            <GainAmount value={holding.unrealized_gain} percent={holding.unrealized_gain_pct} />
          </Table.Cell>
        </Table.Row>
      ))}
    </FigureTable>
  );
}
