import { describe, expect, it, vi } from 'vitest';
import { EXPIRY_MARGIN_MS, isUsable } from './session.machine';
import { expired, fresh, NOW, seconds, startSession as start } from '@tests/support/session-test-actor';

describe('session: startup (product §4)', () => {
  it('is signed in with a stored, unexpired access token', () => {
    const { actor } = start({ accessToken: 'acc', refreshToken: 'ref', user: fresh });
    expect(actor.getSnapshot().value).toBe('signedIn');
  });
  it('is not signed in with an expired one, or one without exp', () => {
    expect(start({ accessToken: 'acc', refreshToken: 'ref', user: expired }).actor.getSnapshot().value).toBe(
      'signedOut',
    );
    expect(
      start({ accessToken: 'acc', refreshToken: 'ref', user: { email: 'x' } }).actor.getSnapshot().value,
    ).toBe('signedOut');
    expect(start({ accessToken: null, refreshToken: null, user: null }).actor.getSnapshot().value).toBe(
      'signedOut',
    );
  });
  it('treats a token about to expire as expired', () => {
    expect(isUsable({ exp: seconds(NOW + EXPIRY_MARGIN_MS) }, NOW)).toBe(false);
    expect(isUsable({ exp: seconds(NOW + EXPIRY_MARGIN_MS) + 2 }, NOW)).toBe(true);
  });
});

describe('session: refresh', () => {
  it('refreshes a stored expired token on the next request, once, and signs in', async () => {
    const { actor, refreshTokens, actions } = start({
      accessToken: 'old',
      refreshToken: 'ref',
      user: expired,
    });
    actor.send({ type: 'token.requested', at: NOW });
    actor.send({ type: 'token.requested', at: NOW });
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedIn'));
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: 'new', refreshToken: 'ref' });
    expect(actions.persistTokens).toHaveBeenCalledTimes(1);
  });

  it('a refresh failure clears the tokens and goes to /login', async () => {
    const { actor, actions } = start(
      { accessToken: 'old', refreshToken: 'ref', user: expired },
      {
        refresh: async () => {
          throw new Error('Token is invalid or expired');
        },
      },
    );
    actor.send({ type: 'token.requested', at: NOW });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedOut'));
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    expect(actions.forgetStoredTokens).toHaveBeenCalled();
    expect(actions.redirectToLogin).toHaveBeenCalled();
    expect(actions.notifyLoggedOut).not.toHaveBeenCalled();
  });

  it('a 401 for a token already replaced retries with the new one, without another refresh', () => {
    const { actor, refreshTokens } = start({ accessToken: 'current', refreshToken: 'ref', user: fresh });
    actor.send({ type: 'token.rejected', token: 'older', at: NOW });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(refreshTokens).not.toHaveBeenCalled();
    actor.send({ type: 'token.rejected', token: 'current', at: NOW });
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
  });

  it('an expired session without a refresh token signs out', () => {
    const { actor, actions } = start({ accessToken: 'acc', refreshToken: null, user: fresh });
    actor.send({ type: 'token.requested', at: NOW + 3_600_000 });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actions.redirectToLogin).toHaveBeenCalled();
  });
});

describe('session: sign-in and sign-out', () => {
  it('signs in with a token pair and stores it', () => {
    const { actor, actions } = start({ accessToken: null, refreshToken: null, user: null });
    actor.send({ type: 'session.signIn', accessToken: 'acc', refreshToken: 'ref', user: fresh });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user).toEqual(fresh);
    expect(actions.persistTokens).toHaveBeenCalled();
  });

  it('signs out: revokes the refresh token, clears everything, goes to /login', () => {
    const { actor, actions } = start({ accessToken: 'acc', refreshToken: 'ref', user: fresh });
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actions.revokeRefreshToken).toHaveBeenCalledWith({ refreshToken: 'ref' });
    expect(actions.forgetStoredTokens).toHaveBeenCalled();
    expect(actions.redirectToLogin).toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: null, refreshToken: null, user: null });
  });

  it('signs out with an expired token kept from an earlier visit too', () => {
    const { actor, actions } = start({ accessToken: 'old', refreshToken: 'ref', user: expired });
    actor.send({ type: 'session.signOut' });
    expect(actions.revokeRefreshToken).toHaveBeenCalledWith({ refreshToken: 'ref' });
    expect(actor.getSnapshot().context.refreshToken).toBeNull();
  });

  it('a 403 signs out with the logged-out message (product §8)', () => {
    const { actor, actions } = start({ accessToken: 'acc', refreshToken: 'ref', user: fresh });
    actor.send({ type: 'session.forbidden' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actions.notifyLoggedOut).toHaveBeenCalledTimes(1);
    expect(actions.redirectToLogin).toHaveBeenCalled();
  });
});
