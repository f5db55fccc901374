import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { assetName } from '@/components/transaction-dialog/asset-name';
import type { Transaction } from '@machines/portfolio/types';
import { formatTransactionDate, transactionTotal } from '@/components/portfolio/portfolio-format';
import { typeKeyOf } from '@/components/portfolio/quantity-unit';
import { AmountCell, FigureTable, QuantityCell } from '@/components/portfolio/figure-table';
import { TransactionBadge } from '@/components/portfolio/transaction-badge';
import { EditTransactionButton } from './edit-transaction-button';
import { TransactionMember, useShowsMembers } from './transaction-member';

interface TransactionsTableProps {
  transactions: Transaction[];
  /** Absent where the machine refuses to open the dialog (a viewer's): then no Edit column. */
  onEdit: ((transaction: Transaction) => void) | undefined;
}

/**
 * product §2: the transactions table (date, buy/sell, asset name, type, quantity, price, edit button), with the total
 * (quantity × price) as the phone's cards show it.
 */
export function TransactionsTable({ transactions, onEdit }: TransactionsTableProps) {
  const { t, i18n } = useTranslation();
  const showsMembers = useShowsMembers();
  const canWrite = onEdit !== undefined;
  return (
    <FigureTable
      label={t('portfolio.transactions.title')}
      interactive
      columns={[
        { label: t('portfolio.transactions.columns.date') },
        showsMembers && { label: t('household.picker.column') },
        { label: t('portfolio.transactions.columns.buySell') },
        { label: t('portfolio.transactions.columns.assetName') },
        { label: t('portfolio.transactions.columns.type') },
        { label: t('portfolio.transactions.columns.quantity'), end: true },
        { label: t('portfolio.transactions.columns.price'), end: true },
        { label: t('portfolio.transactions.columns.total'), end: true },
        canWrite && { label: <Text srOnly>{t('portfolio.transactions.columns.actions')}</Text>, end: true },
      ]}
    >
      {transactions.map((transaction) => {
        const name = assetName(t, transaction.asset_code, transaction.asset_name);
        const date = formatTransactionDate(transaction.timestamp, i18n.language);
        return (
          <Table.Row key={transaction.uuid} data-testid="transaction-row">
            <Table.Cell whiteSpace="nowrap">{date}</Table.Cell>
            {showsMembers && (
              <Table.Cell data-testid="transaction-member">
                <TransactionMember uuid={transaction.member} />
              </Table.Cell>
            )}
            <Table.Cell>
              <TransactionBadge type={transaction.transaction_type} />
            </Table.Cell>
            <Table.Cell fontWeight="semibold">{name}</Table.Cell>
            <Table.Cell color="fg.muted">
              {t(`portfolio.assets.types.${typeKeyOf(transaction.asset_type)}`)}
            </Table.Cell>
            <QuantityCell
              quantity={transaction.quantity}
              code={transaction.asset_code}
              mainType={transaction.asset_type}
            />
            <AmountCell value={transaction.price} />
            <AmountCell
              value={transactionTotal(transaction.quantity, transaction.price)}
              data-testid="transaction-total"
            />
            {canWrite && (
              <Table.Cell textAlign="end">
                <EditTransactionButton transaction={transaction} onEdit={onEdit} place="row" />
              </Table.Cell>
            )}
          </Table.Row>
        );
      })}
    </FigureTable>
  );
}
