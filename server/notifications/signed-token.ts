import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../app-context';

/**
 * Single-purpose links that work without a session (architecture §11): `{body}.{signature}`, where the signature is an
 * HMAC of the purpose and the body. A token made for one purpose (switching an alert off) never passes as another
 * (unsubscribing from the reports): the purpose is part of what is signed.
 */

const sign = (ctx: AppContext, purpose: string, body: string) =>
  createHmac('sha256', ctx.config.jwtSecret).update(`${purpose}:${body}`).digest('base64url');

export function signToken(ctx: AppContext, purpose: string, body: string): string {
  return `${body}.${sign(ctx, purpose, body)}`;
}

/** The token's body when its signature is this purpose's and the body matches `shape`; otherwise null. */
export function readToken(ctx: AppContext, purpose: string, token: string, shape: RegExp): string | null {
  const m = /^(.{1,200})\.([\w-]{43})$/.exec(token);
  if (!m || !shape.test(m[1]!)) return null;
  const expected = Buffer.from(sign(ctx, purpose, m[1]!));
  const given = Buffer.from(m[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return m[1]!;
}
