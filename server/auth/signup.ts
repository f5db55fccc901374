import type { FieldErrors } from '@contract/errors';
import { TERMS_NOT_ACCEPTED, type Language, type SignupResponse } from '@contract/auth';
import type { AppContext } from '../app-context';
import { sendActivationMail, sendSignupAttemptMail } from './account-mail';
import { hashPassword } from './passwords';
import { passwordProblems } from './password-rules';
import { findUserByEmail, insertUser, normaliseEmail, reserveUserId } from './users';

/**
 * POST /auth/users/ (product §7, architecture §4.1). The account starts inactive and gets an activation e-mail.
 * An address that already has an account gets the same 201 and the same work (a hash, an id, a token, an e-mail):
 * its owner is e-mailed instead, so the response never tells whether the address is registered. An account not yet
 * activated has now been given two passwords, and nobody can tell which one the mailbox owner chose: both are
 * dropped, and its link (a fresh one is sent) asks for a new password (product §16, docs/decisions/022).
 */

export interface SignupInput {
  email: string;
  password: string;
  termsAccepted: boolean;
  language: Language;
}

/** What a sign-up did, for the security log only: the answer is the same for all. */
export type SignupEvent =
  | { kind: 'created' | 'resent'; userId: number }
  | { kind: 'address_taken' | 'deactivated'; userId: number | null };

export type SignupResult =
  { ok: true; body: SignupResponse; event: SignupEvent } | { ok: false; errors: FieldErrors };

export function signupErrors(input: SignupInput): FieldErrors | null {
  const errors: FieldErrors = {};
  const problems = passwordProblems(input.password, normaliseEmail(input.email));
  if (problems.length > 0) errors.password = problems;
  if (!input.termsAccepted) errors.terms_accepted = [TERMS_NOT_ACCEPTED];
  return Object.keys(errors).length > 0 ? errors : null;
}

export async function signUp(ctx: AppContext, input: SignupInput): Promise<SignupResult> {
  const errors = signupErrors(input);
  if (errors) return { ok: false, errors };

  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  // One id taken either way, so the ids of later sign-ups do not tell the two paths apart either.
  const id = await reserveUserId(ctx);
  const created = await insertUser(ctx, {
    id,
    email,
    passwordHash,
    isActive: false,
    language: input.language,
  });
  if (created) {
    await deliver(ctx, () => sendActivationMail(ctx, created, input.language));
    return { ok: true, body: { email, id }, event: { kind: 'created', userId: created.id } };
  }

  // The address is taken: the same answer, with the id taken for nobody.
  const existing = await findUserByEmail(ctx, email);
  let event: SignupEvent;
  if (existing && !existing.isActive && existing.deactivatedAt === null) {
    await dropPassword(ctx, existing.id);
    await deliver(ctx, () => sendActivationMail(ctx, existing, input.language));
    event = { kind: 'resent', userId: existing.id };
  } else if (existing?.isActive) {
    await deliver(ctx, () => sendSignupAttemptMail(ctx, existing, input.language));
    event = { kind: 'address_taken', userId: existing.id };
  } else {
    // A deactivated account: no e-mail.
    event = { kind: 'deactivated', userId: existing?.id ?? null };
  }
  return { ok: true, body: { email, id }, event };
}

/** An account not yet activated loses its password: its link will ask for one (./activation.ts). */
async function dropPassword(ctx: AppContext, userId: number): Promise<void> {
  await ctx.pool.query('UPDATE users SET password_hash = NULL WHERE id = $1 AND NOT is_active', [userId]);
}

/**
 * A mail server being down must not turn a sign-up into a 500 or tell anything apart: the failure is logged, and
 * signing up again with the same address sends a fresh link.
 */
async function deliver(ctx: AppContext, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    ctx.log.error({ err: { message: (error as Error).message } }, 'account e-mail could not be sent');
  }
}
