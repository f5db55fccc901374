import Big from 'big.js';
import { CURRENCY_CODES, CURRENCY_NAMES, type MarketData } from '@contract/market';
import type { DailyClose, MarketSnapshot } from './market-snapshot';
import { dailyChange } from './price-history';

/**
 * A snapshot as the spec's market data response (§3). EGP prices keep their 2 decimals, rates are given to
 * 4 decimals, and `last_updated` is when the prices were taken, never when they were served.
 * JSON numbers: `Number("6875.30")` prints back as 6875.3, the same decimal.
 */
export function toMarketData(s: MarketSnapshot): MarketData {
  const n = (money: string) => Number(money);
  return {
    last_updated: s.takenAt.toISOString(),
    gold_prices: {
      gold_24_buy: n(s.gold.k24.buy),
      gold_24_sell: n(s.gold.k24.sell),
      gold_21_buy: n(s.gold.k21.buy),
      gold_21_sell: n(s.gold.k21.sell),
      gold_18_buy: n(s.gold.k18.buy),
      gold_18_sell: n(s.gold.k18.sell),
      // product §3/§4: 14k only when both sides exist.
      ...(s.gold.k14 ? { gold_14_buy: n(s.gold.k14.buy), gold_14_sell: n(s.gold.k14.sell) } : {}),
      gold_pound_buy: n(s.gold.poundBuy),
      gold_ounce_price: n(s.gold.ounceUsd),
    },
    // Only when the reading quotes silver: a client written before silver never sees the key.
    ...(s.silver
      ? {
          silver_prices: {
            silver_999_buy: n(s.silver.g999.buy),
            silver_999_sell: n(s.silver.g999.sell),
            silver_925_buy: n(s.silver.g925.buy),
            silver_925_sell: n(s.silver.g925.sell),
            silver_ounce_price: n(s.silver.ounceUsd),
          },
        }
      : {}),
    currency_rates: CURRENCY_CODES.map((code) => ({
      name: CURRENCY_NAMES[code],
      code,
      value: new Big(s.rates[code]).round(4, Big.roundHalfUp).toNumber(),
    })),
  };
}

export interface MarketBody {
  json: string;
  etag: string;
  lastModified: string;
}

const bodies = new WeakMap<MarketSnapshot, MarketBody & { previousId: number | null }>();

/**
 * Serialized once per snapshot (and the close it is compared with): the most requested call costs a map lookup.
 * `previous`: the close of the Cairo day before the snapshot's (the daily change is measured against it).
 */
export function marketBody(s: MarketSnapshot, previous: DailyClose | null = null): MarketBody {
  const previousId = previous?.snapshot.id ?? null;
  let body = bodies.get(s);
  if (!body || body.previousId !== previousId) {
    body = {
      json: JSON.stringify({ ...toMarketData(s), daily_change: dailyChange(s, previous) }),
      etag: `"market-${s.id}-${s.takenAt.getTime().toString(36)}-${previousId ?? 0}"`,
      lastModified: s.takenAt.toUTCString(),
      previousId,
    };
    bodies.set(s, body);
  }
  return body;
}
