import { Fragment } from 'react';
import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { assetName } from '@/components/transaction-dialog/asset-name';
import type { Holding } from '@machines/portfolio/types';
import { AmountCell, FigureTable, QuantityCell } from '@/components/portfolio/figure-table';
import { GainAmount } from '@/components/portfolio/gain-amount';
import { HoldingsTotalsRow } from './holdings-totals';
import { holdingTypeKey } from '@/components/portfolio/portfolio-format';
import { hasWorth, HoldingWorth } from './holding-worth';

/** product §2: the assets table (subtype, type, quantity, current price, total value) plus gain/loss. */
export function HoldingsTable({
  holdings,
  openWorth,
  onToggleWorth,
}: {
  holdings: Holding[];
  /** The gold rows whose worth split is open under them. */
  openWorth: readonly string[];
  onToggleWorth: (uuid: string) => void;
}) {
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
      {holdings.map((holding) => {
        const name = assetName(t, holding.asset_code, holding.asset_name);
        const open = openWorth.includes(holding.uuid);
        return (
          <Fragment key={holding.uuid}>
            <Table.Row data-testid="holding-row">
              <Table.Cell>
                <Text fontWeight="semibold">{name}</Text>
                {hasWorth(holding) && (
                  <Button
                    size="2xs"
                    variant="plain"
                    px="0"
                    color="gold.fg"
                    aria-expanded={open}
                    aria-controls={`worth-${holding.uuid}`}
                    onClick={() => onToggleWorth(holding.uuid)}
                  >
                    {open ? '▴' : '▾'} {t('portfolio.worth.title')}
                  </Button>
                )}
              </Table.Cell>
              <Table.Cell color="fg.muted">
                {t(`portfolio.assets.types.${holdingTypeKey(holding.asset_type)}`)}
              </Table.Cell>
              <QuantityCell
                quantity={holding.quantity}
                code={holding.asset_code}
                mainType={holding.main_type}
              />
              <AmountCell value={holding.current_price} />
              <AmountCell value={holding.total_value} fontWeight="semibold" />
              <Table.Cell textAlign="end">
                <GainAmount value={holding.unrealized_gain} percent={holding.unrealized_gain_pct} />
              </Table.Cell>
            </Table.Row>
            {open && hasWorth(holding) && (
              <Table.Row id={`worth-${holding.uuid}`} bg="bg.subtle">
                <Table.Cell colSpan={6}>
                  <Stack maxW="lg">
                    <HoldingWorth holding={holding} />
                  </Stack>
                </Table.Cell>
              </Table.Row>
            )}
          </Fragment>
        );
      })}
    </FigureTable>
  );
}
