import { randomBytes } from 'node:crypto';
import type { Household, HouseholdRole } from '@contract/household';
import type { Access, Invitation, InvitedRole } from '@contract/household-sharing';
import { MAX_PENDING_INVITATIONS } from '@contract/household-sharing-values';
import type { AppContext } from '../app-context';
import { hashToken } from '../auth/activation';
import { inTransaction } from '../db/transaction';
import { isUuid } from '../http/uuid';

/**
 * Sharing a household in the database (migration 0601's household_roles and household_invitations; product §13).
 * Every query names the household the request acts on (server/household/access.ts) or the caller's own roles.
 */

/** An invitation link works once, for seven days (product §13). */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

interface InvitationRow {
  uuid: string;
  email: string;
  role: InvitedRole;
  expires_at: Date;
}

const present = (r: InvitationRow): Invitation => ({
  uuid: r.uuid,
  email: r.email,
  role: r.role,
  expires_at: r.expires_at.toISOString(),
});

/** The household's invitations still pending (not accepted, not expired), newest first. */
export async function listInvitations(ctx: AppContext, householdId: number): Promise<Invitation[]> {
  const { rows } = await ctx.pool.query<InvitationRow>(
    `SELECT uuid::text AS uuid, email, role, expires_at FROM household_invitations
      WHERE household_id = $1 AND accepted_at IS NULL AND expires_at > $2
      ORDER BY created_at DESC, id DESC`,
    [householdId, ctx.now()],
  );
  return rows.map(present);
}

export type CreatedInvitation =
  { ok: true; invitation: Invitation; token: string } | { ok: false; reason: 'full' };

/**
 * A new invitation of `email` (lower case) as `role`, replacing any still pending for that address: the latest
 * e-mail's link is the one that works. The token is returned once, for the e-mail; only its hash is stored.
 * Refused ('full') when the household already has MAX_PENDING_INVITATIONS pending for other addresses.
 */
export async function createInvitation(
  ctx: AppContext,
  householdId: number,
  email: string,
  role: InvitedRole,
): Promise<CreatedInvitation> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const row = await inTransaction(ctx.pool, async (client) => {
    // The household's invitations are created one at a time, so two at once cannot both take the last place.
    // NO KEY UPDATE: accepting an invitation (whose new role's foreign key share-locks the row) does not wait.
    await client.query('SELECT 1 FROM households WHERE id = $1 FOR NO KEY UPDATE', [householdId]);
    const { rows: pending } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM household_invitations
        WHERE household_id = $1 AND email <> $2 AND accepted_at IS NULL AND expires_at > $3`,
      [householdId, email, now],
    );
    if (pending[0]!.n >= MAX_PENDING_INVITATIONS) return null;
    await client.query(
      'DELETE FROM household_invitations WHERE household_id = $1 AND email = $2 AND accepted_at IS NULL',
      [householdId, email],
    );
    const { rows } = await client.query<InvitationRow>(
      `INSERT INTO household_invitations (household_id, email, role, token_hash, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING uuid::text AS uuid, email, role, expires_at`,
      [householdId, email, role, hashToken(token), new Date(now.getTime() + INVITATION_LIFETIME_MS), now],
    );
    return rows[0]!;
  });
  return row ? { ok: true, invitation: present(row), token } : { ok: false, reason: 'full' };
}

/** Withdraws a pending invitation of the household; false when it names none. */
export async function deleteInvitation(ctx: AppContext, householdId: number, uuid: string): Promise<boolean> {
  if (!isUuid(uuid)) return false;
  const { rowCount } = await ctx.pool.query(
    'DELETE FROM household_invitations WHERE household_id = $1 AND uuid = $2 AND accepted_at IS NULL',
    [householdId, uuid.toLowerCase()],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * The owner's name (their own member's) of the pending invitation of `token`, or null for a token that names no
 * invitation still to accept: unknown, used and expired links are alike to the caller.
 */
export async function previewInvitation(ctx: AppContext, token: string): Promise<string | null> {
  const { rows } = await ctx.pool.query<{ owner: string }>(
    `SELECT m.name AS owner
       FROM household_invitations i JOIN household_members m ON m.household_id = i.household_id AND m.is_owner
      WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.expires_at > $2`,
    [hashToken(token), ctx.now()],
  );
  return rows[0]?.owner ?? null;
}

export type AcceptResult =
  { ok: true; household: Household; ownerId: number } | { ok: false; reason: 'token' | 'address' };

/**
 * Accepts the invitation of `token` for the signed-in person: single use (the row is locked, then marked), valid
 * until it expires, and only for the address it was sent to (compared without case). A person who holds a role in
 * the household already gets the invited one, the owner keeps theirs.
 */
export async function acceptInvitation(
  ctx: AppContext,
  user: { id: number; email: string },
  token: string,
): Promise<AcceptResult> {
  return inTransaction(ctx.pool, async (client) => {
    const { rows } = await client.query<{
      id: number;
      household_id: number;
      email: string;
      role: InvitedRole;
      usable: boolean;
      owner_id: number;
    }>(
      `SELECT i.id, i.household_id, i.email, i.role, h.owner_id,
              (i.accepted_at IS NULL AND i.expires_at > $2) AS usable
         FROM household_invitations i JOIN households h ON h.id = i.household_id
        WHERE i.token_hash = $1
        FOR UPDATE OF i`,
      [hashToken(token), ctx.now()],
    );
    const invitation = rows[0];
    if (!invitation || !invitation.usable || invitation.owner_id === user.id)
      return { ok: false, reason: 'token' } as const;
    if (invitation.email !== user.email.trim().toLowerCase())
      return { ok: false, reason: 'address' } as const;
    await client.query('UPDATE household_invitations SET accepted_at = $2 WHERE id = $1', [
      invitation.id,
      ctx.now(),
    ]);
    const { rows: joined } = await client.query<Household>(
      `WITH role AS (
         INSERT INTO household_roles (household_id, user_id, role) VALUES ($1, $2, $3)
         ON CONFLICT (household_id, user_id) DO UPDATE SET role = EXCLUDED.role
          WHERE household_roles.role <> 'owner'
         RETURNING household_id, role)
       SELECT h.uuid::text AS uuid, h.name, coalesce(role.role, 'owner') AS role
         FROM households h LEFT JOIN role ON role.household_id = h.id
        WHERE h.id = $1`,
      [invitation.household_id, user.id, invitation.role],
    );
    return { ok: true, household: joined[0]!, ownerId: invitation.owner_id } as const;
  });
}

/** The people with access to the household: the owner first, then in the order they joined. */
export async function listAccess(ctx: AppContext, householdId: number): Promise<Access[]> {
  const { rows } = await ctx.pool.query<Access>(
    `SELECT r.uuid::text AS uuid, u.email, r.role
       FROM household_roles r JOIN users u ON u.id = r.user_id
      WHERE r.household_id = $1
      ORDER BY (r.role = 'owner') DESC, r.created_at, u.id`,
    [householdId],
  );
  return rows;
}

/** How a role's end went, and whose role of what it was (for the security log). */
export interface RoleEnd {
  outcome: 'ended' | 'not_found' | 'owner';
  userId?: number;
  role?: HouseholdRole;
}

/**
 * Deletes the role `held` selects (its household_id, user_id and role), unless it is the owner's: one statement, so
 * the answer is what the role was when it ended. The owner's role ends only with their account.
 */
async function endRole(ctx: AppContext, held: string, values: unknown[]): Promise<RoleEnd> {
  const { rows } = await ctx.pool.query<{ role: HouseholdRole; user_id: number }>(
    `WITH held AS (${held}),
     gone AS (
       DELETE FROM household_roles r USING held
        WHERE r.household_id = held.household_id AND r.user_id = held.user_id AND held.role <> 'owner')
     SELECT role, user_id FROM held`,
    values,
  );
  const row = rows[0];
  if (row === undefined) return { outcome: 'not_found' };
  return { outcome: row.role === 'owner' ? 'owner' : 'ended', userId: row.user_id, role: row.role };
}

/**
 * Ends one person's access to the household (`uuid` is their access row's). The next request they make is refused,
 * on every instance: roles are read on every request (access.ts).
 */
export async function revokeAccess(ctx: AppContext, householdId: number, uuid: string): Promise<RoleEnd> {
  if (!isUuid(uuid)) return { outcome: 'not_found' };
  return endRole(
    ctx,
    'SELECT household_id, user_id, role FROM household_roles WHERE household_id = $1 AND uuid = $2',
    [householdId, uuid.toLowerCase()],
  );
}

/** The caller gives up their role in a household shared with them; the owner cannot leave their own. */
export async function leaveHousehold(
  ctx: AppContext,
  userId: number,
  householdUuid: string,
): Promise<RoleEnd> {
  if (!isUuid(householdUuid)) return { outcome: 'not_found' };
  return endRole(
    ctx,
    `SELECT r.household_id, r.user_id, r.role FROM household_roles r JOIN households h ON h.id = r.household_id
      WHERE r.user_id = $1 AND h.uuid = $2`,
    [userId, householdUuid.toLowerCase()],
  );
}

/** The language of the account with this address, when there is one (an invitation mail's language). */
export async function languageOfAddress(ctx: AppContext, email: string): Promise<'ar' | 'en' | null> {
  const { rows } = await ctx.pool.query<{ language: 'ar' | 'en' }>(
    'SELECT language FROM users WHERE email = $1',
    [email],
  );
  return rows[0]?.language ?? null;
}

/** The account language of a user (the owner's, when the invitee has none). */
export async function languageOfUser(ctx: AppContext, userId: number): Promise<'ar' | 'en'> {
  const { rows } = await ctx.pool.query<{ language: 'ar' | 'en' }>(
    'SELECT language FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.language ?? 'ar';
}
