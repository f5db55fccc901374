import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { GoogleLoginResponse, GoogleUserInfo, Language } from '@contract/auth';
import type { AppContext } from '../app-context';
import { startSession } from './sessions';
import { findUserByEmail, findUserByGoogleSub, insertUser, normaliseEmail, toAuthUser } from './users';

/**
 * Google sign-in (product §4 Google flow, architecture §4.1): the ID token from Google Identity Services is verified
 * against Google's JWKS (RS256 only, issuer, audience = GOOGLE_CLIENT_ID, expiry) and must carry a verified
 * e-mail. The account is found by Google's `sub`, then by e-mail (linking it); a new person gets an account only
 * once they have accepted the terms.
 */

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

const keySets = new Map<string, JWTVerifyGetKey>();

function googleKeys(url: string): JWTVerifyGetKey {
  let keys = keySets.get(url);
  if (!keys) {
    // jose caches the keys and refetches on an unknown `kid` (Google rotates its keys).
    keys = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, keys);
  }
  return keys;
}

interface GoogleIdentity {
  sub: string;
  email: string;
  info: GoogleUserInfo;
}

export type GoogleVerification =
  | { ok: true; identity: GoogleIdentity }
  | { ok: false; reason: 'invalid' | 'email_not_verified' | 'unavailable' };

export async function verifyGoogleIdToken(
  ctx: AppContext,
  clientId: string,
  token: string,
): Promise<GoogleVerification> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, googleKeys(ctx.config.googleJwksUrl), {
      algorithms: ['RS256'],
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      currentDate: ctx.now(),
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    if (isKeySetFailure(error)) {
      ctx.log.error(
        { err: { message: (error as Error).message } },
        "Google's signing keys could not be fetched",
      );
      return { ok: false, reason: 'unavailable' };
    }
    return { ok: false, reason: 'invalid' };
  }
  const email = typeof payload.email === 'string' ? normaliseEmail(payload.email) : '';
  if (typeof payload.sub !== 'string' || payload.sub === '' || email === '')
    return { ok: false, reason: 'invalid' };
  // Google sends a boolean; very old tokens sent the string "true".
  if (payload.email_verified !== true && payload.email_verified !== 'true') {
    return { ok: false, reason: 'email_not_verified' };
  }
  return {
    ok: true,
    identity: {
      sub: payload.sub,
      email,
      info: {
        email,
        name: typeof payload.name === 'string' ? payload.name : null,
        picture: typeof payload.picture === 'string' ? payload.picture : null,
      },
    },
  };
}

/** Google's key set unreachable or unreadable (not the token's fault): a network error, a timeout, a bad answer. */
function isKeySetFailure(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    error.code === 'ERR_JOSE_GENERIC'
  );
}

/** `userId`: the account signed in (null while a new person has yet to accept the terms), for the security log. */
export type GoogleLoginResult =
  | { ok: true; body: GoogleLoginResponse; userId: number | null }
  | { ok: false; reason: 'inactive'; userId: number };

export async function googleLogIn(
  ctx: AppContext,
  identity: GoogleIdentity,
  termsAccepted: boolean,
  language: Language,
): Promise<GoogleLoginResult> {
  const existing =
    (await findUserByGoogleSub(ctx, identity.sub)) ?? (await findUserByEmail(ctx, identity.email));
  if (existing) {
    // An administrator's deactivation holds whatever the way in.
    if (existing.deactivatedAt !== null) return { ok: false, reason: 'inactive', userId: existing.id };
    await linkGoogleAccount(ctx, existing.id, identity.sub, existing.isActive);
    const tokens = await startSession(ctx, toAuthUser(existing));
    return {
      ok: true,
      body: { is_new_user: false, terms_accepted: true, user_info: identity.info, ...tokens },
      userId: existing.id,
    };
  }
  if (!termsAccepted) {
    // product §4: no account and no tokens until the terms are accepted.
    return {
      ok: true,
      body: { is_new_user: true, terms_accepted: false, user_info: identity.info },
      userId: null,
    };
  }
  const created =
    (await insertUser(ctx, {
      email: identity.email,
      passwordHash: null,
      isActive: true,
      language,
      googleSub: identity.sub,
    })) ?? (await findUserByEmail(ctx, identity.email)); // a concurrent sign-in created it
  if (!created) throw new Error('Google sign-up: the account vanished after a conflicting insert');
  const tokens = await startSession(ctx, toAuthUser(created));
  return {
    ok: true,
    body: { is_new_user: true, terms_accepted: true, user_info: identity.info, ...tokens },
    userId: created.id,
  };
}

/**
 * Records the Google `sub` on the account. An account never activated becomes active (Google has verified the
 * address) and loses its password: whoever chose that password never proved they own the address.
 */
async function linkGoogleAccount(
  ctx: AppContext,
  userId: number,
  sub: string,
  isActive: boolean,
): Promise<void> {
  await ctx.pool.query(
    isActive
      ? 'UPDATE users SET google_sub = $2 WHERE id = $1 AND google_sub IS DISTINCT FROM $2'
      : 'UPDATE users SET google_sub = $2, is_active = true, password_hash = NULL WHERE id = $1',
    [userId, sub],
  );
}
