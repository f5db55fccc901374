import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * What every request that can carry a body goes through: bodies over 64 KiB get a 413 before anything reads them
 * (architecture §4.1), then a JSON body is parsed (parseJsonBody). A GET or HEAD request has no body (a fetch Request
 * cannot carry one) and skips both without asking for it: asking makes @hono/node-server build a full Request.
 * `ownLimits` are the paths that take a file and check its size themselves (the CSV import's 1 MiB).
 */
export const bodyChecks = (ownLimits: ReadonlySet<string> = new Set()): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => c.json({ detail: 'Request body is too large (the limit is 64 KiB).' }, 413),
  });
  const parse = parseJsonBody();
  return (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || ownLimits.has(c.req.path)
      ? next()
      : limit(c, async () => {
          // parseJsonBody answers a bad body itself; otherwise it returned next()'s result.
          const answer: unknown = await parse(c, next);
          if (answer instanceof Response) c.res = answer;
        });
};

const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json$/i;

/**
 * Parses a JSON body once, up front, so malformed JSON answers as DRF does (`JSON parse error - …`) instead of a
 * generic message. Hono caches the parsed body, so route validators reuse it.
 */
export const parseJsonBody = (): MiddlewareHandler => async (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || !c.req.raw.body) return next();
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) return next();
  const text = await c.req.text();
  if (text.trim() === '') {
    // DRF reads an empty JSON body as `{}`: the validators then name the missing fields.
    (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve('{}'); // Hono caches body promises
    return next();
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return c.json({ detail: `JSON parse error - ${(error as Error).message}` }, 400);
  }
  switch (inspectJson(parsed)) {
    case 'too_deep':
      return c.json({ detail: `JSON parse error - nested deeper than ${MAX_JSON_DEPTH} levels.` }, 400);
    case 'nul':
      // PostgreSQL text cannot hold U+0000: refuse it here, for every route, rather than fail in a query.
      return c.json(
        { detail: 'JSON parse error - strings may not contain the NUL character (\\u0000).' },
        400,
      );
    default:
      return next();
  }
};

/** Arrays and objects inside one another: far more than any request of this API needs (its bodies are flat objects). */
export const MAX_JSON_DEPTH = 64;

/**
 * One pass over a parsed body, with an explicit stack rather than recursion: a body of 64 KiB can nest over 30,000
 * levels, which overflowed the call stack of a recursive walk (a 500, product §16). Refuses nesting deeper than
 * MAX_JSON_DEPTH before anything else (validators, handlers) recurses into it, and NUL in any key or string.
 */
function inspectJson(root: unknown): 'too_deep' | 'nul' | null {
  const pending: [value: unknown, depth: number][] = [[root, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'nul';
    } else if (value !== null && typeof value === 'object') {
      if (depth > MAX_JSON_DEPTH) return 'too_deep';
      if (Array.isArray(value)) {
        for (const item of value) pending.push([item, depth + 1]);
      } else {
        for (const [key, item] of Object.entries(value)) {
          if (key.includes('\u0000')) return 'nul';
          pending.push([item, depth + 1]);
        }
      }
    }
  }
  return null;
}
