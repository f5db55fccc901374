import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fetchPortfolio, fetchTransactionPage } from '@/api/portfolio';
import { unlessAborted } from '@/api/unless-aborted';
import { today } from '@/components/date-picker/date-picker-config';
import { liveTransactionDialog } from '@/components/transaction-dialog/live-transaction-dialog';
import { portfolioMachine, TRANSACTION_PAGE_SIZE } from '@machines/portfolio/portfolio.machine';
import type { TransactionQuery } from '@machines/portfolio/types';
import { PortfolioView } from './portfolio-view';
import { inspect } from '@/app/inspect';

const withPageSize = (query: TransactionQuery) => ({ ...query, limit: TRANSACTION_PAGE_SIZE });

/** /dashboard/portfolio (spec §2). */
export default function PortfolioPage() {
  const actorRef = useActorRef(
    portfolioMachine.provide({
      actors: {
        loadPortfolio: fromPromise(({ input, signal }: { input: TransactionQuery; signal: AbortSignal }) =>
          unlessAborted(signal, fetchPortfolio(withPageSize(input), { signal })),
        ),
        loadTransactions: fromPromise(({ input, signal }: { input: TransactionQuery; signal: AbortSignal }) =>
          unlessAborted(signal, fetchTransactionPage(withPageSize(input), { signal })),
        ),
        transactionDialog: liveTransactionDialog,
      },
    }),
    { input: { today: () => today() }, inspect },
  );
  return <PortfolioView actorRef={actorRef} />;
}
