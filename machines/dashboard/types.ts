import type { ChartPoint, ChartRange, PortfolioValue } from '@contract/portfolio';
import type { PriceStatus } from '@contract/price-status';
import type { Subscription } from 'xstate';
import type { PreferencesEmitted } from '../preferences/types';
import type { TransactionDialogReport } from '../transaction-dialog/types';

/** What the dashboard listens to: the preferences actor's emitted events (`actor.on`). */
export interface PreferencesSource {
  on(type: 'preferences.changed', handler: (event: PreferencesEmitted) => void): Subscription;
}

export interface DashboardInput {
  /** The calendar day today in the person's time zone, `YYYY-MM-DD` (injected clock): the dialog's new form. */
  today: () => string;
  /** The app's preferences actor: its `preferences.changed` reloads the chart. */
  preferences: PreferencesSource;
}

export interface DashboardContext {
  today: () => string;
  preferences: PreferencesSource;
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
  /** Relayed from the preferences actor when privacy mode or the language changes (spec §4: the chart reloads). */
  | { type: 'preferences.changed' }
  | { type: 'chart.retry' }
  | { type: 'dialog.open' }
  /** From the dialog child: saved (refresh the cards and the chart) or dismissed. */
  | TransactionDialogReport;

export interface LoadChartInput {
  range: ChartRange;
}
