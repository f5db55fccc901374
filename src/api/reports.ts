import type { NotificationSettings, Report, ReportMonths } from '@contract/reports';
import { type ApiClient, withoutSession, type RequestOptions } from './client';

/** GET /api/reports/ (product §14): the months that have a report, newest first. */
export async function fetchReportMonths(client: ApiClient, options: RequestOptions = {}): Promise<string[]> {
  return (await client.get('api/reports/', { signal: options.signal }).json<ReportMonths>()).months;
}

/** GET /api/reports/{YYYY-MM}/: one month's report (404 for a month without one). */
export function fetchReport(client: ApiClient, month: string, options: RequestOptions = {}): Promise<Report> {
  return client.get(`api/reports/${encodeURIComponent(month)}/`, { signal: options.signal }).json<Report>();
}

/** GET /api/users/me/notifications/: the person's e-mail choices. */
export function fetchNotificationSettings(client: ApiClient): Promise<NotificationSettings> {
  return client.get('api/users/me/notifications/').json<NotificationSettings>();
}

/** PUT /api/users/me/notifications/ */
export function saveNotificationSettings(
  client: ApiClient,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  return client.put('api/users/me/notifications/', { json: settings }).json<NotificationSettings>();
}

/** POST /api/report-unsubscribe/{token}/ without a session: the link of a report e-mail stops the reports. */
export function unsubscribeFromReports(client: ApiClient, token: string): Promise<{ email: string }> {
  return client
    .post(`api/report-unsubscribe/${encodeURIComponent(token)}/`, withoutSession)
    .json<{ email: string }>();
}
