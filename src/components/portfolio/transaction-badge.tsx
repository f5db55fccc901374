import { useLabel } from '@/components/amount/use-label';
import type { Transaction } from '@machines/portfolio/types';
import styles from './transaction-badge.module.css';

/** Buy or sell, as a coloured badge (green or red, Chakra's subtle badge). */
export function TransactionBadge({ type }: { type: Transaction['transaction_type'] }) {
  const label = useLabel(`transaction.${type}`);
  return <span className={`${styles.badge} ${type === 'buy' ? styles.buy : styles.sell}`}>{label}</span>;
}
