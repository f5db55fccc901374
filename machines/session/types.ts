/**
 * The session (product §3, §4; architecture §3): the tokens kept in browser storage and the user read from the access token.
 * The machine never reads storage, decodes tokens or looks at the clock: the app hands it decoded claims and times.
 */

/** The decoded access-token claims (never verified in the browser). A token without `exp` counts as expired. */
export interface SessionUser {
  exp?: number;
  email?: string;
  user_id?: number;
  [claim: string]: unknown;
}

/** A token pair with the claims of its access token. `accessToken` is the raw JWT, without the `Bearer ` prefix. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
}

/** What a refresh returns: a new access token, and a new refresh token when the server rotated it. */
export interface RefreshedTokens {
  accessToken: string;
  refreshToken?: string;
  user: SessionUser;
}

export interface SessionContext {
  accessToken: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  /** When the app started (ms since epoch): the startup check compares the stored token's `exp` with it. */
  startedAt: number;
}

/**
 * The tokens in browser storage at one moment (`at`, ms since epoch), as another tab may have left them: read when
 * this tab takes the cross-tab refresh lock, and when another tab changes the stored tokens.
 */
export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  /** When the stored refresh token expires (ms since epoch, from its `exp`); absent or null when it says not. */
  refreshExpiresAt?: number | null;
  at: number;
}

/** What the app read from storage at startup. */
export interface SessionInput {
  accessToken: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  now: number;
}

export type SessionEvent =
  | ({ type: 'session.signIn' } & SessionTokens)
  | { type: 'session.signOut' }
  /** Any 403 on an authenticated call (product §4, §8). */
  | { type: 'session.forbidden' }
  /** The HTTP client wants a usable access token for a request sent at `at` (ms since epoch). */
  | { type: 'token.requested'; at: number }
  /** The server answered 401 to a request that carried `token` (null: none). */
  | { type: 'token.rejected'; token: string | null; at: number }
  /** Another tab of this browser stored other tokens (it refreshed, or signed in). */
  | ({ type: 'session.tokensChangedElsewhere' } & StoredSession)
  /** Another tab removed the stored tokens (it signed out, or its session ended). */
  | { type: 'session.signedOutElsewhere' };
