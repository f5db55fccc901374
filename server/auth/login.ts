import type { TokenPair } from '@contract/auth';
import type { AppContext } from '../app-context';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { startSession } from './sessions';
import { findUserByEmail, toAuthUser } from './users';

/**
 * POST /api/users/login/ (spec §7). Unknown address, wrong password and inactive account fail alike, after the
 * same argon2 work (a dummy hash when there is no account), so neither the body nor the time tells them apart.
 */
export async function logIn(ctx: AppContext, email: string, password: string): Promise<TokenPair | null> {
  const user = await findUserByEmail(ctx, email);
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !passwordOk || !user.isActive) return null;
  return startSession(ctx, toAuthUser(user));
}
