import { assign, setup } from 'xstate';
import { lostAccess, reportLostAccess } from '@machines/shared/refusals';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { answer } from '@machines/shared/request-states';
import type { MarketResponse, PriceHistory, PriceInstrument } from '@contract/market';
import type { ChartRange } from '@contract/portfolio';
import type { PriceStatus } from '@contract/price-status';
import type { LoadHistoryInput, MarketContext, MarketEvent } from './types';

/**
 * The Market page (product §2, §4 "Market: loading, then loaded or error", §8).
 * - loading asks for the prices and for their age (product §10: stale prices get a banner) side by side, and the page
 *   shows the prices once both have answered, the banner with them: a banner arriving after the prices would push
 *   them down the screen, and the phone would lay the whole page out again (architecture §7: total blocking time).
 *   The age is optional: when it fails the prices still show, without the banner; when the prices fail, it is
 *   asked again with them on retry.
 * - loaded: each price (with its change since the previous Cairo close, in the market answer) opens its own chart of
 *   daily closes over the chart's ranges; a new range reloads it, a failure offers a retry, closing ends it.
 * `loadMarket`, `loadPriceStatus` and `loadPriceHistory` are placeholders: the page binds GET /api/prices/market/,
 * GET /api/prices/status/ and GET /api/prices/history/ with `provide()`.
 */
export const marketMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    context: {} as MarketContext,
    events: {} as MarketEvent,
  },
  actors: {
    // Stryker disable next-line StringLiteral: the name only says, in an error, which call was left unbound
    loadMarket: placeholderActor<MarketResponse>('loadMarket'),
    // Stryker disable next-line StringLiteral: the name only says, in an error, which call was left unbound
    loadPriceStatus: placeholderActor<PriceStatus>('loadPriceStatus'),
    // Stryker disable next-line StringLiteral: the name only says, in an error, which call was left unbound
    loadPriceHistory: placeholderActor<PriceHistory, LoadHistoryInput>('loadPriceHistory'),
  },
  actions: {
    // product §4, §8: the person's own: a 403 signs out (machines/shared/refusals.ts).
    reportLostAccess,
    storeMarket: assign({ market: (_, market: MarketResponse) => market }),
    storePriceStatus: assign({ priceStatus: (_, status: PriceStatus) => status }),
    // An age read before a retry is not this answer's.
    forgetPriceStatus: assign({ priceStatus: null }),
    storeInstrument: assign({
      historyInstrument: (_, params: { instrument: PriceInstrument }) => params.instrument,
      // Each price's chart opens on one month (closing cleared the last one's closes).
      historyRange: '1m' as ChartRange,
    }),
    storeHistoryRange: assign({ historyRange: (_, params: { range: ChartRange }) => params.range }),
    storeHistory: assign({ history: (_, history: PriceHistory) => history }),
    clearHistory: assign({ history: null }),
  },
  guards: {
    hasCloses: (_, history: PriceHistory) => history.points.length > 0,
    isOtherHistoryRange: ({ context }, params: { range: ChartRange }) =>
      params.range !== context.historyRange,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id names it in the inspector and the exports only
  id: 'market',
  context: {
    market: null,
    priceStatus: null,
    historyInstrument: null,
    // Stryker disable next-line StringLiteral: never read before a price opens, which sets it
    historyRange: '1m',
    history: null,
  },
  initial: 'loading',
  states: {
    loading: {
      type: 'parallel',
      // Both answered (the age's failure is an answer too): the prices are shown, with their banner.
      onDone: 'loaded',
      states: {
        prices: {
          initial: 'asking',
          states: {
            asking: {
              invoke: {
                src: 'loadMarket',
                // Stryker disable next-line StringLiteral: the child's id, which nothing reads
                id: 'loadMarket',
                onDone: { target: 'answered', actions: { type: 'storeMarket', params: answer } },
                onError: { target: '#market.loadingFailed', actions: lostAccess },
              },
            },
            answered: { type: 'final' },
          },
        },
        age: {
          initial: 'checkingAge',
          states: {
            checkingAge: {
              invoke: {
                src: 'loadPriceStatus',
                // Stryker disable next-line StringLiteral: the child's id, which nothing reads
                id: 'loadPriceStatus',
                onDone: {
                  target: 'ageKnown',
                  actions: { type: 'storePriceStatus', params: answer },
                },
                onError: { target: 'ageUnknown', actions: ['forgetPriceStatus', lostAccess] },
              },
            },
            ageKnown: { type: 'final' },
            /** The prices and their own "last updated" time still show; only the stale banner is missing. */
            ageUnknown: { type: 'final' },
          },
        },
      },
    },
    loadingFailed: { on: { 'market.retry': 'loading' } },
    loaded: {
      // One region: the price chart (the age was answered with the prices).
      type: 'parallel',
      states: {
        history: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'history.open': {
                  target: 'open',
                  actions: {
                    type: 'storeInstrument',
                    params: ({ event }) => ({ instrument: event.instrument }),
                  },
                },
              },
            },
            open: {
              initial: 'loading',
              on: {
                'history.close': { target: 'closed', actions: 'clearHistory' },
                // Inside the region: a fetch in flight for another range is replaced.
                'history.rangeChanged': {
                  guard: { type: 'isOtherHistoryRange', params: ({ event }) => ({ range: event.range }) },
                  target: '.loading',
                  actions: { type: 'storeHistoryRange', params: ({ event }) => ({ range: event.range }) },
                },
              },
              states: {
                loading: {
                  invoke: {
                    src: 'loadPriceHistory',
                    // Stryker disable next-line StringLiteral: the child's id, which nothing reads
                    id: 'loadPriceHistory',
                    input: ({ context }) => ({
                      instrument: context.historyInstrument!,
                      range: context.historyRange,
                    }),
                    onDone: [
                      {
                        guard: { type: 'hasCloses', params: ({ event }) => event.output },
                        target: 'loaded',
                        actions: { type: 'storeHistory', params: ({ event }) => event.output },
                      },
                      { target: 'empty', actions: 'clearHistory' },
                    ],
                    onError: { target: 'loadingFailed', actions: ['clearHistory', lostAccess] },
                  },
                },
                loaded: {},
                /** No close of this price over the range: "No data available". */
                empty: {},
                loadingFailed: { on: { 'history.retry': { target: 'loading' } } },
              },
            },
          },
        },
      },
    },
  },
});
