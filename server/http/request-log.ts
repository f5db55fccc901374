import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../app-context';
import type { Config } from '../config';
import { clientIp } from './client-ip';

const QUIET = new Set(['/healthz', '/readyz']);

/**
 * The paths whose every segment after the prefix is an e-mail link's secret (or its uid): the API's switch-off and
 * unsubscribe links (the unsubscribe one never expires) and the SPA's pages the e-mails open.
 */
const SECRET_PATHS = [
  '/api/alert-off/',
  '/api/report-unsubscribe/',
  '/password-reset/',
  '/activate/',
  '/invitations/',
  '/alerts/off/',
  '/reports/unsubscribe/',
];

/** The path as logged (ADR 012: no token is ever logged): `/activate/…/…`, `/api/alert-off/…/`. */
export function loggedPath(path: string): string {
  const lower = path.toLowerCase();
  const prefix = SECRET_PATHS.find((p) => lower.startsWith(p));
  if (!prefix) return path;
  return path.slice(0, prefix.length) + path.slice(prefix.length).replace(/[^/]+/g, '…');
}

/**
 * One JSON line per request with its id. Only method, path (never the query string, which could carry
 * a token, and with the tokens of e-mail links masked), status, duration, the client's address (TRUST_PROXY-aware)
 * and the signed-in person's id (product §16): never headers or bodies, so no token or password reaches the
 * logs. `started` is the request's `performance.now()` on arrival.
 */
export function logRequest(
  log: Logger,
  config: Pick<Config, 'trustProxy'>,
  c: Context<AppEnv>,
  requestId: string,
  started: number,
): void {
  logRequestLine(log, {
    requestId,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    started,
    ip: () => clientIp(c, config),
    // Set by requireUser on the routes that need a session; null for everyone else.
    userId: c.get('user')?.id ?? null,
  });
}

/** What a request's log line is made of, however it was answered. */
export interface RequestLogFields {
  requestId: string;
  method: string;
  /** As requested (loggedPath masks it). */
  path: string;
  status: number;
  /** `performance.now()` on arrival. */
  started: number;
  /** The client's address, asked only when the line is written. */
  ip: () => string;
  userId: number | null;
}

/**
 * The line itself: the Hono app's (logRequest) and the fast reads' (server/portfolio/fast-reads.ts, ADR 031), so
 * both log a request the same way.
 */
export function logRequestLine(log: Logger, fields: RequestLogFields): void {
  const { status, path } = fields;
  const level = status >= 500 ? 'error' : QUIET.has(path) || !isApiPath(path) ? 'debug' : 'info';
  if (!log.isLevelEnabled(level)) return;
  const line = {
    reqId: fields.requestId,
    method: fields.method,
    path: loggedPath(path),
    status,
    ms: Math.round((performance.now() - fields.started) * 10) / 10,
    ip: fields.ip(),
    userId: fields.userId,
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
