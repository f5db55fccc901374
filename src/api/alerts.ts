import type {
  Alert,
  AlertCondition,
  AlertInstrument,
  AlertPage,
  NotificationList,
  PricedInstrument,
} from '@contract/alerts';
import { MAX_ALERTS } from '@contract/alerts-values';
import { type ApiClient, withoutSession } from './client';

// Price alerts and the in-app notifications (product §14), with the session's bearer like every signed-in call. The
// answers are typed by the contract and not parsed again here, as every other SPA call: the notifications load
// with the signed-in layout, and a schema parser there would put zod into every signed-in page (architecture §7).

/**
 * GET /api/alerts/ page by page (product §16): a person holds at most MAX_ALERTS, one page's most, so this is
 * one request; the pages are followed all the same should a page ever hold fewer.
 */
export async function fetchAlerts(client: ApiClient): Promise<Alert[]> {
  const alerts: Alert[] = [];
  for (;;) {
    const page = await client
      .get('api/alerts/', { searchParams: { limit: MAX_ALERTS, offset: alerts.length } })
      .json<AlertPage>();
    alerts.push(...page.results);
    if (page.next === null || page.results.length === 0) return alerts;
  }
}

/** GET /api/alerts/instruments/: what an alert may watch, the instruments the latest prices include (product §17). */
export function fetchPricedInstruments(client: ApiClient): Promise<PricedInstrument[]> {
  return client.get('api/alerts/instruments/').json<PricedInstrument[]>();
}

/** POST /api/alerts/ (201, armed). */
export function createAlert(
  client: ApiClient,
  payload: {
    instrument: AlertInstrument;
    condition: AlertCondition;
    threshold: string;
  },
): Promise<Alert> {
  return client.post('api/alerts/', { json: payload }).json<Alert>();
}

/** PATCH /api/alerts/{uuid}/ with a new state: `armed` re-arms, `paused` switches off. */
export function setAlertState(client: ApiClient, uuid: string, state: 'armed' | 'paused'): Promise<Alert> {
  return client.patch(`api/alerts/${uuid}/`, { json: { state } }).json<Alert>();
}

/** DELETE /api/alerts/{uuid}/ (204). */
export async function deleteAlert(client: ApiClient, uuid: string): Promise<void> {
  await client.delete(`api/alerts/${uuid}/`);
}

/** GET /api/notifications/: newest first, with the unread count. */
export function fetchNotifications(client: ApiClient): Promise<NotificationList> {
  return client.get('api/notifications/').json<NotificationList>();
}

/** POST /api/notifications/read/: the given ones, or all without `uuids`. Answers what is left unread. */
export function markNotificationsRead(client: ApiClient, uuids?: string[]): Promise<{ unread: number }> {
  return client.post('api/notifications/read/', { json: uuids ? { uuids } : {} }).json<{ unread: number }>();
}

/** What POST /api/alert-off/{token}/ answers: the alert it switched off. */
export interface SwitchedOffAlert {
  instrument: string;
  condition: string;
  threshold: string;
}

/** POST /api/alert-off/{token}/ without a session: pauses the alert the e-mail's link names. */
export function switchAlertOff(client: ApiClient, token: string): Promise<SwitchedOffAlert> {
  return client.post(`api/alert-off/${encodeURIComponent(token)}/`, withoutSession).json<SwitchedOffAlert>();
}
