import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../app-context';

const QUIET = new Set(['/healthz', '/readyz']);

/**
 * One JSON line per request with its id. Only method, path (never the query string, which could carry
 * a token), status and duration: never headers or bodies, so no token or password reaches the logs.
 */
export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      reqId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) log.error(line, 'request failed');
    else if (QUIET.has(c.req.path) || !isApiPath(c.req.path)) log.debug(line, 'request');
    else log.info(line, 'request');
  };
}

/** Paths the API owns; everything else is the SPA. */
export const isApiPath = (path: string) =>
  path.startsWith('/api/') ||
  path === '/api' ||
  path.startsWith('/auth/') ||
  path === '/auth' ||
  path.startsWith('/transactions');
