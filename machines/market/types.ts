import type { MarketResponse, PriceHistory, PriceInstrument } from '@contract/market';
import type { ChartRange } from '@contract/portfolio';
import type { PriceStatus } from '@contract/price-status';

export interface MarketContext {
  /** The latest market data with each price's daily change; null until the first load succeeds. */
  market: MarketResponse | null;
  /** Product §10: how old those prices are; null until known (then the page can say they are stale). */
  priceStatus: PriceStatus | null;
  /** The price whose history is open (or was last open); null before any. */
  historyInstrument: PriceInstrument | null;
  /** The history chart's range: one month, like the portfolio chart's first. */
  historyRange: ChartRange;
  /** The open price's daily closes over the range; null while none are loaded. */
  history: PriceHistory | null;
}

export interface LoadHistoryInput {
  instrument: PriceInstrument;
  range: ChartRange;
}

export type MarketEvent =
  | { type: 'market.retry' }
  /** A price's own chart: its daily closes over the chart's ranges. */
  | { type: 'history.open'; instrument: PriceInstrument }
  | { type: 'history.rangeChanged'; range: ChartRange }
  | { type: 'history.retry' }
  | { type: 'history.close' };
