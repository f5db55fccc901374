import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Report } from '@contract/reports';
import { Amount } from '@/components/amount/amount';
import { assetName } from '@/components/transaction-dialog/asset-name';
import { formatGregorianDay } from '@/i18n/calendar-day';
import { toLanguage } from '@/i18n/languages';
import { cairoDayOf } from '@/i18n/cairo-time';
import { PrivateNumber } from '@/pages/portfolio/private-number';
import { quantityWithUnit } from '@/pages/portfolio/quantity-unit';

/** The month's holdings: what was held at the start and the end, its value then, and the change (issue 18). */
export function ReportHoldingsTable({ holdings }: { holdings: Report['holdings'] }) {
  const { t } = useTranslation();
  if (holdings.length === 0) return <Text color="fg.muted">{t('reports.holdings.empty')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l3" className="report-table">
      <Table.Root size="sm" aria-label={t('reports.holdings.title')}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('reports.holdings.asset')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('reports.holdings.startQuantity')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('reports.holdings.endQuantity')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('reports.holdings.startValue')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('reports.holdings.endValue')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('reports.holdings.change')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {holdings.map((h) => (
            <Table.Row key={h.asset_code} data-testid="report-holding">
              <Table.Cell fontWeight="semibold">{assetName(t, h.asset_code, h.asset_name)}</Table.Cell>
              <Table.Cell textAlign="end">
                <PrivateNumber>
                  {quantityWithUnit(t, h.start_quantity, h.asset_code, h.main_type)}
                </PrivateNumber>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <PrivateNumber>
                  {quantityWithUnit(t, h.end_quantity, h.asset_code, h.main_type)}
                </PrivateNumber>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Amount value={h.start_value} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Amount value={h.end_value} />
              </Table.Cell>
              <Table.Cell
                textAlign="end"
                color={h.change < 0 ? 'red.fg' : h.change > 0 ? 'green.fg' : undefined}
              >
                <Amount value={h.change} signed />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The month's own transactions, oldest first. */
export function ReportTransactionsTable({ transactions }: { transactions: Report['transactions'] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  if (transactions.length === 0) return <Text color="fg.muted">{t('reports.transactions.empty')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l3" className="report-table">
      <Table.Root size="sm" aria-label={t('reports.transactions.title')}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('reports.transactions.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('reports.transactions.type')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('reports.transactions.asset')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('reports.transactions.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('reports.transactions.price')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('reports.transactions.total')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {transactions.map((x) => (
            <Table.Row key={x.uuid} data-testid="report-transaction">
              <Table.Cell whiteSpace="nowrap">
                {formatGregorianDay(cairoDayOf(x.timestamp), language)}
              </Table.Cell>
              <Table.Cell>{t(`transaction.${x.transaction_type}`)}</Table.Cell>
              <Table.Cell>{assetName(t, x.asset_code, x.asset_name)}</Table.Cell>
              <Table.Cell textAlign="end">
                <PrivateNumber>{quantityWithUnit(t, x.quantity, x.asset_code, x.asset_type)}</PrivateNumber>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Amount value={x.price} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Amount value={x.quantity * x.price} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
