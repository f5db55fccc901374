import type Big from 'big.js';
import { addDays, addMonths, cairoDay } from '../time/cairo-day';
import type { Catalogue, CatalogueAsset } from '../portfolio/catalogue';
import type { LedgerEntry } from '../portfolio/ledger';
import { ZERO } from '../portfolio/money';
import {
  exposureOf,
  pureGoldGrams,
  replayPositions,
  resolvePrices,
  totalGrams,
  unitPrice,
  type PriceSnapshotLike,
} from '../portfolio/valuation';

/**
 * One month of a portfolio (product §14): what it held at the start and the end of the month and what that was worth,
 * by holding. The start is the holdings before the month's first Cairo day valued at the close before it; the end
 * is the holdings after the month's last day valued at that day's close (or, while the month runs, today's latest
 * prices). Both totals are the sums of the holdings' values, so the report's rows always add up to its totals.
 */

/** `2026-10` → its first and last Cairo day. */
export function monthDays(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(addMonths(from, 1), -1) };
}

/** The month before `month`. */
export const previousMonth = (month: string): string => addMonths(`${month}-01`, -1).slice(0, 7);

export interface ReportHoldingRow {
  asset: CatalogueAsset;
  startQuantity: Big;
  endQuantity: Big;
  startValue: Big;
  endValue: Big;
}

export interface MonthlyReport {
  startValue: Big;
  endValue: Big;
  /** Bought minus sold during the month, at the transactions' prices. */
  netInvested: Big;
  totalGrams: Big;
  pureGoldGrams: Big;
  holdings: ReportHoldingRow[];
  /** The month's own transactions, oldest first. */
  transactions: LedgerEntry[];
}

export interface MonthlyReportInput {
  /** The whole history, sorted by compareEntries. */
  entries: readonly LedgerEntry[];
  catalogue: Catalogue;
  from: string;
  to: string;
  startPrices: PriceSnapshotLike | null;
  endPrices: PriceSnapshotLike | null;
}

export function monthlyReport({
  entries,
  catalogue,
  from,
  to,
  startPrices,
  endPrices,
}: MonthlyReportInput): MonthlyReport {
  const before = entries.filter((e) => cairoDay(e.at) < from);
  const transactions = entries.filter((e) => {
    const day = cairoDay(e.at);
    return day >= from && day <= to;
  });
  const start = replayPositions(before);
  const end = replayPositions([...before, ...transactions]);
  const atStart = resolvePrices(startPrices);
  const atEnd = resolvePrices(endPrices);
  const holdings: ReportHoldingRow[] = [];
  for (const asset of catalogue.list) {
    const startQuantity = positive(start.get(asset.id)?.quantity);
    const endQuantity = positive(end.get(asset.id)?.quantity);
    if (startQuantity.eq(0) && endQuantity.eq(0)) continue;
    holdings.push({
      asset,
      startQuantity,
      endQuantity,
      startValue: startQuantity.times(unitPrice(asset, atStart)),
      endValue: endQuantity.times(unitPrice(asset, atEnd)),
    });
  }
  const exposure = exposureOf(end, catalogue);
  return {
    startValue: holdings.reduce((sum, h) => sum.plus(h.startValue), ZERO),
    endValue: holdings.reduce((sum, h) => sum.plus(h.endValue), ZERO),
    netInvested: transactions.reduce(
      (sum, e) =>
        e.type === 'buy' ? sum.plus(e.quantity.times(e.price)) : sum.minus(e.quantity.times(e.price)),
      ZERO,
    ),
    totalGrams: totalGrams(exposure),
    pureGoldGrams: pureGoldGrams(exposure),
    holdings,
    transactions,
  };
}

const positive = (quantity: Big | undefined): Big => (quantity && quantity.gt(0) ? quantity : ZERO);
