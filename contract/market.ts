import { z } from 'zod';
import {
  CURRENCY_CODES,
  CURRENCY_NAMES,
  PRICE_INSTRUMENTS,
  type CurrencyCode,
  type PriceInstrument,
} from './market-values';
import { chartRanges } from './portfolio-values';

export { CURRENCY_CODES, CURRENCY_NAMES, PRICE_INSTRUMENTS, type CurrencyCode, type PriceInstrument };

/**
 * GET /api/prices/market/ (product §3 "Market data response", §9 currencies).
 * The server answers with exactly this shape; `npm run admin -- prices:record FILE.json` accepts it too.
 */

/**
 * A JSON number written with at most `places` decimals. `String(n)` is the shortest text that reads back
 * as `n`, so it shows the decimals as they were sent (4650.07 → "4650.07"); exponent forms are refused.
 */
const decimalNumber = (places: number, what: string) =>
  z
    .number({ error: `${what} must be a number.` })
    .refine((n) => Number.isFinite(n) && new RegExp(`^-?\\d+(\\.\\d{1,${places}})?$`).test(String(n)), {
      message: `${what} must have at most ${places} decimal places.`,
    });

const egpPrice = (what: string) => decimalNumber(2, what).refine((n) => n > 0, `${what} must be above zero.`);
/** The spec shows the gold pound and ounce lines only when above zero (§4), so zero means "not quoted". */
const optionalAmount = (what: string, places: number) =>
  decimalNumber(places, what).refine((n) => n >= 0, `${what} must not be negative.`);

export const goldPricesSchema = z
  .strictObject({
    gold_24_buy: egpPrice('gold_24_buy'),
    gold_24_sell: egpPrice('gold_24_sell'),
    gold_21_buy: egpPrice('gold_21_buy'),
    gold_21_sell: egpPrice('gold_21_sell'),
    gold_18_buy: egpPrice('gold_18_buy'),
    gold_18_sell: egpPrice('gold_18_sell'),
    /** Present only when both 14k sides are quoted (product §4: the 14k row needs both). */
    gold_14_buy: egpPrice('gold_14_buy').optional(),
    gold_14_sell: egpPrice('gold_14_sell').optional(),
    /** EGP for one gold pound (8 g of 21k) at the dealer's buying price. */
    gold_pound_buy: optionalAmount('gold_pound_buy', 2),
    /** Global spot price of one troy ounce, in USD (product §9). */
    gold_ounce_price: optionalAmount('gold_ounce_price', 2),
  })
  .refine((g) => (g.gold_14_buy === undefined) === (g.gold_14_sell === undefined), {
    message: 'gold_14_buy and gold_14_sell must be given together or not at all.',
    path: ['gold_14_buy'],
  })
  .meta({
    description:
      'EGP per gram for each karat: `buy` is what a dealer pays for it, `sell` what a dealer charges (sell ≥ buy).',
  });

export const silverPricesSchema = z
  .strictObject({
    silver_999_buy: egpPrice('silver_999_buy'),
    silver_999_sell: egpPrice('silver_999_sell'),
    silver_925_buy: egpPrice('silver_925_buy'),
    silver_925_sell: egpPrice('silver_925_sell'),
    /** Global spot price of one troy ounce of silver, in USD. */
    silver_ounce_price: egpPrice('silver_ounce_price'),
  })
  .meta({
    description:
      'EGP per gram of 999 and 925 silver: `buy` is what a dealer pays for it, `sell` what a dealer charges (sell ≥ buy).',
  });

export const currencyRateSchema = z
  .strictObject({
    name: z.string(),
    code: z.enum(CURRENCY_CODES, { error: `code must be one of ${CURRENCY_CODES.join(', ')}.` }),
    /** EGP for one unit of the currency. */
    value: decimalNumber(4, 'value').refine((n) => n > 0, 'value must be above zero.'),
  })
  .refine((r) => r.name === CURRENCY_NAMES[r.code], {
    message: 'name must be the English name of the currency (for example "US Dollar" for USD).',
    path: ['name'],
  });

export const marketDataSchema = z
  .strictObject({
    /** When the prices were taken (not when they were served), ISO 8601. */
    last_updated: z.iso.datetime({ offset: true, error: 'last_updated must be an ISO 8601 date-time.' }),
    gold_prices: goldPricesSchema,
    /** Absent when the reading does not quote silver. */
    silver_prices: silverPricesSchema.optional(),
    currency_rates: z.array(currencyRateSchema).superRefine((rates, ctx) => {
      const seen = new Set<string>();
      for (const r of rates) {
        if (seen.has(r.code)) ctx.addIssue({ code: 'custom', message: `${r.code} is listed twice.` });
        seen.add(r.code);
      }
      const missing = CURRENCY_CODES.filter((c) => !seen.has(c));
      if (missing.length > 0)
        ctx.addIssue({ code: 'custom', message: `Missing currencies: ${missing.join(', ')}.` });
    }),
  })
  .meta({
    id: 'MarketData',
    description: 'Latest gold prices in EGP and official exchange rates (docs/product.md §3).',
  });

export type GoldPrices = z.infer<typeof goldPricesSchema>;
export type SilverPrices = z.infer<typeof silverPricesSchema>;
export type CurrencyRate = z.infer<typeof currencyRateSchema>;
export type MarketData = z.infer<typeof marketDataSchema>;

/** 503 body when no price has ever been stored. */
export const MARKET_UNAVAILABLE_DETAIL = 'Market prices are not available yet.';
export const marketUnavailableSchema = z.object({ detail: z.string() }).meta({ id: 'MarketUnavailable' });

/**
 * Additive to the market answer: each price's change since the close of the Cairo day before the latest prices'
 * (the last snapshot of that day, or of the last earlier day that has one). The keys are the market answer's own
 * (`gold_prices` fields, currency codes); a change is null when there is no earlier close to compare with.
 */
export const dailyChangeSchema = z
  .object({
    /** The Cairo day (YYYY-MM-DD) of the close compared with; null without one. */
    previous_close_day: z.iso.date().nullable(),
    gold_prices: z.record(z.string(), z.number().nullable()),
    currency_rates: z.record(z.string(), z.number().nullable()),
  })
  .meta({ id: 'MarketDailyChange' });
export type DailyChange = z.infer<typeof dailyChangeSchema>;

/** GET /api/prices/market/: the market data, and (additive) each price's daily change. */
export const marketResponseSchema = marketDataSchema
  .extend({ daily_change: dailyChangeSchema.optional() })
  .meta({
    id: 'MarketResponse',
    description:
      'Latest gold prices in EGP, official exchange rates, and their change since the previous close.',
  });
export type MarketResponse = z.infer<typeof marketResponseSchema>;

export const priceInstrumentSchema = z.enum(PRICE_INSTRUMENTS, {
  error: `Choose one of ${PRICE_INSTRUMENTS.join(', ')}.`,
});

/**
 * GET /api/prices/history/?instrument=&range= (range as the portfolio chart's; without one: 1m; without an
 * instrument: 21 karat, the price the market page leads with).
 */
export const priceHistoryQuerySchema = z.object({
  instrument: priceInstrumentSchema.default('gold_21'),
  range: z.enum(chartRanges, { error: 'Choose one of 1w, 1m, 6m, all.' }).default('1m'),
});
export type PriceHistoryQuery = z.infer<typeof priceHistoryQuerySchema>;

export const priceHistoryPointSchema = z.object({
  /** Cairo calendar day, YYYY-MM-DD, that has a close. */
  date: z.iso.date(),
  /** The day's close: the buy side for gold by karat (what a dealer pays), else the price or rate itself. */
  price: z.number(),
  /** Gold by karat only: the sell side (what a dealer charges); null for the others. */
  sell: z.number().nullable(),
});
export const priceHistoryResponseSchema = z
  .object({
    instrument: priceInstrumentSchema,
    /** EGP, except the ounce (USD). */
    currency: z.enum(['EGP', 'USD']),
    /** Oldest first; days without a snapshot (or without this price) are left out. */
    points: z.array(priceHistoryPointSchema),
  })
  .meta({ id: 'PriceHistory' });
export type PriceHistory = z.infer<typeof priceHistoryResponseSchema>;
