// Plausible market snapshots for the dashboard's browser tests, recorded with `npm run admin -- prices:record`.
import { CURRENCY_CODES, CURRENCY_NAMES } from '@contract/market';

const rates = (usd: number) => {
  // Cross rates of the reference data, so the server's plausibility checks accept both snapshots.
  const perUsd = {
    EUR: 1.1418,
    GBP: 1.3238,
    SAR: 1 / 3.75,
    AED: 1 / 3.6725,
    KWD: 3.2393,
    CAD: 0.7048,
    CHF: 1.2,
    JPY: 0.006363,
    CNY: 0.14908,
    AUD: 0.70188,
  };
  return CURRENCY_CODES.map((code) => ({
    name: CURRENCY_NAMES[code],
    code,
    value: code === 'USD' ? usd : Number((usd * perUsd[code as keyof typeof perUsd]).toFixed(4)),
  }));
};

/** Two days ago: 21k at 6,000 (a dealer's buying price), USD at 51.50. */
export const before = (takenAt: Date) => ({
  last_updated: takenAt.toISOString(),
  gold_prices: {
    gold_24_buy: 6857.14,
    gold_24_sell: 6926.0,
    gold_21_buy: 6000,
    gold_21_sell: 6060,
    gold_18_buy: 5142.86,
    gold_18_sell: 5194.3,
    gold_pound_buy: 48000,
    gold_ounce_price: 4141.4,
  },
  currency_rates: rates(51.5),
});
/** Now: 21k at 6,081.47, USD at 52.0502. */
export const now = (takenAt: Date) => ({
  last_updated: takenAt.toISOString(),
  gold_prices: {
    gold_24_buy: 6950.25,
    gold_24_sell: 7020.5,
    gold_21_buy: 6081.47,
    gold_21_sell: 6142.94,
    gold_18_buy: 5212.69,
    gold_18_sell: 5265.38,
    gold_pound_buy: 48651.76,
    gold_ounce_price: 4173.6,
  },
  currency_rates: rates(52.0502),
});
