import { Button, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@machines/portfolio/types';
import { useCanWrite } from '@/app/household-scope/use-scope-members';
import { assetName } from '@/components/transaction-dialog/asset-name';
import { formatTransactionDate } from '@/components/portfolio/portfolio-format';

/**
 * A transaction's "Edit" (the table's and the phone cards'), named for the asset and date it opens. Not offered to a
 * viewer of a shared household (issue 17): they change nothing.
 */
export function EditTransactionButton({
  transaction,
  onEdit,
  ...rest
}: { transaction: Transaction; onEdit: (t: Transaction) => void } & ButtonProps) {
  const { t, i18n } = useTranslation();
  if (!useCanWrite()) return null;
  const name = assetName(t, transaction.asset_code, transaction.asset_name);
  const date = formatTransactionDate(transaction.timestamp, i18n.language);
  return (
    <Button
      variant="outline"
      {...rest}
      onClick={() => onEdit(transaction)}
      aria-label={t('portfolio.transactions.editLabel', { name, date })}
    >
      {t('portfolio.transactions.edit')}
    </Button>
  );
}
