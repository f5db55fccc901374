import { assign, setup } from 'xstate';
import { placeholderActor } from '../shared/placeholder-actor';
import { loadingStates } from '../shared/loading-states';
import type { MarketData } from '@contract/market';
import type { PriceStatus } from '@contract/price-status';
import type { MarketContext, MarketEvent } from './types';

/**
 * The Market page (product §2, §4 "Market: loading, then loaded or error", §8).
 * Once the prices show, their age is asked for (product §10): stale prices get a banner. The age is a second,
 * optional call: when it fails the prices still show, without the banner.
 * `loadMarket` and `loadPriceStatus` are placeholders: the page binds GET /api/prices/market/ and
 * GET /api/prices/status/ with `provide()`.
 */
export const marketMachine = setup({
  types: {
    context: {} as MarketContext,
    events: {} as MarketEvent,
  },
  actors: {
    loadMarket: placeholderActor<MarketData>('loadMarket'),
    loadPriceStatus: placeholderActor<PriceStatus>('loadPriceStatus'),
  },
  actions: {
    storeMarket: assign({ market: (_, market: MarketData) => market }),
    storePriceStatus: assign({ priceStatus: (_, status: PriceStatus) => status }),
  },
}).createMachine({
  id: 'market',
  context: { market: null, priceStatus: null },
  initial: 'loading',
  states: {
    ...loadingStates({ src: 'loadMarket', store: 'storeMarket', then: 'loaded', retry: 'market.retry' }),
    loaded: {
      initial: 'checkingAge',
      states: {
        checkingAge: {
          invoke: {
            src: 'loadPriceStatus',
            id: 'loadPriceStatus',
            onDone: {
              target: 'ageKnown',
              actions: { type: 'storePriceStatus', params: ({ event }) => event.output },
            },
            onError: { target: 'ageUnknown' },
          },
        },
        ageKnown: {},
        /** The prices and their own "last updated" time still show; only the stale banner is missing. */
        ageUnknown: {},
      },
    },
  },
});
