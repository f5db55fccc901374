import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { drfMessages } from '@contract/errors';
import type { AppContext } from '../app-context';
import { clientIp } from '../http/client-ip';

/**
 * Rate limits of the account calls (architecture §4.1), per client IP and per account, counted in PostgreSQL
 * (table auth_rate_limits) so every server process sharing the database shares the counts.
 * Over the limit: 429 `{"detail": "Request was throttled. Expected available in N seconds."}` + Retry-After, as DRF.
 */

export interface Limit {
  points: number;
  durationSeconds: number;
}

export interface RateLimitPolicy {
  signup: { ip: Limit; account: Limit };
  /** Wrong links only, per IP and per (uid, IP): a right link is never refused (docs/decisions/023). */
  activation: { ip: Limit; account: Limit };
  /** Attempts per IP; wrong passwords are slowed per (account, IP) by ./password-failures.ts instead. */
  login: { ip: Limit };
  refresh: { ip: Limit; account: Limit };
  google: { ip: Limit; account: Limit };
  /**
   * Reset links asked for, per IP and per address (no e-mail bombing). Over the address's limit a request is
   * answered as any other and sends nothing: the owner's newest links stay live (docs/decisions/023).
   */
  passwordReset: { ip: Limit; account: Limit };
  /** Wrong reset links only, per IP and per (uid, IP), as activation's. */
  passwordResetConfirm: { ip: Limit; account: Limit };
  /** Signed-in password checks (change, delete): attempts per IP; failures per (account, IP) as at login. */
  passwordCheck: { ip: Limit };
  /** Household invitations sent, per IP and per inviting account: each one is an e-mail to an address they chose. */
  invitation: { ip: Limit; account: Limit };
  /** An invitation link's preview read signed out, per IP: no guessing tokens by the thousand. */
  invitationPreview: { ip: Limit };
}

/**
 * Generous per IP (many Egyptian mobile users share an address behind carrier NAT), tight per account: the
 * per-account limits are what stop password guessing and e-mail bombing.
 */
export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  signup: { ip: { points: 30, durationSeconds: 3600 }, account: { points: 5, durationSeconds: 3600 } },
  activation: { ip: { points: 60, durationSeconds: 900 }, account: { points: 10, durationSeconds: 900 } },
  login: { ip: { points: 100, durationSeconds: 900 } },
  refresh: { ip: { points: 600, durationSeconds: 900 }, account: { points: 120, durationSeconds: 900 } },
  google: { ip: { points: 60, durationSeconds: 900 }, account: { points: 20, durationSeconds: 900 } },
  passwordReset: { ip: { points: 30, durationSeconds: 3600 }, account: { points: 5, durationSeconds: 3600 } },
  passwordResetConfirm: {
    ip: { points: 60, durationSeconds: 900 },
    account: { points: 10, durationSeconds: 900 },
  },
  passwordCheck: { ip: { points: 100, durationSeconds: 900 } },
  invitation: { ip: { points: 60, durationSeconds: 3600 }, account: { points: 20, durationSeconds: 3600 } },
  invitationPreview: { ip: { points: 60, durationSeconds: 900 } },
};

export type RateLimitedAction = keyof RateLimitPolicy;

export const RATE_LIMIT_TABLE = 'auth_rate_limits';

/** Over a limit: how many seconds until the next request is allowed. */
export interface Throttled {
  retryAfterSeconds: number;
}

export interface AuthRateLimiter {
  /** Counts one request from this client; `Throttled` when over a limit, else null. */
  hitIp(c: Context, action: RateLimitedAction): Promise<Throttled | null>;
  /** Counts one request for this account (e-mail, user id…); `Throttled` when over a limit, else null. */
  hitAccount(
    action: Exclude<RateLimitedAction, 'login' | 'passwordCheck' | 'invitationPreview'>,
    account: string,
  ): Promise<Throttled | null>;
  /** `hitIp`, then (when the client is within its limit) `hitAccount`: the first `Throttled`, else null. */
  hitIpAndAccount(
    c: Context,
    action: Exclude<RateLimitedAction, 'login' | 'passwordCheck' | 'invitationPreview'>,
    account: string,
  ): Promise<Throttled | null>;
  /**
   * One wrong e-mail link (activation or reset), counted per client address and per (uid, client address): a
   * stranger's junk for someone's uid never counts against that person's own address (docs/decisions/023).
   */
  hitWrongLink(c: Context, action: LinkAction, uid: string): Promise<Throttled | null>;
}

/** The calls that take an e-mail link's uid and token. */
export type LinkAction = 'activation' | 'passwordResetConfirm';

/** DRF's 429: `{"detail": "Request was throttled. Expected available in N seconds."}` with `Retry-After: N`. */
export function throttledResponse(c: Context, throttled: Throttled) {
  const seconds = throttled.retryAfterSeconds;
  return c.json({ detail: drfMessages.throttled(seconds) }, 429, { 'Retry-After': String(seconds) });
}

export function createAuthRateLimiter(
  ctx: AppContext,
  policy: RateLimitPolicy = DEFAULT_RATE_LIMITS,
): AuthRateLimiter {
  const limiters = new Map<string, RateLimiterPostgres>();
  const limiter = (action: RateLimitedAction, scope: 'ip' | 'account') => {
    const name = `${action}-${scope}`;
    let found = limiters.get(name);
    if (!found) {
      const limits: { ip: Limit; account?: Limit } = policy[action];
      const limit = limits[scope];
      if (!limit) throw new Error(`no ${scope} limit for ${action}`);
      found = new RateLimiterPostgres({
        storeClient: ctx.pool,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true, // by migration 0101
        keyPrefix: `auth-${name}`,
        points: limit.points,
        duration: limit.durationSeconds,
      });
      limiters.set(name, found);
    }
    return found;
  };

  const hit = async (
    action: RateLimitedAction,
    scope: 'ip' | 'account',
    key: string,
  ): Promise<Throttled | null> => {
    try {
      await limiter(action, scope).consume(digest(key));
      return null;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      ctx.log.warn({ action, scope, retryAfter: seconds }, 'rate limit reached');
      return { retryAfterSeconds: seconds };
    }
  };

  const hitIp: AuthRateLimiter['hitIp'] = (c, action) => hit(action, 'ip', clientIp(c, ctx.config));
  const hitAccount: AuthRateLimiter['hitAccount'] = (action, account) =>
    hit(action, 'account', account.trim().toLowerCase());
  return {
    hitIp,
    hitAccount,
    hitIpAndAccount: async (c, action, account) =>
      (await hitIp(c, action)) ?? (await hitAccount(action, account)),
    hitWrongLink: async (c, action, uid) =>
      (await hitIp(c, action)) ?? (await hitAccount(action, `${uid}\n${clientIp(c, ctx.config)}`)),
  };
}

/** Keys are hashed: an e-mail can be longer than the key column, and the table need not hold addresses. */
function digest(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}
