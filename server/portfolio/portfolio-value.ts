import type Big from 'big.js';
import { ZERO } from './money';
import {
  pureGoldGrams,
  resolvePrices,
  totalGrams,
  valueExposure,
  type Exposure,
  type PriceSnapshotLike,
} from './valuation';

/**
 * The dashboard's totals (DESIGN §4.2, issue 6):
 * - total value: the holdings now at the latest snapshot;
 * - latest change: that minus the same holdings at the previous Cairo day's close (what the portfolio as it
 *   stands gained or lost since yesterday's prices); percentage change: of that close;
 * - total grams: Σ weight × quantity of gold held;
 * - gold prices: EGP per gram at which gold is valued (the lower of buy/sell).
 * Without a previous close the change is 0; without any snapshot every price is 0.
 */

export interface PortfolioTotals {
  totalValue: Big;
  latestChange: Big;
  /** The value the change is a percentage of. */
  previousValue: Big;
  totalGrams: Big;
  /** The pure gold in `totalGrams` (24 karat equivalent). */
  pureGoldGrams: Big;
  gold24: Big;
  gold21: Big;
  gold18: Big;
}

export interface PortfolioValueInput {
  /** What the person holds now (exposureOf their replayed ledger). */
  exposure: Exposure;
  latest: PriceSnapshotLike | null;
  previousClose: PriceSnapshotLike | null;
}

export function portfolioTotals({ exposure, latest, previousClose }: PortfolioValueInput): PortfolioTotals {
  const prices = resolvePrices(latest);
  const totalValue = valueExposure(exposure, prices);
  const previousValue = previousClose ? valueExposure(exposure, resolvePrices(previousClose)) : totalValue;
  return {
    totalValue,
    latestChange: previousClose ? totalValue.minus(previousValue) : ZERO,
    previousValue,
    totalGrams: totalGrams(exposure),
    pureGoldGrams: pureGoldGrams(exposure),
    gold24: prices.gram[24],
    gold21: prices.gram[21],
    gold18: prices.gram[18],
  };
}
