/**
 * What the HTTP client (src/api/client.ts) asks the session for, kept apart from the client itself so the entry
 * chunk can start the session without loading ky, zod or the API modules (architecture §7: `/` loads ≤ 170 KiB).
 *
 * Tokens belong to the session actor: before each request the client asks it for a usable access token (the actor
 * refreshes an expired one first, and every request waits on the single refresh in flight); on a 401 it reports the
 * rejected token and retries once with the token the actor hands back. A 403 is the calling machine's to read: it tells
 * the session itself (machines/shared/refusals.ts).
 */
export interface SessionPort {
  /** A usable access token (raw JWT), after any refresh it needed; null when there is none. */
  accessToken(): Promise<string | null>;
  /** The server answered 401 to a request that carried `token`: the token to retry with, or null (signed out). */
  tokenRejected(token: string | null): Promise<string | null>;
}

/** product §3, §9: the header value is the stored token with the 'Bearer ' prefix. */
export const BEARER_PREFIX = 'Bearer ';
