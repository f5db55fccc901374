import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Config } from '../config';

/**
 * The caller's IP address, for rate limits and logs. Behind a reverse proxy (TRUST_PROXY=true) the socket
 * address is the proxy's: take the last X-Forwarded-For entry, the one our proxy appended (earlier entries
 * are whatever the client sent, so they can be spoofed).
 */
export function clientIp(c: Context, config: Pick<Config, 'trustProxy'>): string {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return '127.0.0.1';
  }
}
