import type { Context } from 'hono';
import type { AppEnv } from '../app-context';
import { jsonAnswerHeaders } from './standard-headers';

/**
 * An answer built with every standard header already in it (standard-headers.ts), from one plain object, which
 * the outermost middleware (app.ts) then leaves as it is.
 *
 * Why: Hono builds a WHATWG Headers object for any answer with more than one header, and every header set on it
 * is validated, then read back into a plain object for Node. With the thirteen headers an API answer carries that
 * was about a third of a cached GET (Hono alone answering the market body with them, 2 cores: ~22,000 req/s
 * through Headers, ~31,000 from a plain object). A Response made from a plain object reaches writeHead as is.
 *
 * For the hot cached reads (market, value, holdings, chart): JSON answers, with a JSON answer's security headers.
 * Headers set with `c.header()` are not in it: a returned Response never carries them.
 */
const complete = new WeakSet<Response>();

export function completeResponse(
  c: Context<AppEnv>,
  body: string | Uint8Array<ArrayBuffer> | null,
  status: number,
  own: Readonly<Record<string, string>>,
): Response {
  const headers = completeHeaders(c.get('standardHeaders'), own);
  const response = new Response(body, { status, headers });
  complete.add(response);
  return response;
}

/**
 * Every header such an answer carries, in the order it sends them: the JSON answer's standard headers, then the
 * route's own (server/portfolio/fast-reads.ts builds its header block from this too, ADR 031).
 */
export function completeHeaders(
  standard: Readonly<Record<string, string>>,
  own: Readonly<Record<string, string>>,
): Record<string, string> {
  const headers = jsonAnswerHeaders(standard);
  for (const name in own) headers[name.toLowerCase()] = own[name]!;
  return headers;
}

/** Made by completeResponse and still the answer (nothing replaced it on the way out). */
export const isComplete = (response: Response): boolean => complete.has(response);
