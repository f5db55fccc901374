import type { ActingFor, ScopeInput } from '@machines/shared/acting-for';
import type { RoleInput } from '@machines/shared/household-role';
import type { ChartRange, Holding, PortfolioValue } from '@contract/portfolio';
import type { PriceStatus } from '@contract/price-status';
import type { Subscription } from 'xstate';
import type { PreferencesEmitted } from '../preferences/types';
import type { TransactionDialogReport } from '../transaction-dialog/types';

/** What the dashboard listens to: the preferences actor's emitted events (`actor.on`). */
export interface PreferencesSource {
  on(type: 'preferences.changed', handler: (event: PreferencesEmitted) => void): Subscription;
}

export interface DashboardInput extends RoleInput, ScopeInput {
  /** The calendar day today in the person's time zone, `YYYY-MM-DD` (injected clock): the dialog's new form. */
  today: () => string;
  /** The app's preferences actor: its `preferences.changed` reloads the chart. */
  preferences: PreferencesSource;
  /** The unit the person chose before (stored like privacy mode); default EGP. */
  unit?: WealthUnit;
}

/**
 * "Your wealth in" (product §10): the unit the total and the chart are counted in: Egyptian pounds, or what they buy
 * at the dealer's buy price: grams of 21 karat, gold pounds, US dollars (the value answer's `in_units`).
 */
export const wealthUnits = ['egp', 'gold_21_grams', 'gold_pounds', 'usd'] as const;
export type WealthUnit = (typeof wealthUnits)[number];
export const isWealthUnit = (value: unknown): value is WealthUnit =>
  (wealthUnits as readonly unknown[]).includes(value);

/**
 * A point of the chart in the chosen unit: the day's value divided by that day's price of the unit; null where the day
 * has no such price (a gap in the line, never a made-up value).
 */
export interface WealthPoint {
  date: string;
  value: number | null;
  priced_on: string | null;
}

export interface DashboardContext extends RoleInput, ScopeInput {
  today: () => string;
  preferences: PreferencesSource;
  /** The four cards' figures; null until the first load succeeds (then kept while a refresh runs). */
  totals: PortfolioValue | null;
  /** product §9: the chart opens on one month. */
  range: ChartRange;
  /** The unit the total and the chart are counted in (stored, like privacy mode). */
  unit: WealthUnit;
  /** Points of the chart's current range and unit, oldest first. */
  points: WealthPoint[];
  /** Product §10: the age of the latest prices, read with the totals; null when not known (no stale banner). */
  priceStatus: PriceStatus | null;
  /** Product §10: the holdings' shares of the total value (the allocation chart), largest first. */
  allocation: AllocationSlice[];
  /** Product §10: no transaction recorded yet, so the dashboard invites the first one instead of showing zeros. */
  ledgerEmpty: boolean;
}

/**
 * What `loadTotals` answers: the cards' figures and the prices' age, read together so the banner and the figures
 * always describe the same moment. The age is optional: the page answers null when only that call failed.
 */
export interface DashboardTotals {
  value: PortfolioValue;
  priceStatus: PriceStatus | null;
  /** The valued holdings, read with the figures (the allocation chart splits the same total). */
  holdings: Holding[];
  /** Whether the ledger holds no transaction at all (nothing held may still mean everything was sold). */
  ledgerEmpty: boolean;
}

/**
 * The allocation chart's groups (product §10): pounds, grams by karat, jewellery, ingots, currencies. Grams split by
 * karat because a gram of 18 karat and one of 24 are not the same saving.
 */
export const allocationGroups = [
  'pounds',
  'gram_24k',
  'gram_21k',
  'gram_18k',
  'gram_14k',
  'jewellery',
  'gold_ingots',
  'silver',
  'currencies',
] as const;
export type AllocationGroup = (typeof allocationGroups)[number];

export interface AllocationSlice {
  group: AllocationGroup;
  /** EGP now */
  value: number;
  /** share of the total value, 0–1 */
  share: number;
}

export type DashboardEvent =
  | { type: 'totals.retry' }
  | { type: 'chart.rangeChanged'; range: ChartRange }
  /** Relayed from the preferences actor when privacy mode or the language changes (product §4: the chart reloads). */
  | { type: 'preferences.changed' }
  | { type: 'chart.retry' }
  /** "Your wealth in": the person chose a unit (the chart reloads in it; the choice is stored). */
  | { type: 'wealth.unitChosen'; unit: WealthUnit }
  | { type: 'dialog.open' }
  /** From the dialog child: saved (refresh the cards and the chart) or dismissed. */
  | TransactionDialogReport;

export interface LoadChartInput {
  scope: ActingFor;
  range: ChartRange;
  unit: WealthUnit;
}
