import { randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context';
import { inTransaction } from '../db/transaction';
import { holdShares } from '../household/held-shares';
import { sendMail } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates/auth-mails';
import { decodeUid, encodeUid, hashToken } from './activation';
import { sendLater } from './background-mail';
import { hashPassword } from './passwords';
import { passwordProblems } from './password-rules';
import { revokeUserSessions, type Queryable } from './session-store';
import { findUserByEmail, findUserById } from './users';

/**
 * Forgotten passwords (product §11, Djoser's reset_password and reset_password_confirm). A link is
 * `PUBLIC_URL/password-reset/{uid}/{token}`: uid as the activation link's, token 256 random bits stored only as its
 * SHA-256, valid an hour, single use, and dead once two newer links were sent or the password changes
 * (docs/decisions/023).
 */

export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

/**
 * POST /auth/users/reset_password/. The caller answers 204 either way, after the same work: a lookup and one
 * transaction on password_reset_tokens (for an unknown address the same statements, matching no row). The e-mail,
 * whose time depends on a mail server, goes out after the answer, so neither the answer nor its time tells whether
 * the address has an account. An account an administrator deactivated gets nothing. Returns the account's id (for
 * the security log), or null.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<number | null> {
  const found = await findUserByEmail(ctx, email);
  const user = found && found.deactivatedAt === null ? found : undefined;
  const token = await createResetToken(ctx, user?.id ?? null);
  if (!user) return null;
  sendLater(ctx, async () => {
    const link = `${ctx.config.publicUrl}/password-reset/${encodeUid(user.id)}/${token}`;
    const delivery = await sendMail(ctx, passwordResetMail(user.email, user.language, link));
    // Never the link: it is as good as the password until used (product §11: no token in a log line).
    ctx.log.info(
      { userId: user.id, via: delivery.via, ...(delivery.via === 'outbox' ? { file: delivery.file } : {}) },
      'password reset e-mail sent',
    );
  });
  return user.id;
}

/**
 * A new link for the person; the one before it stays live (its owner may be about to use it, and anyone can ask
 * for a link to anyone's address: product §16), every older one dies. With no person (`userId` null) the same
 * statements run and change nothing.
 */
async function createResetToken(ctx: AppContext, userId: number | null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await inTransaction(ctx.pool, async (client) => {
    await client.query(
      `DELETE FROM password_reset_tokens WHERE user_id = $1 AND id NOT IN (
         SELECT id FROM password_reset_tokens WHERE user_id = $1 ORDER BY id DESC LIMIT 1)`,
      [userId ?? 0],
    );
    await client.query(
      `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, created_at)
       SELECT $1::integer, $2, $3, $4 WHERE $1::integer IS NOT NULL`,
      [userId, hashToken(token), new Date(ctx.now().getTime() + PASSWORD_RESET_LIFETIME_MS), ctx.now()],
    );
  });
  return token;
}

/**
 * Everything a password change does besides the new hash, in the caller's transaction: reset links die, and the
 * person's sessions end (all of them, or all but `keep`, the device that made the change).
 */
export async function afterPasswordChange(
  ctx: AppContext,
  db: Queryable,
  userId: number,
  keep?: string,
): Promise<void> {
  await db.query('DELETE FROM password_reset_tokens WHERE user_id = $1', [userId]);
  await revokeUserSessions(ctx, userId, keep, db);
}

export type ResetResult =
  | { ok: true; userId: number }
  | { ok: false; field: 'uid' | 'token' }
  | { ok: false; field: 'new_password'; problems: string[] };

/**
 * POST /auth/users/reset_password_confirm/. Djoser's order: the uid must be one, the token must be a live link of
 * the account it names, then the new password must pass the sign-up rules (a refused password leaves the link
 * usable). A reset ends every session, and since it proves the address it activates an account never activated;
 * an account made with Google gets a password this way.
 */
export async function confirmPasswordReset(
  ctx: AppContext,
  uid: string,
  token: string,
  newPassword: string,
): Promise<ResetResult> {
  const userId = decodeUid(uid);
  if (userId === null) return { ok: false, field: 'uid' };
  const user = await findUserById(ctx, userId);
  // An id no account holds answers as a wrong token, after the same lookups: sign-up answers a registered address
  // with such an id, so "no such user" would tell which addresses have accounts (product §16).
  const live = await liveToken(ctx.pool, ctx, userId, token);
  if (!user || !live || user.deactivatedAt !== null) return { ok: false, field: 'token' };
  const problems = passwordProblems(newPassword, user.email);
  if (problems.length > 0) return { ok: false, field: 'new_password', problems };
  const passwordHash = await hashPassword(newPassword);

  const reset = await inTransaction(ctx.pool, async (client) => {
    // The row lock serialises two uses of one link: the second finds the token gone (nothing written, nothing kept).
    await client.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    if (!(await liveToken(client, ctx, user.id, token))) return false;
    await client.query(
      `UPDATE users SET password_hash = $2, is_active = (deactivated_at IS NULL) WHERE id = $1`,
      [user.id, passwordHash],
    );
    // The account is active now: any activation link left is stale.
    await client.query('UPDATE activation_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
      user.id,
      ctx.now(),
    ]);
    await afterPasswordChange(ctx, client, user.id);
    // Every session ended: no share any of them granted goes on silently (docs/decisions/022).
    await holdShares(client, user.id, ctx.now());
    return true;
  });
  if (!reset) return { ok: false, field: 'token' };
  return { ok: true, userId: user.id };
}

async function liveToken(db: Queryable, ctx: AppContext, userId: number, token: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM password_reset_tokens WHERE user_id = $1 AND token_hash = $2 AND expires_at > $3',
    [userId, hashToken(token), ctx.now()],
  );
  return rows.length > 0;
}
