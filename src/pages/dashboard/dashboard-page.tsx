import { useMemo } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { fetchPortfolioChart, fetchPortfolioValue } from '@/api/dashboard';
import { fetchHoldings, fetchTransactionPage } from '@/api/portfolio';
import { fetchPriceHistory, fetchPriceStatus } from '@/api/prices';
import { callApiUnlessAborted } from '@/api/unless-aborted';
import { usePreferencesActor } from '@/app/preferences/use-preferences';
import { today } from '@/components/date-picker/date-picker-config';
import { lazyDashboardTransactionDialog } from '@/components/transaction-dialog/lazy-transaction-dialog';
import type { HouseholdScope } from '@/api/household-scope';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import type { PageFlows } from '@machines/app/types';
import type { PreferencesSource } from '@machines/dashboard/types';
import { DashboardView } from './dashboard-view';
import { ScopeBar } from '@/app/household-scope/scope-bar';
import { usePageActor, usePageFlows } from '@/app/system/app-system';
import type { ChartRange } from '@contract/portfolio';
import type { WealthPoint, WealthUnit } from '@machines/dashboard/types';
import { pointsInUnit, unitInstruments } from './chart-in-unit';
import { persistWealthUnit, readStoredWealthUnit } from './wealth-unit-storage';
import type { ApiClient } from '@/api/client';
import { createApiFor } from '@/app/system/api-for';

const logFailure = (what: string, error: unknown) =>
  console.error(`Failed to load the portfolio ${what}`, error);

/**
 * The figures, the prices' age and the holdings together (product §10). The age only adds a banner: when just that call
 * fails the figures still show, without it (and the failure is logged). Nothing held may still be a ledger (all
 * sold): only then is one transaction asked for, to tell an empty ledger from it.
 */
export async function loadTotals(client: ApiClient, scope: HouseholdScope, signal: AbortSignal) {
  const [value, priceStatus, holdings] = await Promise.all([
    fetchPortfolioValue(client, scope, { signal }),
    fetchPriceStatus(client, { signal }).catch((error: unknown) => {
      // Leaving the page (signing out, another route) aborts the call: nothing failed.
      if (!signal.aborted) logFailure('prices’ age', error);
      return null;
    }),
    fetchHoldings(client, scope, { signal }),
  ]);
  const ledgerEmpty =
    holdings.length === 0 &&
    (await fetchTransactionPage(client, scope, { limit: 1 }, { signal })).count === 0;
  return { value, priceStatus, holdings, ledgerEmpty };
}

/** The value chart in the chosen unit: in EGP as the server answers it, else divided by each day's price of the unit. */
export async function loadChart(
  client: ApiClient,
  scope: HouseholdScope,
  range: ChartRange,
  unit: WealthUnit,
  signal: AbortSignal,
): Promise<WealthPoint[]> {
  if (unit === 'egp') return fetchPortfolioChart(client, scope, range, { signal });
  const [points, history] = await Promise.all([
    fetchPortfolioChart(client, scope, range, { signal }),
    fetchPriceHistory(client, unitInstruments[unit], range, { signal }),
  ]);
  return pointsInUnit(points, history.points, unit);
}

/** The dashboard bound to the API: each call acts for the scope the machine gives it (its own input's). */
const liveDashboardMachine = dashboardMachine.provide({
  actors: {
    // A failure reaches the machine as an ApiFailure: its guard tells a shared household's 404 (product §13).
    loadTotals: fromPromise(({ input, signal, system }) =>
      callApiUnlessAborted(signal, async () => loadTotals(await createApiFor(system), input.scope, signal)),
    ),
    loadChart: fromPromise(({ input, signal, system }) =>
      callApiUnlessAborted(signal, async () =>
        loadChart(await createApiFor(system), input.scope, input.range, input.unit, signal),
      ),
    ),
    transactionDialog: lazyDashboardTransactionDialog,
  },
  actions: {
    // product §4: a failed chart fetch is logged (the view shows it stopped loading).
    logChartFailure: (_, { error }) => logFailure('chart', error),
    logTotalsFailure: (_, { error }) => logFailure('totals', error),
    persistUnit: (_, { unit }) => persistWealthUnit(unit),
  },
});

/**
 * The dashboard's flow as the app runs it (ADR 030), in the scope the app gives: another household or member chosen
 * starts it afresh (product §13). The unit shown last is read as it starts.
 */
const dashboardFlows = (preferences: PreferencesSource): PageFlows => ({
  main: () => ({
    logic: liveDashboardMachine,
    input: { today: () => today(), preferences, unit: readStoredWealthUnit() },
  }),
});

/** /dashboard. */
export default function DashboardPage() {
  // product §4: a new language or privacy mode reloads the chart; the dashboard hears it from the preferences actor.
  const preferences = usePreferencesActor();
  const flows = useMemo(() => dashboardFlows(preferences), [preferences]);
  usePageFlows(flows);
  const dashboard = usePageActor<ActorRefFrom<typeof dashboardMachine>>(flows, 'page');
  return (
    <>
      <ScopeBar />
      {dashboard && <DashboardView key={dashboard.sessionId} actorRef={dashboard} />}
    </>
  );
}
