/**
 * Scenario tests of the dashboard's rules (product §4, §9, §10, §13) on an actor of the real machine: its calls
 * answered when the test chooses, the clock faked, the preferences a stand-in whose changes the test emits, and the
 * dialog a stand-in that records what it was opened with (docs/testing.md).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { runInApp } from '@tests/support/app-listeners';
import type { ActingFor, ScopeInput } from '@machines/shared/acting-for';
import type { HouseholdRole } from '@machines/shared/household-role';
import type { PortfolioValue } from '@contract/portfolio';
import type { PriceStatus } from '@contract/price-status';
import { notFound, serverError } from '@tests/fixtures/machines/failures';
import { dollarHolding, poundHolding } from '@tests/fixtures/machines/portfolio';
import { dashboardMachine, TOTALS_REFRESH_MS } from './dashboard.machine';
import {
  selectAllocation,
  selectCanRetryChart,
  selectCanRetryTotals,
  selectChartStatus,
  selectDialog,
  selectDialogOpen,
  selectLedgerEmpty,
  selectMayAdd,
  selectPoints,
  selectPriceStatus,
  selectRange,
  selectTotals,
  selectTotalsFailed,
  selectTotalsLoading,
  selectUnit,
} from './selectors';
import { isWealthUnit, wealthUnits } from './types';
import type {
  DashboardEvent,
  DashboardTotals,
  LoadChartInput,
  PreferencesSource,
  WealthPoint,
  WealthUnit,
} from './types';

const OWN: ActingFor = { household: null, member: null };
const SHARED: ActingFor = { household: '00000000-0000-4000-8000-000000000002', member: null };

const value = (total: number): PortfolioValue => ({
  total_value: total,
  latest_change: 10,
  percentage_change: 0.5,
  total_grams: 8,
  pure_gold_grams: 7,
  gold_24k_price: 4650,
  gold_21k_price: 4070,
  gold_18k_price: 3490,
  prices_at: '2026-11-22T09:00:00Z',
  previous_close_day: '2026-11-21',
  cost_basis: 0,
  unrealized_gain: 0,
  unrealized_gain_pct: 0,
  realized_gain: 0,
  total_gain: 0,
});
const fresh: PriceStatus = {
  last_updated: '2026-11-22T09:00:00Z',
  age_seconds: 60,
  stale: false,
  stale_after_hours: 24,
  provider: 'live',
  last_success_at: '2026-11-22T09:00:00Z',
  failing_since: null,
  last_error: null,
};
const totalsOf = (total: number, more: Partial<DashboardTotals> = {}): DashboardTotals => ({
  value: value(total),
  priceStatus: fresh,
  holdings: [],
  ledgerEmpty: false,
  ...more,
});
const line: WealthPoint[] = [
  { date: '2026-11-21', value: 100, priced_on: '2026-11-21' },
  { date: '2026-11-22', value: 120, priced_on: '2026-11-22' },
];
/** A unit with no price over the range: every day a gap. */
const gaps: WealthPoint[] = [
  { date: '2026-11-21', value: null, priced_on: null },
  { date: '2026-11-22', value: null, priced_on: null },
];

type Pending<I, T> = { input: I; resolve: (value: T) => void; reject: (error: unknown) => void };

let running: AnyActorRef[] = [];
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  running.forEach((a) => a.stop());
  running = [];
  vi.useRealTimers();
});

const settle = () => vi.advanceTimersByTimeAsync(0);

/** A preferences stand-in: `change()` emits `preferences.changed`; `listening()` counts live subscriptions. */
function fakePreferences() {
  const handlers = new Set<() => void>();
  const source: PreferencesSource = {
    on: (_type, handler) => {
      const h = () => handler({ type: 'preferences.changed' } as never);
      handlers.add(h);
      return { unsubscribe: () => void handlers.delete(h) };
    },
  };
  return { source, change: () => handlers.forEach((h) => h()), listening: () => handlers.size };
}

function dashboardWithCalls() {
  const totals: Pending<ScopeInput, DashboardTotals>[] = [];
  const charts: Pending<LoadChartInput, WealthPoint[]>[] = [];
  const dialogInputs: Record<string, unknown>[] = [];
  const spies = { logTotalsFailure: vi.fn(), logChartFailure: vi.fn(), persistUnit: vi.fn() };
  const machine = dashboardMachine.provide({
    actions: spies,
    actors: {
      loadTotals: fromPromise<DashboardTotals, ScopeInput>(
        ({ input }) => new Promise((resolve, reject) => totals.push({ input, resolve, reject })),
      ),
      loadChart: fromPromise<WealthPoint[], LoadChartInput>(
        ({ input }) => new Promise((resolve, reject) => charts.push({ input, resolve, reject })),
      ),
      transactionDialog: fromCallback(({ input }: { input: Record<string, unknown> }) => {
        dialogInputs.push(input);
      }) as never,
    },
  });
  return { machine, totals, charts, dialogInputs, spies };
}

function openDashboard(options: { role?: HouseholdRole; scope?: ActingFor; unit?: WealthUnit } = {}) {
  const { machine, totals, charts, dialogInputs, spies } = dashboardWithCalls();
  const preferences = fakePreferences();
  const dashboard = createActor(machine, {
    input: {
      today: () => '2026-11-22',
      preferences: preferences.source,
      role: options.role ?? 'owner',
      scope: options.scope ?? OWN,
      unit: options.unit,
    },
  }).start();
  running.push(dashboard);
  const send = (event: DashboardEvent) => dashboard.send(event);
  const snap = () => dashboard.getSnapshot();
  const answerTotals = async (answer: DashboardTotals = totalsOf(100)) => {
    totals.at(-1)!.resolve(answer);
    await settle();
  };
  const failTotals = async (error: unknown = serverError) => {
    totals.at(-1)!.reject(error);
    await settle();
  };
  const answerChart = async (answer: WealthPoint[] = line, which = -1) => {
    charts.at(which)!.resolve(answer);
    await settle();
  };
  const failChart = async (error: unknown = serverError) => {
    charts.at(-1)!.reject(error);
    await settle();
  };
  return {
    dashboard,
    send,
    snap,
    totals,
    charts,
    dialogInputs,
    spies,
    preferences,
    answerTotals,
    failTotals,
    answerChart,
    failChart,
  };
}

async function loadedDashboard(options: Parameters<typeof openDashboard>[0] = {}) {
  const d = openDashboard(options);
  await d.answerTotals();
  await d.answerChart();
  return d;
}

describe('dashboard: the cards (product §9, §10)', () => {
  it("opening asks for the totals for whom the dashboard acts, and shows them with the prices' age", async () => {
    const { snap, totals, answerTotals } = openDashboard({ scope: SHARED });
    expect(selectTotalsLoading(snap())).toBe(true);
    expect(selectTotals(snap())).toBeNull();
    expect(totals.map((t) => t.input)).toEqual([{ scope: SHARED }]);
    await answerTotals(totalsOf(100));
    expect(selectTotalsLoading(snap())).toBe(false);
    expect(selectTotals(snap())).toEqual(value(100));
    expect(selectPriceStatus(snap())).toEqual(fresh);
  });

  it('the allocation splits the holdings read with the totals, largest first', async () => {
    const { snap, answerTotals } = openDashboard();
    expect(selectAllocation(snap())).toEqual([]);
    await answerTotals(totalsOf(113_000, { holdings: [dollarHolding, poundHolding] }));
    expect(selectAllocation(snap()).map((s) => s.group)).toEqual(['pounds', 'currencies']);
  });

  it('nothing recorded yet invites the first transaction, once the totals say so', async () => {
    const { snap, answerTotals } = openDashboard();
    expect(selectLedgerEmpty(snap())).toBe(false);
    await answerTotals(totalsOf(0, { ledgerEmpty: true, priceStatus: null }));
    expect(selectLedgerEmpty(snap())).toBe(true);
    expect(selectPriceStatus(snap())).toBeNull();
    const other = openDashboard();
    await other.answerTotals(totalsOf(0));
    expect(selectLedgerEmpty(other.snap())).toBe(false);
  });

  it('the cards refresh every 30 s, and not before; the figures stay while they do', async () => {
    const { snap, totals, answerTotals } = openDashboard();
    expect(TOTALS_REFRESH_MS).toBe(30_000);
    await answerTotals(totalsOf(100));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(totals).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(totals).toHaveLength(2);
    expect(snap().matches({ totals: 'refreshing' })).toBe(true);
    expect(selectTotalsLoading(snap())).toBe(false);
    expect(selectTotals(snap())).toEqual(value(100));
    await answerTotals(totalsOf(200));
    expect(selectTotals(snap())).toEqual(value(200));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(totals).toHaveLength(3);
    expect(totals[2]!.input).toEqual({ scope: OWN });
  });

  it('a failed refresh keeps the figures, logs the failure and refreshes again 30 s later', async () => {
    const { snap, totals, answerTotals, failTotals, spies } = openDashboard();
    await answerTotals(totalsOf(100));
    await vi.advanceTimersByTimeAsync(30_000);
    await failTotals(serverError);
    expect(snap().matches({ totals: 'loaded' })).toBe(true);
    expect(selectTotals(snap())).toEqual(value(100));
    expect(selectCanRetryTotals(snap())).toBe(false);
    expect(spies.logTotalsFailure).toHaveBeenCalledTimes(1);
    expect(spies.logTotalsFailure.mock.calls[0]![1]).toEqual({ error: serverError });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(totals).toHaveLength(3);
  });

  it('a failed first load logs it and offers Retry, and tries again by itself after 30 s', async () => {
    const { snap, send, totals, failTotals, answerTotals, spies } = openDashboard();
    await failTotals(serverError);
    expect(selectTotalsFailed(snap())).toBe(true);
    expect(selectCanRetryTotals(snap())).toBe(true);
    expect(spies.logTotalsFailure.mock.calls[0]![1]).toEqual({ error: serverError });
    send({ type: 'totals.retry' });
    expect(selectTotalsLoading(snap())).toBe(true);
    expect(totals).toHaveLength(2);
    await failTotals();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(totals).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(totals).toHaveLength(3);
    await answerTotals();
    expect(selectTotals(snap())).toEqual(value(100));
  });

  it('Retry is offered only after a failed first load', async () => {
    const { snap, answerTotals } = openDashboard();
    expect(selectCanRetryTotals(snap())).toBe(false);
    await answerTotals();
    expect(selectCanRetryTotals(snap())).toBe(false);
  });
});

describe('dashboard: a shared household gone (product §13)', () => {
  function underParent(scope: ActingFor) {
    const { machine, totals } = dashboardWithCalls();
    const { app, scope: reports } = runInApp(machine, {
      today: () => '2026-11-22',
      preferences: fakePreferences().source,
      role: 'owner',
      scope,
    });
    running.push(app);
    return { totals, reports };
  }

  it('a 404 of the totals in a shared household reports scope.accessLost with the household', async () => {
    const { totals, reports } = underParent(SHARED);
    totals[0]!.reject(notFound);
    await settle();
    expect(reports).toEqual([{ type: 'scope.accessLost', household: SHARED.household }]);
  });

  it("a 404 in the person's own household, or another failure in a shared one, reports nothing", async () => {
    const own = underParent(OWN);
    own.totals[0]!.reject(notFound);
    const shared = underParent(SHARED);
    shared.totals[0]!.reject(serverError);
    await settle();
    expect(own.reports).toEqual([]);
    expect(shared.reports).toEqual([]);
  });

  it("the lost household's failure is still logged and offered again", async () => {
    const { snap, failTotals, spies } = openDashboard({ scope: SHARED });
    await failTotals(notFound);
    expect(selectTotalsFailed(snap())).toBe(true);
    expect(spies.logTotalsFailure.mock.calls[0]![1]).toEqual({ error: notFound });
  });
});

describe('dashboard: the chart (product §4, §10)', () => {
  it('opens on one month in EGP for whom the dashboard acts, and draws the points', async () => {
    const { snap, charts, answerChart } = openDashboard({ scope: SHARED });
    expect(selectChartStatus(snap())).toBe('loading');
    expect(selectRange(snap())).toBe('1m');
    expect(selectUnit(snap())).toBe('egp');
    expect(charts.map((c) => c.input)).toEqual([{ scope: SHARED, range: '1m', unit: 'egp' }]);
    await answerChart(line);
    expect(selectChartStatus(snap())).toBe('loaded');
    expect(selectPoints(snap())).toEqual(line);
  });

  it('a unit stored before is taken only if it is one of the four', () => {
    expect(wealthUnits.every(isWealthUnit)).toBe(true);
    expect(isWealthUnit('gold_pounds')).toBe(true);
    expect(isWealthUnit('eur')).toBe(false);
    expect(isWealthUnit(null)).toBe(false);
  });

  it('opens in the unit chosen before', () => {
    const { snap, charts } = openDashboard({ unit: 'gold_pounds' });
    expect(selectUnit(snap())).toBe('gold_pounds');
    expect(charts[0]!.input.unit).toBe('gold_pounds');
  });

  it('no point, or no priced point, is "No data available" and draws nothing', async () => {
    const { snap, send, answerChart } = await loadedDashboard();
    send({ type: 'chart.rangeChanged', range: '6m' });
    await answerChart(gaps);
    expect(selectChartStatus(snap())).toBe('empty');
    expect(selectPoints(snap())).toEqual([]);
    send({ type: 'chart.rangeChanged', range: '1m' });
    await answerChart([]);
    expect(selectChartStatus(snap())).toBe('empty');
  });

  it('one priced day among gaps is a line to draw', async () => {
    const { snap, answerChart } = openDashboard();
    const onePriced = [gaps[0]!, line[1]!];
    await answerChart(onePriced);
    expect(selectChartStatus(snap())).toBe('loaded');
    expect(selectPoints(snap())).toEqual(onePriced);
  });

  it('a failed chart is logged, draws nothing and offers Retry, which asks again', async () => {
    const { snap, send, charts, failChart, answerChart, spies } = await loadedDashboard();
    expect(selectCanRetryChart(snap())).toBe(false);
    send({ type: 'chart.rangeChanged', range: '1w' });
    await failChart(serverError);
    expect(selectChartStatus(snap())).toBe('loadingFailed');
    expect(selectPoints(snap())).toEqual([]);
    expect(spies.logChartFailure).toHaveBeenCalledTimes(1);
    expect(spies.logChartFailure.mock.calls[0]![1]).toEqual({ error: serverError });
    expect(selectCanRetryChart(snap())).toBe(true);
    send({ type: 'chart.retry' });
    expect(selectChartStatus(snap())).toBe('loading');
    expect(charts.at(-1)!.input.range).toBe('1w');
    await answerChart();
    expect(selectChartStatus(snap())).toBe('loaded');
  });

  it('another range reloads in it; the range on screen again does nothing', async () => {
    const { snap, send, charts, totals } = await loadedDashboard();
    send({ type: 'chart.rangeChanged', range: '1m' });
    expect(charts).toHaveLength(1);
    expect(selectChartStatus(snap())).toBe('loaded');
    send({ type: 'chart.rangeChanged', range: '6m' });
    expect(selectRange(snap())).toBe('6m');
    expect(selectChartStatus(snap())).toBe('loading');
    expect(charts.at(-1)!.input).toEqual({ scope: OWN, range: '6m', unit: 'egp' });
    expect(totals).toHaveLength(1);
  });

  it('a range chosen while the chart loads replaces the fetch in flight', async () => {
    const { snap, send, charts, answerChart } = openDashboard();
    send({ type: 'chart.rangeChanged', range: 'all' });
    expect(charts).toHaveLength(2);
    await answerChart(gaps, 0);
    expect(selectChartStatus(snap())).toBe('loading');
    await answerChart(line, 1);
    expect(selectPoints(snap())).toEqual(line);
  });

  it('another unit reloads the chart in it and keeps the choice; the unit on screen again does neither', async () => {
    const { snap, send, charts, spies } = await loadedDashboard();
    send({ type: 'wealth.unitChosen', unit: 'egp' });
    expect(charts).toHaveLength(1);
    expect(spies.persistUnit).not.toHaveBeenCalled();
    send({ type: 'wealth.unitChosen', unit: 'gold_21_grams' });
    expect(selectUnit(snap())).toBe('gold_21_grams');
    expect(selectChartStatus(snap())).toBe('loading');
    expect(charts.at(-1)!.input).toEqual({ scope: OWN, range: '1m', unit: 'gold_21_grams' });
    expect(spies.persistUnit).toHaveBeenCalledTimes(1);
    expect(spies.persistUnit.mock.calls[0]![1]).toEqual({ unit: 'gold_21_grams' });
  });

  it('a change of privacy mode or language reloads the chart, for as long as the dashboard runs', async () => {
    const { dashboard, snap, charts, preferences } = await loadedDashboard();
    expect(preferences.listening()).toBe(1);
    preferences.change();
    expect(selectChartStatus(snap())).toBe('loading');
    expect(charts).toHaveLength(2);
    dashboard.stop();
    expect(preferences.listening()).toBe(0);
  });

  it('a relayed change reloads a failed chart too', async () => {
    const { snap, send, failChart, charts } = openDashboard();
    await failChart();
    send({ type: 'preferences.changed' });
    expect(selectChartStatus(snap())).toBe('loading');
    expect(charts).toHaveLength(2);
  });
});

describe('dashboard: adding a transaction (product §4)', () => {
  it('Add opens the dialog to add, with today, the role and the scope', async () => {
    const { snap, send, dialogInputs } = await loadedDashboard({ role: 'editor', scope: SHARED });
    expect(selectMayAdd(snap())).toBe(true);
    send({ type: 'dialog.open' });
    expect(selectDialogOpen(snap())).toBe(true);
    expect(selectDialog(snap())).toBeDefined();
    expect(selectMayAdd(snap())).toBe(true);
    expect(dialogInputs).toEqual([{ transaction: null, today: '2026-11-22', role: 'editor', scope: SHARED }]);
  });

  it('a viewer adds nothing: no Add is offered and the event is ignored', async () => {
    const { snap, send, dialogInputs } = await loadedDashboard({ role: 'viewer' });
    expect(selectMayAdd(snap())).toBe(false);
    send({ type: 'dialog.open' });
    expect(selectDialogOpen(snap())).toBe(false);
    expect(dialogInputs).toEqual([]);
  });

  it('closing without saving reloads nothing', async () => {
    const { snap, send, totals, charts } = await loadedDashboard();
    send({ type: 'dialog.open' });
    send({ type: 'dialog.closed' });
    expect(selectDialogOpen(snap())).toBe(false);
    expect(selectDialog(snap())).toBeUndefined();
    expect(totals).toHaveLength(1);
    expect(charts).toHaveLength(1);
  });

  it('a save closes the dialog and refreshes the cards (figures kept) and the chart', async () => {
    const { snap, send, totals, charts } = await loadedDashboard();
    send({ type: 'dialog.open' });
    send({ type: 'dialog.saved', result: null });
    expect(selectDialogOpen(snap())).toBe(false);
    expect(snap().matches({ totals: 'refreshing' })).toBe(true);
    expect(selectTotals(snap())).toEqual(value(100));
    expect(selectChartStatus(snap())).toBe('loading');
    expect(totals).toHaveLength(2);
    expect(charts).toHaveLength(2);
  });

  it('a save reported while the dialog is closed reloads nothing', async () => {
    const { snap, send, totals, charts } = await loadedDashboard();
    send({ type: 'dialog.saved', result: null });
    expect(snap().matches({ totals: 'loaded' })).toBe(true);
    expect(selectChartStatus(snap())).toBe('loaded');
    expect(totals).toHaveLength(1);
    expect(charts).toHaveLength(1);
  });

  it('a save while the cards load or refresh asks for them afresh, dropping the older answer', async () => {
    const first = openDashboard();
    first.send({ type: 'dialog.open' });
    first.send({ type: 'dialog.saved', result: null });
    expect(first.totals).toHaveLength(2);
    expect(selectTotalsLoading(first.snap())).toBe(true);
    first.totals[0]!.resolve(totalsOf(1));
    await settle();
    expect(selectTotals(first.snap())).toBeNull();
    await first.answerTotals(totalsOf(2));
    expect(selectTotals(first.snap())).toEqual(value(2));

    const { snap, send, totals, answerTotals } = await loadedDashboard();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(totals).toHaveLength(2);
    send({ type: 'dialog.open' });
    send({ type: 'dialog.saved', result: null });
    expect(totals).toHaveLength(3);
    expect(snap().matches({ totals: 'refreshing' })).toBe(true);
    totals[1]!.resolve(totalsOf(1));
    await settle();
    expect(selectTotals(snap())).toEqual(value(100));
    await answerTotals(totalsOf(300));
    expect(selectTotals(snap())).toEqual(value(300));
  });

  it('a save after a failed first load asks for the cards again; a stray save there does not', async () => {
    const { snap, send, totals, failTotals } = openDashboard();
    await failTotals();
    send({ type: 'dialog.saved', result: null });
    expect(selectTotalsFailed(snap())).toBe(true);
    expect(totals).toHaveLength(1);
    send({ type: 'dialog.open' });
    send({ type: 'dialog.saved', result: null });
    expect(selectTotalsLoading(snap())).toBe(true);
    expect(totals).toHaveLength(2);
  });

  it('a stray save while the cards load or refresh changes nothing', async () => {
    const { send, totals } = openDashboard();
    send({ type: 'dialog.saved', result: null });
    expect(totals).toHaveLength(1);
    const loaded = await loadedDashboard();
    await vi.advanceTimersByTimeAsync(30_000);
    loaded.send({ type: 'dialog.saved', result: null });
    expect(loaded.totals).toHaveLength(2);
  });
});
