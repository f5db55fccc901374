import { useTranslation } from 'react-i18next';
import type { Transaction } from '@machines/portfolio/types';
import { assetName } from '@/components/transaction-dialog/asset-name';
import { formatTransactionDate } from '@/components/portfolio/portfolio-format';
import styles from './edit-transaction-button.module.css';
import { opensTransactionDialog } from '@/components/transaction-dialog/lazy-transaction-dialog';

/**
 * A transaction's "Edit" (the table's and the phone cards'), named for the asset and date it opens. Without `onEdit`
 * (the page's machine refuses to open the dialog, as a viewer's does) there is none.
 */
export function EditTransactionButton({
  transaction,
  onEdit,
  place,
}: {
  transaction: Transaction;
  onEdit: ((t: Transaction) => void) | undefined;
  /** A card's is gold and full width; a table row's is smaller. */
  place: 'card' | 'row';
}) {
  const { t, i18n } = useTranslation();
  if (!onEdit) return null;
  const name = assetName(t, transaction.asset_code, transaction.asset_name);
  const date = formatTransactionDate(transaction.timestamp, i18n.language);
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[place]}`}
      onClick={() => onEdit(transaction)}
      {...opensTransactionDialog}
      aria-label={t('portfolio.transactions.editLabel', { name, date })}
    >
      {t('portfolio.transactions.edit')}
    </button>
  );
}
