import Big from 'big.js';
import { CURRENCY_CODES, type CurrencyCode } from '@contract/market';
import type { MarketSnapshotInput } from './market-snapshot';

/**
 * Plausibility checks every reading passes before it is stored, whatever its source (live, manual,
 * reference). They catch unit mistakes and broken feeds (a rate per EGP instead of EGP per unit, an ounce
 * price read as a gram price, a karat swapped), not market moves: the bands are several times wider than
 * anything seen in 2024–2026 (server/prices/reference/README.md, "Value ranges and checks run").
 * See docs/decisions/ on prices for the reasoning.
 */

const GRAMS_PER_TROY_OUNCE = new Big('31.1034768');

/** EGP per gram of 24k gold (the dealer's buying price). 2024–2026: about 2,000 to 9,000. */
const GOLD_24_EGP = { min: 1_000, max: 50_000 };
/** USD per troy ounce. 2024–2026: 2,081 to 5,358. */
const OUNCE_USD = { min: 500, max: 20_000 };
/** EGP per US dollar. 2024–2026: 30.9 (before the March 2024 float) to 54.3. */
const USD_EGP = { min: 10, max: 500 };
/** A karat's price as a share of 24k: purity (0.875, 0.75, 0.585) give or take a few percent. */
const KARAT_SHARE: Record<'k21' | 'k18' | 'k14', { min: number; max: number }> = {
  k21: { min: 0.8, max: 0.95 },
  k18: { min: 0.68, max: 0.82 },
  k14: { min: 0.5, max: 0.65 },
};
/** Dealer spread (sell − buy) / buy. */
const MAX_SPREAD = 0.1;
/** A gold pound is 8 g of 21k (a little more with workmanship). */
const POUND_IN_21K_GRAMS = { min: 7, max: 9.5 };
/** Local 24k price over the global parity (ounce × USD rate / 31.1 g). Egypt's premium peaked near 40% in 2023. */
const LOCAL_OVER_PARITY = { min: 0.75, max: 1.6 };
/** US dollars per unit of each currency. Pegs (SAR, AED) within 3%; the rest in wide bands around 2024–2026. */
const USD_PER_UNIT: Record<Exclude<CurrencyCode, 'USD'>, { min: number; max: number }> = {
  EUR: { min: 0.8, max: 1.6 },
  GBP: { min: 1.0, max: 1.8 },
  SAR: { min: 0.97 / 3.75, max: 1.03 / 3.75 },
  AED: { min: 0.97 / 3.6725, max: 1.03 / 3.6725 },
  KWD: { min: 3.0, max: 3.6 },
  CAD: { min: 0.6, max: 0.95 },
  CHF: { min: 0.85, max: 1.5 },
  JPY: { min: 0.004, max: 0.0125 },
  CNY: { min: 0.11, max: 0.17 },
  AUD: { min: 0.55, max: 0.85 },
};
/** EGP per gram of 999 silver. 2024–2026: about 23 (March 2024) to 190. */
const SILVER_999_EGP = { min: 5, max: 2_000 };
/** USD per troy ounce of silver. 2024–2026: 23 to 110. */
const SILVER_OUNCE_USD = { min: 5, max: 500 };
/** 925 silver as a share of 999: its purity give or take a few percent. */
const SILVER_925_SHARE = { min: 0.88, max: 0.97 };
/** Gold is dear against silver: the gold/silver ratio has stayed between about 30 and 130 for a century. */
const GOLD_SILVER_RATIO = { min: 20, max: 200 };
/** Readings from a clock a little ahead are fine; from next week are not. */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;
const EARLIEST = Date.UTC(2000, 0, 1);

const DECIMAL = /^\d+(?:\.\d+)?$/;

function decimal(reasons: string[], what: string, value: unknown, places: number): Big | null {
  if (typeof value !== 'string' || !DECIMAL.test(value)) {
    reasons.push(`${what} must be a decimal number, got ${JSON.stringify(value)}.`);
    return null;
  }
  if ((value.split('.')[1] ?? '').length > places) {
    reasons.push(`${what} must have at most ${places} decimal places, got ${value}.`);
    return null;
  }
  return new Big(value);
}

const within = (x: Big, band: { min: number; max: number }) => x.gte(band.min) && x.lte(band.max);
/** a / b within the band, without dividing (big.js division is slow, and b > 0 here). */
const ratioWithin = (a: Big, b: Big, band: { min: number; max: number }) =>
  a.gte(b.times(band.min)) && a.lte(b.times(band.max));
const fmt = (x: Big, dp = 2) => x.toFixed(dp);

/** Every reason the reading is implausible; empty when it may be stored. */
export function snapshotProblems(input: MarketSnapshotInput, now: Date): string[] {
  const reasons: string[] = [];
  const t = input.takenAt instanceof Date ? input.takenAt.getTime() : Number.NaN;
  if (!Number.isFinite(t)) reasons.push('The time the prices were taken is missing or invalid.');
  else if (t > now.getTime() + MAX_CLOCK_SKEW_MS) {
    reasons.push(`The prices are dated in the future (${input.takenAt.toISOString()}).`);
  } else if (t < EARLIEST) reasons.push(`The prices are dated before 2000 (${input.takenAt.toISOString()}).`);

  const karats = ['k24', 'k21', 'k18', 'k14'] as const;
  const buys: Partial<Record<(typeof karats)[number], Big>> = {};
  for (const k of karats) {
    const pair = input.gold[k];
    if (pair === null && k === 'k14') continue;
    const label = `${k.slice(1)}k`;
    if (!pair) {
      reasons.push(`The ${label} price is missing.`);
      continue;
    }
    const buy = decimal(reasons, `The ${label} buying price`, pair.buy, 2);
    const sell = decimal(reasons, `The ${label} selling price`, pair.sell, 2);
    if (!buy || !sell) continue;
    if (buy.lte(0) || sell.lte(0)) {
      reasons.push(`The ${label} prices must be above zero.`);
      continue;
    }
    if (sell.lt(buy))
      reasons.push(`The ${label} selling price (${pair.sell}) is below its buying price (${pair.buy}).`);
    else if (sell.minus(buy).gt(buy.times(MAX_SPREAD))) {
      reasons.push(`The ${label} spread between buying and selling is over ${MAX_SPREAD * 100}%.`);
    }
    buys[k] = buy;
  }

  const k24 = buys.k24;
  if (k24) {
    if (!within(k24, GOLD_24_EGP)) {
      reasons.push(
        `The 24k price ${fmt(k24)} EGP per gram is outside ${GOLD_24_EGP.min}–${GOLD_24_EGP.max} (a price per ounce, or in another currency?).`,
      );
    }
    for (const k of ['k21', 'k18', 'k14'] as const) {
      const b = buys[k];
      if (b && !ratioWithin(b, k24, KARAT_SHARE[k])) {
        reasons.push(
          `The ${k.slice(1)}k price is ${fmt(b.div(k24).times(100), 1)}% of the 24k price, which does not fit its purity.`,
        );
      }
    }
  }

  const pound = decimal(reasons, 'The gold pound price', input.gold.poundBuy, 2);
  if (pound && pound.gt(0) && buys.k21) {
    if (!ratioWithin(pound, buys.k21, POUND_IN_21K_GRAMS)) {
      reasons.push(`The gold pound costs ${fmt(pound.div(buys.k21), 1)} g of 21k; a pound is 8 g of 21k.`);
    }
  }

  const rates: Partial<Record<CurrencyCode, Big>> = {};
  for (const code of CURRENCY_CODES) {
    const raw = input.rates?.[code];
    if (raw === undefined) {
      reasons.push(`The ${code} rate is missing.`);
      continue;
    }
    const rate = decimal(reasons, `The ${code} rate`, raw, 8);
    if (!rate) continue;
    if (rate.lte(0)) reasons.push(`The ${code} rate must be above zero.`);
    else rates[code] = rate;
  }
  const usd = rates.USD;
  if (usd) {
    if (!within(usd, USD_EGP))
      reasons.push(`The USD rate ${usd.toString()} EGP is outside ${USD_EGP.min}–${USD_EGP.max}.`);
    else {
      for (const code of CURRENCY_CODES) {
        if (code === 'USD') continue;
        const rate = rates[code];
        if (rate && !ratioWithin(rate, usd, USD_PER_UNIT[code])) {
          reasons.push(
            `The ${code} rate ${rate.toString()} EGP does not fit the USD rate (${usd.toString()} EGP).`,
          );
        }
      }
    }
  }

  const ounce = decimal(reasons, 'The ounce price', input.gold.ounceUsd, 2);
  if (ounce && ounce.gt(0)) {
    if (!within(ounce, OUNCE_USD))
      reasons.push(`The ounce price ${fmt(ounce)} USD is outside ${OUNCE_USD.min}–${OUNCE_USD.max}.`);
    else if (k24 && usd && within(usd, USD_EGP)) {
      // k24 / parity, parity = ounce × usd / 31.1034768 g
      if (!ratioWithin(k24.times(GRAMS_PER_TROY_OUNCE), ounce.times(usd), LOCAL_OVER_PARITY)) {
        const parity = ounce.times(usd).div(GRAMS_PER_TROY_OUNCE);
        reasons.push(
          `The 24k price ${fmt(k24)} EGP is ${fmt(k24.div(parity).minus(1).times(100), 0)}% away from the global price (${fmt(parity)} EGP per gram).`,
        );
      }
    }
  }

  if (input.silver) reasons.push(...silverProblems(input.silver, k24 ?? null, usd ?? null));

  if (!['live', 'manual', 'reference'].includes(input.source))
    reasons.push(`Unknown price source ${String(input.source)}.`);
  return reasons;
}

/** Silver's checks: the same kinds of mistakes as gold's (an ounce price read as a gram price, a swapped pair). */
function silverProblems(
  silver: NonNullable<MarketSnapshotInput['silver']>,
  k24: Big | null,
  usd: Big | null,
): string[] {
  const reasons: string[] = [];
  const buys: Partial<Record<'g999' | 'g925', Big>> = {};
  for (const f of ['g999', 'g925'] as const) {
    const label = `${f.slice(1)} silver`;
    const pair = silver[f];
    const buy = decimal(reasons, `The ${label} buying price`, pair?.buy, 2);
    const sell = decimal(reasons, `The ${label} selling price`, pair?.sell, 2);
    if (!buy || !sell) continue;
    if (buy.lte(0) || sell.lte(0)) reasons.push(`The ${label} prices must be above zero.`);
    else if (sell.lt(buy))
      reasons.push(`The ${label} selling price (${pair.sell}) is below its buying price (${pair.buy}).`);
    else if (sell.minus(buy).gt(buy.times(MAX_SPREAD)))
      reasons.push(`The ${label} spread between buying and selling is over ${MAX_SPREAD * 100}%.`);
    else buys[f] = buy;
  }
  const g999 = buys.g999;
  if (g999) {
    if (!within(g999, SILVER_999_EGP)) {
      reasons.push(
        `The 999 silver price ${fmt(g999)} EGP per gram is outside ${SILVER_999_EGP.min}–${SILVER_999_EGP.max} (a price per ounce, or in another currency?).`,
      );
    } else if (k24 && !ratioWithin(k24, g999, GOLD_SILVER_RATIO)) {
      reasons.push(
        `A gram of 24k gold costs ${fmt(k24.div(g999), 0)} grams of 999 silver, which no market has seen.`,
      );
    }
    if (buys.g925 && !ratioWithin(buys.g925, g999, SILVER_925_SHARE)) {
      reasons.push(
        `The 925 silver price is ${fmt(buys.g925.div(g999).times(100), 1)}% of the 999 price, which does not fit its purity.`,
      );
    }
  }
  const ounce = decimal(reasons, 'The silver ounce price', silver.ounceUsd, 2);
  if (ounce && ounce.gt(0)) {
    if (!within(ounce, SILVER_OUNCE_USD)) {
      reasons.push(
        `The silver ounce price ${fmt(ounce)} USD is outside ${SILVER_OUNCE_USD.min}–${SILVER_OUNCE_USD.max}.`,
      );
    } else if (g999 && usd && within(usd, USD_EGP)) {
      if (!ratioWithin(g999.times(GRAMS_PER_TROY_OUNCE), ounce.times(usd), LOCAL_OVER_PARITY)) {
        const parity = ounce.times(usd).div(GRAMS_PER_TROY_OUNCE);
        reasons.push(
          `The 999 silver price ${fmt(g999)} EGP is ${fmt(g999.div(parity).minus(1).times(100), 0)}% away from the global price (${fmt(parity)} EGP per gram).`,
        );
      }
    }
  }
  return reasons;
}
