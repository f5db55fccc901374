import { z } from 'zod';
import { mainTypeSchema, transactionSchema } from './portfolio';
import { hawlStates } from './zakat-values';

/**
 * Monthly reports (product §14): one month of a portfolio, for the page /dashboard/reports/{YYYY-MM} and the e-mail
 * alike. EGP amounts are JSON numbers rounded to 2 decimals, quantities and grams to 4; the server computes with
 * exact decimals, and the totals are the sums of the rows (start_value = Σ holdings' start_value).
 */

/** `YYYY-MM`, a calendar month (Cairo). */
export const REPORT_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const reportMonthMessage = 'Enter a month as YYYY-MM.';

export const reportParamsSchema = z.object({ month: z.string() });

const range = z.object({ min: z.number(), max: z.number() }).nullable();

export const reportHoldingSchema = z.object({
  asset_code: z.string(),
  asset_name: z.string(),
  main_type: mainTypeSchema,
  start_quantity: z.number(),
  end_quantity: z.number(),
  start_value: z.number(),
  end_value: z.number(),
  change: z.number(),
});
export type ReportHolding = z.infer<typeof reportHoldingSchema>;

export const reportSchema = z.object({
  month: z.string(),
  /** The month's first and last Cairo day (the last is today while the month runs). */
  from: z.string(),
  to: z.string(),
  /** False while the month is still running: the end value is then today's. */
  complete: z.boolean(),
  start_value: z.number(),
  end_value: z.number(),
  change: z.number(),
  /** Of the start value; null when the month started from nothing. */
  change_pct: z.number().nullable(),
  /** Bought minus sold during the month, at the transactions' prices: how much of the change is new money. */
  net_invested: z.number(),
  /** When the prices that value the start and the end were taken; null when none was known then. */
  start_prices_at: z.string().nullable(),
  end_prices_at: z.string().nullable(),
  /** Product §17 (additive): the Cairo days (YYYY-MM-DD) of those prices; null when none was known then. */
  start_priced_on: z.iso.date().nullable(),
  end_priced_on: z.iso.date().nullable(),
  /**
   * Product §17 (additive): whether any price was stored for a day of the month. False: the start and the end are valued
   * at the same older prices (end_priced_on), so `change` is only what was bought and sold, not the market's move.
   */
  prices_in_month: z.boolean(),
  total_grams: z.number(),
  pure_gold_grams: z.number(),
  holdings: z.array(reportHoldingSchema),
  transactions: z.array(transactionSchema),
  /** The month's lowest and highest stored 21k buy price and USD rate (EGP); null without a stored price. */
  gold_21_buy: range,
  usd: range,
  zakat: z.object({
    as_of: z.string(),
    nisab_reached: z.boolean(),
    hawl_state: z.enum(hawlStates),
    due_on: z.string().nullable(),
    amount_due: z.number(),
  }),
});
export type Report = z.infer<typeof reportSchema>;

/** GET /api/reports/: every month with a report, newest first (from the first transaction's month to this one). */
export const reportMonthsSchema = z.object({ months: z.array(z.string()) });
export type ReportMonths = z.infer<typeof reportMonthsSchema>;

/** GET/PUT /api/users/me/notifications/: the person's e-mail choices. */
export const notificationSettingsSchema = z.object({ monthly_report: z.boolean() });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsPayloadSchema = z.strictObject({ monthly_report: z.boolean() });

/** What the unsubscribe link names: the person's address, so the page can say whose reports stop. */
export const reportUnsubscribeSchema = z.object({ email: z.string() });
