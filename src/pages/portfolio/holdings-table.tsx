import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/amount/amount';
import { assetName } from '@/components/transaction-dialog/asset-name';
import type { Holding } from '@machines/portfolio/types';
import { GainAmount } from './gain-amount';
import { HoldingsTotalsRow } from './holdings-totals';
import { holdingTypeKey } from './portfolio-format';
import { quantityWithUnit } from './quantity-unit';
import { PrivateNumber } from './private-number';

/** spec §2: the assets table (subtype, type, quantity, current price, total value) plus gain/loss. */
export function HoldingsTable({ holdings }: { holdings: Holding[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l3">
      <Table.Root size="md" interactive aria-label={t('portfolio.assets.title')}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('portfolio.assets.columns.subtype')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('portfolio.assets.columns.type')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('portfolio.assets.columns.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {t('portfolio.assets.columns.currentPrice')}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {t('portfolio.assets.columns.totalValue')}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('portfolio.assets.columns.gain')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {holdings.map((holding) => (
            <Table.Row key={holding.uuid} data-testid="holding-row">
              <Table.Cell>
                <Text fontWeight="semibold">{assetName(t, holding.asset_code, holding.asset_name)}</Text>
              </Table.Cell>
              <Table.Cell color="fg.muted">
                {t(`portfolio.assets.types.${holdingTypeKey(holding.asset_type)}`)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <PrivateNumber>
                  {quantityWithUnit(t, holding.quantity, holding.asset_code, holding.main_type)}
                </PrivateNumber>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Amount value={holding.current_price} />
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                <Amount value={holding.total_value} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <GainAmount value={holding.unrealized_gain} percent={holding.unrealized_gain_pct} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <HoldingsTotalsRow holdings={holdings} />
      </Table.Root>
    </Table.ScrollArea>
  );
}
