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
import { inScope, type HouseholdScope } from '@/api/household-scope';

/** GET /api/zakat/ (product §12): the computation as of today with the person's settings. */
export function fetchZakat(scope: HouseholdScope, options: RequestOptions = {}): Promise<ZakatResponse> {
  return api.get('api/zakat/', { ...inScope(scope, true), signal: options.signal }).json<ZakatResponse>();
}

/** GET /api/zakat/payments/: the zakat recorded as paid, newest first. */
export function fetchZakatPayments(
  scope: HouseholdScope,
  options: RequestOptions = {},
): Promise<ZakatPayment[]> {
  return api
    .get('api/zakat/payments/', { ...inScope(scope, true), signal: options.signal })
    .json<ZakatPayment[]>();
}

/** The page's data: the computation and the payments, asked for in parallel. */
export async function fetchZakatPage(
  scope: HouseholdScope,
  options: RequestOptions = {},
): Promise<{ zakat: ZakatResponse; payments: ZakatPayment[] }> {
  const [zakat, payments] = await Promise.all([
    fetchZakat(scope, options),
    fetchZakatPayments(scope, options),
  ]);
  return { zakat, payments };
}

/** PUT /api/zakat/settings/; rejects with an ApiFailure (DRF-shaped field errors on a 400). */
export function saveZakatSettings(
  scope: HouseholdScope,
  payload: ZakatSettingsPayload,
): Promise<ZakatSettingsBody> {
  return callApi(() =>
    api.put('api/zakat/settings/', { ...inScope(scope, true), json: payload }).json<ZakatSettingsBody>(),
  );
}

/** POST /api/zakat/payments/: settles the hawl that is due; rejects with an ApiFailure. */
export function recordZakatPayment(
  scope: HouseholdScope,
  payload: ZakatPaymentPayload,
): Promise<ZakatPayment> {
  return callApi(() =>
    api.post('api/zakat/payments/', { ...inScope(scope, true), json: payload }).json<ZakatPayment>(),
  );
}

/** GET /api/zakat/reminder.ics: the calendar event of the next due day, as a file. */
export function fetchZakatReminder(scope: HouseholdScope): Promise<Blob> {
  return callApi(() =>
    api
      .get('api/zakat/reminder.ics', { ...inScope(scope, true), headers: { accept: 'text/calendar' } })
      .blob(),
  );
}

/** GET /api/zakat/members/ (product §13): each member's own computation, listed one by one. */
export function fetchMemberZakat(
  scope: HouseholdScope,
  options: RequestOptions = {},
): Promise<MemberZakatList> {
  return api
    .get('api/zakat/members/', { ...inScope(scope, false), signal: options.signal })
    .json<MemberZakatList>();
}
