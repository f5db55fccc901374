import type { TokenPair } from '@contract/auth';
import type { AppContext } from '../app-context';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { startSession } from './sessions';
import { findUserByEmail, toAuthUser } from './users';

/** Why a sign-in failed, for the security log only: the caller's answer is the same for all three. */
export type SignInFailure = 'unknown_account' | 'wrong_password' | 'inactive';

export type SignInResult =
  | { ok: true; tokens: TokenPair; userId: number }
  | { ok: false; reason: SignInFailure; userId: number | null };

/**
 * POST /api/users/login/ (spec §7). Unknown address, wrong password and inactive account fail alike, after the
 * same argon2 work (a dummy hash when there is no account), so neither the body nor the time tells them apart.
 */
export async function logIn(ctx: AppContext, email: string, password: string): Promise<SignInResult> {
  const user = await findUserByEmail(ctx, email);
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user) return { ok: false, reason: 'unknown_account', userId: null };
  if (!passwordOk) return { ok: false, reason: 'wrong_password', userId: user.id };
  if (!user.isActive) return { ok: false, reason: 'inactive', userId: user.id };
  return { ok: true, tokens: await startSession(ctx, toAuthUser(user)), userId: user.id };
}
