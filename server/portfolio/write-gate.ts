import type { Context, MiddlewareHandler } from 'hono';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { drfMessages } from '@contract/errors';
import type { AppContext, AppEnv } from '../app-context';
import { RepeatedWarnings } from './repeated-warnings';
import { WriteQueue } from './write-queue';

/**
 * What every create, edit and delete of a transaction passes (docs/decisions/013-write-fairness.md):
 *
 * 1. `line`, a middleware: the person's line in this process (write-queue.ts), one write in flight and a few
 *    waiting, more refused at once with a 429; a request enters it once, however many routers gate its path;
 * 2. `admit`, called by a handler once the request is valid and about to touch the ledger: the person's write
 *    rate, counted in PostgreSQL so every instance shares it, then DRF's 429 with Retry-After. Requests refused
 *    before that (malformed bodies, impossible ids) cost no ledger work and are not counted.
 *
 * The rate is counted inside the line, so a burst costs the database one counter query at a time; once over the
 * limit the refusal comes from memory (inMemoryBlockOnConsumed) until the window ends.
 */

/**
 * The throttling counters' table of migration 0101 (rate-limiter-flexible's own schema), shared with the account
 * limits under another key prefix: one table that only throttling writes.
 */
const RATE_LIMIT_TABLE = 'auth_rate_limits';

/** A full line asks the client to come back after this many seconds: the writes ahead take milliseconds each. */
const LINE_FULL_RETRY_SECONDS = 1;

const WRITE_METHODS = new Set(['POST', 'PATCH', 'DELETE']);

export interface WriteGate {
  line: MiddlewareHandler<AppEnv>;
  /** Counts one write of the signed-in person: null when within their rate, else the seconds to wait (a 429). */
  admit(c: Context<AppEnv>): Promise<number | null>;
}

/** DRF's 429 body and header for a wait of `seconds`. */
export function throttledAnswer(seconds: number) {
  return { body: { detail: drfMessages.throttled(seconds) }, headers: { 'Retry-After': String(seconds) } };
}

function throttled(c: Context<AppEnv>, seconds: number): Response {
  const { body, headers } = throttledAnswer(seconds);
  return c.json(body, 429, headers);
}

export function portfolioWriteGate(ctx: AppContext): WriteGate {
  const queue = new WriteQueue(ctx.config.portfolioWriteQueue);
  const points = ctx.config.portfolioWritesPerMinute;
  const limiter = new RateLimiterPostgres({
    storeClient: ctx.pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true, // by migration 0101
    keyPrefix: 'portfolio-writes',
    points,
    duration: 60,
    inMemoryBlockOnConsumed: points + 1,
  });

  // The requests in a line already: one whose path two routers gate would otherwise queue behind itself, forever.
  const inLine = new WeakSet<Request>();
  // One refusal warning per person and reason a minute, with the count held back (product §16).
  const warnings = new RepeatedWarnings(60_000, () => ctx.now().getTime());
  const warn = (userId: number, reason: string, message: string, fields: Record<string, unknown> = {}) => {
    const admitted = warnings.admit(`${userId}:${reason}`);
    if (admitted) ctx.log.warn({ userId, ...fields, suppressed: admitted.suppressed }, message);
  };

  return {
    async line(c, next) {
      if (!WRITE_METHODS.has(c.req.method) || inLine.has(c.req.raw)) return next();
      inLine.add(c.req.raw);
      const userId = c.get('user').id;
      const ran = await queue.run(userId, () => next());
      if (ran) return;
      warn(userId, 'line', 'portfolio write refused: too many of this person’s writes waiting');
      return throttled(c, LINE_FULL_RETRY_SECONDS);
    },

    async admit(c) {
      const userId = c.get('user').id;
      try {
        await limiter.consume(String(userId));
        return null;
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        warn(userId, 'rate', 'portfolio write refused: write rate reached', { retryAfter: seconds });
        return seconds;
      }
    },
  };
}
