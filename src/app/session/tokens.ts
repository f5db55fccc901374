import { jwtDecode } from 'jwt-decode';
import type { SessionUser } from '@machines/session/types';
import { BEARER_PREFIX } from '@/api/session-port';

/** product §3, §9: browser storage keys. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

/** The claims of a JWT, read without verifying it (product §2: "the token is not verified locally"); null when unreadable. */
export function readClaims(token: string): SessionUser | null {
  try {
    const claims = jwtDecode<SessionUser>(token);
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

/** The access token is stored with its 'Bearer ' prefix (product §3); the session keeps the raw JWT. */
export function readStoredTokens(storage: Storage): StoredTokens {
  const stored = storage.getItem(ACCESS_TOKEN_KEY);
  const accessToken = stored?.startsWith(BEARER_PREFIX) ? stored.slice(BEARER_PREFIX.length) : stored || null;
  return { accessToken: accessToken || null, refreshToken: storage.getItem(REFRESH_TOKEN_KEY) || null };
}

export function writeStoredTokens(storage: Storage, tokens: StoredTokens): void {
  if (tokens.accessToken) storage.setItem(ACCESS_TOKEN_KEY, BEARER_PREFIX + tokens.accessToken);
  if (tokens.refreshToken) storage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
}

export function forgetStoredTokens(storage: Storage): void {
  storage.removeItem(ACCESS_TOKEN_KEY);
  storage.removeItem(REFRESH_TOKEN_KEY);
}
