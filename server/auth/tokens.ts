import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import {
  accessTokenClaimsSchema,
  refreshTokenClaimsSchema,
  type AccessTokenClaims,
  type RefreshTokenClaims,
} from '@contract/auth';
import type { AppContext, AuthUser } from '../app-context';
import { openSession } from './session-store';

/**
 * Our own JWTs (architecture §4.1): HS256 only, pinned on both sides, so `alg: none` and HS/RS key confusion cannot pass.
 * Claims as SimpleJWT's plus `email`: token_type, exp, iat, jti, user_id.
 */

export const ACCESS_TOKEN_LIFETIME_SECONDS = 5 * 60;
/** A refresh token lives a week; every use rotates it (see ./sessions.ts and docs/decisions). */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

const ALGORITHM = 'HS256';

function key(ctx: AppContext): Uint8Array {
  return new TextEncoder().encode(ctx.config.jwtSecret);
}

export function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * HS256 is deterministic: the same claims (in the same order) under the same secret give the same token. Refresh
 * tokens rely on it to hand out an already-issued successor again (see ./sessions.ts).
 */
async function sign(ctx: AppContext, claims: JWTPayload, iat: number, exp: number): Promise<string> {
  return new SignJWT({ ...claims, iat, exp })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .sign(key(ctx));
}

/** Verifies signature (HS256 only) and expiry against the injected clock; null for anything wrong. */
async function verify(ctx: AppContext, token: string): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, key(ctx), {
      algorithms: [ALGORITHM],
      currentDate: ctx.now(),
      requiredClaims: ['exp', 'iat', 'jti'],
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/**
 * An access token of the session `sid` (a sign-in: see ./sessions.ts). requireUser refuses it as soon as the session
 * is revoked or past its absolute lifetime. Without `sid` a new session is opened for it alone (a sign-in without a
 * refresh token: what test fixtures need).
 */
export async function signAccessToken(ctx: AppContext, user: AuthUser, sid?: string): Promise<string> {
  const session = sid ?? (await openSession(ctx, user.id));
  const iat = seconds(ctx.now());
  return sign(
    ctx,
    {
      token_type: 'access',
      jti: randomUUID().replaceAll('-', ''),
      user_id: user.id,
      email: user.email,
      sid: session,
    },
    iat,
    iat + ACCESS_TOKEN_LIFETIME_SECONDS,
  );
}

/**
 * Access tokens that passed verification, by their text. A token's signature and claims never change, so jose
 * checks each one once (its WebCrypto HMAC was a sixth of a cached portfolio read's time) and later uses only
 * compare its expiry with the clock, exactly as jose would. Only tokens that passed are kept, so forged ones
 * cannot fill the map; it is bounded and entries leave when found expired. Nothing here is shared state between
 * processes: any process verifying the same token reaches the same answer.
 */
interface VerifiedAccess {
  secret: string;
  claims: AccessTokenClaims;
}
const MAX_VERIFIED_ACCESS_TOKENS = 10_000;
const verifiedAccess = new Map<string, VerifiedAccess>();

/** The claims of a valid, unexpired access token, or null (bad signature, algorithm, type, expiry, shape). */
export async function verifyAccessToken(ctx: AppContext, token: string): Promise<AccessTokenClaims | null> {
  const claims = verifiedAccessClaims(ctx, token);
  if (claims) return claims;
  verifiedAccess.delete(token);
  return verifyAfresh(ctx, token);
}

/**
 * The claims of a token verified before that is still unexpired, with no work; undefined for any other (which
 * verifyAccessToken then checks afresh). The fast reads (server/portfolio/fast-reads.ts, ADR 031) answer only such
 * a token and leave the rest to the app.
 */
export function verifiedAccessClaims(ctx: AppContext, token: string): AccessTokenClaims | undefined {
  const known = verifiedAccess.get(token);
  // jose's rule: expired when exp <= now, in whole seconds. Anything else goes through jose again.
  if (known && known.secret === ctx.config.jwtSecret && known.claims.exp > seconds(ctx.now()))
    return known.claims;
  return undefined;
}

async function verifyAfresh(ctx: AppContext, token: string): Promise<AccessTokenClaims | null> {
  const payload = await verify(ctx, token);
  const parsed = accessTokenClaimsSchema.safeParse(payload);
  if (!parsed.success) return null;
  const claims = Object.freeze(parsed.data); // shared by every request carrying this token
  // A token with `nbf` (we never sign one) would need that checked against the clock too: not remembered.
  if (payload!.nbf === undefined) {
    if (verifiedAccess.size >= MAX_VERIFIED_ACCESS_TOKENS)
      verifiedAccess.delete(verifiedAccess.keys().next().value!);
    verifiedAccess.set(token, { secret: ctx.config.jwtSecret, claims });
  }
  return claims;
}

/**
 * A refresh JWT for a row of refresh_tokens (the caller stores it: see ./sessions.ts). `iat` and `exp` are given,
 * in seconds, so that the same row always yields the same token.
 */
export async function signRefreshToken(
  ctx: AppContext,
  userId: number,
  jti: string,
  times: { iat: number; exp: number } = defaultRefreshTimes(ctx),
): Promise<string> {
  return sign(ctx, { token_type: 'refresh', jti, user_id: userId }, times.iat, times.exp);
}

function defaultRefreshTimes(ctx: AppContext): { iat: number; exp: number } {
  const iat = seconds(ctx.now());
  return { iat, exp: iat + REFRESH_TOKEN_LIFETIME_SECONDS };
}

export async function verifyRefreshToken(ctx: AppContext, token: string): Promise<RefreshTokenClaims | null> {
  const payload = await verify(ctx, token);
  const parsed = refreshTokenClaimsSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}
