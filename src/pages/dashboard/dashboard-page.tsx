import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fetchPortfolioChart, fetchPortfolioValue } from '@/api/dashboard';
import { fetchPriceStatus } from '@/api/prices';
import { unlessAborted } from '@/api/unless-aborted';
import { DeferredTransactionDialog } from '@/components/transaction-dialog/deferred-transaction-dialog';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { DashboardView } from './dashboard-view';
import { inspect } from '@/app/inspect';

const logFailure = (what: string, error: unknown) =>
  console.error(`Failed to load the portfolio ${what}`, error);

/**
 * The figures and the prices' age together (issue 15). The age only adds a banner: when just that call fails the
 * figures still show, without it (and the failure is logged).
 */
async function loadTotals(signal: AbortSignal) {
  const [value, priceStatus] = await Promise.all([
    fetchPortfolioValue({ signal }),
    fetchPriceStatus({ signal }).catch((error: unknown) => {
      logFailure('prices’ age', error);
      return null;
    }),
  ]);
  return { value, priceStatus };
}

const liveDashboardMachine = dashboardMachine.provide({
  actors: {
    loadTotals: fromPromise(({ signal }) => unlessAborted(signal, loadTotals(signal))),
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
