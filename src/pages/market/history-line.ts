import type { PriceHistory } from '@contract/market';
import type { LinePoint } from '@/components/value-chart/chart-options';
import { addDay } from '@/components/value-chart/price-gaps';

/**
 * A price's closes as a line: every Cairo day from the first close to the last, a day without a close a gap (null),
 * never a value carried over from another day.
 */
export function historyLine(points: PriceHistory['points']): LinePoint[] {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return [];
  const closes = new Map(points.map((p) => [p.date, p.price]));
  const line: LinePoint[] = [];
  for (let day = first.date; day <= last.date; day = addDay(day, 1)) {
    const price = closes.get(day);
    line.push(
      price === undefined
        ? { date: day, value: null, priced_on: null }
        : { date: day, value: price, priced_on: day },
    );
  }
  return line;
}
