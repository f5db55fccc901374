import { describe, expect, it, vi } from 'vitest';
import { expired, fresh, NOW, startSession as start } from '@tests/support/session-test-actor';
import type { RefreshedTokens, StoredSession } from './types';

// Tabs share one session (product §16/decisions/005): one refresh at a time under a cross-tab lock,
// the newest stored tokens used, and a sign-out in one tab signing out every tab.

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const expiredPair = { accessToken: 'old', refreshToken: 'ref', user: expired };
const byOtherTab: StoredSession = { accessToken: 'theirs', refreshToken: 'ref-2', user: fresh, at: NOW };

describe('session: start-up without a refresh token (product §4)', () => {
  it('an expired access token with no refresh token is dropped at once, so the guards send to /login', () => {
    const { actor, actions, acquireRefreshLock } = start({
      accessToken: 'old',
      refreshToken: null,
      user: expired,
    });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    expect(actions.forgetStoredTokens).toHaveBeenCalledTimes(1);
    expect(acquireRefreshLock).not.toHaveBeenCalled();
  });
  it('an expired access token with a refresh token stays, for the next request to refresh', () => {
    const { actor, actions } = start(expiredPair);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: 'old', refreshToken: 'ref' });
    expect(actions.forgetStoredTokens).not.toHaveBeenCalled();
  });
});

describe('session: one refresh at a time across tabs', () => {
  it('takes the lock before refreshing, and lets it go once the new tokens are stored', async () => {
    const lock = deferred<StoredSession>();
    const { actor, actions, refreshTokens } = start(expiredPair, { storedUnderLock: () => lock.promise });
    actor.send({ type: 'token.requested', at: NOW });
    expect(actor.getSnapshot().matches({ refreshing: 'waitingForLock' })).toBe(true);
    await Promise.resolve();
    expect(refreshTokens).not.toHaveBeenCalled();
    lock.resolve({ ...expiredPair, at: NOW });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedIn'));
    expect(refreshTokens).toHaveBeenCalledWith('ref');
    expect(actions.persistTokens).toHaveBeenCalledTimes(1);
    expect(actions.releaseRefreshLock).toHaveBeenCalledTimes(1);
  });

  it('uses the tokens another tab stored while it waited, without refreshing again', async () => {
    const { actor, actions, refreshTokens } = start(expiredPair, { storedUnderLock: async () => byOtherTab });
    actor.send({ type: 'token.requested', at: NOW });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedIn'));
    expect(refreshTokens).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: 'theirs', refreshToken: 'ref-2' });
    expect(actions.persistTokens).not.toHaveBeenCalled();
    expect(actions.releaseRefreshLock).toHaveBeenCalledTimes(1);
  });

  it('refreshes with the newest stored refresh token, never the spent copy it kept', async () => {
    const { actor, refreshTokens } = start(expiredPair, {
      storedUnderLock: async () => ({
        accessToken: 'theirs-too-old',
        refreshToken: 'ref-2',
        user: expired,
        at: NOW,
      }),
    });
    actor.send({ type: 'token.requested', at: NOW });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedIn'));
    expect(refreshTokens).toHaveBeenCalledExactlyOnceWith('ref-2');
  });

  it('follows a sign-out that happened while it waited: no refresh, /login', async () => {
    const { actor, actions, refreshTokens } = start(expiredPair, {
      storedUnderLock: async () => ({ accessToken: null, refreshToken: null, user: null, at: NOW }),
    });
    actor.send({ type: 'token.requested', at: NOW });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedOut'));
    expect(refreshTokens).not.toHaveBeenCalled();
    expect(actions.redirectToLogin).toHaveBeenCalledTimes(1);
    expect(actions.revokeRefreshToken).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.refreshToken).toBeNull();
  });

  it('refreshes alone when the browser refuses the lock', async () => {
    const { actor, refreshTokens } = start(expiredPair, {
      storedUnderLock: async () => {
        throw new Error('SecurityError');
      },
    });
    actor.send({ type: 'token.requested', at: NOW });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedIn'));
    expect(refreshTokens).toHaveBeenCalledExactlyOnceWith('ref');
  });
});

describe('session: another tab changed the stored tokens', () => {
  it('a signed-in tab takes the tokens another tab refreshed, without storing them again', () => {
    const { actor, actions } = start({ accessToken: 'acc', refreshToken: 'ref', user: fresh });
    actor.send({ type: 'session.tokensChangedElsewhere', ...byOtherTab });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: 'theirs', refreshToken: 'ref-2' });
    expect(actions.persistTokens).not.toHaveBeenCalled();
  });
  it('a tab whose token expired is signed in by a usable one from another tab', () => {
    const { actor } = start(expiredPair);
    actor.send({ type: 'session.tokensChangedElsewhere', ...byOtherTab });
    expect(actor.getSnapshot().value).toBe('signedIn');
  });
  it('an expired one is kept for the next request to refresh', () => {
    const { actor } = start({ accessToken: null, refreshToken: null, user: null });
    actor.send({ type: 'session.tokensChangedElsewhere', ...expiredPair, refreshToken: 'ref-2', at: NOW });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.refreshToken).toBe('ref-2');
  });
});

describe('session: another tab signed out', () => {
  it('signs this tab out at once: tokens gone, /login, nothing revoked twice', () => {
    const { actor, actions } = start({ accessToken: 'acc', refreshToken: 'ref', user: fresh });
    actor.send({ type: 'session.signedOutElsewhere' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    expect(actions.redirectToLogin).toHaveBeenCalledTimes(1);
    expect(actions.revokeRefreshToken).not.toHaveBeenCalled();
    // storage is already empty; removing keys again could remove a pair a third tab has just stored
    expect(actions.forgetStoredTokens).not.toHaveBeenCalled();
  });

  it('drops a refresh in flight, so it cannot store tokens behind the sign-out', async () => {
    const refresh = deferred<RefreshedTokens>();
    const { actor, actions } = start(expiredPair, { refresh: () => refresh.promise });
    actor.send({ type: 'token.requested', at: NOW });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ refreshing: 'callingServer' })).toBe(true));
    actor.send({ type: 'session.signedOutElsewhere' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actions.releaseRefreshLock).toHaveBeenCalledTimes(1);
    refresh.resolve({ accessToken: 'late', refreshToken: 'late-ref', user: fresh });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.accessToken).toBeNull();
    expect(actions.persistTokens).not.toHaveBeenCalled();
  });

  it('a tab that holds no tokens stays where it is (a visitor on the landing page)', () => {
    const { actor, actions } = start({ accessToken: null, refreshToken: null, user: null });
    actor.send({ type: 'session.signedOutElsewhere' });
    expect(actions.redirectToLogin).not.toHaveBeenCalled();
  });
});
