import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from '../app-context';
import { completeResponse } from './complete-response';

/**
 * A JSON answer many requests share (a portfolio answer memoized per ledger revision and prices, see
 * server/portfolio/ledger-store.ts) is serialised once: its body is kept beside the object, which nobody changes
 * once it has been handed out. Only for such shared, immutable answers; anything else uses `c.json`.
 * The response is typed as `c.json(value, 200)` would be, so the route's schema still checks it.
 *
 * A long body is kept as its UTF-8 bytes: Node sends bytes beside the headers as they are, where a string is joined
 * to the headers and encoded again for every answer. Two thousand transactions' holdings (16 KB) cost the server
 * about a fifth less CPU a request as bytes; below a few kilobytes the single write of a string is as cheap or
 * cheaper (docs/performance.md).
 */
const BYTES_ABOVE = 4096;
const bodies = new WeakMap<object, string | Uint8Array<ArrayBuffer>>();

/** The route's own headers on such an answer. */
export const SHARED_JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-type': 'application/json',
});

/** The body of a shared answer, serialised once (sharedJson's, and the fast reads', ADR 031). */
export function sharedBody(value: object): string | Uint8Array<ArrayBuffer> {
  let body = bodies.get(value);
  if (body === undefined) {
    const text = JSON.stringify(value);
    body = text.length > BYTES_ABOVE ? Buffer.from(text) : text;
    bodies.set(value, body);
  }
  return body;
}

export function sharedJson<T extends object>(
  c: Context<AppEnv>,
  value: T,
): Response & TypedResponse<JSONParsed<T>, 200, 'json'> {
  const response = completeResponse(c, sharedBody(value), 200, SHARED_JSON_HEADERS);
  return response as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
