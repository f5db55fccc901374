import { lazy, Suspense, useState } from 'react';
import type { TransactionDialogProps } from './transaction-dialog';

// The dialog (its machine, form and date picker) is fetched the first time someone opens it, not with the page
// that offers it: the dashboard and the portfolio stay within DESIGN §7's 300 KiB.
const LazyTransactionDialog = lazy(() =>
  import('./transaction-dialog').then((m) => ({
    default: m.TransactionDialog,
  })),
);

/** The transaction dialog, loaded on first open and kept mounted afterwards (so it can animate closed). */
export function DeferredTransactionDialog(props: TransactionDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyTransactionDialog {...props} />
    </Suspense>
  );
}
