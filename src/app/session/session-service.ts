import { type ActorRefFrom, type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '@machines/session/session.machine';
import type { RefreshedTokens, SessionInput, SessionUser, StoredSession } from '@machines/session/types';
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

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** product §8: why a refresh could not even be attempted (logged, never shown: the visitor just lands on /login). */
export const NO_TOKEN = 'No authentication token found';

export interface SessionDependencies {
  storage: Storage;
  /** ms since epoch */
  clock: () => number;
  /** POST /auth/jwt/refresh/, with the client of the session's system (src/app/system/api-for.ts). */
  refresh: (
    refreshToken: string,
    system: AnyActorRef['system'],
  ) => Promise<{ access: string; refresh?: string }>;
  /** POST /api/users/logout/ (best-effort), with the client of the session's system. */
  revoke: (refreshToken: string, system: AnyActorRef['system']) => Promise<unknown>;
  notifyLoggedOut: () => void;
  redirectToLogin: () => void;
  /** The browser's Web Locks (`navigator.locks`), shared by every tab; without them each tab refreshes alone. */
  locks?: RefreshLocks | null;
}

export interface SessionService {
  actor: SessionActor;
  /** What the HTTP client asks (src/api/client.ts). */
  port: SessionPort;
  /** product §4 login success: store both tokens and set the user from the access token. */
  signIn(tokens: { access: string; refresh: string }): void;
  signOut(): void;
}

/** The tokens in `storage` now, as another tab may have left them. */
function readStoredSession(storage: Storage, clock: () => number): StoredSession {
  const tokens = readStoredTokens(storage);
  // The session machine decides whether the refresh token has expired (product §4 'Refresh token expired').
  const refreshExp = tokens.refreshToken ? readClaims(tokens.refreshToken)?.exp : undefined;
  return {
    ...tokens,
    user: tokens.accessToken ? readClaims(tokens.accessToken) : null,
    refreshExpiresAt: typeof refreshExp === 'number' ? refreshExp * 1000 : null,
    at: clock(),
  };
}

/** What the session starts from: the tokens stored when the page opens. */
export function storedSessionInput(storage: Storage, clock: () => number): SessionInput {
  const stored = readStoredTokens(storage);
  return { ...stored, user: stored.accessToken ? readClaims(stored.accessToken) : null, now: clock() };
}

/** The session machine with the browser and the server bound in (the app machine's `session` child, ADR 030). */
export function liveSessionMachine(deps: SessionDependencies) {
  const lock = createRefreshLock(deps.locks ?? null, () => readStoredSession(deps.storage, deps.clock));

  const refreshTokens = fromPromise<RefreshedTokens, { refreshToken: string }>(async ({ input, system }) => {
    if (!input.refreshToken) throw new Error(NO_TOKEN);
    const response = await deps.refresh(input.refreshToken, system);
    return {
      accessToken: response.access,
      refreshToken: response.refresh,
      user: readClaims(response.access) ?? {},
    };
  });

  return sessionMachine.provide({
    actors: { refreshTokens, acquireRefreshLock: lock.acquire },
    actions: {
      releaseRefreshLock: () => lock.release(),
      persistTokens: ({ context }) => writeStoredTokens(deps.storage, context),
      forgetStoredTokens: () => forgetStoredTokens(deps.storage),
      revokeRefreshToken: ({ system }, { refreshToken }) => {
        if (refreshToken) deps.revoke(refreshToken, system).catch(() => undefined);
      },
      notifyLoggedOut: () => deps.notifyLoggedOut(),
      redirectToLogin: () => deps.redirectToLogin(),
    },
  });
}

/**
 * Another tab changed the stored tokens: an event source for the session, which decides. Removing them is only ever
 * a sign-out (the app never removes one key without the other); writing them is a refresh or a sign-in there, which
 * this tab follows. Answers how to stop listening.
 */
export function followOtherTabs(
  actor: SessionActor,
  storage: Storage,
  storageEvents: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  clock: () => number,
): () => void {
  const listener = (event: StorageEvent) => {
    if (event.storageArea !== storage) return;
    if (event.key !== null && event.key !== ACCESS_TOKEN_KEY && event.key !== REFRESH_TOKEN_KEY) return;
    const now = readStoredSession(storage, clock);
    if (event.newValue === null && (event.key !== null || (!now.accessToken && !now.refreshToken)))
      actor.send({ type: 'session.signedOutElsewhere' });
    else actor.send({ type: 'session.tokensChangedElsewhere', ...now });
  };
  storageEvents.addEventListener('storage', listener);
  return () => storageEvents.removeEventListener('storage', listener);
}

/**
 * A session on its own, outside the app's system (the session's tests: two tabs, an expired refresh token). The app
 * runs its session as the app machine's child instead (src/app/system/live-app.ts).
 */
export function createSessionService(
  deps: SessionDependencies & { storageEvents?: Pick<Window, 'addEventListener' | 'removeEventListener'> },
): SessionService {
  const actor = createActor(liveSessionMachine(deps), {
    input: storedSessionInput(deps.storage, deps.clock),
  }).start();
  if (deps.storageEvents) followOtherTabs(actor, deps.storage, deps.storageEvents, deps.clock);
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
  };
}
