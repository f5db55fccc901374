import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fetchPortfolioChart, fetchPortfolioValue } from '@/api/dashboard';
import { unlessAborted } from '@/api/unless-aborted';
import { DeferredTransactionDialog } from '@/components/transaction-dialog/deferred-transaction-dialog';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { DashboardView } from './dashboard-view';
import { inspect } from '@/app/inspect';

const logFailure = (what: string, error: unknown) =>
  console.error(`Failed to load the portfolio ${what}`, error);

const liveDashboardMachine = dashboardMachine.provide({
  actors: {
    loadTotals: fromPromise(({ signal }) => unlessAborted(signal, fetchPortfolioValue({ signal }))),
    loadChart: fromPromise(({ input, signal }) =>
      unlessAborted(signal, fetchPortfolioChart(input.range, { signal })),
    ),
  },
  actions: {
    // spec §4: a failed chart fetch is logged (the view shows it stopped loading).
    logChartFailure: (_, { error }) => logFailure('chart', error),
    logTotalsFailure: (_, { error }) => logFailure('totals', error),
  },
});

export default function DashboardPage() {
  const actorRef = useActorRef(liveDashboardMachine, { inspect });
  return <DashboardView actorRef={actorRef} TransactionDialog={DeferredTransactionDialog} />;
}
