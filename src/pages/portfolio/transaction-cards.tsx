import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/amount/amount';
import { assetName } from '@/components/transaction-dialog/asset-name';
import type { Transaction } from '@machines/portfolio/types';
import { CardLine, CardSummary, ExpandableCard } from '@/components/portfolio/expandable-card';
import { EditTransactionButton } from './edit-transaction-button';
import { TransactionMember, useShowsMembers } from './transaction-member';
import { formatTransactionDate, transactionTotal } from '@/components/portfolio/portfolio-format';
import { typeKeyOf } from '@/components/portfolio/quantity-unit';
import { AssetQuantity } from '@/components/portfolio/asset-quantity';
import { TransactionBadge } from '@/components/portfolio/transaction-badge';

interface TransactionCardsProps {
  transactions: Transaction[];
  onEdit: ((transaction: Transaction) => void) | undefined;
}

/** The transactions as expandable cards on narrow screens, each with an Edit button (product §2). */
export function TransactionCards({ transactions, onEdit }: TransactionCardsProps) {
  const { t, i18n } = useTranslation();
  const showsMembers = useShowsMembers();
  return (
    <Stack as="ul" gap="3" aria-label={t('portfolio.transactions.title')}>
      {transactions.map((transaction) => {
        const name = assetName(t, transaction.asset_code, transaction.asset_name);
        const date = formatTransactionDate(transaction.timestamp, i18n.language);
        const total = transactionTotal(transaction.quantity, transaction.price);
        return (
          <ExpandableCard
            key={transaction.uuid}
            testId="transaction-card"
            summary={
              <CardSummary
                amount={total}
                title={name}
                detail={date}
                badge={<TransactionBadge type={transaction.transaction_type} />}
              />
            }
          >
            {showsMembers && (
              <CardLine label={t('household.picker.column')}>
                <TransactionMember uuid={transaction.member} />
              </CardLine>
            )}
            <CardLine label={t('portfolio.transactions.columns.type')}>
              {t(`portfolio.assets.types.${typeKeyOf(transaction.asset_type)}`)}
            </CardLine>
            <CardLine label={t('portfolio.transactions.columns.quantity')}>
              <AssetQuantity
                quantity={transaction.quantity}
                code={transaction.asset_code}
                mainType={transaction.asset_type}
              />
            </CardLine>
            <CardLine label={t('portfolio.transactions.columns.price')}>
              <Amount value={transaction.price} />
            </CardLine>
            <CardLine label={t('portfolio.transactions.columns.total')}>
              <Amount value={total} />
            </CardLine>
            <EditTransactionButton transaction={transaction} onEdit={onEdit} place="card" />
          </ExpandableCard>
        );
      })}
    </Stack>
  );
}
