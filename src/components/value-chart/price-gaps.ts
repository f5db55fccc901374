/**
 * Where the value chart has no prices (product §17). The server values a day without prices at the last prices before it
 * and says which day's they were (`priced_on`); the chart draws those stretches dashed and names them, instead of a
 * solid line that slopes across a gap between prices as if the market had moved that way.
 */

/**
 * A point of a line: a day and its value, null where the line has a gap (a day without the price a unit is counted
 * at); `priced_on` as the portfolio chart's.
 */
export interface LinePoint {
  date: string;
  value: number | null;
  priced_on: string | null;
}

/** A stretch of days without prices, as the reader is told it: Cairo days, YYYY-MM-DD. */
export interface PriceGap {
  /** The first day without prices (the day after the last prices before it, which may be before the chart). */
  from: string;
  /** The last day without prices. */
  to: string;
  /** The day whose prices valued the stretch; null when no prices were known yet. */
  pricedOn: string | null;
}

const DAY_MS = 86_400_000;
export function addDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whether each point (oldest first) was valued at prices taken since the point before it: its own day's for daily
 * points, any day of its week for the weekly points of a long range. The first point counts as priced when its own
 * day had prices.
 */
export function pricedPoints(points: readonly LinePoint[]): boolean[] {
  return points.map((p, i) => {
    if (p.priced_on === null) return false;
    const previous = points[i - 1];
    return previous ? p.priced_on > previous.date : p.priced_on >= p.date;
  });
}

/** The stretches without prices, oldest first. */
export function priceGaps(points: readonly LinePoint[]): PriceGap[] {
  const priced = pricedPoints(points);
  const gaps: PriceGap[] = [];
  for (let i = 0; i < points.length; i += 1) {
    if (priced[i]) continue;
    let j = i;
    while (j + 1 < points.length && !priced[j + 1]) j += 1;
    const first = points[i]!;
    const next = points[j + 1];
    gaps.push({
      from: first.priced_on ? addDay(first.priced_on, 1) : first.date,
      // the day before the next prices (a weekly point's prices may come from before its own day)
      to: next?.priced_on ? addDay(next.priced_on, -1) : points[j]!.date,
      pricedOn: first.priced_on,
    });
    i = j;
  }
  return gaps;
}

/**
 * The line split in two, oldest first: the solid part joins two priced points, the dashed part every segment that
 * touches a point without prices. Each keeps null where it draws nothing; where a point ends one part and starts
 * the other both hold it, so the line stays joined.
 */
export function splitByPrices(points: readonly LinePoint[]): {
  solid: (number | null)[];
  dashed: (number | null)[];
} {
  const priced = pricedPoints(points);
  const last = points.length - 1;
  const solid = points.map((p, i) =>
    priced[i] && ((i > 0 && priced[i - 1]) || (i < last && priced[i + 1])) ? p.value : null,
  );
  const dashed = points.map((p, i) =>
    !priced[i] || (i > 0 && !priced[i - 1]) || (i < last && !priced[i + 1]) ? p.value : null,
  );
  return { solid, dashed };
}
