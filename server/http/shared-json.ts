import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from '../app-context';
import { completeResponse } from './complete-response';

/**
 * A JSON answer many requests share (a portfolio answer memoized per ledger revision and prices, see
 * server/portfolio/ledger-store.ts) is serialised once: its text is kept beside the object, which nobody changes
 * once it has been handed out. Only for such shared, immutable answers; anything else uses `c.json`.
 * The response is typed as `c.json(value, 200)` would be, so the route's schema still checks it.
 */
const texts = new WeakMap<object, string>();

export function sharedJson<T extends object>(
  c: Context<AppEnv>,
  value: T,
): Response & TypedResponse<JSONParsed<T>, 200, 'json'> {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  const response = completeResponse(c, text, 200, { 'content-type': 'application/json' });
  return response as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
