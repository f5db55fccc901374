import type { AppContext } from '../app-context';

/** What the elected poller last saw of the live provider (table price_provider_status). */
export interface ProviderStatus {
  lastAttemptAt: Date | null;
  lastSuccessAt: Date | null;
  /** Since when every attempt has failed; null while the last one succeeded. */
  failingSince: Date | null;
  lastError: string | null;
}

const NEVER_POLLED: ProviderStatus = {
  lastAttemptAt: null,
  lastSuccessAt: null,
  failingSince: null,
  lastError: null,
};

/** A reason is one line for people and logs; a provider's message is never allowed to grow the table. */
const MAX_REASON_CHARS = 500;

export async function recordPollSuccess(ctx: AppContext, at: Date): Promise<void> {
  await ctx.pool.query(
    `INSERT INTO price_provider_status (id, last_attempt_at, last_success_at, failing_since, last_error)
     VALUES (1, $1, $1, NULL, NULL)
     ON CONFLICT (id) DO UPDATE SET last_attempt_at = $1, last_success_at = $1, failing_since = NULL,
       last_error = NULL`,
    [at],
  );
}

/** Records a failed attempt and answers since when the provider has been failing. */
export async function recordPollFailure(ctx: AppContext, at: Date, reason: string): Promise<Date> {
  const { rows } = await ctx.pool.query<{ failing_since: Date }>(
    `INSERT INTO price_provider_status (id, last_attempt_at, failing_since, last_error)
     VALUES (1, $1, $1, $2)
     ON CONFLICT (id) DO UPDATE SET last_attempt_at = $1,
       failing_since = COALESCE(price_provider_status.failing_since, $1), last_error = $2
     RETURNING failing_since`,
    [at, reason.slice(0, MAX_REASON_CHARS)],
  );
  return rows[0]!.failing_since;
}

export async function readProviderStatus(ctx: AppContext): Promise<ProviderStatus> {
  const { rows } = await ctx.pool.query<{
    last_attempt_at: Date;
    last_success_at: Date | null;
    failing_since: Date | null;
    last_error: string | null;
  }>('SELECT last_attempt_at, last_success_at, failing_since, last_error FROM price_provider_status');
  const row = rows[0];
  if (!row) return NEVER_POLLED;
  return {
    lastAttemptAt: row.last_attempt_at,
    lastSuccessAt: row.last_success_at,
    failingSince: row.failing_since,
    lastError: row.last_error,
  };
}
