import type Big from 'big.js';
import type { Catalogue } from './catalogue';
import type { LedgerEntry } from './ledger';
import { ZERO } from './money';
import {
  exposureOf,
  replayPositions,
  resolvePrices,
  totalGrams,
  valueExposure,
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
  gold24: Big;
  gold21: Big;
  gold18: Big;
}

export interface PortfolioValueInput {
  /** The whole history, sorted by compareEntries. */
  entries: readonly LedgerEntry[];
  catalogue: Catalogue;
  latest: PriceSnapshotLike | null;
  previousClose: PriceSnapshotLike | null;
}

export function portfolioTotals({
  entries,
  catalogue,
  latest,
  previousClose,
}: PortfolioValueInput): PortfolioTotals {
  const exposure = exposureOf(replayPositions(entries), catalogue);
  const prices = resolvePrices(latest);
  const totalValue = valueExposure(exposure, prices);
  const previousValue = previousClose ? valueExposure(exposure, resolvePrices(previousClose)) : totalValue;
  return {
    totalValue,
    latestChange: previousClose ? totalValue.minus(previousValue) : ZERO,
    previousValue,
    totalGrams: totalGrams(exposure),
    gold24: prices.gram[24],
    gold21: prices.gram[21],
    gold18: prices.gram[18],
  };
}
