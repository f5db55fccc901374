/**
 * Errors that mean "the database cannot be reached right now" (stopped, restarting, frozen, partitioned), as
 * opposed to a bug: the API answers them with a 503 the client may retry, never a 500 (architecture §6, database outage).
 */

import { SERVICE_UNAVAILABLE } from '@contract/errors-values';
import { LookupTimeout } from './batched-lookup';

export const DATABASE_UNAVAILABLE = SERVICE_UNAVAILABLE;

const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly|the database system is (?:starting up|shutting down|in recovery mode)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof LookupTimeout) return true;
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (CODES.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
