import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@contract/auth';
import { pruneIdempotencyKeys } from '../http/idempotency';
import type { AppContext, AuthUser } from '../app-context';
import { hashToken } from './activation';
import {
  openSession,
  revokeSession,
  revokeUserSessions,
  SESSION_ABSOLUTE_LIFETIME_MS,
  sessionEnd,
} from './session-store';
import {
  REFRESH_TOKEN_LIFETIME_SECONDS,
  seconds,
  signAccessToken,
  signRefreshToken,
  verifyRefreshToken,
} from './tokens';

/**
 * Server-tracked refresh tokens (architecture §4.1, docs/decisions/006 and 012). A session (./session-store.ts) is one
 * sign-in on one device: each refresh rotates the token inside it, logout revokes it, and a rotated token presented
 * again after the grace window (a stolen copy being replayed) revokes it, ending the thief's session and the
 * owner's alike. A session ends 30 days after its sign-in whatever the refreshes.
 */

/** Two tabs refreshing with the same token at once both succeed within this window. */
export const ROTATION_GRACE_MS = 30_000;

/** A new family: the tokens of a fresh sign-in. */
export async function startSession(ctx: AppContext, user: AuthUser): Promise<TokenPair> {
  pruneNowAndThen(ctx);
  const session = await openSession(ctx, user.id);
  const refresh = newRefreshToken(ctx, sessionEnd(ctx.now()));
  const signed = await signRefresh(ctx, user.id, refresh);
  await ctx.pool.query(
    `INSERT INTO refresh_tokens (jti, token_hash, family, user_id, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [refresh.jti, hashToken(signed), session, user.id, refresh.expiresAt, refresh.createdAt],
  );
  return { access: await signAccessToken(ctx, user, session), refresh: signed };
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const lastPruned = new WeakMap<AppContext['pool'], number>();

/**
 * Rows of tokens that can no longer be used are deleted, at most once an hour per process, off the request's path:
 * refresh tokens a day after they expire (reuse detection needs nothing older), activation tokens once expired.
 */
function pruneNowAndThen(ctx: AppContext): void {
  const now = ctx.now().getTime();
  if (now - (lastPruned.get(ctx.pool) ?? 0) < PRUNE_EVERY_MS) return;
  lastPruned.set(ctx.pool, now);
  void pruneExpiredTokens(ctx).catch((error: Error) =>
    ctx.log.warn({ err: { message: error.message } }, 'pruning expired tokens failed'),
  );
  void pruneIdempotencyKeys(ctx).catch((error: Error) =>
    ctx.log.warn({ err: { message: error.message } }, 'pruning idempotency keys failed'),
  );
}

export async function pruneExpiredTokens(
  ctx: AppContext,
): Promise<{ refresh: number; activation: number; sessions: number }> {
  const dayAgo = new Date(ctx.now().getTime() - 24 * 60 * 60 * 1000);
  const refresh = await ctx.pool.query('DELETE FROM refresh_tokens WHERE expires_at < $1', [dayAgo]);
  const activation = await ctx.pool.query('DELETE FROM activation_tokens WHERE expires_at < $1', [ctx.now()]);
  // A session a day past its absolute lifetime has no usable token left (its own tokens go with it).
  const sessions = await ctx.pool.query('DELETE FROM sessions WHERE authenticated_at < $1', [
    new Date(dayAgo.getTime() - SESSION_ABSOLUTE_LIFETIME_MS),
  ]);
  return {
    refresh: refresh.rowCount ?? 0,
    activation: activation.rowCount ?? 0,
    sessions: sessions.rowCount ?? 0,
  };
}

/** A refresh token about to be issued: its row's values, from which the JWT is signed (and can be signed again). */
interface RefreshIssue {
  jti: string;
  createdAt: Date;
  expiresAt: Date;
}

/** A week from now, but never past the session's absolute end; times in whole seconds, as the JWT holds them. */
function newRefreshToken(ctx: AppContext, end: Date): RefreshIssue {
  const iat = seconds(ctx.now());
  const exp = Math.min(iat + REFRESH_TOKEN_LIFETIME_SECONDS, seconds(end));
  return { jti: randomUUID(), createdAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) };
}

/**
 * The JWT of a refresh token row. HS256 being deterministic, the same row always gives the same token: the grace
 * window hands out a successor already issued this way, though only its hash is stored (docs/decisions/012).
 */
function signRefresh(ctx: AppContext, userId: number, row: RefreshIssue): Promise<string> {
  return signRefreshToken(ctx, userId, row.jti, {
    iat: seconds(row.createdAt),
    exp: seconds(row.expiresAt),
  });
}

interface StoredToken {
  jti: string;
  family: string;
  user_id: number;
  email: string;
  is_active: boolean;
  expires_at: Date;
  replaced_by: string | null;
  replaced_at: Date | null;
  session_revoked: boolean;
  authenticated_at: Date;
}

/** The row of a refresh JWT that verifies (signature, type, expiry) and matches what we issued; else null. */
async function findStored(ctx: AppContext, token: string): Promise<StoredToken | null> {
  const claims = await verifyRefreshToken(ctx, token);
  if (!claims) return null;
  const { rows } = await ctx.pool.query<StoredToken>(
    `SELECT t.jti, t.family, t.user_id, u.email, u.is_active, t.expires_at, t.replaced_by, t.replaced_at,
            s.revoked_at IS NOT NULL AS session_revoked, s.authenticated_at
       FROM refresh_tokens t JOIN users u ON u.id = t.user_id JOIN sessions s ON s.id = t.family
      WHERE t.jti = $1 AND t.token_hash = $2`,
    [claims.jti, hashToken(token)],
  );
  const row = rows[0];
  return row && row.user_id === claims.user_id ? row : null;
}

export type RefreshResult = { ok: true; tokens: TokenPair } | { ok: false };

/** POST /auth/jwt/refresh/: a valid, current refresh token buys a new pair; anything else fails alike. */
export async function rotateRefreshToken(ctx: AppContext, token: string): Promise<RefreshResult> {
  const stored = await findStored(ctx, token);
  const now = ctx.now();
  if (!stored || stored.session_revoked || stored.expires_at <= now) return { ok: false };
  if (sessionEnd(stored.authenticated_at) <= now) return { ok: false };
  if (!stored.is_active) {
    await revokeSession(ctx, stored.family);
    return { ok: false };
  }
  const user = { id: stored.user_id, email: stored.email };

  if (stored.replaced_at === null) {
    const next = newRefreshToken(ctx, sessionEnd(stored.authenticated_at));
    const signed = await signRefresh(ctx, user.id, next);
    // One statement marks the parent replaced and stores its successor: of two concurrent rotations only one wins,
    // and the loser (waiting on the row lock) then finds the winner's successor already stored.
    const won = await ctx.pool.query(
      `WITH parent AS (
         UPDATE refresh_tokens SET replaced_by = $2, replaced_at = $3
          WHERE jti = $1 AND replaced_at IS NULL AND revoked_at IS NULL
          RETURNING family, user_id)
       INSERT INTO refresh_tokens (jti, token_hash, family, user_id, expires_at, created_at)
       SELECT $2, $4, family, user_id, $5, $6 FROM parent`,
      [stored.jti, next.jti, now, hashToken(signed), next.expiresAt, next.createdAt],
    );
    if (won.rowCount === 1)
      return {
        ok: true,
        tokens: { access: await signAccessToken(ctx, user, stored.family), refresh: signed },
      };
    const { rows } = await ctx.pool.query<{ replaced_by: string | null; replaced_at: Date | null }>(
      'SELECT replaced_by, replaced_at FROM refresh_tokens WHERE jti = $1',
      [stored.jti],
    );
    if (!rows[0]?.replaced_at) return { ok: false }; // revoked meanwhile
    Object.assign(stored, rows[0]);
  }

  if (now.getTime() - stored.replaced_at!.getTime() <= ROTATION_GRACE_MS && stored.replaced_by) {
    const successor = await reissue(ctx, user.id, stored.replaced_by);
    if (successor) {
      return {
        ok: true,
        tokens: { access: await signAccessToken(ctx, user, stored.family), refresh: successor },
      };
    }
    return { ok: false };
  }
  ctx.log.warn(
    { userId: stored.user_id, family: stored.family },
    'rotated refresh token reused: session revoked',
  );
  await revokeSession(ctx, stored.family);
  return { ok: false };
}

/**
 * The successor already issued for a rotated token, signed again from its row: one sign-in stays one chain, however
 * many tabs or retries present the parent within the grace window. Null when the row is gone or the token signed
 * again is not the one stored (the JWT secret changed since).
 */
async function reissue(ctx: AppContext, userId: number, jti: string): Promise<string | null> {
  const { rows } = await ctx.pool.query<{ token_hash: string; created_at: Date; expires_at: Date }>(
    'SELECT token_hash, created_at, expires_at FROM refresh_tokens WHERE jti = $1 AND user_id = $2',
    [jti, userId],
  );
  const row = rows[0];
  if (!row) return null;
  const token = await signRefresh(ctx, userId, { jti, createdAt: row.created_at, expiresAt: row.expires_at });
  return hashToken(token) === row.token_hash ? token : null;
}

/**
 * POST /api/users/logout/: ends the sign-in the token belongs to (its whole session). The account's id when the
 * token is ours, even if already expired, rotated or revoked (logging out twice is fine); null for a token we never
 * issued.
 */
export async function endSession(ctx: AppContext, token: string): Promise<number | null> {
  // Only tokens we issued have a stored hash: a match is proof enough, whatever the token's expiry.
  const { rows } = await ctx.pool.query<{ family: string; user_id: number }>(
    'SELECT family, user_id FROM refresh_tokens WHERE token_hash = $1',
    [hashToken(token)],
  );
  const found = rows[0];
  if (!found) return null;
  await revokeSession(ctx, found.family);
  return found.user_id;
}

/** Every sign-in of the user, on every device (deactivation). Returns how many refresh tokens were still live. */
export function revokeAllSessions(ctx: AppContext, userId: number): Promise<number> {
  return revokeUserSessions(ctx, userId);
}
