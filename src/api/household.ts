import type { CreateMemberPayload, Household, Member, UpdateMemberPayload } from '@contract/household';
import type { Access, Invitation, InvitationPayload, InvitationPreview } from '@contract/household-sharing';
import type { HouseholdData } from '@machines/household/types';
import type { SharingData } from '@machines/household-sharing/types';
import { type ApiClient, type RequestOptions } from '@/api/client';
import { fetchPortfolioValue } from '@/api/dashboard';
import { inScope, type HouseholdScope } from '@/api/household-scope';

/** GET /api/household/members/ (product §13): the household's members, the owner's own (`self`) first. */
export function fetchMembers(
  client: ApiClient,
  scope: HouseholdScope,
  options: RequestOptions = {},
): Promise<Member[]> {
  return client
    .get('api/household/members/', { ...inScope(scope, false), signal: options.signal })
    .json<Member[]>();
}

/** The family page's data: each member with their total, and the whole household's, asked for in parallel. */
export async function fetchHousehold(
  client: ApiClient,
  scope: HouseholdScope,
  options: RequestOptions = {},
): Promise<HouseholdData> {
  const whole = { household: scope.household, member: null };
  const [members, household] = await Promise.all([
    fetchMembers(client, scope, options),
    fetchPortfolioValue(client, whole, options),
  ]);
  const values = await Promise.all(
    members.map((m) => fetchPortfolioValue(client, { ...whole, member: m.uuid }, options)),
  );
  return {
    members: members.map((m, i) => ({ ...m, total: values[i]!.total_value })),
    total: household.total_value,
  };
}

/** POST /api/household/members/ */
export function createMember(
  client: ApiClient,
  scope: HouseholdScope,
  payload: CreateMemberPayload,
): Promise<Member> {
  return client.post('api/household/members/', { ...inScope(scope, false), json: payload }).json<Member>();
}

/** PATCH /api/household/members/{uuid}/ */
export function updateMember(
  client: ApiClient,
  scope: HouseholdScope,
  uuid: string,
  payload: UpdateMemberPayload,
): Promise<Member> {
  return client
    .patch(`api/household/members/${encodeURIComponent(uuid)}/`, { ...inScope(scope, false), json: payload })
    .json<Member>();
}

/** DELETE /api/household/members/{uuid}/: refused (400) while the member has transactions. */
export async function deleteMember(client: ApiClient, scope: HouseholdScope, uuid: string): Promise<void> {
  await client.delete(`api/household/members/${encodeURIComponent(uuid)}/`, inScope(scope, false));
}

/** POST /api/household/members/{uuid}/move/: every transaction of the member goes to `to`. */
export async function moveMemberTransactions(
  client: ApiClient,
  scope: HouseholdScope,
  uuid: string,
  to: string,
): Promise<void> {
  await client.post(`api/household/members/${encodeURIComponent(uuid)}/move/`, {
    ...inScope(scope, false),
    json: { to },
  });
}

/** GET /api/households/ (product §13): every household the caller holds a role in, their own first. */
export function fetchHouseholds(client: ApiClient, options: RequestOptions = {}): Promise<Household[]> {
  return client.get('api/households/', { signal: options.signal }).json<Household[]>();
}

/** GET /api/household/access/ and GET /api/household/invitations/ (product §13): who has access, who is invited. */
export async function fetchSharing(
  client: ApiClient,
  scope: HouseholdScope,
  options: RequestOptions = {},
): Promise<SharingData> {
  const scoped = { ...inScope(scope, false), signal: options.signal };
  const [access, invitations] = await Promise.all([
    client.get('api/household/access/', scoped).json<Access[]>(),
    client.get('api/household/invitations/', scoped).json<Invitation[]>(),
  ]);
  return { access, invitations };
}

/** POST /api/household/invitations/: the e-mail carries the link (a new one replaces a pending one). */
export function inviteToHousehold(
  client: ApiClient,
  scope: HouseholdScope,
  payload: InvitationPayload,
): Promise<Invitation> {
  return client
    .post('api/household/invitations/', { ...inScope(scope, false), json: payload })
    .json<Invitation>();
}

/** DELETE /api/household/invitations/{uuid}/ */
export async function cancelInvitation(
  client: ApiClient,
  scope: HouseholdScope,
  uuid: string,
): Promise<void> {
  await client.delete(`api/household/invitations/${encodeURIComponent(uuid)}/`, inScope(scope, false));
}

/** DELETE /api/household/access/{uuid}/: effective at once, on every instance. */
export async function revokeAccess(client: ApiClient, scope: HouseholdScope, uuid: string): Promise<void> {
  await client.delete(`api/household/access/${encodeURIComponent(uuid)}/`, inScope(scope, false));
}

/** POST /api/household/invitations/accept/: the household joined and the caller's role, or 400 {"token": [...]}. */
export function acceptInvitation(client: ApiClient, token: string): Promise<Household> {
  return client.post('api/household/invitations/accept/', { json: { token } }).json<Household>();
}

/** GET /api/invitations/{token}/ (no session): the owner whose household the link joins, or 404. */
export function previewInvitation(client: ApiClient, token: string): Promise<InvitationPreview> {
  return client.get(`api/invitations/${encodeURIComponent(token)}/`).json<InvitationPreview>();
}

/** POST /api/household/leave/ (204). */
export async function leaveHousehold(client: ApiClient, household: string): Promise<void> {
  await client.post('api/household/leave/', { json: { household } });
}
