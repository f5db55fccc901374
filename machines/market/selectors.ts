import type { SnapshotFrom } from 'xstate';
import type { marketMachine } from './market.machine';

type MarketSnapshot = SnapshotFrom<typeof marketMachine>;

export const selectIsLoading = (s: MarketSnapshot) => s.matches('loading');
export const selectHasFailed = (s: MarketSnapshot) => s.matches('loadingFailed');
export const selectMarket = (s: MarketSnapshot) => (s.matches('loaded') ? s.context.market : null);
export const selectCanRetry = (s: MarketSnapshot) => s.can({ type: 'market.retry' });
/** Product §10: the latest prices' age, once known. */
export const selectPriceStatus = (s: MarketSnapshot) => s.context.priceStatus;
