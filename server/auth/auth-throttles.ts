import type { Context } from 'hono';
import type { AppContext } from '../app-context';
import { clientIp } from '../http/client-ip';
import { passwordFailures, type FailureKey, type FailurePolicy } from './password-failures';
import {
  createAuthRateLimiter,
  type RateLimitedAction,
  type RateLimitPolicy,
  type Throttled,
} from './rate-limits';

/** The two policies both auth routers are built from: tests tighten them; the defaults otherwise. */
export type AuthPolicies = [limits?: RateLimitPolicy, failurePolicy?: FailurePolicy];

/**
 * A password check's outcome: throttled before the password was looked at (by the address's attempts, or by this
 * pair's failures: a lock-out), or what `verify` gave (null: wrong).
 */
export type PasswordAttempt<T> = { throttled: Throttled; by: 'ip' | 'failures' } | { passed: T | null };

/** The per-address request limit each kind of password check counts against. */
const IP_LIMIT = { login: 'login', 'password-check': 'passwordCheck' } as const satisfies Record<
  FailureKey['what'],
  RateLimitedAction
>;

/**
 * What slows the account and session calls (docs/decisions/012): request limits per client address and per
 * account, and password checks, slowed per (account, address) by their failures.
 */
export function authThrottles(ctx: AppContext, ...[limits, failurePolicy]: AuthPolicies) {
  const limiter = createAuthRateLimiter(ctx, limits);
  const failures = passwordFailures(ctx, failurePolicy);

  /**
   * One password check (sign-in, or a signed-in person's current password), slowed the one way for all: attempts
   * per address first, then the (account, address) pair's wait, checked before the password is verified. Wrong
   * passwords slow this address's guesses at this account only.
   */
  async function attemptPassword<T>(
    c: Context,
    what: FailureKey['what'],
    account: string,
    verify: () => Promise<T | null>,
  ): Promise<PasswordAttempt<T>> {
    const limitedIp = await limiter.hitIp(c, IP_LIMIT[what]);
    if (limitedIp) return { throttled: limitedIp, by: 'ip' };
    const key = { what, account, ip: clientIp(c, ctx.config) };
    const waiting = await failures.check(key);
    if (waiting) return { throttled: waiting, by: 'failures' };
    const passed = await verify();
    await (passed === null ? failures.failed(key) : failures.succeeded(key));
    return { passed };
  }

  return { limiter, attemptPassword };
}
