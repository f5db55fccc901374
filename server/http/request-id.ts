import type { Context } from 'hono';

// A proxy in front may pass its own id on; only a plain token is taken (it reaches the logs and a header).
const PASSED_ON = /^[\w\-=]{1,255}$/;

/** The request's id: the caller's X-Request-Id when it is a plain token of at most 255 characters, else a new one. */
export function requestIdFor(c: Context): string {
  return requestIdFrom(c.req.header('x-request-id'));
}

/** The same, from the header's value as received (server/portfolio/fast-reads.ts reads it without Hono). */
export function requestIdFrom(given: string | undefined): string {
  return given !== undefined && PASSED_ON.test(given) ? given : crypto.randomUUID();
}
