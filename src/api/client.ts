import ky, { type KyInstance, type Options } from 'ky';

/**
 * The HTTP client every SPA call goes through (spec §4 "Token refresh", §7; DESIGN §3).
 *
 * Tokens belong to the session actor: before each request the client asks it for a usable access token (the actor
 * refreshes an expired one first, and every request waits on the single refresh in flight); on a 401 it reports the
 * rejected token and retries once with the token the actor hands back; on a 403 it tells the actor, which signs out.
 * The client itself never refreshes and never touches storage.
 */
export interface SessionPort {
  /** A usable access token (raw JWT), after any refresh it needed; null when there is none. */
  accessToken(): Promise<string | null>;
  /** The server answered 401 to a request that carried `token`: the token to retry with, or null (signed out). */
  tokenRejected(token: string | null): Promise<string | null>;
  /** Any 403 on an authenticated call signs out (spec §4, §8). */
  forbidden(): void;
}

/** spec §3, §9: the header value is the stored token with the 'Bearer ' prefix. */
export const BEARER_PREFIX = 'Bearer ';

/** spec §4: the refresh call itself is exempt from the bearer and refresh hooks. */
export const REFRESH_PATH = '/auth/jwt/refresh/';

/**
 * Options for calls made without a session: sign-up, activation, login, Google login, public config and logout.
 * They carry no bearer (a stale token must not make a public call fail), and their 401/403 answers are theirs to
 * show (an activation 403 is "link expired", not "you were logged out").
 */
export const withoutSession: Options = { context: { session: false } };

function usesSession(request: Request, options: { context: Record<string, unknown> }): boolean {
  return options.context.session !== false && new URL(request.url).pathname !== REFRESH_PATH;
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith(BEARER_PREFIX) ? header.slice(BEARER_PREFIX.length) : null;
}

export interface ApiOptions {
  /** The session the client asks for tokens; null until the app has started it. */
  session: () => SessionPort | null;
  /** Tests pass a controllable fetch. */
  fetch?: typeof globalThis.fetch;
}

export function createApi({ session, fetch }: ApiOptions): KyInstance {
  return ky.create({
    prefix: '/',
    // spec §7: HTTP timeout none
    timeout: false,
    headers: { accept: 'application/json' },
    // spec §9: the only retry is the one after a 401, at most once (forced from afterResponse below; with no
    // retriable methods ky retries nothing on its own).
    retry: { limit: 1, methods: [], statusCodes: [] },
    ...(fetch ? { fetch } : {}),
    hooks: {
      beforeRequest: [
        async ({ request, options }) => {
          const port = session();
          if (!port || !usesSession(request, options)) return;
          const token = await port.accessToken();
          if (token) request.headers.set('Authorization', BEARER_PREFIX + token);
        },
      ],
      afterResponse: [
        async ({ request, options, response, retryCount }) => {
          const port = session();
          if (!port || !usesSession(request, options)) return;
          if (response.status === 403) {
            port.forbidden();
            return;
          }
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

let connectedSession: SessionPort | null = null;

/** Called once by the app's session (src/app/session/app-session.ts) when it starts. */
export function connectSession(port: SessionPort | null): void {
  connectedSession = port;
}

export const api: KyInstance = createApi({ session: () => connectedSession });
