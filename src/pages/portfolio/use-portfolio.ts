import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { whenTransactionDialogLoaded } from '@/components/transaction-dialog/lazy-transaction-dialog';
import type { PortfolioMachine } from '@machines/portfolio/portfolio.machine';
import type { Transaction, TransactionFilter, TransactionOrdering } from '@machines/portfolio/types';

export type PortfolioActor = ActorRefFrom<PortfolioMachine>;

/** The events the Portfolio page sends, as one memoised facade. */
export function usePortfolioEvents(actorRef: PortfolioActor) {
  return useMemo(
    () => ({
      retry: () => actorRef.send({ type: 'portfolio.retry' }),
      add: () => whenTransactionDialogLoaded(() => actorRef.send({ type: 'dialog.openAdd' })),
      edit: (transaction: Transaction) =>
        whenTransactionDialogLoaded(() => actorRef.send({ type: 'dialog.openEdit', transaction })),
      sort: (ordering: TransactionOrdering) => actorRef.send({ type: 'transactions.sortChanged', ordering }),
      filter: (filter: TransactionFilter) => actorRef.send({ type: 'transactions.filterChanged', filter }),
      page: (offset: number) => actorRef.send({ type: 'transactions.pageChanged', offset }),
      retryList: () => actorRef.send({ type: 'transactions.retry' }),
      toggleWorth: (uuid: string) => actorRef.send({ type: 'holdings.worthToggled', uuid }),
    }),
    [actorRef],
  );
}
