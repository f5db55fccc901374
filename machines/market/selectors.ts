import type { SnapshotFrom } from 'xstate';
import type { marketMachine } from './market.machine';

type MarketSnapshot = SnapshotFrom<typeof marketMachine>;

export const selectIsLoading = (s: MarketSnapshot) => s.matches('loading');
export const selectHasFailed = (s: MarketSnapshot) => s.matches('loadingFailed');
export const selectMarket = (s: MarketSnapshot) => (s.matches('loaded') ? s.context.market : null);
export const selectCanRetry = (s: MarketSnapshot) => s.can({ type: 'market.retry' });
/** Product §10: the latest prices' age, once known. */
export const selectPriceStatus = (s: MarketSnapshot) => s.context.priceStatus;

/** The open price chart: which price, over which range, and its closes. */
export const selectHistoryOpen = (s: MarketSnapshot) => s.matches({ loaded: { history: 'open' } });
export const selectHistoryInstrument = (s: MarketSnapshot) => s.context.historyInstrument;
export const selectHistoryRange = (s: MarketSnapshot) => s.context.historyRange;
export const selectHistory = (s: MarketSnapshot) => s.context.history;
export type HistoryStatus = 'loading' | 'loaded' | 'empty' | 'loadingFailed';
export const selectHistoryStatus = (s: MarketSnapshot): HistoryStatus =>
  s.matches({ loaded: { history: { open: 'loaded' } } })
    ? 'loaded'
    : s.matches({ loaded: { history: { open: 'empty' } } })
      ? 'empty'
      : s.matches({ loaded: { history: { open: 'loadingFailed' } } })
        ? 'loadingFailed'
        : 'loading';
export const selectCanRetryHistory = (s: MarketSnapshot) => s.can({ type: 'history.retry' });
