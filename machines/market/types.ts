import type { MarketData } from '@contract/market';

export interface MarketContext {
  /** The latest market data; null until the first load succeeds. */
  market: MarketData | null;
}

export type MarketEvent = { type: 'market.retry' };
