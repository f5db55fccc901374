import { fromPromise } from 'xstate';
import type { StoredSession } from '@machines/session/types';

/** The one lock every tab of the browser takes before refreshing (docs/decisions/005). */
export const REFRESH_LOCK_NAME = 'dahabi-session-refresh';

/** The part of the Web Locks API (`navigator.locks`) the session uses. */
export interface RefreshLocks {
  request(
    name: string,
    options: { mode: 'exclusive'; signal: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<unknown>;
}

/**
 * The session machine's `acquireRefreshLock` actor and `releaseRefreshLock` action over Web Locks. The lock is held
 * by a promise that stays pending until the machine leaves `refreshing`. The machine stores the refreshed tokens in
 * that same synchronous step, and the lock manager learns of the release only after it, so the next tab's read under
 * the lock always sees them.
 */
export function createRefreshLock(locks: RefreshLocks | null, readStored: () => StoredSession) {
  let releaseHeld: (() => void) | null = null;

  const acquire = fromPromise<StoredSession>(
    ({ signal }) =>
      new Promise<StoredSession>((resolve, reject) => {
        if (!locks) {
          resolve(readStored());
          return;
        }
        // The signal aborts a request still waiting when the machine leaves `refreshing` (a sign-out, say).
        locks
          .request(REFRESH_LOCK_NAME, { mode: 'exclusive', signal }, () => {
            if (signal.aborted) return Promise.resolve();
            return new Promise<void>((release) => {
              releaseHeld = release;
              resolve(readStored());
            });
          })
          .catch((error: unknown) => {
            if (!signal.aborted) reject(error instanceof Error ? error : new Error(String(error)));
          });
      }),
  );

  return {
    acquire,
    release(): void {
      releaseHeld?.();
      releaseHeld = null;
    },
  };
}
