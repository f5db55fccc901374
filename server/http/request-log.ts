import type { Context } from 'hono';
import type { Logger } from 'pino';

const QUIET = new Set(['/healthz', '/readyz']);

/**
 * One JSON line per request with its id. Only method, path (never the query string, which could carry
 * a token), status and duration: never headers or bodies, so no token or password reaches the logs.
 * `started` is the request's `performance.now()` on arrival.
 */
export function logRequest(log: Logger, c: Context, requestId: string, started: number): void {
  const status = c.res.status;
  const level = status >= 500 ? 'error' : QUIET.has(c.req.path) || !isApiPath(c.req.path) ? 'debug' : 'info';
  if (!log.isLevelEnabled(level)) return;
  const line = {
    reqId: requestId,
    method: c.req.method,
    path: c.req.path,
    status,
    ms: Math.round((performance.now() - started) * 10) / 10,
  };
  log[level](line, level === 'error' ? 'request failed' : 'request');
}

/** Paths the API owns; everything else is the SPA. */
export const isApiPath = (path: string) =>
  path.startsWith('/api/') ||
  path === '/api' ||
  path.startsWith('/auth/') ||
  path === '/auth' ||
  path.startsWith('/transactions');
