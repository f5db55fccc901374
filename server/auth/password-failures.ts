import { createHash } from 'node:crypto';
import type { AppContext } from '../app-context';
import { RATE_LIMIT_TABLE, type Throttled } from './rate-limits';

/**
 * Password guessing is slowed per (account, client address), counting failures only (docs/decisions/012):
 * the first few wrong passwords cost nothing, then each one makes that pair wait twice as long as the last, up to
 * a ceiling. The right password is never refused for attempts that did not fail, and a stranger's failures from
 * their address never make the owner wait at theirs. Counted in PostgreSQL with the injected clock, so every
 * instance shares the counts and tests move time instead of sleeping. The rows live in the rate limits' table
 * (auth_rate_limits: key, points, expire): `points` is the number of failures in a row and `expire` (epoch ms)
 * when they are forgotten, a day after the last one. rate-limiter-flexible's own clean-up deletes rows an hour past
 * `expire`, which suits these too.
 */

export interface FailurePolicy {
  /** Failures before any delay. */
  freeFailures: number;
  /** Delay after the first failure beyond the free ones; each further failure doubles it. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** A pair with no failure for this long starts again from zero. */
  memorySeconds: number;
}

export const DEFAULT_FAILURE_POLICY: FailurePolicy = {
  freeFailures: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  memorySeconds: 24 * 60 * 60,
};

/** The delay imposed after the `failures`-th failure in a row. */
export function delayAfter(failures: number, policy: FailurePolicy): number {
  const beyond = failures - policy.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** Math.min(beyond - 1, 30));
}

/** `what` tells the password checks apart (login by e-mail, a signed-in check by user id). */
export interface FailureKey {
  what: 'login' | 'password-check';
  account: string;
  ip: string;
}

/** Hashed, so the table holds no address or e-mail in clear. */
function keyOf(key: FailureKey): string {
  const text = `${key.what}\n${key.account.trim().toLowerCase()}\n${key.ip}`;
  return `password-failures:${createHash('sha256').update(text).digest('base64url')}`;
}

export interface PasswordFailures {
  /** Throttled while the pair is waiting out its delay (checked before any password is verified), else null. */
  check(key: FailureKey): Promise<Throttled | null>;
  failed(key: FailureKey): Promise<void>;
  /** The right password: the pair starts again from zero. */
  succeeded(key: FailureKey): Promise<void>;
}

export function passwordFailures(
  ctx: AppContext,
  policy: FailurePolicy = DEFAULT_FAILURE_POLICY,
): PasswordFailures {
  const memoryMs = policy.memorySeconds * 1000;
  return {
    async check(key) {
      const { rows } = await ctx.pool.query<{ points: number; expire: string }>(
        `SELECT points, expire FROM ${RATE_LIMIT_TABLE} WHERE key = $1`,
        [keyOf(key)],
      );
      const row = rows[0];
      const now = ctx.now().getTime();
      if (!row || Number(row.expire) <= now) return null;
      const lastFailure = Number(row.expire) - memoryMs;
      const waitMs = lastFailure + delayAfter(row.points, policy) * 1000 - now;
      if (waitMs <= 0) return null;
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      ctx.log.warn({ action: key.what, scope: 'account+ip', retryAfter: seconds }, 'rate limit reached');
      return { retryAfterSeconds: seconds };
    },
    async failed(key) {
      const now = ctx.now().getTime();
      await ctx.pool.query(
        `INSERT INTO ${RATE_LIMIT_TABLE} AS f (key, points, expire) VALUES ($1, 1, $3)
         ON CONFLICT (key) DO UPDATE
           SET points = CASE WHEN f.expire IS NULL OR f.expire <= $2 THEN 1 ELSE f.points + 1 END, expire = $3`,
        [keyOf(key), now, now + memoryMs],
      );
    },
    async succeeded(key) {
      await ctx.pool.query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE key = $1`, [keyOf(key)]);
    },
  };
}
