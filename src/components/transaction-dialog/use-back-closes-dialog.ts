import { useSelector } from '@/lib/use-selector';
import { useEffect } from 'react';
import { selectIsOpen } from '@machines/transaction-dialog/selectors';
import { useTransactionDialogEvents, type TransactionDialogActor } from './use-transaction-dialog';

const marker = 'dahabiTransactionDialog';

const isDialogEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[marker] === true;

/**
 * The phone's back button closes the dialog instead of leaving the page and what was typed (product §10): while the
 * dialog is open, one history entry of its own sits on top of the page's; "back" pops it and closes the dialog, and a
 * dialog closed any other way removes it. The entry copies the router's state, so react-router sees the same page.
 */
export function useBackClosesDialog(actorRef: TransactionDialogActor) {
  const open = useSelector(actorRef, selectIsOpen);
  const { close } = useTransactionDialogEvents(actorRef);
  useEffect(() => {
    if (!open) return;
    window.history.pushState({ ...(window.history.state as object | null), [marker]: true }, '');
    const onPopState = (event: PopStateEvent) => {
      // Landing on another dialog entry (React's development double effects leave one behind) is not "back".
      if (!isDialogEntry(event.state)) close();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (isDialogEntry(window.history.state)) window.history.back();
    };
  }, [open, close]);
}
