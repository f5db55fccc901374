import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Report } from '@contract/reports';
import { assetName } from '@/components/transaction-dialog/asset-name';
import { formatGregorianDay } from '@/i18n/calendar-day';
import { toLanguage } from '@/i18n/languages';
import { cairoDayOf } from '@/i18n/cairo-time';
import { AmountCell, FigureTable, QuantityCell } from '@/pages/portfolio/figure-table';

/** The month's holdings: what was held at the start and the end, its value then, and the change (issue 18). */
export function ReportHoldingsTable({ holdings }: { holdings: Report['holdings'] }) {
  const { t } = useTranslation();
  if (holdings.length === 0) return <Text color="fg.muted">{t('reports.holdings.empty')}</Text>;
  return (
    <FigureTable
      label={t('reports.holdings.title')}
      size="sm"
      className="report-table"
      columns={[
        { label: t('reports.holdings.asset') },
        { label: t('reports.holdings.startQuantity'), end: true },
        { label: t('reports.holdings.endQuantity'), end: true },
        { label: t('reports.holdings.startValue'), end: true },
        { label: t('reports.holdings.endValue'), end: true },
        { label: t('reports.holdings.change'), end: true },
      ]}
    >
      {holdings.map((h) => (
        <Table.Row key={h.asset_code} data-testid="report-holding">
          <Table.Cell fontWeight="semibold">{assetName(t, h.asset_code, h.asset_name)}</Table.Cell>
          <QuantityCell quantity={h.start_quantity} code={h.asset_code} mainType={h.main_type} />
          <QuantityCell quantity={h.end_quantity} code={h.asset_code} mainType={h.main_type} />
          <AmountCell value={h.start_value} />
          <AmountCell value={h.end_value} />
          <AmountCell
            value={h.change}
            signed
            color={h.change < 0 ? 'red.fg' : h.change > 0 ? 'green.fg' : undefined}
          />
        </Table.Row>
      ))}
    </FigureTable>
  );
}

/** The month's own transactions, oldest first. */
export function ReportTransactionsTable({ transactions }: { transactions: Report['transactions'] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  if (transactions.length === 0) return <Text color="fg.muted">{t('reports.transactions.empty')}</Text>;
  return (
    <FigureTable
      label={t('reports.transactions.title')}
      size="sm"
      className="report-table"
      columns={[
        { label: t('reports.transactions.date') },
        { label: t('reports.transactions.type') },
        { label: t('reports.transactions.asset') },
        { label: t('reports.transactions.quantity'), end: true },
        { label: t('reports.transactions.price'), end: true },
        { label: t('reports.transactions.total'), end: true },
      ]}
    >
      {transactions.map((x) => (
        <Table.Row key={x.uuid} data-testid="report-transaction">
          <Table.Cell whiteSpace="nowrap">{formatGregorianDay(cairoDayOf(x.timestamp), language)}</Table.Cell>
          <Table.Cell>{t(`transaction.${x.transaction_type}`)}</Table.Cell>
          <Table.Cell>{assetName(t, x.asset_code, x.asset_name)}</Table.Cell>
          <QuantityCell quantity={x.quantity} code={x.asset_code} mainType={x.asset_type} />
          <AmountCell value={x.price} />
          <AmountCell value={x.quantity * x.price} />
        </Table.Row>
      ))}
    </FigureTable>
  );
}
