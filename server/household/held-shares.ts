import type { HeldShare } from '@contract/auth';
import type { AppContext } from '../app-context';
import type { Queryable } from '../auth/session-store';

/**
 * Shares a password reset held for their owner's decision (migration 0701, docs/decisions/022): while held, the
 * person they were granted to has no access (the access check reads household_roles only).
 */

/**
 * In the reset's transaction: every share of the owner's household is held, and every pending invitation dies
 * (an invitation sent by a session the reset ended would otherwise grant access later).
 */
export async function holdShares(db: Queryable, ownerId: number, now: Date): Promise<void> {
  await db.query(
    `WITH moved AS (
       DELETE FROM household_roles r USING households h
        WHERE h.id = r.household_id AND h.owner_id = $1 AND r.role <> 'owner'
        RETURNING r.household_id, r.user_id, r.role, r.uuid, r.created_at)
     INSERT INTO household_roles_held (household_id, user_id, role, uuid, created_at, held_at)
     SELECT household_id, user_id, role, uuid, created_at, $2 FROM moved
     ON CONFLICT (household_id, user_id) DO NOTHING`,
    [ownerId, now],
  );
  await db.query(
    `DELETE FROM household_invitations i USING households h
      WHERE h.id = i.household_id AND h.owner_id = $1 AND i.accepted_at IS NULL`,
    [ownerId],
  );
}

/** The owner's held shares, oldest grant first. */
export async function listHeldShares(ctx: AppContext, ownerId: number): Promise<HeldShare[]> {
  const { rows } = await ctx.pool.query<HeldShare>(
    `SELECT s.uuid::text AS uuid, u.email, s.role
       FROM household_roles_held s
       JOIN households h ON h.id = s.household_id AND h.owner_id = $1
       JOIN users u ON u.id = s.user_id
      ORDER BY s.created_at, u.id`,
    [ownerId],
  );
  return rows;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The owner's answer for one held share: kept (its role comes back as it was) or ended (gone). False when the
 * owner holds no such share (another person's, or already answered).
 */
export async function answerHeldShare(
  ctx: AppContext,
  ownerId: number,
  uuid: string,
  keep: boolean,
): Promise<boolean> {
  if (!UUID.test(uuid)) return false;
  const { rows } = await ctx.pool.query(
    `WITH answered AS (
       DELETE FROM household_roles_held s USING households h
        WHERE h.id = s.household_id AND h.owner_id = $1 AND s.uuid = $2
        RETURNING s.household_id, s.user_id, s.role, s.uuid, s.created_at),
     kept AS (
       INSERT INTO household_roles (household_id, user_id, role, uuid, created_at)
       SELECT household_id, user_id, role, uuid, created_at FROM answered WHERE $3
       ON CONFLICT (household_id, user_id) DO NOTHING)
     SELECT 1 FROM answered`,
    [ownerId, uuid.toLowerCase(), keep],
  );
  return rows.length > 0;
}
