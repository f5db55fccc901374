import { errors as joseErrors, decodeJwt } from 'jose';
import type { AppContext } from '../app-context';
import { sendMail } from '../mail/mailer';
import { deletionLinkMail } from '../mail/templates/auth-mails';
import { readToken, signToken } from '../notifications/signed-token';
import { verifyGoogleIdToken } from './google';
import type { UserRow } from './users';

/**
 * How an account without a password (made with Google) proves it is its owner before it is deleted (product §16):
 * the address alone is in the access token, so it proves nothing. Either a fresh Google credential for
 * the account's own Google identity, or the token of a link e-mailed to the address, which lasts an hour and can
 * only delete the account it was made for (once: the account is then gone).
 */

const PURPOSE = 'account-deletion';
const BODY = /^(\d{1,12})\.(\d{13})$/;
export const DELETION_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** A Google credential counts as fresh for this long after Google issued it. */
export const GOOGLE_FRESH_MS = 5 * 60 * 1000;

export function deletionToken(ctx: AppContext, userId: number): string {
  return signToken(ctx, PURPOSE, `${userId}.${ctx.now().getTime()}`);
}

/** True when `token` is a live deletion link of this account. */
export function isDeletionToken(ctx: AppContext, userId: number, token: string): boolean {
  const m = BODY.exec(readToken(ctx, PURPOSE, token, BODY) ?? '');
  if (!m || Number(m[1]) !== userId) return false;
  const age = ctx.now().getTime() - Number(m[2]);
  return age >= 0 && age < DELETION_LINK_LIFETIME_MS;
}

/** True when `credential` is a Google ID token, issued in the last few minutes, for this account's Google identity. */
export async function isFreshGoogleCredential(
  ctx: AppContext,
  user: UserRow,
  credential: string,
): Promise<boolean> {
  const clientId = ctx.config.googleClientId;
  if (!clientId || !user.googleSub) return false;
  const verified = await verifyGoogleIdToken(ctx, clientId, credential);
  if (!verified.ok || verified.identity.sub !== user.googleSub) return false;
  let issuedAt: number | undefined;
  try {
    issuedAt = decodeJwt(credential).iat;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return false;
    throw error;
  }
  return issuedAt !== undefined && ctx.now().getTime() - issuedAt * 1000 <= GOOGLE_FRESH_MS;
}

/** The link the person opens, signed in, to confirm (the settings page opens the deletion dialog with it). */
export function deletionLink(ctx: AppContext, token: string): string {
  return `${ctx.config.publicUrl}/dashboard/settings?delete=${encodeURIComponent(token)}`;
}

export async function sendDeletionLinkMail(ctx: AppContext, user: UserRow): Promise<void> {
  const link = deletionLink(ctx, deletionToken(ctx, user.id));
  const delivery = await sendMail(ctx, deletionLinkMail(user.email, user.language, link));
  ctx.log.info({ userId: user.id, via: delivery.via }, 'account deletion link sent');
}
