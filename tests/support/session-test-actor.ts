import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '@machines/session/session.machine';
import type { RefreshedTokens, SessionUser, StoredSession } from '@machines/session/types';

/** Unit tests of the session machine: an actor of the real machine with spies for the app's side effects. */

export const NOW = 1_800_000_000_000;
export const seconds = (ms: number) => Math.floor(ms / 1000);
export const fresh = { exp: seconds(NOW) + 300, email: 'a@example.com' };
export const expired = { exp: seconds(NOW) - 1 };

export interface StartOptions {
  refresh?: (refreshToken: string) => Promise<RefreshedTokens>;
  /** What storage holds when this tab gets the refresh lock; by default what the tab itself holds. */
  storedUnderLock?: () => Promise<StoredSession>;
}

export function startSession(
  input: { accessToken: string | null; refreshToken: string | null; user: SessionUser | null },
  {
    refresh = async (_refreshToken: string) => ({ accessToken: 'new', user: fresh }),
    storedUnderLock = async () => ({ ...input, at: NOW }),
  }: StartOptions = {},
) {
  const actions = {
    persistTokens: vi.fn(),
    forgetStoredTokens: vi.fn(),
    revokeRefreshToken: vi.fn(),
    notifyLoggedOut: vi.fn(),
    redirectToLogin: vi.fn(),
    releaseRefreshLock: vi.fn(),
  };
  const refreshTokens = vi.fn(refresh);
  const acquireRefreshLock = vi.fn(storedUnderLock);
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        refreshTokens: fromPromise(({ input }: { input: { refreshToken: string } }) =>
          refreshTokens(input.refreshToken),
        ),
        acquireRefreshLock: fromPromise(() => acquireRefreshLock()),
      },
      actions: {
        persistTokens: actions.persistTokens,
        forgetStoredTokens: actions.forgetStoredTokens,
        revokeRefreshToken: (_, params) => actions.revokeRefreshToken(params),
        notifyLoggedOut: actions.notifyLoggedOut,
        redirectToLogin: actions.redirectToLogin,
        releaseRefreshLock: actions.releaseRefreshLock,
      },
    }),
    { input: { ...input, now: NOW } },
  ).start();
  return { actor, actions, refreshTokens, acquireRefreshLock };
}
