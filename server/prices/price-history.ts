import Big from 'big.js';
import type { ChartRange } from '@contract/portfolio';
import type { DailyChange, PriceHistory, PriceInstrument } from '@contract/market';
import { CURRENCY_CODES, type CurrencyCode } from '@contract/market';
import { addDays, addMonths } from '../time/cairo-day';
import type { DailyClose, MarketSnapshot } from './market-snapshot';

/**
 * A price's history and its change since the previous close, read from the daily closes the price store keeps in
 * memory. Pure: the routes gather the closes.
 */

interface Sides {
  price: string;
  sell: string | null;
}

const isCurrency = (instrument: PriceInstrument): instrument is CurrencyCode =>
  (CURRENCY_CODES as readonly string[]).includes(instrument);

/** One instrument's price in a snapshot, or null when the snapshot does not quote it. */
export function sidesOf(snapshot: MarketSnapshot, instrument: PriceInstrument): Sides | null {
  const { gold } = snapshot;
  switch (instrument) {
    case 'gold_24':
      return { price: gold.k24.buy, sell: gold.k24.sell };
    case 'gold_21':
      return { price: gold.k21.buy, sell: gold.k21.sell };
    case 'gold_18':
      return { price: gold.k18.buy, sell: gold.k18.sell };
    case 'gold_14':
      return gold.k14 ? { price: gold.k14.buy, sell: gold.k14.sell } : null;
    // The pound and the ounce are "0" when not quoted (product §4 shows their lines only above zero).
    case 'gold_pound':
      return new Big(gold.poundBuy).gt(0) ? { price: gold.poundBuy, sell: null } : null;
    case 'gold_ounce':
      return new Big(gold.ounceUsd).gt(0) ? { price: gold.ounceUsd, sell: null } : null;
    default: {
      if (!isCurrency(instrument)) return null;
      const rate = snapshot.rates[instrument];
      return rate ? { price: rate, sell: null } : null;
    }
  }
}

/** The closes from `fromDay` on (getDailyCloses adds the one before it, for forward-fill: not wanted here). */
export function priceHistory(
  instrument: PriceInstrument,
  closes: readonly DailyClose[],
  fromDay: string,
): PriceHistory {
  const points: PriceHistory['points'] = [];
  for (const close of closes) {
    if (close.day < fromDay) continue;
    const sides = sidesOf(close.snapshot, instrument);
    if (sides)
      points.push({
        date: close.day,
        price: Number(sides.price),
        sell: sides.sell === null ? null : Number(sides.sell),
      });
  }
  return { instrument, currency: instrument === 'gold_ounce' ? 'USD' : 'EGP', points };
}

/** The first day of a range, as the portfolio chart counts it (`all`: the first day with a price). */
export function historyStart(range: ChartRange, today: string, firstDay: string): string {
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

const change = (now: string, then: string | undefined | null, places: number): number | null =>
  then === undefined || then === null
    ? null
    : new Big(now).minus(then).round(places, Big.roundHalfUp).toNumber();

/** Each price of `latest` against `previous` (the close before latest's day); every change null without one. */
export function dailyChange(latest: MarketSnapshot, previous: DailyClose | null): DailyChange {
  const before = previous?.snapshot ?? null;
  const gold: Record<string, number | null> = {};
  const pairs: [string, PriceInstrument][] = [
    ['gold_24', 'gold_24'],
    ['gold_21', 'gold_21'],
    ['gold_18', 'gold_18'],
    ['gold_14', 'gold_14'],
  ];
  for (const [key, instrument] of pairs) {
    const now = sidesOf(latest, instrument);
    if (!now) continue;
    const then = before && sidesOf(before, instrument);
    gold[`${key}_buy`] = change(now.price, then?.price, 2);
    gold[`${key}_sell`] = change(now.sell!, then?.sell, 2);
  }
  const pound = sidesOf(latest, 'gold_pound');
  if (pound) gold.gold_pound_buy = change(pound.price, before && sidesOf(before, 'gold_pound')?.price, 2);
  const ounce = sidesOf(latest, 'gold_ounce');
  if (ounce) gold.gold_ounce_price = change(ounce.price, before && sidesOf(before, 'gold_ounce')?.price, 2);
  const rates: Record<string, number | null> = {};
  for (const code of CURRENCY_CODES) {
    const now = latest.rates[code];
    if (now) rates[code] = change(now, before?.rates[code], 4);
  }
  return { previous_close_day: previous?.day ?? null, gold_prices: gold, currency_rates: rates };
}
