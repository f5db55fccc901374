import { z } from 'zod';
import { householdQueryField, memberQueryField } from './household-query';
import { pageOf, pagingNumber } from './paging';
import {
  chartRanges,
  requiredMessage,
  transactionOrderings,
  validIntegerMessage,
  validNumberMessage,
} from './portfolio-values';

/**
 * Portfolio API contract (product §3, §7; architecture §4.2).
 *
 * Responses carry JSON numbers, already rounded: EGP amounts to 2 decimals, quantities to at most 4.
 * The server keeps exact decimals (PostgreSQL `numeric`, big.js) and only rounds when it answers.
 */

// ---------------------------------------------------------------------------------------------
// The assets catalogue
// ---------------------------------------------------------------------------------------------

/** Main types of the transaction dialog (product §3), jewellery (product §12), silver and currencies (architecture §4.2). */
export const mainTypes = ['pounds', 'grams', 'gold_ingots', 'jewellery', 'silver', 'currencies'] as const;
export const mainTypeSchema = z.enum(mainTypes);
export type MainType = z.infer<typeof mainTypeSchema>;

/**
 * Stable asset identifiers. The SPA shows a localised name by code (`assets.<code>` in locales);
 * `name` is the English name, a fallback only.
 */
export const assetCodes = [
  'pound_full',
  'pound_half',
  'pound_quarter',
  'gram_24k',
  'gram_21k',
  'gram_18k',
  'gram_14k',
  'ingot_1g',
  'ingot_2_5g',
  'ingot_5g',
  'ingot_10g',
  'ingot_20g',
  'ingot_31_1g',
  'ingot_50g',
  'ingot_100g',
  'jewellery_24k',
  'jewellery_21k',
  'jewellery_18k',
  'silver_999_gram',
  'silver_925_gram',
  'silver_bar_100g',
  'usd',
  'eur',
  'gbp',
  'sar',
  'aed',
  'kwd',
  'cad',
  'chf',
  'jpy',
  'cny',
  'aud',
] as const;
export const assetCodeSchema = z.enum(assetCodes);
export type AssetCode = z.infer<typeof assetCodeSchema>;

export const karatSchema = z.union([z.literal(24), z.literal(21), z.literal(18), z.literal(14)]);
export type Karat = z.infer<typeof karatSchema>;

export const silverFinenessSchema = z.union([z.literal(999), z.literal(925)]);
export type SilverFineness = z.infer<typeof silverFinenessSchema>;

export const availableAssetSchema = z.object({
  /** The sub-type id sent as `asset` when creating a transaction. */
  id: z.number().int(),
  code: assetCodeSchema,
  /** English name (fallback; localise by `code`). */
  name: z.string(),
  /** Grams of gold (or silver) in one unit; null for currencies. */
  weight: z.number().nullable(),
  /** Gold fineness; null for silver and currencies. */
  karat: karatSchema.nullable(),
  /** Silver fineness in parts per thousand (999, 925); null for gold and currencies. Absent from older servers. */
  fineness: silverFinenessSchema.nullable().optional(),
  /** Sort key inside its group (product §5: sub-types sorted by order). The server already sorts. */
  order: z.number().int(),
});
export type AvailableAsset = z.infer<typeof availableAssetSchema>;

/** GET /api/portfolios/available-assets/ — the spec's three gold groups plus currencies. */
export const availableAssetsResponseSchema = z.object({
  gold_pounds: z.array(availableAssetSchema),
  grams: z.array(availableAssetSchema),
  gold_ingots: z.array(availableAssetSchema),
  /** Worn gold jewellery, per gram (product §12): zakat treats it apart from saved gold. */
  jewellery: z.array(availableAssetSchema),
  /** Silver grams and bars, per gram of silver like the gold grams and ingots. */
  silver: z.array(availableAssetSchema),
  currencies: z.array(availableAssetSchema),
});
export type AvailableAssetsResponse = z.infer<typeof availableAssetsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Transactions
// ---------------------------------------------------------------------------------------------

export const transactionTypes = ['buy', 'sell'] as const;
export const transactionTypeSchema = z.enum(transactionTypes);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/** A transaction as the API answers it (list items, create, update). */
export const transactionSchema = z.object({
  uuid: z.uuid(),
  transaction_type: transactionTypeSchema,
  /** The asset (sub-type) id. */
  asset: z.number().int(),
  asset_code: assetCodeSchema,
  /** Main type: pounds | grams | gold_ingots | jewellery | silver | currencies. */
  asset_type: mainTypeSchema,
  /** English name (fallback; localise by `asset_code`). */
  asset_name: z.string(),
  quantity: z.number(),
  /** Price per unit in EGP, all-in (architecture §4.2). */
  price: z.number(),
  /** ISO 8601 date-time, UTC. */
  timestamp: z.string(),
  /** The household member whose gold it is (product §13); always sent by the server. */
  member: z.uuid().optional(),
  /**
   * Additive: of `price`, the workmanship, stamp and tax paid per unit of a gold buy; null when not recorded (and
   * always for sells and currencies). Always sent by the server.
   */
  workmanship_per_unit: z.number().nullable().optional(),
  /** Additive: what the maker promises to pay back per unit on resale (≤ workmanship); null when not recorded. */
  refund_per_unit: z.number().nullable().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionListResponseSchema = z.array(transactionSchema);
export type TransactionListResponse = z.infer<typeof transactionListResponseSchema>;

/** DRF's wording: a missing field is "required", a present but wrong one gets `message`. */
const fieldError = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? requiredMessage : message;
export const validDateTimeMessage =
  'Datetime has wrong format. Use an ISO 8601 date-time with a time zone, e.g. 2026-01-31T12:00:00Z.';

/** DRF's DecimalField refuses a longer string before parsing it ("Guard against malicious string inputs"). */
export const DECIMAL_STRING_MAX_LENGTH = 1000;
export const stringTooLargeMessage = 'String value too large.';

const tooLarge = (input: unknown) =>
  typeof input === 'string' && input.trim().length > DECIMAL_STRING_MAX_LENGTH;

/**
 * A decimal as a client may send it: a JSON number or a decimal string ("2.5"), like DRF's DecimalField.
 * Sign, size and precision (> 0, ≤ 8 integer digits, ≤ 6 decimals) are checked by the server after parsing,
 * so `Invalid quantity` / `Invalid price` can arrive as the `detail` the SPA translates (product §8).
 * The length check aborts the string's checks before the pattern runs, and the pattern has one way to match any
 * text (no two quantifiers can trade digits), so refusing a string costs time linear in it: the old `\d+\.?\d*`
 * took 14 s to refuse 65,000 digits and a letter, freezing every other request (product §16). An aborted branch
 * makes the union answer with its own message, hence `tooLarge` there.
 */
export const decimalInputSchema = z.union(
  [
    z.number({ error: validNumberMessage }).refine(Number.isFinite, { message: validNumberMessage }),
    z
      .string({ error: validNumberMessage })
      .trim()
      .max(DECIMAL_STRING_MAX_LENGTH, { error: stringTooLargeMessage, abort: true })
      .regex(/^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i, { message: validNumberMessage }),
  ],
  {
    error: (issue) =>
      issue.input === undefined
        ? requiredMessage
        : tooLarge(issue.input)
          ? stringTooLargeMessage
          : validNumberMessage,
  },
);
export type DecimalInput = z.infer<typeof decimalInputSchema>;

/** Longer than any ISO 8601 date-time (with nanoseconds and an offset): refused before the format's pattern runs. */
export const DATE_TIME_MAX_LENGTH = 64;

/** ISO 8601 date-time with a zone (`Z` or an offset). Too long is the wrong format, as DRF's DateTimeField says. */
export const dateTimeInputSchema = z
  .string({ error: fieldError(validDateTimeMessage) })
  .max(DATE_TIME_MAX_LENGTH, { error: validDateTimeMessage, abort: true })
  .check(z.iso.datetime({ offset: true, error: validDateTimeMessage }));

export const invalidMemberMessage = 'Not a member of this household.';
/** A member's uuid in a transaction payload; one that is not a member of the household is refused (400). */
export const memberInputSchema = z
  .string({ error: invalidMemberMessage })
  .max(64, { error: invalidMemberMessage, abort: true })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: invalidMemberMessage })
  .transform((m) => m.toLowerCase());

/** POST /api/portfolios/transactions/ (and the legacy POST /transactions/). Unknown keys are rejected. */
export const createTransactionPayloadSchema = z.strictObject({
  transaction_type: transactionTypeSchema.default('buy'),
  /** The asset (sub-type) id from available-assets. */
  asset: z.number({ error: fieldError(validIntegerMessage) }).int({ error: validIntegerMessage }),
  quantity: decimalInputSchema,
  price: decimalInputSchema,
  /** product §5: the SPA sends the purchase date at 12:00 UTC. */
  timestamp: dateTimeInputSchema,
  /** The household member whose gold it is (product §13); absent, the owner's own member. */
  member: memberInputSchema.optional(),
  /**
   * Gold buys only: the part of `price` paid per unit for workmanship, stamp and tax (0 ≤ it ≤ price), and the part of
   * that the maker refunds per unit on resale (0 ≤ it ≤ workmanship). null or absent: not recorded.
   */
  workmanship_per_unit: decimalInputSchema.nullable().optional(),
  refund_per_unit: decimalInputSchema.nullable().optional(),
});
export type CreateTransactionPayload = z.input<typeof createTransactionPayloadSchema>;

/**
 * PATCH /api/portfolios/transactions/{uuid}/ — only the changed fields among quantity, price, timestamp, member,
 * workmanship_per_unit and refund_per_unit (null clears those two).
 */
export const updateTransactionPayloadSchema = createTransactionPayloadSchema
  .pick({
    quantity: true,
    price: true,
    timestamp: true,
    member: true,
    workmanship_per_unit: true,
    refund_per_unit: true,
  })
  .partial();
export type UpdateTransactionPayload = z.input<typeof updateTransactionPayloadSchema>;

/** A query value no longer than any date-time, checked before a format's pattern runs. */
const shortString = () => z.string().max(DATE_TIME_MAX_LENGTH, { abort: true });

/** `YYYY-MM-DD` (a whole Cairo calendar day) or an ISO date-time (an instant). */
const dayOrDateTimeSchema = z.union(
  [shortString().check(z.iso.date()), shortString().check(z.iso.datetime({ offset: true }))],
  { error: 'Use a date (YYYY-MM-DD) or an ISO 8601 date-time with a time zone.' },
);

/** The largest page; `offset` without `limit` pages by DEFAULT_PAGE_LIMIT. */
export const MAX_PAGE_LIMIT = 1000;
export const DEFAULT_PAGE_LIMIT = 100;

/**
 * GET /api/portfolios/transactions/ — optional filters, all inclusive. The spec's client sends no paging
 * parameters and gets the whole list as an array (product §7); `limit`/`offset` ask for one page instead.
 */
export const transactionListQuerySchema = z.object({
  asset: z.coerce
    .number({ error: validIntegerMessage })
    .int({ error: validIntegerMessage })
    .positive()
    .max(2_147_483_647)
    .optional(),
  transaction_type: transactionTypeSchema.optional(),
  from: dayOrDateTimeSchema.optional(),
  to: dayOrDateTimeSchema.optional(),
  /** The household (product §13); absent, the caller's own. */
  household: householdQueryField,
  /** One household member's transactions (product §13); not a member of the household: 404. */
  member: memberQueryField,
  /**
   * DRF's OrderingFilter: a field, `-` first for descending; absent means newest first. Ties fall back to newest
   * first, so every order is total and pages never overlap.
   */
  ordering: z
    .enum(transactionOrderings, { error: `Order by one of: ${transactionOrderings.join(', ')}.` })
    .optional(),
  /** DRF's SearchFilter: the asset's English or Arabic name or its code contains this text (any case). */
  search: z
    .string()
    .trim()
    .max(100, { error: 'Ensure this field has no more than 100 characters.' })
    // DRF's CharField message; PostgreSQL text cannot hold NUL, so it never reaches the query.
    .refine((s) => !s.includes('\u0000'), { error: 'Null characters are not allowed.' })
    .optional(),
  /** Page size; with `limit` or `offset` the answer is a page (transactionPageSchema), without both the array. */
  limit: pagingNumber(1, MAX_PAGE_LIMIT),
  /** How many transactions of the (filtered, newest first) list to skip. */
  offset: pagingNumber(0, 2_147_483_647),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

/**
 * GET /api/portfolios/transactions/?limit=&offset= — DRF's LimitOffsetPagination: `count` of the whole filtered
 * list, `next`/`previous` the absolute URLs of the neighbouring pages (null at either end), `results` this page.
 */
export const transactionPageSchema = pageOf(transactionSchema);
export type TransactionPage = z.infer<typeof transactionPageSchema>;

/**
 * The path parameter of GET/PATCH/DELETE. Left without a length limit on purpose: anything that is not a UUID is a
 * URL that names nothing, so the routes answer 404 `Not found.` as Django's `<uuid:…>` converter would, after an
 * anchored, linear-time UUID test (server/portfolio/routes.ts) that is the only thing that reads it.
 */
export const transactionParamsSchema = z.object({ uuid: z.string() });

// ---------------------------------------------------------------------------------------------
// Holdings, value, chart
// ---------------------------------------------------------------------------------------------

/** product §3 asset row: gold, currency (anything else the SPA shows as general). */
export const holdingTypeSchema = z.enum(['gold', 'silver', 'currency']);
export type HoldingType = z.infer<typeof holdingTypeSchema>;

/**
 * Additive, always sent by the server (optional here only so older answers still read): the cost split into gold
 * and workmanship over the units still held, at their weighted-average cost (ADR 007). The workmanship of a unit
 * whose buy did not record it is unknown, never zero: then `workmanship_known` is false and the workmanship and
 * gold figures are null.
 */
const worthFields = {
  /** Σ workmanship × quantity; null when not known. */
  workmanship_paid: z.number().nullable().optional(),
  /** Σ refund promised × quantity (a buy that recorded no refund promised none). */
  refundable: z.number().optional(),
  /** cost_basis − workmanship_paid; null when not known. */
  gold_cost: z.number().nullable().optional(),
  /** total_value − gold_cost (so gold_gain − workmanship_paid = unrealized_gain); null when not known. */
  gold_gain: z.number().nullable().optional(),
  /** total_value + refundable: what the shop pays today with the makers' refunds. */
  resale_value: z.number().optional(),
  /** false when any unit held has no workmanship recorded (currencies: true, they have none). */
  workmanship_known: z.boolean().optional(),
};

/** One row of GET /api/portfolios/holdings/: an asset with a positive balance, valued now (architecture §4.2). */
export const holdingSchema = z.object({
  /** Stable per asset (the same asset always has the same uuid). */
  uuid: z.uuid(),
  /** The asset (sub-type) id. */
  asset: z.number().int(),
  asset_name: z.string(),
  asset_code: assetCodeSchema,
  asset_type: holdingTypeSchema,
  /** The dialog's main type of this asset. */
  main_type: mainTypeSchema,
  quantity: z.number(),
  /** EGP a dealer would pay for one unit now; 0 when no price is known. */
  current_price: z.number(),
  total_value: z.number(),
  /** Weighted-average cost per unit still held (EGP). */
  average_cost: z.number(),
  /** average_cost × quantity. */
  cost_basis: z.number(),
  /** total_value − cost_basis. */
  unrealized_gain: z.number(),
  /** unrealized_gain / cost_basis × 100, 2 decimals; 0 when cost_basis is 0. */
  unrealized_gain_pct: z.number(),
  /** Product §10 (additive): when the prices `current_price` uses were taken, ISO 8601; null without prices. */
  prices_at: z.iso.datetime({ offset: true }).nullable(),
  ...worthFields,
  /** Additive, always sent: (cost_basis − refundable) / quantity, the dealer price per unit that recovers the cost. */
  break_even_price: z.number().optional(),
});
export type Holding = z.infer<typeof holdingSchema>;

export const holdingsResponseSchema = z.array(holdingSchema);
export type HoldingsResponse = z.infer<typeof holdingsResponseSchema>;

/** GET /api/portfolios/value/ — every field present, 0 when there is nothing to value (product §3). */
export const portfolioValueSchema = z.object({
  total_value: z.number(),
  /** Value now minus the same holdings at the previous day's close (Cairo day). */
  latest_change: z.number(),
  /** latest_change as a percentage of that close, 2 decimals; 0 when the close is 0. */
  percentage_change: z.number(),
  /** Σ weight × quantity over gold holdings, 4 decimals: the gross weight. */
  total_grams: z.number(),
  /** Product §10 (additive): the pure gold in it, Σ grams × karat / 24 (24 karat equivalent), 4 decimals. */
  pure_gold_grams: z.number(),
  /** EGP per gram at which gold is valued (the lower of buy/sell); 0 without prices. */
  gold_24k_price: z.number(),
  gold_21k_price: z.number(),
  gold_18k_price: z.number(),
  /** Product §10 (additive): when the prices of `total_value` were taken, ISO 8601; null without prices. */
  prices_at: z.iso.datetime({ offset: true }).nullable(),
  /** Product §10 (additive): the Cairo day (YYYY-MM-DD) whose close `latest_change` compares with; null without one. */
  previous_close_day: z.iso.date().nullable(),
  /** Product §10 (additive; ADR 007 weighted-average cost): what the holdings still held cost (EGP). */
  cost_basis: z.number(),
  /** total_value − cost_basis. */
  unrealized_gain: z.number(),
  /** unrealized_gain / cost_basis × 100, 2 decimals; 0 when cost_basis is 0. */
  unrealized_gain_pct: z.number(),
  /** Σ over sells of quantity × (price − average cost just before); a loss is negative. */
  realized_gain: z.number(),
  /** unrealized_gain + realized_gain. */
  total_gain: z.number(),
  /** Additive: the holdings' worth split summed (see worthFields); null figures when any holding's is unknown. */
  ...worthFields,
  /**
   * Additive, always sent: total_value counted in gold and dollars at today's prices (what a dealer pays): grams of
   * 21k (4 decimals), full gold pounds (4 decimals), US dollars (2 decimals); each null without that price.
   */
  in_units: z
    .object({
      gold_21_grams: z.number().nullable(),
      gold_pounds: z.number().nullable(),
      usd: z.number().nullable(),
    })
    .optional(),
});
export type PortfolioValue = z.infer<typeof portfolioValueSchema>;

export const chartRangeSchema = z.enum(chartRanges, { error: 'Choose one of 1w, 1m, 6m, all.' });
export type ChartRange = z.infer<typeof chartRangeSchema>;

/** GET /api/portfolios/chart/?range= (without one: 1m, the SPA's default, product §9). */
export const chartQuerySchema = z.object({
  range: chartRangeSchema.default('1m'),
  /** The household (product §13); absent, the caller's own. */
  household: householdQueryField,
  /** One household member's part (product §13); absent, the whole household. */
  member: memberQueryField,
});
export type ChartQuery = z.infer<typeof chartQuerySchema>;

export const chartPointSchema = z.object({
  /** Cairo calendar day, YYYY-MM-DD. */
  date: z.iso.date(),
  /** Portfolio value in EGP at that day's close (today: now). */
  value: z.number(),
  /**
   * Product §17 (additive): the Cairo day whose prices valued the point. Older than `date` when that day had no prices
   * (its value is carried forward from this day's); `date` itself when nothing was held; null when nothing held had
   * a price yet (the value is then 0).
   */
  priced_on: z.iso.date().nullable(),
});
export type ChartPoint = z.infer<typeof chartPointSchema>;

export const chartResponseSchema = z.array(chartPointSchema);
export type ChartResponse = z.infer<typeof chartResponseSchema>;

// Errors the SPA translates (product §8): `portfolioErrorDetails`, in portfolio-values.ts.
