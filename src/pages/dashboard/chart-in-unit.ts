import type { PriceHistory, PriceInstrument } from '@contract/market';
import type { ChartPoint } from '@contract/portfolio';
import type { WealthPoint, WealthUnit } from '@machines/dashboard/types';

/** The price each unit other than EGP is counted at: what a dealer pays (the value answer's `in_units`). */
export const unitInstruments: Record<Exclude<WealthUnit, 'egp'>, PriceInstrument> = {
  gold_21_grams: 'gold_21',
  gold_pounds: 'gold_pound',
  usd: 'USD',
};

/**
 * The value chart counted in a unit: each day's value divided by that day's close of the unit's price. A day
 * without that close is a gap (null), never a value made up from another day's price.
 */
export function pointsInUnit(points: readonly ChartPoint[], closes: PriceHistory['points']): WealthPoint[] {
  const priceOn = new Map(closes.filter((c) => c.price > 0).map((c) => [c.date, c.price]));
  return points.map((p) => {
    const price = priceOn.get(p.date);
    return price === undefined
      ? { date: p.date, value: null, priced_on: p.priced_on }
      : { date: p.date, value: p.value / price, priced_on: p.date };
  });
}
