import { OWN_HOUSEHOLD_SCOPE, type ScopeInput } from '@machines/shared/acting-for';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ChartPoint, ChartRange, PortfolioValue } from '@contract/portfolio';
import type { PriceStatus } from '@contract/price-status';
import { preferencesMachine } from '../preferences/preferences.machine';
import { dashboardMachine, TOTALS_REFRESH_MS } from './dashboard.machine';
import type { DashboardTotals, WealthPoint, WealthUnit } from './types';
import {
  selectPriceStatus,
  selectChartStatus,
  selectDialogOpen,
  selectPoints,
  selectRange,
  selectTotals,
  selectTotalsFailed,
  selectTotalsLoading,
  selectUnit,
} from './selectors';

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
const points: ChartPoint[] = [
  { date: '2026-11-21', value: 100, priced_on: '2026-11-21' },
  { date: '2026-11-22', value: 120, priced_on: '2026-11-22' },
];

/** A dashboard whose calls answer from queues; each call is recorded. */
function start(
  totals: Array<PortfolioValue | Error>,
  charts: Array<WealthPoint[] | Error>,
  ages: Array<PriceStatus | null> = [],
  unit?: WealthUnit,
) {
  const totalsCalls: number[] = [];
  const chartCalls: ChartRange[] = [];
  const unitCalls: string[] = [];
  const stored: string[] = [];
  const logged: string[] = [];
  const preferences = createActor(preferencesMachine, { input: { theme: 'dark', language: 'ar' } }).start();
  const answer = <T>(queue: Array<T | Error>): T => {
    const next = queue.shift();
    if (next === undefined || next instanceof Error) throw next ?? new Error('unexpected call');
    return next;
  };
  const actor = createActor(
    dashboardMachine.provide({
      actors: {
        loadTotals: fromPromise<DashboardTotals, ScopeInput>(async () => {
          totalsCalls.push(totalsCalls.length + 1);
          return {
            value: answer(totals),
            priceStatus: ages.shift() ?? null,
            holdings: [],
            ledgerEmpty: false,
          };
        }),
        loadChart: fromPromise(async ({ input }) => {
          chartCalls.push(input.range);
          unitCalls.push(input.unit);
          return answer(charts);
        }),
      },
      actions: {
        logTotalsFailure: () => void logged.push('totals'),
        logChartFailure: () => void logged.push('chart'),
        persistUnit: (_, { unit }) => void stored.push(unit),
      },
    }),
    { input: { today: () => '2026-11-22', preferences, role: 'owner', scope: OWN_HOUSEHOLD_SCOPE, unit } },
  ).start();
  return { actor, totalsCalls, chartCalls, unitCalls, stored, logged, preferences };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('dashboard machine: totals (product §4, §9: refresh every 30 000 ms)', () => {
  it('loads the totals, then refreshes them every 30 s keeping the figures shown meanwhile', async () => {
    const { actor, totalsCalls } = start([value(100), value(200), value(300)], [points]);
    expect(selectTotalsLoading(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectTotals(actor.getSnapshot())?.total_value).toBe(100);

    await vi.advanceTimersByTimeAsync(TOTALS_REFRESH_MS - 1);
    expect(totalsCalls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(totalsCalls).toHaveLength(2);
    expect(selectTotals(actor.getSnapshot())?.total_value).toBe(200);

    await vi.advanceTimersByTimeAsync(TOTALS_REFRESH_MS);
    expect(selectTotals(actor.getSnapshot())?.total_value).toBe(300);
  });

  it('keeps the last figures when a background refresh fails, and logs it', async () => {
    const { actor, logged } = start([value(100), new Error('offline'), value(150)], [points]);
    await vi.advanceTimersByTimeAsync(TOTALS_REFRESH_MS);
    expect(logged).toEqual(['totals']);
    expect(selectTotalsFailed(actor.getSnapshot())).toBe(false);
    expect(selectTotals(actor.getSnapshot())?.total_value).toBe(100);
    await vi.advanceTimersByTimeAsync(TOTALS_REFRESH_MS);
    expect(selectTotals(actor.getSnapshot())?.total_value).toBe(150);
  });

  it('offers a retry when the first load fails, and tries again by itself after 30 s', async () => {
    const { actor, totalsCalls } = start([new Error('500'), new Error('500'), value(100)], [points]);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectTotalsFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'totals.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(totalsCalls).toHaveLength(2);
    expect(selectTotalsFailed(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(TOTALS_REFRESH_MS);
    expect(totalsCalls).toHaveLength(3);
    expect(selectTotals(actor.getSnapshot())?.total_value).toBe(100);
  });

  it('reads the prices’ age with the totals, so a page left open notices them going stale (product §10)', async () => {
    const fresh: PriceStatus = {
      last_updated: '2026-11-22T09:00:00Z',
      age_seconds: 600,
      stale: false,
      stale_after_hours: 24,
      provider: 'live',
      last_success_at: '2026-11-22T09:00:00Z',
      failing_since: null,
      last_error: null,
    };
    const stale: PriceStatus = { ...fresh, age_seconds: 25 * 3600, stale: true };
    const { actor } = start([value(100), value(100), value(100)], [points], [fresh, stale, null]);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectPriceStatus(actor.getSnapshot())?.stale).toBe(false);
    await vi.advanceTimersByTimeAsync(TOTALS_REFRESH_MS);
    expect(selectPriceStatus(actor.getSnapshot())?.stale).toBe(true);
    // The age could not be read this time: no banner rather than an old verdict.
    await vi.advanceTimersByTimeAsync(TOTALS_REFRESH_MS);
    expect(selectPriceStatus(actor.getSnapshot())).toBeNull();
  });
});

describe('dashboard machine: chart (product §4: loading, data or empty; reloads on range, privacy, language)', () => {
  it('opens on one month and shows the points', async () => {
    const { actor, chartCalls } = start([value(1)], [points]);
    expect(selectRange(actor.getSnapshot())).toBe('1m');
    expect(selectChartStatus(actor.getSnapshot())).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(chartCalls).toEqual(['1m']);
    expect(selectChartStatus(actor.getSnapshot())).toBe('loaded');
    expect(selectPoints(actor.getSnapshot())).toEqual(points);
  });

  it('is empty when there are no points', async () => {
    const { actor } = start([value(1)], [[]]);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectChartStatus(actor.getSnapshot())).toBe('empty');
  });

  it('reloads with the new range; choosing the current range again does nothing', async () => {
    const { actor, chartCalls } = start([value(1)], [points, [], points]);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'chart.rangeChanged', range: '1w' });
    expect(selectChartStatus(actor.getSnapshot())).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(selectChartStatus(actor.getSnapshot())).toBe('empty');
    actor.send({ type: 'chart.rangeChanged', range: '1w' });
    expect(selectChartStatus(actor.getSnapshot())).toBe('empty');
    actor.send({ type: 'chart.rangeChanged', range: 'all' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chartCalls).toEqual(['1m', '1w', 'all']);
    expect(selectRange(actor.getSnapshot())).toBe('all');
    expect(selectChartStatus(actor.getSnapshot())).toBe('loaded');
  });

  it('opens in the unit chosen before, reloads in a new one and stores it; the current one again does nothing', async () => {
    const { actor, unitCalls, stored } = start([value(1)], [points, points], [], 'usd');
    await vi.advanceTimersByTimeAsync(0);
    expect(selectUnit(actor.getSnapshot())).toBe('usd');
    actor.send({ type: 'wealth.unitChosen', unit: 'usd' });
    expect(selectChartStatus(actor.getSnapshot())).toBe('loaded');
    actor.send({ type: 'wealth.unitChosen', unit: 'gold_pounds' });
    expect(selectChartStatus(actor.getSnapshot())).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(unitCalls).toEqual(['usd', 'gold_pounds']);
    expect(stored).toEqual(['gold_pounds']);
    expect(selectUnit(actor.getSnapshot())).toBe('gold_pounds');
  });

  it('shows no line when, in a unit, every day of the range lacks its price', async () => {
    const gaps = points.map((p) => ({ ...p, value: null }));
    const { actor } = start([value(1)], [gaps], [], 'gold_21_grams');
    await vi.advanceTimersByTimeAsync(0);
    expect(selectChartStatus(actor.getSnapshot())).toBe('empty');
  });

  it('a range chosen while loading replaces the fetch in flight', async () => {
    const { actor, chartCalls } = start([value(1)], [[], points]);
    actor.send({ type: 'chart.rangeChanged', range: '6m' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chartCalls).toEqual(['1m', '6m']);
    expect(selectChartStatus(actor.getSnapshot())).toBe('loaded');
  });

  it('reloads when privacy mode or the language changes', async () => {
    // The preferences actor tells the dashboard (ADR 016); a new theme changes no figure.
    const { actor, chartCalls, preferences } = start([value(1)], [points, points, points]);
    await vi.advanceTimersByTimeAsync(0);
    preferences.send({ type: 'theme.toggle' });
    expect(selectChartStatus(actor.getSnapshot())).toBe('loaded');
    preferences.send({ type: 'privacy.toggle' });
    expect(selectChartStatus(actor.getSnapshot())).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(chartCalls).toEqual(['1m', '1m']);
    preferences.send({ type: 'language.set', language: 'en' });
    expect(selectChartStatus(actor.getSnapshot())).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(chartCalls).toEqual(['1m', '1m', '1m']);
  });

  it('logs a failed fetch and stops loading; retry loads again', async () => {
    const { actor, logged } = start([value(1)], [new Error('500'), points]);
    await vi.advanceTimersByTimeAsync(0);
    expect(logged).toEqual(['chart']);
    expect(selectChartStatus(actor.getSnapshot())).toBe('loadingFailed');
    actor.send({ type: 'chart.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectChartStatus(actor.getSnapshot())).toBe('loaded');
  });
});

describe('dashboard machine: transaction dialog', () => {
  it('opens and closes without reloading anything', async () => {
    const { actor, totalsCalls, chartCalls } = start([value(1)], [points]);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'dialog.open' });
    expect(selectDialogOpen(actor.getSnapshot())).toBe(true);
    // What the dialog child reports when dismissed.
    actor.send({ type: 'dialog.closed' });
    expect(selectDialogOpen(actor.getSnapshot())).toBe(false);
    expect([totalsCalls.length, chartCalls.length]).toEqual([1, 1]);
  });

  it('ignores a save reported while the dialog is closed', async () => {
    const { actor, totalsCalls, chartCalls } = start([value(1)], [points]);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'dialog.saved', result: null });
    await vi.advanceTimersByTimeAsync(0);
    expect([totalsCalls.length, chartCalls.length]).toEqual([1, 1]);
  });

  it('closes after a save and refreshes the cards and the chart', async () => {
    const { actor, totalsCalls, chartCalls } = start([value(1), value(2)], [[], points]);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectChartStatus(actor.getSnapshot())).toBe('empty');
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().children.transactionDialog).toBeDefined();
    // What the dialog child reports after a save.
    actor.send({ type: 'dialog.saved', result: null });
    expect(actor.getSnapshot().children.transactionDialog).toBeUndefined();
    expect(selectDialogOpen(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect([totalsCalls.length, chartCalls.length]).toEqual([2, 2]);
    expect(selectTotals(actor.getSnapshot())?.total_value).toBe(2);
    expect(selectChartStatus(actor.getSnapshot())).toBe('loaded');
  });
});
