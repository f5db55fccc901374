import type { TokenPair } from '@contract/auth';
import type { AppContext } from '../app-context';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { startSession } from './sessions';
import { findUserByEmail, toAuthUser } from './users';

/** Why a sign-in failed, for the security log; the caller hears apart only `inactive`, once the password verified. */
export type SignInFailure = 'unknown_account' | 'wrong_password' | 'inactive' | 'deactivated';

export type SignInResult =
  | { ok: true; tokens: TokenPair; userId: number }
  | { ok: false; reason: SignInFailure; userId: number | null };

/**
 * POST /api/users/login/ (product §7). Unknown address and wrong password fail alike, after the same argon2 work (a
 * dummy hash when there is no account), so neither the body nor the time tells them apart. An account not yet
 * active is told apart only after its password verified: the caller has proved they own it.
 */
export async function logIn(ctx: AppContext, email: string, password: string): Promise<SignInResult> {
  const checked = await checkPassword(ctx, email, password);
  if (!checked.ok) return checked;
  const { user } = checked;
  if (user.deactivatedAt !== null) return { ok: false, reason: 'deactivated', userId: user.id };
  if (!user.isActive) return { ok: false, reason: 'inactive', userId: user.id };
  return { ok: true, tokens: await startSession(ctx, toAuthUser(user)), userId: user.id };
}

/**
 * The account of a right e-mail and password that waits for activation (a deactivated one never gets a link
 * again), else why not, for the security log.
 */
export async function inactiveAccountOf(ctx: AppContext, email: string, password: string) {
  const checked = await checkPassword(ctx, email, password);
  if (!checked.ok) return checked;
  const { user } = checked;
  if (user.isActive || user.deactivatedAt !== null)
    return { ok: false as const, reason: 'not_waiting' as const, userId: user.id };
  return checked;
}

async function checkPassword(ctx: AppContext, email: string, password: string) {
  const user = await findUserByEmail(ctx, email);
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user) return { ok: false as const, reason: 'unknown_account' as const, userId: null };
  if (!passwordOk) return { ok: false as const, reason: 'wrong_password' as const, userId: user.id };
  return { ok: true as const, user };
}
