/**
 * The market contract's plain values (no zod): what the SPA and the alerts contract import at run time. `market.ts`
 * builds its schemas on them and re-exports them.
 */

/** The spec's eleven currencies (§9), in the order the Market page lists them. */
export const CURRENCY_CODES = [
  'USD',
  'EUR',
  'GBP',
  'SAR',
  'AED',
  'KWD',
  'CAD',
  'CHF',
  'JPY',
  'CNY',
  'AUD',
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** English names of product §9 (the SPA shows the Arabic translations from locales/). */
export const CURRENCY_NAMES: Record<CurrencyCode, string> = {
  USD: 'US Dollar',
  EUR: 'Euro',
  GBP: 'British Pound',
  SAR: 'Saudi Riyal',
  AED: 'UAE Dirham',
  KWD: 'Kuwaiti Dinar',
  CAD: 'Canadian Dollar',
  CHF: 'Swiss Franc',
  JPY: 'Japanese Yen',
  CNY: 'Chinese Yuan',
  AUD: 'Australian Dollar',
};

/**
 * What `GET /api/prices/history/?instrument=` can chart: each price of the market page. Gold by karat (its buy and
 * sell sides), the gold pound, the ounce in USD, and each currency's rate.
 */
export const PRICE_INSTRUMENTS = [
  'gold_24',
  'gold_21',
  'gold_18',
  'gold_14',
  'gold_pound',
  'gold_ounce',
  ...CURRENCY_CODES,
] as const;
export type PriceInstrument = (typeof PRICE_INSTRUMENTS)[number];
