import { useActorRef } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { fromPromise } from 'xstate';
import { fetchPortfolioChart, fetchPortfolioValue } from '@/api/dashboard';
import type { TransactionDialogProps } from '@/components/transaction-dialog/transaction-dialog';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { DashboardView } from './dashboard-view';

// A request cancelled because the page went away (or a newer one replaced it) is not a failure worth logging.
const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const logFailure = (what: string, error: unknown) => {
  if (!isCancelled(error)) console.error(`Failed to load the portfolio ${what}`, error);
};

const liveDashboardMachine = dashboardMachine.provide({
  actors: {
    loadTotals: fromPromise(({ signal }) => fetchPortfolioValue({ signal })),
    loadChart: fromPromise(({ input, signal }) => fetchPortfolioChart(input.range, { signal })),
  },
  actions: {
    // spec §4: a failed chart fetch is logged (the view shows it stopped loading).
    logChartFailure: (_, { error }) => logFailure('chart', error),
    logTotalsFailure: (_, { error }) => logFailure('totals', error),
  },
});

// The dialog (with its date picker) is fetched the first time someone opens it, not with the dashboard.
const LazyTransactionDialog = lazy(() =>
  import('@/components/transaction-dialog/transaction-dialog').then((m) => ({
    default: m.TransactionDialog,
  })),
);

function DeferredTransactionDialog(props: TransactionDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyTransactionDialog {...props} />
    </Suspense>
  );
}

export default function DashboardPage() {
  const actorRef = useActorRef(liveDashboardMachine);
  return <DashboardView actorRef={actorRef} TransactionDialog={DeferredTransactionDialog} />;
}
