import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@contract/auth';
import type { AppContext, AuthUser } from '../app-context';
import { hashToken } from './activation';
import {
  REFRESH_TOKEN_LIFETIME_SECONDS,
  signAccessToken,
  signRefreshToken,
  verifyRefreshToken,
} from './tokens';

/**
 * Server-tracked refresh tokens (DESIGN §4.1). A family is one sign-in on one device: each refresh rotates the
 * token inside its family, logout revokes the family, and a rotated token presented again after the grace window
 * (a stolen copy being replayed) revokes the whole family, ending the thief's session and the owner's alike.
 */

/** Two tabs refreshing with the same token at once both succeed within this window. */
export const ROTATION_GRACE_MS = 30_000;

/** A new family: the tokens of a fresh sign-in. */
export async function startSession(ctx: AppContext, user: AuthUser): Promise<TokenPair> {
  pruneNowAndThen(ctx);
  return issuePair(ctx, user, randomUUID());
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
}

export async function pruneExpiredTokens(ctx: AppContext): Promise<{ refresh: number; activation: number }> {
  const dayAgo = new Date(ctx.now().getTime() - 24 * 60 * 60 * 1000);
  const refresh = await ctx.pool.query('DELETE FROM refresh_tokens WHERE expires_at < $1', [dayAgo]);
  const activation = await ctx.pool.query('DELETE FROM activation_tokens WHERE expires_at < $1', [ctx.now()]);
  return { refresh: refresh.rowCount ?? 0, activation: activation.rowCount ?? 0 };
}

async function issuePair(
  ctx: AppContext,
  user: AuthUser,
  family: string,
  jti = randomUUID(),
): Promise<TokenPair> {
  const refresh = await signRefreshToken(ctx, user.id, jti);
  const now = ctx.now();
  await ctx.pool.query(
    `INSERT INTO refresh_tokens (jti, token_hash, family, user_id, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      jti,
      hashToken(refresh),
      family,
      user.id,
      new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_SECONDS * 1000),
      now,
    ],
  );
  return { access: await signAccessToken(ctx, user), refresh };
}

interface StoredToken {
  jti: string;
  family: string;
  user_id: number;
  email: string;
  is_active: boolean;
  expires_at: Date;
  revoked_at: Date | null;
  replaced_at: Date | null;
  family_revoked: boolean;
}

/** The row of a refresh JWT that verifies (signature, type, expiry) and matches what we issued; else null. */
async function findStored(ctx: AppContext, token: string): Promise<StoredToken | null> {
  const claims = await verifyRefreshToken(ctx, token);
  if (!claims) return null;
  const { rows } = await ctx.pool.query<StoredToken>(
    `SELECT t.jti, t.family, t.user_id, u.email, u.is_active, t.expires_at, t.revoked_at, t.replaced_at,
            EXISTS (SELECT 1 FROM refresh_tokens f WHERE f.family = t.family AND f.revoked_at IS NOT NULL)
              AS family_revoked
       FROM refresh_tokens t JOIN users u ON u.id = t.user_id
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
  if (!stored || stored.revoked_at || stored.family_revoked || stored.expires_at <= now) return { ok: false };
  if (!stored.is_active) {
    await revokeFamily(ctx, stored.family);
    return { ok: false };
  }
  const user = { id: stored.user_id, email: stored.email };

  if (stored.replaced_at === null) {
    const next = randomUUID();
    // Only one of two concurrent rotations wins this update; the other is handled as a rotated token below.
    const won = await ctx.pool.query(
      `UPDATE refresh_tokens SET replaced_by = $2, replaced_at = $3
        WHERE jti = $1 AND replaced_at IS NULL AND revoked_at IS NULL`,
      [stored.jti, next, now],
    );
    if (won.rowCount === 1) return { ok: true, tokens: await issuePair(ctx, user, stored.family, next) };
    stored.replaced_at = now;
  }

  if (now.getTime() - stored.replaced_at.getTime() <= ROTATION_GRACE_MS) {
    return { ok: true, tokens: await issuePair(ctx, user, stored.family) };
  }
  ctx.log.warn(
    { userId: stored.user_id, family: stored.family },
    'rotated refresh token reused: session revoked',
  );
  await revokeFamily(ctx, stored.family);
  return { ok: false };
}

/**
 * POST /api/users/logout/: ends the sign-in the token belongs to (its whole family). True when the token is ours,
 * even if already expired, rotated or revoked (logging out twice is fine); false for a token we never issued.
 */
export async function endSession(ctx: AppContext, token: string): Promise<boolean> {
  // Only tokens we issued have a stored hash: a match is proof enough, whatever the token's expiry.
  const { rows } = await ctx.pool.query<{ family: string }>(
    'SELECT family FROM refresh_tokens WHERE token_hash = $1',
    [hashToken(token)],
  );
  const family = rows[0]?.family;
  if (!family) return false;
  await revokeFamily(ctx, family);
  return true;
}

export async function revokeFamily(ctx: AppContext, family: string): Promise<void> {
  await ctx.pool.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family = $1 AND revoked_at IS NULL', [
    family,
    ctx.now(),
  ]);
}

/** Every sign-in of the user, on every device (deactivation). Returns how many tokens were still live. */
export async function revokeAllSessions(ctx: AppContext, userId: number): Promise<number> {
  const result = await ctx.pool.query(
    'UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
    [userId, ctx.now()],
  );
  return result.rowCount ?? 0;
}
