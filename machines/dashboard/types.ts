import type { ChartPoint, ChartRange, PortfolioValue } from '@contract/portfolio';
import type { PriceStatus } from '@contract/price-status';

export interface DashboardContext {
  /** The four cards' figures; null until the first load succeeds (then kept while a refresh runs). */
  totals: PortfolioValue | null;
  /** spec §9: the chart opens on one month. */
  range: ChartRange;
  /** Points of the chart's current range, oldest first. */
  points: ChartPoint[];
  /** Issue 15: the age of the latest prices, read with the totals; null when not known (no stale banner). */
  priceStatus: PriceStatus | null;
}

/**
 * What `loadTotals` answers: the cards' figures and the prices' age, read together so the banner and the figures
 * always describe the same moment. The age is optional: the page answers null when only that call failed.
 */
export interface DashboardTotals {
  value: PortfolioValue;
  priceStatus: PriceStatus | null;
}

export type DashboardEvent =
  | { type: 'totals.retry' }
  | { type: 'chart.rangeChanged'; range: ChartRange }
  /** Sent by the view when privacy mode or the language changes (spec §4: the chart reloads). */
  | { type: 'chart.preferencesChanged' }
  | { type: 'chart.retry' }
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  /** The transaction dialog saved (or deleted) a transaction: refresh the cards and the chart. */
  | { type: 'dialog.saved' };

export interface LoadChartInput {
  range: ChartRange;
}
