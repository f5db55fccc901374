import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MarketData, PriceHistory } from '@contract/market';
import type { PriceStatus } from '@contract/price-status';
import { marketMachine } from './market.machine';
import type { LoadHistoryInput } from './types';
import {
  selectCanRetry,
  selectHasFailed,
  selectHistory,
  selectHistoryOpen,
  selectHistoryRange,
  selectHistoryStatus,
  selectIsLoading,
  selectMarket,
  selectPriceStatus,
} from './selectors';

const market: MarketData = {
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

function start(results: Array<MarketData | Error>, histories: Array<PriceHistory | Error> = []) {
  let calls = 0;
  const historyCalls: LoadHistoryInput[] = [];
  const actor = createActor(
    marketMachine.provide({
      actors: {
        loadMarket: fromPromise(async () => {
          const result = results[calls++];
          if (result instanceof Error || result === undefined) throw result ?? new Error('no more results');
          return result;
        }),
        loadPriceStatus: fromPromise<PriceStatus>(async () => {
          throw new Error('status unavailable');
        }),
        loadPriceHistory: fromPromise(async ({ input }) => {
          historyCalls.push(input);
          const next = histories.shift();
          if (next instanceof Error || next === undefined) throw next ?? new Error('no more histories');
          return next;
        }),
      },
    }),
  ).start();
  return { actor, calls: () => calls, historyCalls };
}

describe('market machine (product §4: loading, then loaded or error)', () => {
  it('loads the market data once and shows it', async () => {
    const { actor, calls } = start([market]);
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectMarket(actor.getSnapshot())).toEqual(market);
    expect(selectCanRetry(actor.getSnapshot())).toBe(false);
    expect(calls()).toBe(1);
  });

  it('fails, offers a retry, and loads on retry', async () => {
    const { actor, calls } = start([new Error('503'), market]);
    await waitFor(actor, (s) => s.matches('loadingFailed'));
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(selectMarket(actor.getSnapshot())).toBeNull();
    expect(selectCanRetry(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'market.retry' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectMarket(actor.getSnapshot())?.gold_prices.gold_24_buy).toBe(4650);
    expect(calls()).toBe(2);
  });

  it('still shows the prices when their age cannot be read (product §10: the banner is optional)', async () => {
    const { actor } = start([market]);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectMarket(actor.getSnapshot())).toEqual(market);
    expect(selectPriceStatus(actor.getSnapshot())).toBeNull();
  });

  it("opens a price's history on one month, reloads it for another range, retries a failure, and closes", async () => {
    const closes: PriceHistory = {
      instrument: 'gold_21',
      currency: 'EGP',
      points: [{ date: '2026-11-21', price: 4060, sell: 4100 }],
    };
    const { actor, historyCalls } = start([market], [closes, new Error('503'), closes]);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'history.open', instrument: 'gold_21' });
    await waitFor(actor, (s) => selectHistoryStatus(s) === 'loaded');
    expect(selectHistory(actor.getSnapshot())).toEqual(closes);
    // the current range again: nothing reloads
    actor.send({ type: 'history.rangeChanged', range: '1m' });
    expect(selectHistoryStatus(actor.getSnapshot())).toBe('loaded');
    actor.send({ type: 'history.rangeChanged', range: '6m' });
    await waitFor(actor, (s) => selectHistoryStatus(s) === 'loadingFailed');
    actor.send({ type: 'history.retry' });
    await waitFor(actor, (s) => selectHistoryStatus(s) === 'loaded');
    expect(historyCalls).toEqual([
      { instrument: 'gold_21', range: '1m' },
      { instrument: 'gold_21', range: '6m' },
      { instrument: 'gold_21', range: '6m' },
    ]);
    expect(selectHistoryRange(actor.getSnapshot())).toBe('6m');
    actor.send({ type: 'history.close' });
    expect(selectHistoryOpen(actor.getSnapshot())).toBe(false);
    // the prices stay
    expect(selectMarket(actor.getSnapshot())).toEqual(market);
  });
});
