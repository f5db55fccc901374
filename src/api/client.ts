import ky, { type KyInstance, type Options } from 'ky';
import { BEARER_PREFIX, type SessionPort } from './session-port';

// The HTTP client every SPA call goes through (product §4 "Token refresh", §7; architecture §3). It asks the session for
// tokens through a SessionPort (src/api/session-port.ts); it never refreshes and never touches storage.

/** product §4: the refresh call itself is exempt from the bearer and refresh hooks. */
export const REFRESH_PATH = '/auth/jwt/refresh/';

/**
 * Options for calls made without a session: sign-up, activation, login, Google login, public config and logout.
 * They carry no bearer (a stale token must not make a public call fail), and their 401/403 answers are theirs to
 * show (an activation 403 is "link expired", not "you were logged out").
 */
export const withoutSession: Options = { context: { session: false }, retry: { limit: 0 } };

/**
 * Every write of a signed-in person carries a key of its own (ADR 029): a write whose connection failed is sent
 * again with the same key, at most twice, and the server writes it once however many of the tries reached it.
 */
export const IDEMPOTENCY_KEY = 'Idempotency-Key';
const KEYED_WRITES = ['post', 'put', 'patch', 'delete'] as const;

/** A random key: `crypto.randomUUID` where the page is a secure context, 128 random bits in hex elsewhere. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

function usesSession(request: Request, options: { context: Record<string, unknown> }): boolean {
  return options.context.session !== false && new URL(request.url).pathname !== REFRESH_PATH;
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith(BEARER_PREFIX) ? header.slice(BEARER_PREFIX.length) : null;
}

/** What every read of the API takes: the caller's abort signal (a machine's invoke cancels with it). */
export interface RequestOptions {
  signal?: AbortSignal;
}

/** What every API function takes first: the client of the caller's actor system (ADR 030). */
export type ApiClient = KyInstance;

export interface ApiOptions {
  /**
   * The session the client asks for tokens: the port of an actor system's `session` (src/app/system/api-for.ts); null
   * for a system without one (a machine's own test), whose calls carry no token.
   */
  session: SessionPort | null;
  /** Tests pass a controllable fetch. */
  fetch?: typeof globalThis.fetch;
}

/**
 * The client sends what it is given: whom a call acts for is the caller's argument, and
 * what an answer means for a flow is that flow's machine's to decide from the failure (src/api/failure.ts).
 */
export function createApi({ session: port, fetch }: ApiOptions): ApiClient {
  return ky.create({
    prefix: '/',
    // product §7: HTTP timeout none
    timeout: false,
    headers: { accept: 'application/json' },
    // product §9: a read is retried only after a 401, once (forced from afterResponse below). A signed-in write is
    // also sent again when the network failed, with its key, at most twice (ADR 029); an answer is never retried.
    retry: {
      limit: 2,
      methods: [...KEYED_WRITES],
      statusCodes: [],
      afterStatusCodes: [],
      retryOnTimeout: false,
    },
    ...(fetch ? { fetch } : {}),
    hooks: {
      beforeRequest: [
        async ({ request, options }) => {
          if (!port || !usesSession(request, options)) return;
          const method = request.method.toLowerCase() as (typeof KEYED_WRITES)[number];
          if (KEYED_WRITES.includes(method) && !request.headers.has(IDEMPOTENCY_KEY))
            request.headers.set(IDEMPOTENCY_KEY, newIdempotencyKey());
          const token = await port.accessToken();
          if (token) request.headers.set('Authorization', BEARER_PREFIX + token);
        },
      ],
      afterResponse: [
        async ({ request, options, response, retryCount }) => {
          if (!port || !usesSession(request, options)) return;
          // A 403 is the calling machine's to read (product §4, §8, §13: machines/shared/refusals.ts), not a guess here.
          if (response.status !== 401 || retryCount > 0) return;
          const token = await port.tokenRejected(bearerOf(request));
          if (!token) return;
          const headers = new Headers(request.headers);
          headers.set('Authorization', BEARER_PREFIX + token);
          // `request` is ky's clone kept for retries, so a POST body is still unread here.
          return ky.retry({ request: new Request(request, { headers }), delay: 0, code: 'TOKEN_REFRESHED' });
        },
      ],
    },
  });
}
