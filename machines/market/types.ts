import type { MarketData } from '@contract/market';
import type { PriceStatus } from '@contract/price-status';

export interface MarketContext {
  /** The latest market data; null until the first load succeeds. */
  market: MarketData | null;
  /** Product §10: how old those prices are; null until known (then the page can say they are stale). */
  priceStatus: PriceStatus | null;
}

export type MarketEvent = { type: 'market.retry' };
