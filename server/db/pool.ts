import pg from 'pg';
import type { Logger } from 'pino';
import { requestTransactionPool } from './request-transaction';

// PostgreSQL `numeric` (OID 1700) and `int8` (20) stay strings: money and quantities are never binary floats.
// (pg's default already does this; stated here so nobody "fixes" it with a float parser.)

/** A frozen or partitioned database fails a query after this long (a 503) instead of holding the request forever. */
export const QUERY_TIMEOUT_MS = 5_000;
/** How long a request waits for a connection (a free one of the pool's, or a new one) before it fails (a 503). */
export const CONNECTION_WAIT_MS = 3_000;

export interface PoolOptions {
  /** Maximum connections; default 10. */
  max?: number;
  /** Name shown in pg_stat_activity. */
  applicationName?: string;
}

/**
 * A pg Pool with an `error` listener: without one, an idle client losing its connection
 * (the embedded database stopping at shutdown, a managed database failing over) kills the process.
 */
export function createPool(url: string, log: Logger, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECTION_WAIT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    application_name: options.applicationName ?? 'dahabi',
  });
  pool.on('error', (error) => {
    log.warn(
      { err: { message: error.message, code: (error as { code?: string }).code } },
      'idle database connection lost',
    );
  });
  // A checked-out client (inside a transaction, between queries) whose connection dies emits 'error' with no
  // listener of the pool's: without this, the process dies of an uncaught exception when the database does.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      log.warn({ err: { message: error.message } }, 'database connection lost');
    });
  });
  // Outside an idempotent write's request transaction it is the pool itself (request-transaction.ts).
  return requestTransactionPool(pool);
}

/** The database URL with any password replaced, for logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable database URL)';
  }
}
