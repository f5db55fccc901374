import { z } from 'zod';
import { ALERT_CONDITIONS, ALERT_INSTRUMENTS, ALERT_STATES, MAX_ALERTS } from './alerts-values';
import { pageOf, pagingNumber } from './paging';

/** Price alerts and in-app notifications (product §14): the wire shapes shared by the server and the SPA. */

// The plain values live in alerts-values.ts (no zod) so the SPA can import them at run time.
export {
  ALERT_CONDITIONS,
  ALERT_INSTRUMENTS,
  ALERT_STATES,
  GOLD_INSTRUMENTS,
  MAX_ACTIVE_ALERTS,
  MAX_ALERTS,
  type AlertCondition,
  type AlertInstrument,
  type AlertState,
} from './alerts-values';

export const alertSchema = z.object({
  uuid: z.string(),
  instrument: z.enum(ALERT_INSTRUMENTS),
  condition: z.enum(ALERT_CONDITIONS),
  /** A canonical decimal string. */
  threshold: z.string(),
  state: z.enum(ALERT_STATES),
  fired_at: z.string().nullable(),
  created_at: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

/**
 * POST /api/alerts/ answers the alert and whether its condition is met by the latest price already (product §17): an
 * alert made so waits for the price to go back across its threshold, and fires at the next crossing.
 */
export const createdAlertSchema = alertSchema.extend({ met_now: z.boolean() });
export type CreatedAlert = z.infer<typeof createdAlertSchema>;

/** GET /api/alerts/instruments/: what an alert may watch, the instruments the latest prices include, with each price. */
export const pricedInstrumentSchema = z.object({ instrument: z.enum(ALERT_INSTRUMENTS), price: z.string() });
export type PricedInstrument = z.infer<typeof pricedInstrumentSchema>;

/**
 * GET /api/alerts/ pages as the transactions list does (product §16): without `limit` and `offset` the whole
 * list as an array (at most MAX_ALERTS), with either a page (alertPageSchema), oldest first.
 */
export const alertListQuerySchema = z.object({
  limit: pagingNumber(1, MAX_ALERTS),
  offset: pagingNumber(0, 2_147_483_647),
});
export const alertPageSchema = pageOf(alertSchema);
export type AlertPage = z.infer<typeof alertPageSchema>;

/** What the documents describe; the server then checks each field again (alert-input.ts) for its own messages. */
const thresholdInput = z.union([z.number(), z.string().max(40)]);
export const createAlertPayloadSchema = z.strictObject({
  instrument: z.enum(ALERT_INSTRUMENTS),
  condition: z.enum(ALERT_CONDITIONS),
  threshold: thresholdInput,
});
export const updateAlertPayloadSchema = z.strictObject({
  instrument: z.enum(ALERT_INSTRUMENTS).optional(),
  condition: z.enum(ALERT_CONDITIONS).optional(),
  threshold: thresholdInput.optional(),
  state: z.enum(['armed', 'paused']).optional(),
});
export const alertParamsSchema = z.object({ uuid: z.string() });

export const notificationSchema = z.object({
  uuid: z.string(),
  kind: z.enum(['price_alert', 'monthly_report']),
  created_at: z.string(),
  read: z.boolean(),
  instrument: z.string().nullable(),
  condition: z.string().nullable(),
  threshold: z.string().nullable(),
  price: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({ unread: z.number(), results: z.array(notificationSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;
/** Mark these read; without `uuids`, all of them. */
export const markReadPayloadSchema = z.strictObject({ uuids: z.array(z.string().max(36)).optional() });
