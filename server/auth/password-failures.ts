import { createHash } from 'node:crypto';
import type { AppContext } from '../app-context';
import type { Throttled } from './rate-limits';

/**
 * Password guessing is slowed per (account, client address), counting failures only (docs/decisions/012):
 * the first few wrong passwords cost nothing, then each one makes that pair wait twice as long as the last, up to
 * a ceiling. The right password is never refused for attempts that did not fail, and a stranger's failures from
 * their address never make the owner wait at theirs. Counted in PostgreSQL (table login_failures) with the
 * injected clock, so every instance shares the counts and tests move time instead of sleeping.
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

function keyOf(key: FailureKey): string {
  const text = `${key.what}\n${key.account.trim().toLowerCase()}\n${key.ip}`;
  return createHash('sha256').update(text).digest('base64url');
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
  return {
    async check(key) {
      const { rows } = await ctx.pool.query<{ blocked_until: Date }>(
        'SELECT blocked_until FROM login_failures WHERE key = $1',
        [keyOf(key)],
      );
      const waitMs = (rows[0]?.blocked_until.getTime() ?? 0) - ctx.now().getTime();
      if (waitMs <= 0) return null;
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      ctx.log.warn({ action: key.what, scope: 'account+ip', retryAfter: seconds }, 'rate limit reached');
      return { retryAfterSeconds: seconds };
    },
    async failed(key) {
      const now = ctx.now();
      const forgetBefore = new Date(now.getTime() - policy.memorySeconds * 1000);
      const { rows } = await ctx.pool.query<{ failures: number }>(
        `INSERT INTO login_failures AS f (key, failures, last_failed_at, blocked_until) VALUES ($1, 1, $2, $2)
         ON CONFLICT (key) DO UPDATE
           SET failures = CASE WHEN f.last_failed_at < $3 THEN 1 ELSE f.failures + 1 END, last_failed_at = $2
         RETURNING failures`,
        [keyOf(key), now, forgetBefore],
      );
      const delay = delayAfter(rows[0]!.failures, policy);
      if (delay > 0) {
        await ctx.pool.query('UPDATE login_failures SET blocked_until = $2 WHERE key = $1', [
          keyOf(key),
          new Date(now.getTime() + delay * 1000),
        ]);
      }
    },
    async succeeded(key) {
      await ctx.pool.query('DELETE FROM login_failures WHERE key = $1', [keyOf(key)]);
    },
  };
}

/** Rows of pairs that have forgotten their failures (pruned with the expired tokens). */
export async function pruneForgottenFailures(
  ctx: AppContext,
  policy: FailurePolicy = DEFAULT_FAILURE_POLICY,
): Promise<number> {
  const result = await ctx.pool.query('DELETE FROM login_failures WHERE last_failed_at < $1', [
    new Date(ctx.now().getTime() - policy.memorySeconds * 1000),
  ]);
  return result.rowCount ?? 0;
}
