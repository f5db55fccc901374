import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '@machines/session/session.machine';
import type { RefreshedTokens, SessionUser, StoredSession } from '@machines/session/types';
import type { SessionPort } from '@/api/session-port';
import { createRefreshLock, type RefreshLocks } from './refresh-lock';
import {
  ACCESS_TOKEN_KEY,
  forgetStoredTokens,
  readClaims,
  readStoredTokens,
  REFRESH_TOKEN_KEY,
  writeStoredTokens,
} from './tokens';
import { inspect } from '@/app/inspect';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** product §8: why a refresh could not even be attempted (logged, never shown: the visitor just lands on /login). */
export const NO_TOKEN = 'No authentication token found';

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
  /** The browser's Web Locks (`navigator.locks`), shared by every tab; without them each tab refreshes alone. */
  locks?: RefreshLocks | null;
  /** Where other tabs' changes to `storage` are announced (`window`'s `storage` events). */
  storageEvents?: Pick<Window, 'addEventListener'>;
}

export interface SessionService {
  actor: SessionActor;
  /** What the HTTP client asks (src/api/client.ts). */
  port: SessionPort;
  /** product §4 login success: store both tokens and set the user from the access token. */
  signIn(tokens: { access: string; refresh: string }): void;
  signOut(): void;
}

export function createSessionService(deps: SessionDependencies): SessionService {
  const stored = readStoredTokens(deps.storage);

  /** The tokens in storage now, as another tab may have left them. */
  const readStoredSession = (): StoredSession => {
    const tokens = readStoredTokens(deps.storage);
    // The session machine decides whether the refresh token has expired (product §4 'Refresh token expired').
    const refreshExp = tokens.refreshToken ? readClaims(tokens.refreshToken)?.exp : undefined;
    return {
      ...tokens,
      user: tokens.accessToken ? readClaims(tokens.accessToken) : null,
      refreshExpiresAt: typeof refreshExp === 'number' ? refreshExp * 1000 : null,
      at: deps.clock(),
    };
  };
  const lock = createRefreshLock(deps.locks ?? null, readStoredSession);

  const refreshTokens = fromPromise<RefreshedTokens, { refreshToken: string }>(async ({ input }) => {
    if (!input.refreshToken) throw new Error(NO_TOKEN);
    const response = await deps.refresh(input.refreshToken);
    return {
      accessToken: response.access,
      refreshToken: response.refresh,
      user: readClaims(response.access) ?? {},
    };
  });

  const machine = sessionMachine.provide({
    actors: { refreshTokens, acquireRefreshLock: lock.acquire },
    actions: {
      releaseRefreshLock: () => lock.release(),
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
    inspect,
  });
  actor.start();

  // Another tab changed the stored tokens. Removing them is only ever a sign-out (the app never removes one key
  // without the other); writing them is a refresh or a sign-in there, which this tab follows.
  deps.storageEvents?.addEventListener('storage', (event) => {
    if (event.storageArea !== deps.storage) return;
    if (event.key !== null && event.key !== ACCESS_TOKEN_KEY && event.key !== REFRESH_TOKEN_KEY) return;
    const now = readStoredSession();
    if (event.newValue === null && (event.key !== null || (!now.accessToken && !now.refreshToken)))
      actor.send({ type: 'session.signedOutElsewhere' });
    else actor.send({ type: 'session.tokensChangedElsewhere', ...now });
  });

  return createSessionFacade(actor, deps.clock);
}

/** The commands and the HTTP client's port over a session actor (the app's, or a test's). */
export function createSessionFacade(actor: SessionActor, clock: () => number): SessionService {
  return {
    actor,
    port: createSessionPort(actor, clock),
    signIn({ access, refresh }) {
      const user: SessionUser = readClaims(access) ?? {};
      actor.send({ type: 'session.signIn', accessToken: access, refreshToken: refresh, user });
    },
    signOut() {
      actor.send({ type: 'session.signOut' });
    },
  };
}

/** What the HTTP client asks of a session actor (src/api/session-port.ts): tokens after any refresh, 401s, 403s. */
export function createSessionPort(actor: SessionActor, clock: () => number): SessionPort {
  /** Waits for the single refresh in flight (if any), then answers with the token to use. */
  async function settledToken(): Promise<string | null> {
    const snapshot = await waitFor(actor, (s) => !s.matches('refreshing'), { timeout: Infinity });
    return snapshot.matches('signedIn') ? snapshot.context.accessToken : null;
  }

  return {
    accessToken() {
      actor.send({ type: 'token.requested', at: clock() });
      return settledToken();
    },
    tokenRejected(token) {
      actor.send({ type: 'token.rejected', token, at: clock() });
      return settledToken();
    },
    forbidden() {
      actor.send({ type: 'session.forbidden' });
    },
  };
}
