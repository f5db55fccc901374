import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/amount/amount';
import { assetName } from '@/components/transaction-dialog/asset-name';
import type { Transaction } from '@machines/portfolio/types';
import { formatTransactionDate } from './portfolio-format';
import { quantityWithUnit, typeKeyOf } from './quantity-unit';
import { PrivateNumber } from './private-number';
import { TransactionBadge } from './transaction-badge';
import { useCanWrite } from '@/app/household-scope/use-scope-members';
import { EditTransactionButton } from './edit-transaction-button';
import { TransactionMember, useShowsMembers } from './transaction-member';

interface TransactionsTableProps {
  transactions: Transaction[];
  onEdit: (transaction: Transaction) => void;
}

/** spec §2: the transactions table (date, buy/sell, asset name, type, quantity, price, edit button). */
export function TransactionsTable({ transactions, onEdit }: TransactionsTableProps) {
  const { t, i18n } = useTranslation();
  const showsMembers = useShowsMembers();
  const canWrite = useCanWrite();
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l3">
      <Table.Root size="md" interactive aria-label={t('portfolio.transactions.title')}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('portfolio.transactions.columns.date')}</Table.ColumnHeader>
            {showsMembers && <Table.ColumnHeader>{t('household.picker.column')}</Table.ColumnHeader>}
            <Table.ColumnHeader>{t('portfolio.transactions.columns.buySell')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('portfolio.transactions.columns.assetName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('portfolio.transactions.columns.type')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {t('portfolio.transactions.columns.quantity')}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {t('portfolio.transactions.columns.price')}
            </Table.ColumnHeader>
            {canWrite && (
              <Table.ColumnHeader textAlign="end">
                <Text srOnly>{t('portfolio.transactions.columns.actions')}</Text>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
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
                <Table.Cell textAlign="end">
                  <PrivateNumber>
                    {quantityWithUnit(
                      t,
                      transaction.quantity,
                      transaction.asset_code,
                      transaction.asset_type,
                    )}
                  </PrivateNumber>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Amount value={transaction.price} />
                </Table.Cell>
                {canWrite && (
                  <Table.Cell textAlign="end">
                    <EditTransactionButton transaction={transaction} onEdit={onEdit} size="sm" />
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
