/**
 * Scenario tests of the login form (product §2, §4, §5, §8, §10): the form's rules before anything is sent, the
 * tokens an answer must carry, the message of each failure, and the fresh activation link offered to an account that
 * waits for it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { loginMachine, tokenProblem } from './login.machine';
import {
  selectActivationResent,
  selectCanSubmit,
  selectEmail,
  selectEmailError,
  selectFailure,
  selectIsNotActive,
  selectIsResending,
  selectIsSubmitting,
  selectPassword,
  selectPasswordError,
  selectRetryAt,
} from './selectors';
import type { LoginInput } from './types';

type Call = () => Promise<unknown>;
let running: Actor<typeof loginMachine> | null = null;
afterEach(() => running?.stop());

function open(logins: Call[] = [], resends: Call[] = [], input: LoginInput = {}) {
  const sent: { email: string; password: string }[] = [];
  const resent: { email: string; password: string }[] = [];
  const effects = { storeTokens: vi.fn(), notifySignedIn: vi.fn(), redirectAfterLogin: vi.fn() };
  const actor = createActor(
    loginMachine.provide({
      actors: {
        login: fromPromise(({ input: i }: { input: { email: string; password: string } }) => {
          sent.push(i);
          return logins.shift()?.() ?? new Promise(() => {});
        }),
        resendActivation: fromPromise(({ input: i }: { input: { email: string; password: string } }) => {
          resent.push(i);
          return resends.shift()?.() ?? new Promise(() => {});
        }),
      },
      actions: {
        storeTokens: (_, p) => effects.storeTokens(p),
        notifySignedIn: () => effects.notifySignedIn(),
        redirectAfterLogin: (_, p) => effects.redirectAfterLogin(p),
        rememberInvitation: () => {},
      },
    }),
    { input },
  ).start();
  running = actor;
  const snap = () => actor.getSnapshot();
  const fill = (email: string, password: string) => {
    actor.send({ type: 'login.emailChanged', value: email });
    actor.send({ type: 'login.passwordChanged', value: password });
  };
  return { actor, snap, sent, resent, effects, fill };
}

const ok = (body: unknown) => async () => body;
const refused =
  (status: number | null, body: unknown = null, retryAt?: number) =>
  async () =>
    Promise.reject({ status, body, ...(retryAt === undefined ? {} : { retryAt }) });
const notActive = refused(401, { code: 'account_not_active', detail: 'Not active.' });

describe('login: the form is checked before anything is sent (product §5)', () => {
  it('an empty form sends nothing and says both fields are required', () => {
    const { actor, snap, sent } = open();
    actor.send({ type: 'login.submit' });
    expect(sent).toEqual([]);
    expect(selectEmailError(snap())).toBe('required');
    expect(selectPasswordError(snap())).toBe('required');
    expect(snap().value).toBe('editing');
  });

  it('an invalid e-mail is named; typing clears only that field’s error', () => {
    const { actor, snap, sent, fill } = open();
    fill('not-an-email', '');
    actor.send({ type: 'login.submit' });
    expect(sent).toEqual([]);
    expect(selectEmailError(snap())).toBe('invalidEmail');
    expect(selectPasswordError(snap())).toBe('required');
    actor.send({ type: 'login.emailChanged', value: 'a@example.com' });
    expect(selectEmailError(snap())).toBeUndefined();
    expect(selectPasswordError(snap())).toBe('required');
    expect(selectEmail(snap())).toBe('a@example.com');
  });

  it('a valid form sends the trimmed e-mail and the password as typed, and is busy', () => {
    const { actor, snap, sent, fill } = open();
    fill('  a@example.com ', ' secret ');
    expect(selectPassword(snap())).toBe(' secret ');
    actor.send({ type: 'login.submit' });
    expect(sent).toEqual([{ email: 'a@example.com', password: ' secret ' }]);
    expect(selectIsSubmitting(snap())).toBe(true);
    expect(selectCanSubmit(snap())).toBe(false);
    expect(selectEmailError(snap())).toBeUndefined();
  });
});

describe('login: signing in (product §4)', () => {
  it('a token pair is stored, greeted and leads to the page the visitor came from', async () => {
    const { actor, snap, effects, fill } = open([ok({ access: 'acc', refresh: 'ref' })], [], {
      from: { pathname: '/dashboard/zakat', search: '?y=1' },
    });
    fill('a@example.com', 'pw');
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() => expect(snap().value).toBe('signedIn'));
    expect(effects.storeTokens).toHaveBeenCalledWith({ access: 'acc', refresh: 'ref' });
    expect(effects.notifySignedIn).toHaveBeenCalledTimes(1);
    expect(effects.redirectAfterLogin).toHaveBeenCalledWith({ to: '/dashboard/zakat?y=1' });
    expect(selectIsSubmitting(snap())).toBe(true);
  });

  it.each([
    ['no body', null, 'login.invalidAccessToken'],
    ['no access token', { refresh: 'ref' }, 'login.invalidAccessToken'],
    ['an empty access token', { access: '', refresh: 'ref' }, 'login.invalidAccessToken'],
    ['no refresh token', { access: 'acc' }, 'login.invalidRefreshToken'],
    ['an empty refresh token', { access: 'acc', refresh: '' }, 'login.invalidRefreshToken'],
    ['a number for a token', { access: 'acc', refresh: 5 }, 'login.invalidRefreshToken'],
  ])('an answer with %s is a failure, nothing is stored (product §5)', async (_, body, key) => {
    expect(tokenProblem(body)).toEqual({ key });
    const { actor, snap, effects, fill } = open([ok(body)]);
    fill('a@example.com', 'pw');
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() => expect(snap().value).toBe('signInFailed'));
    expect(selectFailure(snap())).toEqual({ key });
    expect(effects.storeTokens).not.toHaveBeenCalled();
    expect(effects.redirectAfterLogin).not.toHaveBeenCalled();
  });
});

describe('login: each failure says what happened (product §8, §10)', () => {
  it.each([
    [401, { detail: 'No active account' }, 'login.invalidCredentials'],
    [401, { code: 'other' }, 'login.invalidCredentials'],
    [400, null, 'login.errorOccurred'],
    [500, null, 'login.errorOccurred'],
    [null, null, 'login.errorOccurred'],
  ])('%j → %s, no time to wait', async (status, body, key) => {
    const { actor, snap, fill } = open([refused(status, body, 99)]);
    fill('a@example.com', 'pw');
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() => expect(snap().value).toBe('signInFailed'));
    expect(selectFailure(snap())).toEqual({ key });
    expect(selectRetryAt(snap())).toBeNull();
    expect(selectIsSubmitting(snap())).toBe(false);
  });

  it('a throttled sign-in says when to try again, and the next try clears it', async () => {
    const { actor, snap, fill, sent } = open([refused(429, null, 1_234), refused(401)]);
    fill('a@example.com', 'pw');
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() => expect(snap().value).toBe('signInFailed'));
    expect(selectFailure(snap())).toEqual({ key: 'login.throttled' });
    expect(selectRetryAt(snap())).toBe(1_234);
    expect(selectCanSubmit(snap())).toBe(true);
    actor.send({ type: 'login.submit' });
    expect(sent).toHaveLength(2);
    expect(selectFailure(snap())).toBeNull();
    expect(snap().context).toMatchObject({ failure: null, retryAt: null });
    await vi.waitFor(() => expect(selectFailure(snap())).toEqual({ key: 'login.invalidCredentials' }));
    expect(selectRetryAt(snap())).toBeNull();
  });

  it('after a failure the form is still checked before sending', async () => {
    const { actor, snap, fill, sent } = open([refused(401)]);
    fill('a@example.com', 'pw');
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() => expect(snap().value).toBe('signInFailed'));
    actor.send({ type: 'login.passwordChanged', value: '' });
    actor.send({ type: 'login.submit' });
    expect(sent).toHaveLength(1);
    expect(selectPasswordError(snap())).toBe('required');
    expect(selectFailure(snap())).toEqual({ key: 'login.invalidCredentials' });
  });
});

describe('login: an account that waits for activation is offered a fresh link', () => {
  it('the right password of an inactive account says so, with no failure box', async () => {
    const { actor, snap, fill } = open([notActive]);
    fill('a@example.com', 'pw');
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() => expect(snap().value).toBe('notActive'));
    expect(selectIsNotActive(snap())).toBe(true);
    expect(selectFailure(snap())).toBeNull();
    expect(selectActivationResent(snap())).toBe(false);
  });

  it('the link goes to the e-mail and password the server verified; then it is said sent', async () => {
    const { actor, snap, fill, resent } = open([notActive], [ok({})]);
    fill(' a@example.com ', 'pw');
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() => expect(snap().value).toBe('notActive'));
    actor.send({ type: 'login.resendActivation' });
    expect(selectIsResending(snap())).toBe(true);
    expect(selectIsNotActive(snap())).toBe(true);
    expect(resent).toEqual([{ email: 'a@example.com', password: 'pw' }]);
    await vi.waitFor(() => expect(selectActivationResent(snap())).toBe(true));
    expect(selectIsNotActive(snap())).toBe(false);
    actor.send({ type: 'login.resendActivation' });
    expect(resent).toHaveLength(1);
  });

  it('a failed link says so and can be asked again; a throttled one says when', async () => {
    const { actor, snap, fill, resent } = open([notActive], [refused(500), refused(429, null, 77)]);
    fill('a@example.com', 'pw');
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() => expect(snap().value).toBe('notActive'));
    actor.send({ type: 'login.resendActivation' });
    await vi.waitFor(() => expect(snap().value).toBe('resendFailed'));
    expect(selectFailure(snap())).toEqual({ key: 'login.resendFailed' });
    expect(selectRetryAt(snap())).toBeNull();
    expect(selectIsNotActive(snap())).toBe(true);
    actor.send({ type: 'login.resendActivation' });
    expect(resent).toHaveLength(2);
    await vi.waitFor(() => expect(selectFailure(snap())).toEqual({ key: 'login.throttled' }));
    expect(selectRetryAt(snap())).toBe(77);
  });

  it('changing the e-mail or the password leaves the offer behind', async () => {
    for (const change of [
      { type: 'login.emailChanged', value: 'b@example.com' },
      { type: 'login.passwordChanged', value: 'other' },
    ] as const) {
      const { actor, snap, fill } = open([notActive]);
      fill('a@example.com', 'pw');
      actor.send({ type: 'login.submit' });
      await vi.waitFor(() => expect(snap().value).toBe('notActive'));
      actor.send(change);
      expect(snap().value).toBe('editing');
      expect(selectIsNotActive(snap())).toBe(false);
      actor.stop();
    }
  });

  it('signing in again from the offer (or after the link) sends the form', async () => {
    const { actor, snap, fill, sent } = open([notActive, ok({ access: 'a', refresh: 'r' })], [ok({})]);
    fill('a@example.com', 'pw');
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() => expect(snap().value).toBe('notActive'));
    actor.send({ type: 'login.resendActivation' });
    await vi.waitFor(() => expect(snap().value).toBe('activationResent'));
    actor.send({ type: 'login.submit' });
    expect(sent).toHaveLength(2);
    await vi.waitFor(() => expect(snap().value).toBe('signedIn'));
  });
});
