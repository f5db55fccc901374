import type Big from 'big.js';
import type { ChartRange } from '@contract/portfolio';
import { addDays, addMonths, cairoDay } from '../time/cairo-day';
import type { Catalogue } from './catalogue';
import { signedQuantity, type LedgerEntry } from './ledger';
import { ZERO } from './money';
import {
  addToExposure,
  copyExposure,
  emptyExposure,
  resolvePrices,
  valueExposure,
  type Exposure,
  type PriceSnapshotLike,
  type ResolvedPrices,
} from './valuation';

/**
 * The portfolio value chart (architecture §4.2, product §2): the holdings at the end of each Cairo day valued at that
 * day's close, forward-filled from the last known close. Always ends today, whose point uses the latest
 * snapshot (so it matches the dashboard's total value).
 *
 * - 1w: 7 daily points; 1m and 6m: daily points since the same date one (six) months ago, exclusive.
 * - all: from the day of the first transaction; daily while that spans a year or less, weekly beyond
 *   (every 7 days from the first day, then today).
 * - Days before any known price are valued 0: we do not invent prices.
 *
 * One pass: the exposure timeline (built once per ledger revision from the sorted transactions) and the
 * closes (sorted) are each walked once while the days advance.
 */

export interface DailyClose<S extends PriceSnapshotLike = PriceSnapshotLike> {
  /** Cairo day, YYYY-MM-DD. */
  day: string;
  snapshot: S;
}

export interface ChartValue {
  date: string;
  value: Big;
  /**
   * Product §17: the Cairo day whose prices valued this point (the close forward-filled from, or today's latest
   * snapshot); the point's own day when nothing was held (0 needs no price); null when nothing held had a price.
   */
  pricedOn: string | null;
}

/** The days a range shows, oldest first. `firstDay` is the first transaction's Cairo day. */
/** The first day a range shows. */
export function chartStart(range: ChartRange, today: string, firstDay: string): string {
  switch (range) {
    case '1w':
      return addDays(today, -6);
    case '1m':
      return addDays(addMonths(today, -1), 1);
    case '6m':
      return addDays(addMonths(today, -6), 1);
    case 'all':
      return firstDay < today ? firstDay : today;
  }
}

export function chartDays(range: ChartRange, today: string, firstDay: string): string[] {
  const start = chartStart(range, today, firstDay);
  const step = range === 'all' && addMonths(start, 12) < today ? 7 : 1;
  const days: string[] = [];
  for (let day = start; day < today; day = addDays(day, step)) days.push(day);
  days.push(today);
  return days;
}

/** The exposure after all of one Cairo day's transactions, for each day that has any. */
export interface TimelineStep {
  day: string;
  exposure: Exposure;
}

/**
 * One pass over a history sorted by compareEntries: what the portfolio held at the end of each day with
 * transactions. Built once per ledger revision; every chart request then only walks days and closes.
 */
export function exposureTimeline(entries: readonly LedgerEntry[], catalogue: Catalogue): TimelineStep[] {
  const steps: TimelineStep[] = [];
  const exposure = emptyExposure();
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i]!;
    const asset = catalogue.byId.get(entry.assetId);
    if (asset) addToExposure(exposure, asset, signedQuantity(entry));
    const day = cairoDay(entry.at);
    const next = entries[i + 1];
    if (!next || cairoDay(next.at) !== day) steps.push({ day, exposure: copyExposure(exposure) });
  }
  return steps;
}

export interface ChartInput {
  /** From exposureTimeline. */
  timeline: readonly TimelineStep[];
  /** From chartDays. */
  days: readonly string[];
  /** Daily closes sorted by day; the last close before the first day included, for forward-fill. */
  closes: readonly DailyClose[];
  /** The newest snapshot, for today's point (taken today unless it says when); null when there is none. */
  latest: (PriceSnapshotLike & { takenAt?: Date }) | null;
  today: string;
}

/** What a day walked is worth: the exposure at the end of the day and its prices (null before any known). */
export interface WalkedDay {
  exposure: Exposure | null;
  prices: ResolvedPrices | null;
  /** The Cairo day `prices` were taken (a forward-filled close's day, or the latest snapshot's); null without. */
  pricesDay: string | null;
}

/**
 * The walk the chart and the hawl (server/zakat/hawl.ts) both make: asked for days in ascending order, it answers
 * each with the exposure at the end of that day and the day's close, forward-filled from the last known close;
 * today at the latest snapshot. The timeline and the closes are each walked once.
 */
export function walkDays({
  timeline,
  closes,
  latest,
  today,
}: Pick<ChartInput, 'timeline' | 'closes' | 'latest' | 'today'>): (day: string) => WalkedDay {
  let nextStep = 0;
  let nextClose = 0;
  let exposure: Exposure | null = null;
  let prices: ResolvedPrices | null = null;
  return (day) => {
    while (nextStep < timeline.length && timeline[nextStep]!.day <= day) {
      exposure = timeline[nextStep]!.exposure;
      nextStep += 1;
    }
    while (nextClose < closes.length && closes[nextClose]!.day <= day) {
      nextClose += 1;
      prices = null;
    }
    if (prices === null && nextClose > 0) prices = resolvePrices(closes[nextClose - 1]!.snapshot);
    if (day === today && latest) {
      return {
        exposure,
        prices: resolvePrices(latest),
        pricesDay: latest.takenAt ? cairoDay(latest.takenAt) : today,
      };
    }
    return { exposure, prices, pricesDay: nextClose > 0 ? closes[nextClose - 1]!.day : null };
  };
}

export function chartSeries(input: ChartInput): ChartValue[] {
  const walked = walkDays(input);
  return input.days.map((day) => {
    const { exposure, prices, pricesDay } = walked(day);
    if (!exposure) return { date: day, value: ZERO, pricedOn: day };
    return {
      date: day,
      value: prices ? valueExposure(exposure, prices) : ZERO,
      pricedOn: prices ? pricesDay : null,
    };
  });
}
