/**
 * Scenario tests of the Market page's rules (product §4, §8, §10) on an actor of the real machine, its calls answered
 * when the test chooses: the prices, their age as an optional call beside them, and each price's own chart
 * (docs/testing.md).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import type { MarketResponse, PriceHistory } from '@contract/market';
import type { PriceStatus } from '@contract/price-status';
import { serverError } from '@tests/fixtures/machines/failures';
import { marketMachine } from './market.machine';
import {
  selectCanRetry,
  selectCanRetryHistory,
  selectHasFailed,
  selectHistory,
  selectHistoryInstrument,
  selectHistoryOpen,
  selectHistoryRange,
  selectHistoryStatus,
  selectIsLoading,
  selectMarket,
  selectPriceStatus,
} from './selectors';
import type { LoadHistoryInput, MarketEvent } from './types';

const market: MarketResponse = {
  last_updated: '2026-11-22T03:45:00Z',
  gold_prices: {
    gold_24_buy: 4650,
    gold_24_sell: 4700,
    gold_21_buy: 4070,
    gold_21_sell: 4110,
    gold_18_buy: 3490,
    gold_18_sell: 3525,
    gold_pound_buy: 32560,
    gold_ounce_price: 2650.5,
  },
  currency_rates: [{ name: 'US Dollar', code: 'USD', value: 48.5 }],
};
const stale: PriceStatus = {
  last_updated: '2026-11-20T09:00:00Z',
  age_seconds: 2 * 86_400,
  stale: true,
  stale_after_hours: 24,
  provider: 'live',
  last_success_at: '2026-11-20T09:00:00Z',
  failing_since: '2026-11-20T10:00:00Z',
  last_error: 'timeout',
};
const closes = (instrument: PriceHistory['instrument'], n: number): PriceHistory => ({
  instrument,
  currency: 'EGP',
  points: Array.from({ length: n }, (_, i) => ({
    date: `2026-11-${String(10 + i)}`,
    price: 4000 + i,
    sell: null,
  })),
});

type Pending<I, T> = { input: I; resolve: (value: T) => void; reject: (error: unknown) => void };
const pending = <I, T>(list: Pending<I, T>[]) =>
  fromPromise<T, I>(({ input }) => new Promise((resolve, reject) => list.push({ input, resolve, reject })));

let running: AnyActorRef[] = [];
afterEach(() => {
  running.forEach((a) => a.stop());
  running = [];
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function openMarket() {
  const markets: Pending<unknown, MarketResponse>[] = [];
  const ages: Pending<unknown, PriceStatus>[] = [];
  const histories: Pending<LoadHistoryInput, PriceHistory>[] = [];
  const actor = createActor(
    marketMachine.provide({
      actors: {
        loadMarket: pending(markets),
        loadPriceStatus: pending(ages),
        loadPriceHistory: pending(histories),
      },
    }),
  ).start();
  running.push(actor);
  const send = (event: MarketEvent) => actor.send(event);
  const snap = () => actor.getSnapshot();
  const answer = async <I, T>(list: Pending<I, T>[], value: T, which = -1) => {
    list.at(which)!.resolve(value);
    await tick();
  };
  const fail = async <I, T>(list: Pending<I, T>[]) => {
    list.at(-1)!.reject(serverError);
    await tick();
  };
  return { send, snap, markets, ages, histories, answer, fail };
}

/** The prices shown: both the prices and their age answered. */
async function loadedMarket() {
  const m = openMarket();
  await m.answer(m.markets, market);
  await m.answer(m.ages, stale);
  return m;
}

describe('market: the prices (product §4, §10)', () => {
  it('the prices and their age are asked for together, once; the prices show when both have answered', async () => {
    const { snap, markets, ages, answer } = openMarket();
    expect(selectIsLoading(snap())).toBe(true);
    expect(selectMarket(snap())).toBeNull();
    expect(markets).toHaveLength(1);
    expect(ages).toHaveLength(1);
    await answer(markets, market);
    // The prices wait for their age: a banner drawn after them would push them down the page.
    expect(selectIsLoading(snap())).toBe(true);
    expect(selectMarket(snap())).toBeNull();
    await answer(ages, stale);
    expect(selectIsLoading(snap())).toBe(false);
    expect(selectMarket(snap())).toEqual(market);
    expect(selectPriceStatus(snap())).toEqual(stale);
    expect(markets).toHaveLength(1);
    expect(ages).toHaveLength(1);
  });

  it('an age that answers first waits for the prices', async () => {
    const { snap, markets, ages, answer } = openMarket();
    await answer(ages, stale);
    expect(selectIsLoading(snap())).toBe(true);
    expect(selectMarket(snap())).toBeNull();
    await answer(markets, market);
    expect(selectMarket(snap())).toEqual(market);
    expect(selectPriceStatus(snap())).toEqual(stale);
  });

  it('a failed load offers Retry, which asks for the prices and their age again', async () => {
    const { snap, send, markets, ages, fail, answer } = openMarket();
    await answer(ages, stale);
    expect(selectCanRetry(snap())).toBe(false);
    await fail(markets);
    expect(selectHasFailed(snap())).toBe(true);
    expect(selectMarket(snap())).toBeNull();
    expect(selectCanRetry(snap())).toBe(true);
    send({ type: 'market.retry' });
    expect(markets).toHaveLength(2);
    expect(ages).toHaveLength(2);
    await answer(markets, market);
    // The age read before the failure is not this answer's: the prices wait for the new one.
    expect(selectMarket(snap())).toBeNull();
    await fail(ages);
    expect(selectMarket(snap())).toEqual(market);
    expect(selectPriceStatus(snap())).toBeNull();
    expect(selectCanRetry(snap())).toBe(false);
  });

  it('the prices still show when their age cannot be read, without the banner', async () => {
    const { snap, markets, ages, answer, fail } = openMarket();
    await answer(markets, market);
    await fail(ages);
    expect(selectMarket(snap())).toEqual(market);
    expect(selectPriceStatus(snap())).toBeNull();
  });
});

describe("market: the calls are the app's", () => {
  it("a page started without the app's calls fails its load rather than showing no prices", async () => {
    const actor = createActor(marketMachine).start();
    running.push(actor);
    await tick();
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
  });
});

describe("market: a price's own chart (product §4)", () => {
  it('opening a price asks for its closes over one month, and shows them', async () => {
    const { snap, send, histories, answer } = await loadedMarket();
    expect(selectHistoryOpen(snap())).toBe(false);
    send({ type: 'history.open', instrument: 'gold_24' });
    expect(selectHistoryOpen(snap())).toBe(true);
    expect(selectHistoryInstrument(snap())).toBe('gold_24');
    expect(selectHistoryRange(snap())).toBe('1m');
    expect(selectHistoryStatus(snap())).toBe('loading');
    expect(histories.map((h) => h.input)).toEqual([{ instrument: 'gold_24', range: '1m' }]);
    await answer(histories, closes('gold_24', 3));
    expect(selectHistoryStatus(snap())).toBe('loaded');
    expect(selectHistory(snap())).toEqual(closes('gold_24', 3));
  });

  it('a single close is a chart; none is "No data available"', async () => {
    const one = await loadedMarket();
    one.send({ type: 'history.open', instrument: 'USD' });
    await one.answer(one.histories, closes('USD', 1));
    expect(selectHistoryStatus(one.snap())).toBe('loaded');
    const none = await loadedMarket();
    none.send({ type: 'history.open', instrument: 'USD' });
    await none.answer(none.histories, closes('USD', 0));
    expect(selectHistoryStatus(none.snap())).toBe('empty');
    expect(selectHistory(none.snap())).toBeNull();
    one.send({ type: 'history.rangeChanged', range: 'all' });
    await one.answer(one.histories, closes('USD', 0));
    expect(selectHistoryStatus(one.snap())).toBe('empty');
    expect(selectHistory(one.snap())).toBeNull();
  });

  it('another range reloads the chart in it; the range on screen again does nothing', async () => {
    const { snap, send, histories, answer } = await loadedMarket();
    send({ type: 'history.open', instrument: 'gold_21' });
    await answer(histories, closes('gold_21', 3));
    send({ type: 'history.rangeChanged', range: '1m' });
    expect(histories).toHaveLength(1);
    expect(selectHistoryStatus(snap())).toBe('loaded');
    send({ type: 'history.rangeChanged', range: 'all' });
    expect(selectHistoryRange(snap())).toBe('all');
    expect(selectHistoryStatus(snap())).toBe('loading');
    expect(histories.at(-1)!.input).toEqual({ instrument: 'gold_21', range: 'all' });
  });

  it('a range chosen while the chart loads replaces the fetch in flight', async () => {
    const { snap, send, histories, answer } = await loadedMarket();
    send({ type: 'history.open', instrument: 'gold_21' });
    send({ type: 'history.rangeChanged', range: '6m' });
    await answer(histories, closes('gold_21', 1), 0);
    expect(selectHistoryStatus(snap())).toBe('loading');
    await answer(histories, closes('gold_21', 5), 1);
    expect(selectHistory(snap())?.points).toHaveLength(5);
  });

  it('a failed chart draws nothing and offers Retry, which asks for the same price and range', async () => {
    const { snap, send, histories, fail, answer } = await loadedMarket();
    send({ type: 'history.open', instrument: 'gold_18' });
    await answer(histories, closes('gold_18', 2));
    send({ type: 'history.rangeChanged', range: '1w' });
    expect(selectCanRetryHistory(snap())).toBe(false);
    await fail(histories);
    expect(selectHistoryStatus(snap())).toBe('loadingFailed');
    expect(selectHistory(snap())).toBeNull();
    expect(selectCanRetryHistory(snap())).toBe(true);
    send({ type: 'history.retry' });
    expect(histories.at(-1)!.input).toEqual({ instrument: 'gold_18', range: '1w' });
    expect(selectHistoryStatus(snap())).toBe('loading');
  });

  it('closing ends the chart; another price opens on one month, with nothing of the last one', async () => {
    const { snap, send, histories, answer } = await loadedMarket();
    send({ type: 'history.open', instrument: 'gold_21' });
    send({ type: 'history.rangeChanged', range: 'all' });
    await answer(histories, closes('gold_21', 4));
    send({ type: 'history.close' });
    expect(selectHistoryOpen(snap())).toBe(false);
    expect(selectHistory(snap())).toBeNull();
    send({ type: 'history.open', instrument: 'USD' });
    expect(selectHistoryRange(snap())).toBe('1m');
    expect(selectHistory(snap())).toBeNull();
    expect(histories.at(-1)!.input).toEqual({ instrument: 'USD', range: '1m' });
  });

  it('the prices stay on screen while a chart is open', async () => {
    const { snap, send } = await loadedMarket();
    send({ type: 'history.open', instrument: 'gold_21' });
    expect(selectMarket(snap())).toEqual(market);
  });
});
