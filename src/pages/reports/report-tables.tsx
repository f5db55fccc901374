import { Stack, Table, Text } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Report } from '@contract/reports';
import { Amount } from '@/components/amount/amount';
import { assetName } from '@/components/transaction-dialog/asset-name';
import { formatGregorianDay } from '@/i18n/calendar-day';
import { toLanguage } from '@/i18n/languages';
import { cairoDayOf } from '@/i18n/cairo-time';
import { directionColour, directionOf } from '@/components/amount/change-direction';
import { AssetQuantity } from '@/components/portfolio/asset-quantity';
import { CardLine, CardSummary, ExpandableCard } from '@/components/portfolio/expandable-card';
import { AmountCell, FigureTable, QuantityCell } from '@/components/portfolio/figure-table';
import { transactionTotal } from '@/components/portfolio/portfolio-format';
import { TransactionBadge } from '@/components/portfolio/transaction-badge';

/**
 * On a phone each table gives way to cards that expand on tap, as the portfolio's do (product §2): six columns of
 * figures do not fit 390 pixels. On paper the table is printed whatever the width (report-print.css).
 */
function CardsOrTable({
  cards,
  ...table
}: { cards: ReactNode } & Pick<ComponentProps<typeof FigureTable>, 'label' | 'columns' | 'children'>) {
  return (
    <>
      <Stack as="ul" gap="3" aria-label={table.label} hideFrom="md" className="report-no-print">
        {cards}
      </Stack>
      <FigureTable {...table} size="sm" className="report-table" wideScreensOnly />
    </>
  );
}

/** A change in green when up, red when down, muted when flat. */
const changeColour = (change: number) => directionColour[directionOf(change)];

/**
 * A holding's change in the month; in a month without prices (product §17) none to show: both ends are valued at the
 * same older prices, and a 0.00 would read as a quiet market.
 */
function HoldingChange({ change, pricesInMonth }: { change: number; pricesInMonth: boolean }) {
  const { t } = useTranslation();
  if (!pricesInMonth)
    return (
      <Text as="span" color="fg.muted" title={t('reports.figures.noPrices')}>
        {t('reports.holdings.noChange')}
      </Text>
    );
  return (
    <Text as="span" color={changeColour(change)}>
      <Amount value={change} signed />
    </Text>
  );
}

/** The month's holdings: what was held at the start and the end, its value then, and the change (product §14). */
export function ReportHoldingsTable({
  holdings,
  pricesInMonth,
}: {
  holdings: Report['holdings'];
  pricesInMonth: boolean;
}) {
  const { t } = useTranslation();
  if (holdings.length === 0) return <Text color="fg.muted">{t('reports.holdings.empty')}</Text>;
  return (
    <CardsOrTable
      cards={<ReportHoldingCards holdings={holdings} pricesInMonth={pricesInMonth} />}
      label={t('reports.holdings.title')}
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
          <Table.Cell textAlign="end">
            <HoldingChange change={h.change} pricesInMonth={pricesInMonth} />
          </Table.Cell>
        </Table.Row>
      ))}
    </CardsOrTable>
  );
}

function ReportHoldingCards({
  holdings,
  pricesInMonth,
}: {
  holdings: Report['holdings'];
  pricesInMonth: boolean;
}) {
  const { t } = useTranslation();
  return holdings.map((h) => (
    <ExpandableCard
      key={h.asset_code}
      testId="report-holding-card"
      summary={
        <CardSummary
          amount={h.end_value}
          title={assetName(t, h.asset_code, h.asset_name)}
          detail={<AssetQuantity quantity={h.end_quantity} code={h.asset_code} mainType={h.main_type} />}
        />
      }
    >
      <CardLine label={t('reports.holdings.startQuantity')}>
        <AssetQuantity quantity={h.start_quantity} code={h.asset_code} mainType={h.main_type} />
      </CardLine>
      <CardLine label={t('reports.holdings.endQuantity')}>
        <AssetQuantity quantity={h.end_quantity} code={h.asset_code} mainType={h.main_type} />
      </CardLine>
      <CardLine label={t('reports.holdings.startValue')}>
        <Amount value={h.start_value} />
      </CardLine>
      <CardLine label={t('reports.holdings.endValue')}>
        <Amount value={h.end_value} />
      </CardLine>
      <CardLine label={t('reports.holdings.change')}>
        <HoldingChange change={h.change} pricesInMonth={pricesInMonth} />
      </CardLine>
    </ExpandableCard>
  ));
}

const totalOf = (x: Report['transactions'][number]) => transactionTotal(x.quantity, x.price);

/** The month's own transactions, oldest first. */
export function ReportTransactionsTable({ transactions }: { transactions: Report['transactions'] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  if (transactions.length === 0) return <Text color="fg.muted">{t('reports.transactions.empty')}</Text>;
  return (
    <CardsOrTable
      cards={<ReportTransactionCards transactions={transactions} />}
      label={t('reports.transactions.title')}
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
          <AmountCell value={totalOf(x)} />
        </Table.Row>
      ))}
    </CardsOrTable>
  );
}

function ReportTransactionCards({ transactions }: { transactions: Report['transactions'] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return transactions.map((x) => (
    <ExpandableCard
      key={x.uuid}
      testId="report-transaction-card"
      summary={
        <CardSummary
          amount={totalOf(x)}
          title={assetName(t, x.asset_code, x.asset_name)}
          detail={formatGregorianDay(cairoDayOf(x.timestamp), language)}
          badge={<TransactionBadge type={x.transaction_type} />}
        />
      }
    >
      <CardLine label={t('reports.transactions.quantity')}>
        <AssetQuantity quantity={x.quantity} code={x.asset_code} mainType={x.asset_type} />
      </CardLine>
      <CardLine label={t('reports.transactions.price')}>
        <Amount value={x.price} />
      </CardLine>
      <CardLine label={t('reports.transactions.total')}>
        <Amount value={totalOf(x)} />
      </CardLine>
    </ExpandableCard>
  ));
}
