import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '@machines/session/session.machine';
import type { RefreshedTokens, SessionUser } from '@machines/session/types';
import type { SessionPort } from '@/api/session-port';
import { forgetStoredTokens, readClaims, readStoredTokens, writeStoredTokens } from './tokens';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** spec §8: why a refresh could not even be attempted (logged, never shown: the visitor just lands on /login). */
export const NO_TOKEN = 'No authentication token found';
export const REFRESH_TOKEN_EXPIRED = 'Refresh token expired';

export interface SessionDependencies {
  storage: Storage;
  /** ms since epoch */
  clock: () => number;
  /** POST /auth/jwt/refresh/ */
  refresh: (refreshToken: string) => Promise<{ access: string; refresh?: string }>;
  /** POST /api/users/logout/ (best-effort) */
  revoke: (refreshToken: string) => Promise<unknown>;
  notifyLoggedOut: () => void;
  redirectToLogin: () => void;
}

export interface SessionService {
  actor: SessionActor;
  /** What the HTTP client asks (src/api/client.ts). */
  port: SessionPort;
  /** spec §4 login success: store both tokens and set the user from the access token. */
  signIn(tokens: { access: string; refresh: string }): void;
  signOut(): void;
}

export function createSessionService(deps: SessionDependencies): SessionService {
  const stored = readStoredTokens(deps.storage);

  const refreshTokens = fromPromise<RefreshedTokens, { refreshToken: string }>(async ({ input }) => {
    if (!input.refreshToken) throw new Error(NO_TOKEN);
    const exp = readClaims(input.refreshToken)?.exp;
    if (typeof exp === 'number' && exp * 1000 <= deps.clock()) throw new Error(REFRESH_TOKEN_EXPIRED);
    const response = await deps.refresh(input.refreshToken);
    return {
      accessToken: response.access,
      refreshToken: response.refresh,
      user: readClaims(response.access) ?? {},
    };
  });

  const machine = sessionMachine.provide({
    actors: { refreshTokens },
    actions: {
      persistTokens: ({ context }) => writeStoredTokens(deps.storage, context),
      forgetStoredTokens: () => forgetStoredTokens(deps.storage),
      revokeRefreshToken: (_, { refreshToken }) => {
        if (refreshToken) deps.revoke(refreshToken).catch(() => undefined);
      },
      notifyLoggedOut: () => deps.notifyLoggedOut(),
      redirectToLogin: () => deps.redirectToLogin(),
    },
  });

  const actor = createActor(machine, {
    input: {
      ...stored,
      user: stored.accessToken ? readClaims(stored.accessToken) : null,
      now: deps.clock(),
    },
  });
  actor.start();

  /** Waits for the single refresh in flight (if any), then answers with the token to use. */
  async function settledToken(): Promise<string | null> {
    const snapshot = await waitFor(actor, (s) => !s.matches('refreshing'), { timeout: Infinity });
    return snapshot.matches('signedIn') ? snapshot.context.accessToken : null;
  }

  const port: SessionPort = {
    accessToken() {
      actor.send({ type: 'token.requested', at: deps.clock() });
      return settledToken();
    },
    tokenRejected(token) {
      actor.send({ type: 'token.rejected', token, at: deps.clock() });
      return settledToken();
    },
    forbidden() {
      actor.send({ type: 'session.forbidden' });
    },
  };

  return {
    actor,
    port,
    signIn({ access, refresh }) {
      const user: SessionUser = readClaims(access) ?? {};
      actor.send({ type: 'session.signIn', accessToken: access, refreshToken: refresh, user });
    },
    signOut() {
      actor.send({ type: 'session.signOut' });
    },
  };
}
