import type { PriceHistory, PriceInstrument } from '@contract/market';
import type { ChartPoint } from '@contract/portfolio';
import type { WealthPoint, WealthUnit } from '@machines/dashboard/types';

/** The price each unit other than EGP is counted at: what a dealer pays (the value answer's `in_units`). */
export const unitInstruments: Record<Exclude<WealthUnit, 'egp'>, PriceInstrument> = {
  gold_21_grams: 'gold_21',
  gold_pounds: 'gold_pound',
  usd: 'USD',
};

/** Decimals kept, as the value answer's `in_units` keeps them: grams and pounds 4, dollars 2. */
const places: Record<Exclude<WealthUnit, 'egp'>, number> = { gold_21_grams: 4, gold_pounds: 4, usd: 2 };

/**
 * The value chart counted in a unit: each day's value divided by that day's close of the unit's price, rounded as
 * the total is (ten grams held read 10 every day, not 10 and 9.999999999999998, which would make the y axis cut a
 * span of nothing into steps). A day without that close is a gap (null), never a value made up from another day's
 * price.
 */
export function pointsInUnit(
  points: readonly ChartPoint[],
  closes: PriceHistory['points'],
  unit: Exclude<WealthUnit, 'egp'>,
): WealthPoint[] {
  const scale = 10 ** places[unit];
  const priceOn = new Map(closes.filter((c) => c.price > 0).map((c) => [c.date, c.price]));
  return points.map((p) => {
    const price = priceOn.get(p.date);
    return price === undefined
      ? { date: p.date, value: null, priced_on: p.priced_on }
      : { date: p.date, value: Math.round((p.value / price) * scale) / scale, priced_on: p.date };
  });
}
