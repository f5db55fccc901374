import type { AppContext, AuthUser } from '@server/app-context';
import { hashPassword } from '@server/auth/passwords';
import { signAccessToken } from '@server/auth/tokens';

/**
 * Test users for any server test (a real row in the test database, a real signed token).
 *
 *   const { user, authHeader } = await createActiveUser(ctx);
 *   await app.request('/api/portfolios/value/', { headers: { Authorization: authHeader } });
 */

export const FIXTURE_PASSWORD = 'Gold-Savings-2026!';

let counter = 0;

export interface ActiveUser {
  user: AuthUser;
  /** The password of the account (FIXTURE_PASSWORD unless given). */
  password: string;
  accessToken: string;
  /** `Bearer <accessToken>`, ready for the Authorization header. */
  authHeader: string;
}

export async function createActiveUser(
  ctx: AppContext,
  email?: string,
  options: { password?: string; language?: 'ar' | 'en' } = {},
): Promise<ActiveUser> {
  counter += 1;
  const address = (email ?? `user${counter}-${process.pid}@example.com`).trim().toLowerCase();
  const password = options.password ?? FIXTURE_PASSWORD;
  const { rows } = await ctx.pool.query<{ id: number; email: string }>(
    `INSERT INTO users (email, password_hash, is_active, terms_accepted_at, language)
     VALUES ($1, $2, true, now(), $3) RETURNING id, email`,
    [address, await hashPassword(password), options.language ?? 'ar'],
  );
  const user = { id: rows[0]!.id, email: rows[0]!.email };
  const accessToken = await signAccessToken(ctx, user);
  return { user, password, accessToken, authHeader: `Bearer ${accessToken}` };
}
