import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { AppContext } from '../app-context';

/** The pool, or a client inside a transaction (a revocation that must commit with a password change). */
export type Queryable = Pick<Pool | PoolClient, 'query'>;

/**
 * Sessions (table `sessions`, docs/decisions/012-session-rules.md): one row per sign-in on one device. Refresh tokens
 * rotate inside it (./sessions.ts) and access tokens name it in their `sid` claim, so ending a session here ends
 * both kinds of token at once, on every instance: requireUser reads the row with its per-request user check.
 */

/** ASVS V7.3.2: a sign-in ends this long after the password (or Google credential) was entered, whatever the refreshes. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** When a session that started at `authenticatedAt` ends, at the latest. */
export function sessionEnd(authenticatedAt: Date): Date {
  return new Date(authenticatedAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS);
}

/** A new sign-in: the credential was entered now. */
export async function openSession(ctx: AppContext, userId: number): Promise<string> {
  const id = randomUUID();
  const now = ctx.now();
  await ctx.pool.query(
    'INSERT INTO sessions (id, user_id, authenticated_at, created_at) VALUES ($1, $2, $3, $3)',
    [id, userId, now],
  );
  return id;
}

/**
 * Ends sessions: their refresh tokens stop working and their access tokens are refused from now on. The token rows
 * are marked too, for readers of refresh_tokens alone (the CLI's session count).
 */
async function revokeWhere(
  ctx: AppContext,
  where: string,
  values: unknown[],
  db: Queryable = ctx.pool,
): Promise<number> {
  const now = ctx.now();
  await db.query(`UPDATE sessions SET revoked_at = $1 WHERE revoked_at IS NULL AND ${where}`, [
    now,
    ...values,
  ]);
  const tokens = await db.query(
    `UPDATE refresh_tokens SET revoked_at = $1
      WHERE revoked_at IS NULL AND family IN (SELECT id FROM sessions WHERE ${where})`,
    [now, ...values],
  );
  return tokens.rowCount ?? 0;
}

/** One sign-in (logout, reuse of a rotated refresh token, an inactive account's refresh). */
export function revokeSession(ctx: AppContext, sessionId: string): Promise<number> {
  return revokeWhere(ctx, 'id = $2', [sessionId]);
}

/**
 * Every sign-in of the person (sign-out everywhere, a password reset, deactivation), or every one but `keep`
 * (a password change: the device that made it stays signed in). Returns how many refresh tokens were still live.
 */
export function revokeUserSessions(
  ctx: AppContext,
  userId: number,
  keep?: string,
  db: Queryable = ctx.pool,
): Promise<number> {
  return keep === undefined
    ? revokeWhere(ctx, 'user_id = $2', [userId], db)
    : revokeWhere(ctx, 'user_id = $2 AND id <> $3', [userId, keep], db);
}

/**
 * The per-request check's session, as SQL over the parameters `$1` (user id) and `$2` (the token's sid): when its
 * credential was entered, or null unless it is a live (not revoked) session of this user. The caller compares the
 * time with `oldestLiveAuthentication`, so the row can be kept while the session lasts.
 */
export const SESSION_AUTHENTICATED_SQL = `(SELECT s.authenticated_at FROM sessions s
   WHERE s.id = $2::uuid AND s.user_id = $1 AND s.revoked_at IS NULL)`;

/** The earliest `authenticated_at` still within the absolute lifetime, for the clock's now. */
export function oldestLiveAuthentication(ctx: AppContext): Date {
  return new Date(ctx.now().getTime() - SESSION_ABSOLUTE_LIFETIME_MS);
}
