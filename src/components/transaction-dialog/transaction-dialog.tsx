import { today } from '@/components/date-picker/date-picker-config';
import { TransactionDialogView } from './transaction-dialog-view';
import { useBackClosesDialog } from './use-back-closes-dialog';
import type { TransactionDialogActor } from './use-transaction-dialog';

export interface TransactionDialogProps {
  /** The dialog actor its parent machine invoked (the last one, while it animates closed). */
  actorRef: TransactionDialogActor;
}

/**
 * `<TransactionDialog actorRef />`: the add/edit dialog of a child actor of the portfolio or dashboard machine
 * (ADR 016). The parent machine opens it by invoking the actor and closes it when the actor reports; this view only
 * renders the actor and sends its events.
 */
export function TransactionDialog({ actorRef }: TransactionDialogProps) {
  useBackClosesDialog(actorRef);
  return <TransactionDialogView actorRef={actorRef} today={today()} />;
}
