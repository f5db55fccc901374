import { z } from 'zod';
import { assetCodeSchema, decimalInputSchema, mainTypeSchema } from './portfolio';
// The plain values live in zakat-values.ts (no zod): the SPA and the server import them from there.
import {
  EARLIEST_PAYMENT_DAY,
  hawlRules,
  hawlStates,
  inclusionReasons,
  jewelleryRules,
  nisabBases,
  zakatErrorDetails,
  zakatYears,
} from './zakat-values';

/**
 * Zakat API contract (product §12, architecture §9). Computed EGP amounts are JSON numbers rounded to 2 decimals; the server
 * computes with exact decimals. The settings' `cash_egp` and `debts_egp` are the person's own entries and come back
 * exactly as stored. Amounts people type (`cash_egp`, `debts_egp`, `amount`) are accepted as JSON
 * numbers or canonical decimal strings with the limits of transactions.
 */

export const zakatSettingsSchema = z.object({
  nisab_basis: z.enum(nisabBases),
  hawl_rule: z.enum(hawlRules),
  jewellery: z.enum(jewelleryRules),
  /** `lunar` (2.5 %) or `solar` (the Gregorian anniversary at 2.577 %). */
  year: z.enum(zakatYears),
  /** Exactly as stored (up to 6 decimals), not rounded: the settings form sends it back unchanged. */
  cash_egp: z.number(),
  /** Money owed to the person that they expect back; counts like cash. Exactly as stored. */
  receivables_egp: z.number(),
  /** Exactly as stored (up to 6 decimals), not rounded. */
  debts_egp: z.number(),
});
export type ZakatSettingsBody = z.infer<typeof zakatSettingsSchema>;

/**
 * PUT /api/zakat/settings/?member= — one member's settings (absent: the household owner's own member). Every field
 * optional: an omitted one keeps its stored value, or its default (0, `lunar`, `gold_21`) when none is stored, so a
 * client written before `year` and `receivables_egp` keeps working. Unknown keys refused.
 */
export const zakatSettingsPayloadSchema = z.strictObject({
  nisab_basis: z.enum(nisabBases).optional(),
  hawl_rule: z.enum(hawlRules).optional(),
  jewellery: z.enum(jewelleryRules).optional(),
  year: z.enum(zakatYears).optional(),
  cash_egp: decimalInputSchema.optional(),
  receivables_egp: decimalInputSchema.optional(),
  debts_egp: decimalInputSchema.optional(),
});
export type ZakatSettingsPayload = z.input<typeof zakatSettingsPayloadSchema>;

export const zakatItemSchema = z.object({
  asset_code: assetCodeSchema,
  asset_name: z.string(),
  asset_type: mainTypeSchema,
  quantity: z.number(),
  value: z.number(),
  included: z.boolean(),
  reason: z.enum(inclusionReasons),
});
export type ZakatItem = z.infer<typeof zakatItemSchema>;

export const explanationStepSchema = z.object({
  key: z.string(),
  /** The step's numbers (decimals as strings, dates as YYYY-MM-DD), for the SPA to format in either language. */
  values: z.record(z.string(), z.string()),
});
export type ExplanationStep = z.infer<typeof explanationStepSchema>;

export const hawlSchema = z.object({
  state: z.enum(hawlStates),
  started_on: z.iso.date().nullable(),
  due_on: z.iso.date().nullable(),
  /** Umm al-Qura, `1448-05-14`. */
  due_on_hijri: z.string().nullable(),
});

/** A completed hawl no payment settled (product §12): owed. */
export const unpaidYearSchema = z.object({
  started_on: z.iso.date(),
  due_on: z.iso.date(),
  due_on_hijri: z.string(),
  value_on_due: z.number(),
  amount: z.number(),
});
export type UnpaidYear = z.infer<typeof unpaidYearSchema>;

/**
 * GET /api/zakat/?member= — one person's zakat (absent: the household owner's own member; never a pooled
 * household). `hawl` is the oldest unpaid year while one is owed (`due`), otherwise `current`, the year under way.
 */
export const zakatResponseSchema = z.object({
  as_of: z.iso.date(),
  settings: zakatSettingsSchema,
  /** The rate applied, in percent: 2.5, or 2.577 under a solar year. */
  rate: z.number(),
  nisab_grams: z.number(),
  /** Silver under the `silver` basis, and under `lower` when the silver nisab is the lower today; otherwise gold. */
  nisab_metal: z.enum(['gold', 'silver']),
  nisab_value: z.number(),
  nisab_reached: z.boolean(),
  zakatable_value: z.number(),
  items: z.array(zakatItemSchema),
  hawl: hawlSchema,
  current: hawlSchema,
  /** Every completed, unsettled hawl, oldest first. */
  unpaid: z.array(unpaidYearSchema),
  /** The oldest unpaid year's value on its due day. */
  value_on_due: z.number().nullable(),
  /** The sum of the unpaid years' amounts. */
  amount_due: z.number(),
  /** What the running year would owe if it ended today; null unless a year runs and today's wealth is at the nisab. */
  estimate: z.number().nullable(),
  explanation: z.array(explanationStepSchema),
});
export type ZakatResponse = z.infer<typeof zakatResponseSchema>;

export const zakatPaymentSchema = z.object({
  uuid: z.uuid(),
  paid_on: z.iso.date(),
  amount: z.number(),
  hawl_started_on: z.iso.date(),
  hawl_due_on: z.iso.date(),
});
export type ZakatPayment = z.infer<typeof zakatPaymentSchema>;
export const zakatPaymentListSchema = z.array(zakatPaymentSchema);

export const validDateMessage = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';

/**
 * POST /api/zakat/payments/?member= — settles the member's oldest unpaid year, or the one due on `due_on`. `z.iso.date()` takes any four-digit year, 0000
 * included, which PostgreSQL refuses: a day before 1900 is a 400 here (a day in the future is the route's, which
 * knows today's date in Cairo).
 */
export const zakatPaymentPayloadSchema = z.strictObject({
  paid_on: z.iso
    .date({
      error: (i) => (i.input === undefined ? 'This field is required.' : validDateMessage),
      abort: true,
    })
    .refine((day) => day >= EARLIEST_PAYMENT_DAY, { error: zakatErrorDetails.tooOldPayment }),
  amount: decimalInputSchema,
  due_on: z.iso.date({ error: validDateMessage }).optional(),
});
export type ZakatPaymentPayload = z.input<typeof zakatPaymentPayloadSchema>;

export const zakatPaymentParamsSchema = z.object({ uuid: z.string() });
