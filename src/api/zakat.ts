import type {
  ZakatPayment,
  ZakatPaymentPayload,
  ZakatResponse,
  ZakatSettingsBody,
  ZakatSettingsPayload,
} from '@contract/zakat';
import type { MemberZakatList } from '@contract/household';
import { api, type RequestOptions } from '@/api/client';
import { callApi } from '@/api/failure';

/** GET /api/zakat/ (issue 16): the computation as of today with the person's settings. */
export function fetchZakat(options: RequestOptions = {}): Promise<ZakatResponse> {
  return api.get('api/zakat/', { signal: options.signal }).json<ZakatResponse>();
}

/** GET /api/zakat/payments/: the zakat recorded as paid, newest first. */
export function fetchZakatPayments(options: RequestOptions = {}): Promise<ZakatPayment[]> {
  return api.get('api/zakat/payments/', { signal: options.signal }).json<ZakatPayment[]>();
}

/** The page's data: the computation and the payments, asked for in parallel. */
export async function fetchZakatPage(
  options: RequestOptions = {},
): Promise<{ zakat: ZakatResponse; payments: ZakatPayment[] }> {
  const [zakat, payments] = await Promise.all([fetchZakat(options), fetchZakatPayments(options)]);
  return { zakat, payments };
}

/** PUT /api/zakat/settings/; rejects with an ApiFailure (DRF-shaped field errors on a 400). */
export function saveZakatSettings(payload: ZakatSettingsPayload): Promise<ZakatSettingsBody> {
  return callApi(() => api.put('api/zakat/settings/', { json: payload }).json<ZakatSettingsBody>());
}

/** POST /api/zakat/payments/: settles the hawl that is due; rejects with an ApiFailure. */
export function recordZakatPayment(payload: ZakatPaymentPayload): Promise<ZakatPayment> {
  return callApi(() => api.post('api/zakat/payments/', { json: payload }).json<ZakatPayment>());
}

/** GET /api/zakat/reminder.ics: the calendar event of the next due day, as a file. */
export function fetchZakatReminder(): Promise<Blob> {
  return callApi(() => api.get('api/zakat/reminder.ics', { headers: { accept: 'text/calendar' } }).blob());
}

/** GET /api/zakat/members/ (issue 17): each member's own computation, listed one by one. */
export function fetchMemberZakat(options: RequestOptions = {}): Promise<MemberZakatList> {
  return api.get('api/zakat/members/', { signal: options.signal }).json<MemberZakatList>();
}
