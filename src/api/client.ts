import ky, { type KyInstance, type Options } from 'ky';
import {
  householdAnswered404,
  householdScope,
  scopeParameters,
  type HouseholdScope,
} from './household-scope';
import { BEARER_PREFIX, connectedSessionPort, type SessionPort } from './session-port';

// The HTTP client every SPA call goes through (spec §4 "Token refresh", §7; DESIGN §3). It asks the session for
// tokens through a SessionPort (src/api/session-port.ts); it never refreshes and never touches storage.

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

/** What every read of the API takes: the caller's abort signal (a machine's invoke cancels with it). */
export interface RequestOptions {
  signal?: AbortSignal;
}

export interface ApiOptions {
  /** The session the client asks for tokens; null until the app has started it. */
  session: () => SessionPort | null;
  /** Tests pass a controllable fetch. */
  fetch?: typeof globalThis.fetch;
  /** The household and member the pages look at (issue 17); default: the caller's own, whole. */
  scope?: () => HouseholdScope;
  /** Hears of a 404 in a shared household (its access may be revoked); default: the household-scope actor. */
  onHouseholdNotFound?: (household: string) => void;
}

export function createApi({
  session,
  fetch,
  scope = householdScope,
  onHouseholdNotFound = householdAnswered404,
}: ApiOptions): KyInstance {
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
        ({ request, options }) => {
          const url = new URL(request.url);
          const added = scopeParameters(url, request.method, scope(), options.context);
          if (Object.keys(added).length === 0) return;
          for (const [name, value] of Object.entries(added)) url.searchParams.set(name, value);
          return new Request(url, request);
        },
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
          const household = new URL(request.url).searchParams.get('household');
          // Issue 17: a shared household answers 404 once its owner revoked the access; the scope falls back.
          if (response.status === 404 && household) onHouseholdNotFound(household);
          if (response.status === 403) {
            // spec §4: a 403 signs out; but in a household shared with them, a viewer's refused write is the
            // role's answer, not a lost session (issue 17): the page shows it.
            if (!household) port.forbidden();
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

export const api: KyInstance = createApi({ session: connectedSessionPort });
