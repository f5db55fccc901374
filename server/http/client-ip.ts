import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Config } from '../config';

/**
 * The caller's IP address, for rate limits and logs. Behind a reverse proxy (TRUST_PROXY=true) the socket
 * address is the proxy's: take the last X-Forwarded-For entry, the one our proxy appended (earlier entries
 * are whatever the client sent, so they can be spoofed).
 */
export function clientIp(c: Context, config: Pick<Config, 'trustProxy'>): string {
  return clientIpFrom(config, config.trustProxy ? c.req.header('x-forwarded-for') : undefined, () => {
    try {
      return getConnInfo(c).remote.address;
    } catch {
      // app.request() in tests has no socket.
      return '127.0.0.1';
    }
  });
}

/**
 * The same from what was received: X-Forwarded-For (read only behind a trusted proxy) and the socket's address
 * (server/portfolio/fast-reads.ts reads them without Hono).
 */
export function clientIpFrom(
  config: Pick<Config, 'trustProxy'>,
  forwardedFor: string | undefined,
  socketAddress: () => string | undefined,
): string {
  if (config.trustProxy) {
    const last = forwardedFor?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return socketAddress() ?? 'unknown';
}
