import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context';
import { inTransaction } from '../db/transaction';
import { hashPassword } from './passwords';
import { passwordProblems } from './password-rules';

/**
 * Activation links (architecture §4.1): `uid` is the base64url of the user id (as Djoser's), `token` 256 random bits,
 * stored only as its SHA-256, single use, valid three days.
 */

export const ACTIVATION_TOKEN_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

export function encodeUid(userId: number): string {
  return Buffer.from(String(userId), 'utf8').toString('base64url');
}

/** The user id a uid stands for, or null for anything that is not the base64url of a positive integer. */
export function decodeUid(uid: string): number | null {
  if (!/^[\w-]{1,16}$/.test(uid)) return null;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(text) || encodeUid(Number(text)) !== uid) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * A fresh token for the user; earlier unused ones stay valid until they expire (any e-mail they got works).
 * A link sets a password only for an account that has none, and only one typed by whoever followed it
 * (docs/decisions/022).
 */
export async function createActivationToken(ctx: AppContext, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ctx.pool.query(
    `INSERT INTO activation_tokens (user_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)`,
    [userId, hashToken(token), new Date(ctx.now().getTime() + ACTIVATION_TOKEN_LIFETIME_MS), ctx.now()],
  );
  return token;
}

export type ActivationResult =
  | { outcome: 'activated'; userId: number }
  | { outcome: 'invalid_uid' | 'invalid_token' | 'stale' | 'password_required' }
  | { outcome: 'password_refused'; problems: string[] };

const refused = (outcome: 'invalid_uid' | 'invalid_token' | 'stale' | 'password_required') => ({ outcome });

/**
 * Djoser's order of checks: the uid must be one (the base64url of an id), the token must be one issued to that
 * user, and an account that is already active answers "stale" (a link used twice). A used, expired or foreign token
 * is invalid, and so is any token for an id no account holds: sign-up answers a registered address with such an id,
 * so "no such user" would tell which addresses have accounts (product §16, docs/decisions/023).
 */
export async function activate(
  ctx: AppContext,
  uid: string,
  token: string,
  newPassword?: string,
): Promise<ActivationResult> {
  const userId = decodeUid(uid);
  if (userId === null) return refused('invalid_uid');
  // A refusal has written nothing: committing it undoes nothing.
  return inTransaction<ActivationResult>(ctx.pool, async (client) => {
    // The row lock serialises two clicks on the same link.
    const user = await client.query<{
      email: string;
      is_active: boolean;
      deactivated: boolean;
      has_password: boolean;
    }>(
      `SELECT email, is_active, deactivated_at IS NOT NULL AS deactivated, password_hash IS NOT NULL AS has_password
         FROM users WHERE id = $1 FOR UPDATE`,
      [userId],
    );
    const account = user.rows[0];
    // The same statements with or without an account: only the token's row tells anything.
    const found = await client.query<{ id: number; usable: boolean }>(
      `SELECT id, (used_at IS NULL AND expires_at > $3) AS usable
         FROM activation_tokens WHERE user_id = $1 AND token_hash = $2`,
      [userId, hashToken(token), ctx.now()],
    );
    const row = found.rows[0];
    if (!account || !row) return refused('invalid_token');
    if (account.is_active) return refused('stale');
    // An account an administrator deactivated is not brought back by an old link.
    if (!row.usable || account.deactivated) return refused('invalid_token');
    // docs/decisions/022: an address given more than one password before activation has none left (./signup.ts);
    // its owner, the one who can follow the link, chooses one now. The link stays usable until they do.
    let passwordHash: string | null = null;
    if (!account.has_password) {
      if (newPassword === undefined) return refused('password_required');
      const problems = passwordProblems(newPassword, account.email);
      if (problems.length > 0) return { outcome: 'password_refused', problems };
      passwordHash = await hashPassword(newPassword);
    }
    // Every link of the account is spent: the account is active now.
    await client.query('UPDATE activation_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
      userId,
      ctx.now(),
    ]);
    await client.query(
      'UPDATE users SET is_active = true, password_hash = COALESCE($2, password_hash) WHERE id = $1',
      [userId, passwordHash],
    );
    return { outcome: 'activated', userId };
  });
}
