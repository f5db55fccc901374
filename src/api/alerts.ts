import {
  alertSchema,
  notificationListSchema,
  type Alert,
  type AlertCondition,
  type AlertInstrument,
  type NotificationList,
} from '@contract/alerts';
import { z } from 'zod';
import { api, withoutSession } from './client';

/** Price alerts and the in-app notifications (issue 18), with the session's bearer like every signed-in call. */

/** GET /api/alerts/ */
export function fetchAlerts(): Promise<Alert[]> {
  return api.get('api/alerts/').json(z.array(alertSchema));
}

/** POST /api/alerts/ (201, armed). */
export function createAlert(payload: {
  instrument: AlertInstrument;
  condition: AlertCondition;
  threshold: string;
}): Promise<Alert> {
  return api.post('api/alerts/', { json: payload }).json(alertSchema);
}

/** PATCH /api/alerts/{uuid}/ with a new state: `armed` re-arms, `paused` switches off. */
export function setAlertState(uuid: string, state: 'armed' | 'paused'): Promise<Alert> {
  return api.patch(`api/alerts/${uuid}/`, { json: { state } }).json(alertSchema);
}

/** DELETE /api/alerts/{uuid}/ (204). */
export async function deleteAlert(uuid: string): Promise<void> {
  await api.delete(`api/alerts/${uuid}/`);
}

/** GET /api/notifications/: newest first, with the unread count. */
export function fetchNotifications(): Promise<NotificationList> {
  return api.get('api/notifications/').json(notificationListSchema);
}

/** POST /api/notifications/read/: the given ones, or all without `uuids`. Answers what is left unread. */
export function markNotificationsRead(uuids?: string[]): Promise<{ unread: number }> {
  return api
    .post('api/notifications/read/', { json: uuids ? { uuids } : {} })
    .json(z.object({ unread: z.number() }));
}

const switchedOffSchema = z.object({ instrument: z.string(), condition: z.string(), threshold: z.string() });
export type SwitchedOffAlert = z.infer<typeof switchedOffSchema>;

/** POST /api/alert-off/{token}/ without a session: pauses the alert the e-mail's link names. */
export function switchAlertOff(token: string): Promise<SwitchedOffAlert> {
  return api.post(`api/alert-off/${encodeURIComponent(token)}/`, withoutSession).json(switchedOffSchema);
}
