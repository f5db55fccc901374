import { assign, fromPromise, setup } from 'xstate';
import type { MarketData } from '@contract/market';
import type { MarketContext, MarketEvent } from './types';

/**
 * The Market page (spec §2, §4 "Market: loading, then loaded or error", §8).
 * `loadMarket` is a placeholder: the page binds GET /api/prices/market/ with `provide()`.
 */
export const marketMachine = setup({
  types: {
    context: {} as MarketContext,
    events: {} as MarketEvent,
  },
  actors: {
    loadMarket: fromPromise<MarketData>(async () => {
      throw new Error('loadMarket is not provided');
    }),
  },
  actions: {
    storeMarket: assign({ market: (_, market: MarketData) => market }),
  },
}).createMachine({
  id: 'market',
  context: { market: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadMarket',
        id: 'loadMarket',
        onDone: { target: 'loaded', actions: { type: 'storeMarket', params: ({ event }) => event.output } },
        onError: { target: 'loadingFailed' },
      },
    },
    loaded: {},
    loadingFailed: {
      on: { 'market.retry': { target: 'loading' } },
    },
  },
});
