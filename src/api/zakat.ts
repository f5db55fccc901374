import type {
  ZakatPayment,
  ZakatPaymentPayload,
  ZakatResponse,
  ZakatSettingsBody,
  ZakatSettingsPayload,
} from '@contract/zakat';
import type { MemberZakatList } from '@contract/household';
import { type ApiClient, type RequestOptions } from '@/api/client';
import { callApi } from '@/api/failure';
import { inScope, type HouseholdScope } from '@/api/household-scope';

/** GET /api/zakat/ (product §12): the computation as of today with the person's settings. */
export function fetchZakat(
  client: ApiClient,
  scope: HouseholdScope,
  options: RequestOptions = {},
): Promise<ZakatResponse> {
  return client.get('api/zakat/', { ...inScope(scope, true), signal: options.signal }).json<ZakatResponse>();
}

/** GET /api/zakat/payments/: the zakat recorded as paid, newest first. */
export function fetchZakatPayments(
  client: ApiClient,
  scope: HouseholdScope,
  options: RequestOptions = {},
): Promise<ZakatPayment[]> {
  return client
    .get('api/zakat/payments/', { ...inScope(scope, true), signal: options.signal })
    .json<ZakatPayment[]>();
}

/** The page's data: the computation and the payments, asked for in parallel. */
export async function fetchZakatPage(
  client: ApiClient,
  scope: HouseholdScope,
  options: RequestOptions = {},
): Promise<{ zakat: ZakatResponse; payments: ZakatPayment[] }> {
  const [zakat, payments] = await Promise.all([
    fetchZakat(client, scope, options),
    fetchZakatPayments(client, scope, options),
  ]);
  return { zakat, payments };
}

/** PUT /api/zakat/settings/; rejects with an ApiFailure (DRF-shaped field errors on a 400). */
export function saveZakatSettings(
  client: ApiClient,
  scope: HouseholdScope,
  payload: ZakatSettingsPayload,
): Promise<ZakatSettingsBody> {
  return callApi(() =>
    client.put('api/zakat/settings/', { ...inScope(scope, true), json: payload }).json<ZakatSettingsBody>(),
  );
}

/** POST /api/zakat/payments/: settles the hawl that is due; rejects with an ApiFailure. */
export function recordZakatPayment(
  client: ApiClient,
  scope: HouseholdScope,
  payload: ZakatPaymentPayload,
): Promise<ZakatPayment> {
  return callApi(() =>
    client.post('api/zakat/payments/', { ...inScope(scope, true), json: payload }).json<ZakatPayment>(),
  );
}

/** GET /api/zakat/reminder.ics: the calendar event of the next due day, as a file. */
export function fetchZakatReminder(client: ApiClient, scope: HouseholdScope): Promise<Blob> {
  return callApi(() =>
    client
      .get('api/zakat/reminder.ics', { ...inScope(scope, true), headers: { accept: 'text/calendar' } })
      .blob(),
  );
}

/** GET /api/zakat/members/ (product §13): each member's own computation, listed one by one. */
export function fetchMemberZakat(
  client: ApiClient,
  scope: HouseholdScope,
  options: RequestOptions = {},
): Promise<MemberZakatList> {
  return client
    .get('api/zakat/members/', { ...inScope(scope, false), signal: options.signal })
    .json<MemberZakatList>();
}
