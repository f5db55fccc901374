import { lazy, Suspense, useState } from 'react';
import type { TransactionDialogActor } from './use-transaction-dialog';

// The dialog's view (its form and date picker) is fetched the first time someone opens it, not with the page that
// offers it: the dashboard and the portfolio stay within architecture §7's 300 KiB.
const LazyTransactionDialog = lazy(() =>
  import('./transaction-dialog').then((m) => ({
    default: m.TransactionDialog,
  })),
);

export interface DeferredTransactionDialogProps {
  /** The parent's running dialog actor (`snapshot.children.transactionDialog`); undefined while none is. */
  actorRef: TransactionDialogActor | undefined;
}

/**
 * The transaction dialog of the parent's child actor, loaded on first open. The last actor stays rendered after its
 * parent stopped it: its final snapshot says closed, so the dialog animates closed instead of vanishing.
 */
export function DeferredTransactionDialog({ actorRef }: DeferredTransactionDialogProps) {
  const [shown, setShown] = useState(actorRef);
  if (actorRef && actorRef !== shown) setShown(actorRef);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyTransactionDialog actorRef={shown} />
    </Suspense>
  );
}
