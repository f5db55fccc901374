/**
 * Scenario tests of the session's rules (product §4, §8, §16; ADR 005) that the transition and tab tests leave
 * open: what counts as a usable token, which requests need a refresh and which do not, an expired refresh token,
 * a tab that waited for the lock while another refreshed, and what every sign-out clears.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { expired, fresh, NOW, seconds, startSession } from '@tests/support/session-test-actor';
import { selectIsAuthenticated, selectIsRefreshing, selectUser } from './selectors';
import type { StoredSession } from './types';

let running: AnyActorRef | null = null;
afterEach(() => running?.stop());

const start = (...args: Parameters<typeof startSession>) => {
  const run = startSession(...args);
  running = run.actor;
  return { ...run, snap: () => run.actor.getSnapshot() };
};

const cleared = { accessToken: null, refreshToken: null, user: null };
const expiredPair = { accessToken: 'old', refreshToken: 'ref', user: expired };
const LATER = NOW + 3_600_000;

describe('session: what the app reads of it', () => {
  it('signed in shows the user; signed out shows none, even with claims kept', () => {
    const signedIn = start({ accessToken: 'acc', refreshToken: 'ref', user: fresh });
    expect(selectIsAuthenticated(signedIn.snap())).toBe(true);
    expect(selectUser(signedIn.snap())).toEqual(fresh);
    expect(selectIsRefreshing(signedIn.snap())).toBe(false);
    signedIn.actor.stop();

    const kept = start(expiredPair, { storedUnderLock: () => new Promise(() => {}) });
    expect(selectIsAuthenticated(kept.snap())).toBe(false);
    expect(selectUser(kept.snap())).toBeNull();
    kept.actor.send({ type: 'token.requested', at: NOW });
    expect(selectIsRefreshing(kept.snap())).toBe(true);
    expect(selectIsAuthenticated(kept.snap())).toBe(false);
  });
});

describe('session: a usable token (product §4)', () => {
  it('claims without an expiry, or an expiry that is not a number, count as expired', () => {
    const far = String(seconds(NOW) + 3_600);
    expect(start({ accessToken: 'acc', refreshToken: 'ref', user: { exp: far as never } }).snap().value).toBe(
      'signedOut',
    );
    expect(start({ accessToken: 'acc', refreshToken: 'ref', user: null }).snap().value).toBe('signedOut');
  });

  it('claims kept without their access token do not sign in', () => {
    const { snap } = start({ accessToken: null, refreshToken: 'ref', user: fresh });
    expect(snap().value).toBe('signedOut');
  });

  it('a request with a usable token goes out as it is: no refresh, no lock', () => {
    const { actor, snap, acquireRefreshLock, refreshTokens } = start({
      accessToken: 'acc',
      refreshToken: 'ref',
      user: fresh,
    });
    actor.send({ type: 'token.requested', at: NOW });
    expect(snap().value).toBe('signedIn');
    expect(acquireRefreshLock).not.toHaveBeenCalled();
    expect(refreshTokens).not.toHaveBeenCalled();
  });

  it('a token that expired while signed in is refreshed before the next request (product §4)', async () => {
    const { actor, snap, refreshTokens } = start({ accessToken: 'acc', refreshToken: 'ref', user: fresh });
    actor.send({ type: 'token.requested', at: LATER });
    expect(selectIsRefreshing(snap())).toBe(true);
    await vi.waitFor(() => expect(snap().value).toBe('signedIn'));
    expect(refreshTokens).toHaveBeenCalledExactlyOnceWith('ref');
  });
});

describe('session: a token that cannot be renewed signs out (product §4)', () => {
  it('signed in without a refresh token, an expired token clears everything and goes to /login', () => {
    const { actor, snap, actions } = start({ accessToken: 'acc', refreshToken: null, user: fresh });
    actor.send({ type: 'token.requested', at: LATER });
    expect(snap().value).toBe('signedOut');
    expect(snap().context).toMatchObject(cleared);
    expect(actions.forgetStoredTokens).toHaveBeenCalledTimes(1);
    expect(actions.redirectToLogin).toHaveBeenCalledTimes(1);
    expect(actions.notifyLoggedOut).not.toHaveBeenCalled();
  });

  it('signed in without a refresh token, a 401 clears everything and goes to /login', () => {
    const { actor, snap, actions, acquireRefreshLock } = start({
      accessToken: 'acc',
      refreshToken: null,
      user: fresh,
    });
    actor.send({ type: 'token.rejected', token: 'acc', at: NOW });
    expect(snap().value).toBe('signedOut');
    expect(snap().context).toMatchObject(cleared);
    expect(actions.forgetStoredTokens).toHaveBeenCalledTimes(1);
    expect(actions.redirectToLogin).toHaveBeenCalledTimes(1);
    expect(acquireRefreshLock).not.toHaveBeenCalled();
  });

  it('a 401 on the current token refreshes once, then retries (product §4)', async () => {
    const { actor, snap, refreshTokens } = start({ accessToken: 'acc', refreshToken: 'ref', user: fresh });
    actor.send({ type: 'token.rejected', token: 'acc', at: NOW });
    actor.send({ type: 'token.rejected', token: 'acc', at: NOW });
    await vi.waitFor(() => expect(snap().value).toBe('signedIn'));
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(snap().context.accessToken).toBe('new');
  });

  it('a 401 for an older token, once the current one has expired too, refreshes', () => {
    const { actor, snap } = start({ accessToken: 'acc', refreshToken: 'ref', user: fresh });
    actor.send({ type: 'token.rejected', token: 'older', at: LATER });
    expect(selectIsRefreshing(snap())).toBe(true);
  });

  it('signed out with a stored expired token, a 401 refreshes it', async () => {
    const { actor, snap, refreshTokens } = start(expiredPair);
    actor.send({ type: 'token.rejected', token: 'old', at: NOW });
    expect(selectIsRefreshing(snap())).toBe(true);
    await vi.waitFor(() => expect(snap().value).toBe('signedIn'));
    expect(refreshTokens).toHaveBeenCalledExactlyOnceWith('ref');
  });

  it('an expired token another tab left without a refresh token is dropped at the next request or 401', () => {
    for (const event of [
      { type: 'token.requested', at: NOW },
      { type: 'token.rejected', token: 'theirs', at: NOW },
    ] as const) {
      const { actor, snap, actions, acquireRefreshLock } = start({
        accessToken: null,
        refreshToken: null,
        user: null,
      });
      actor.send({
        type: 'session.tokensChangedElsewhere',
        accessToken: 'theirs',
        refreshToken: null,
        user: expired,
        at: NOW,
      });
      expect(snap().context.accessToken).toBe('theirs');
      actor.send(event);
      expect(snap().value).toBe('signedOut');
      expect(snap().context).toMatchObject(cleared);
      expect(actions.forgetStoredTokens).toHaveBeenCalledTimes(1);
      expect(actions.redirectToLogin).toHaveBeenCalledTimes(1);
      expect(acquireRefreshLock).not.toHaveBeenCalled();
      actor.stop();
    }
  });

  it('a visitor with no tokens at all is not sent to /login by a request', () => {
    const { actor, snap, actions } = start({ accessToken: null, refreshToken: null, user: null });
    actor.send({ type: 'token.requested', at: NOW });
    actor.send({ type: 'token.rejected', token: null, at: NOW });
    expect(snap().value).toBe('signedOut');
    expect(actions.redirectToLogin).not.toHaveBeenCalled();
    expect(actions.forgetStoredTokens).not.toHaveBeenCalled();
  });
});

describe('session: an expired refresh token is not sent (product §4, §8)', () => {
  const storedWith = (refreshExpiresAt: number | null | undefined): StoredSession => ({
    ...expiredPair,
    refreshExpiresAt,
    at: NOW,
  });

  it.each([
    ['expired before now', NOW - 1],
    ['expiring now', NOW],
  ])('a stored refresh token %s: no call, tokens gone, /login', async (_, at) => {
    const { actor, snap, actions, refreshTokens } = start(expiredPair, {
      storedUnderLock: async () => storedWith(at),
    });
    actor.send({ type: 'token.requested', at: NOW });
    await vi.waitFor(() => expect(snap().value).toBe('signedOut'));
    expect(refreshTokens).not.toHaveBeenCalled();
    expect(snap().context).toMatchObject(cleared);
    expect(actions.forgetStoredTokens).toHaveBeenCalledTimes(1);
    expect(actions.redirectToLogin).toHaveBeenCalledTimes(1);
    expect(actions.releaseRefreshLock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['expiring later', NOW + 1],
    ['without an expiry', null],
    ['whose expiry is unknown', undefined],
  ])('a stored refresh token %s is sent', async (_, at) => {
    const { actor, snap, refreshTokens, actions } = start(expiredPair, {
      storedUnderLock: async () => storedWith(at),
    });
    actor.send({ type: 'token.requested', at: NOW });
    await vi.waitFor(() => expect(snap().value).toBe('signedIn'));
    expect(refreshTokens).toHaveBeenCalledExactlyOnceWith('ref');
    expect(actions.redirectToLogin).not.toHaveBeenCalled();
  });

  it('storage emptied by another tab, with an old expiry left over, signs out without forgetting twice', async () => {
    const { actor, snap, actions, refreshTokens } = start(expiredPair, {
      storedUnderLock: async () => ({ ...cleared, refreshExpiresAt: NOW - 1, at: NOW }),
    });
    actor.send({ type: 'token.requested', at: NOW });
    await vi.waitFor(() => expect(snap().value).toBe('signedOut'));
    expect(refreshTokens).not.toHaveBeenCalled();
    expect(actions.forgetStoredTokens).not.toHaveBeenCalled();
    expect(actions.redirectToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('session: what the tab finds under the lock (ADR 005)', () => {
  it('the same refresh token it holds means nobody refreshed: it refreshes', async () => {
    const { actor, snap, refreshTokens } = start(expiredPair, {
      storedUnderLock: async () => ({ accessToken: 'old', refreshToken: 'ref', user: fresh, at: NOW }),
    });
    actor.send({ type: 'token.requested', at: NOW });
    await vi.waitFor(() => expect(snap().value).toBe('signedIn'));
    expect(refreshTokens).toHaveBeenCalledExactlyOnceWith('ref');
  });

  it('a rotated refresh token without an access token is refreshed with the new one', async () => {
    const { actor, snap, refreshTokens } = start(expiredPair, {
      storedUnderLock: async () => ({ accessToken: null, refreshToken: 'ref-2', user: fresh, at: NOW }),
    });
    actor.send({ type: 'token.requested', at: NOW });
    await vi.waitFor(() => expect(snap().value).toBe('signedIn'));
    expect(refreshTokens).toHaveBeenCalledExactlyOnceWith('ref-2');
  });

  it('a rotated refresh token whose access token already expired is refreshed with the new one', async () => {
    const { actor, snap, refreshTokens } = start(expiredPair, {
      storedUnderLock: async () => ({ accessToken: 'theirs', refreshToken: 'ref-2', user: expired, at: NOW }),
    });
    actor.send({ type: 'token.requested', at: NOW });
    await vi.waitFor(() => expect(snap().value).toBe('signedIn'));
    expect(refreshTokens).toHaveBeenCalledExactlyOnceWith('ref-2');
  });

  it('a refreshed pair keeps the refresh token when the answer rotates none, and takes a rotated one', async () => {
    const kept = start(expiredPair);
    kept.actor.send({ type: 'token.requested', at: NOW });
    await vi.waitFor(() => expect(kept.snap().value).toBe('signedIn'));
    expect(kept.snap().context).toMatchObject({ accessToken: 'new', refreshToken: 'ref', user: fresh });
    kept.actor.stop();

    const rotated = start(expiredPair, {
      refresh: async () => ({ accessToken: 'new', refreshToken: 'ref-3', user: fresh }),
    });
    rotated.actor.send({ type: 'token.requested', at: NOW });
    await vi.waitFor(() => expect(rotated.snap().value).toBe('signedIn'));
    expect(rotated.snap().context.refreshToken).toBe('ref-3');
    expect(rotated.actions.persistTokens).toHaveBeenCalledTimes(1);
  });
});

describe('session: another tab’s tokens', () => {
  it('a usable token from another tab signs this one in with that token', () => {
    const { actor, snap } = start(expiredPair);
    actor.send({
      type: 'session.tokensChangedElsewhere',
      accessToken: 'theirs',
      refreshToken: 'ref-2',
      user: fresh,
      at: NOW,
    });
    expect(snap().value).toBe('signedIn');
    expect(snap().context).toMatchObject({ accessToken: 'theirs', refreshToken: 'ref-2', user: fresh });
  });

  it('claims without an access token do not sign in', () => {
    const { actor, snap } = start(expiredPair);
    actor.send({
      type: 'session.tokensChangedElsewhere',
      accessToken: null,
      refreshToken: 'ref-2',
      user: fresh,
      at: NOW,
    });
    expect(snap().value).toBe('signedOut');
    expect(snap().context.refreshToken).toBe('ref-2');
  });

  it('another tab signing out signs out a tab that holds only a refresh token', () => {
    const { actor, snap, actions } = start({ accessToken: null, refreshToken: 'ref', user: null });
    actor.send({ type: 'session.signedOutElsewhere' });
    expect(snap().context).toMatchObject(cleared);
    expect(actions.redirectToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('session: every sign-out clears the tokens (product §4, §8)', () => {
  it('a 403 clears the tokens, forgets them, says so once and goes to /login', () => {
    const { actor, snap, actions } = start({ accessToken: 'acc', refreshToken: 'ref', user: fresh });
    actor.send({ type: 'session.forbidden' });
    expect(snap().context).toMatchObject(cleared);
    expect(actions.forgetStoredTokens).toHaveBeenCalledTimes(1);
    expect(actions.notifyLoggedOut).toHaveBeenCalledTimes(1);
    expect(actions.redirectToLogin).toHaveBeenCalledTimes(1);
    expect(actions.revokeRefreshToken).not.toHaveBeenCalled();
  });

  it('a refresh the server refuses forgets the stored tokens', async () => {
    const { actor, snap, actions } = start(expiredPair, {
      refresh: async () => Promise.reject(new Error('Token is invalid or expired')),
    });
    actor.send({ type: 'token.requested', at: NOW });
    await vi.waitFor(() => expect(snap().value).toBe('signedOut'));
    expect(actions.forgetStoredTokens).toHaveBeenCalledTimes(1);
    expect(actions.releaseRefreshLock).toHaveBeenCalledTimes(1);
  });

  it('signing in during a refresh ends the refresh and keeps the new pair', async () => {
    const { actor, snap, actions } = start(expiredPair, { storedUnderLock: () => new Promise(() => {}) });
    actor.send({ type: 'token.requested', at: NOW });
    actor.send({ type: 'session.signIn', accessToken: 'acc', refreshToken: 'ref-9', user: fresh });
    expect(snap().value).toBe('signedIn');
    expect(snap().context).toMatchObject({ accessToken: 'acc', refreshToken: 'ref-9', user: fresh });
    expect(actions.releaseRefreshLock).toHaveBeenCalledTimes(1);
    expect(actions.persistTokens).toHaveBeenCalledTimes(1);
  });
});
