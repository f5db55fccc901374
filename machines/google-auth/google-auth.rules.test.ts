/**
 * Scenario tests of the Google flow (product §4, §7, §8): the button only with a client id and Google's script; the
 * first call says the terms are not accepted; a new person goes to the terms page from /login, sees them inline on
 * /signup, and accepting repeats the call with the terms accepted; declining goes to /signup.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { googleAuthMachine } from './google-auth.machine';
import {
  selectCanAccept,
  selectClientId,
  selectFailure,
  selectIsAccepting,
  selectIsAvailable,
  selectIsBusy,
  selectShowsTerms,
  selectTermsAccepted,
  selectUserEmail,
} from './selectors';
import type { GoogleAuthInput, GoogleLoginAnswer } from './types';

const USER = { email: 'new@example.com', name: 'New' } as never;
const tokens: GoogleLoginAnswer = { access: 'acc', refresh: 'ref' };
const newUser: GoogleLoginAnswer = { is_new_user: true, terms_accepted: false, user_info: USER };

let running: Actor<typeof googleAuthMachine> | null = null;
afterEach(() => running?.stop());

type Answer = () => Promise<unknown>;

function start(
  input: GoogleAuthInput,
  {
    config = async () => 'client-1',
    script = async () => {},
    answers = [] as Answer[],
  }: { config?: () => Promise<string | null>; script?: () => Promise<void>; answers?: Answer[] } = {},
) {
  const calls: { token: string; terms_accepted: boolean }[] = [];
  const scriptFor: string[] = [];
  const loadGoogleConfig = vi.fn(config);
  const effects = {
    storeTokens: vi.fn(),
    goToTermsPage: vi.fn(),
    redirectAfterSignIn: vi.fn(),
    goToSignup: vi.fn(),
  };
  const actor = createActor(
    googleAuthMachine.provide({
      actors: {
        loadGoogleConfig: fromPromise(() => loadGoogleConfig()),
        loadGoogleScript: fromPromise(({ input: i }: { input: { clientId: string } }) => {
          scriptFor.push(i.clientId);
          return script();
        }),
        googleLogin: fromPromise(({ input: i }: { input: { token: string; terms_accepted: boolean } }) => {
          calls.push(i);
          const next = answers.shift();
          return next ? next() : new Promise(() => {});
        }),
      },
      actions: {
        storeTokens: (_, p) => effects.storeTokens(p),
        goToTermsPage: (_, p) => effects.goToTermsPage(p),
        redirectAfterSignIn: (_, p) => effects.redirectAfterSignIn(p),
        goToSignup: () => effects.goToSignup(),
      },
    }),
    { input },
  ).start();
  running = actor;
  const snap = () => actor.getSnapshot();
  return { actor, snap, calls, scriptFor, effects, loadGoogleConfig };
}

const answer = (a: unknown) => async () => a;
const failure = (status: number | null) => async () => Promise.reject({ status, body: null });

async function available(input: GoogleAuthInput, answers: Answer[] = []) {
  const run = start(input, { answers });
  await vi.waitFor(() => expect(run.snap().matches('available')).toBe(true));
  return run;
}

describe('google: the button only where Google sign-in is configured (architecture §4.1, product §7)', () => {
  it('a client id loads the script with it, then shows the button', async () => {
    const { snap, scriptFor } = await available({ mode: 'login' });
    expect(scriptFor).toEqual(['client-1']);
    expect(selectClientId(snap())).toBe('client-1');
    expect(selectIsAvailable(snap())).toBe(true);
    expect(selectIsBusy(snap())).toBe(false);
    expect(selectShowsTerms(snap())).toBe(false);
    expect(selectFailure(snap())).toBeNull();
  });

  it.each([[null], ['']])('no client id (%j): no script and no button', async (id) => {
    const { snap, scriptFor } = start({ mode: 'login' }, { config: async () => id });
    await vi.waitFor(() => expect(snap().value).toBe('unavailable'));
    expect(scriptFor).toEqual([]);
    expect(selectIsAvailable(snap())).toBe(false);
    expect(selectClientId(snap())).toBeNull();
  });

  it('the configuration or the script failing leaves the e-mail form alone', async () => {
    const a = start({ mode: 'login' }, { config: () => Promise.reject(new Error('offline')) });
    await vi.waitFor(() => expect(a.snap().value).toBe('loadingFailed'));
    expect(selectIsAvailable(a.snap())).toBe(false);
    a.actor.stop();
    const b = start({ mode: 'signup' }, { script: () => Promise.reject(new Error('blocked')) });
    await vi.waitFor(() => expect(b.snap().value).toBe('loadingFailed'));
    expect(selectIsAvailable(b.snap())).toBe(false);
  });

  it('while the configuration loads there is no button', () => {
    const { snap } = start({ mode: 'login' }, { config: () => new Promise(() => {}) });
    expect(snap().value).toBe('checkingConfiguration');
    expect(selectIsAvailable(snap())).toBe(false);
  });
});

describe('google: signing in (product §4)', () => {
  it('the first call sends the credential with the terms not accepted, and is busy meanwhile', async () => {
    const { actor, snap, calls } = await available({ mode: 'login' });
    actor.send({ type: 'google.credentialReceived', credential: 'cred-1' });
    expect(calls).toEqual([{ token: 'cred-1', terms_accepted: false }]);
    expect(selectIsBusy(snap())).toBe(true);
    expect(selectIsAvailable(snap())).toBe(true);
  });

  it('a known person with tokens is signed in and goes to the page they came from', async () => {
    const { actor, snap, effects } = await available(
      { mode: 'login', from: { pathname: '/dashboard/zakat' } },
      [answer(tokens)],
    );
    actor.send({ type: 'google.credentialReceived', credential: 'cred-1' });
    await vi.waitFor(() => expect(snap().value).toBe('signedIn'));
    expect(effects.storeTokens).toHaveBeenCalledWith({ access: 'acc', refresh: 'ref' });
    expect(effects.redirectAfterSignIn).toHaveBeenCalledWith({ to: '/dashboard/zakat' });
    expect(selectIsBusy(snap())).toBe(true);
    expect(selectIsAvailable(snap())).toBe(true);
  });

  it('a pending invitation comes first after signing in (product §13)', async () => {
    const { actor, snap, effects } = await available({ mode: 'login', pendingInvitation: 'tok-1' }, [
      answer(tokens),
    ]);
    actor.send({ type: 'google.credentialReceived', credential: 'cred-1' });
    await vi.waitFor(() => expect(snap().value).toBe('signedIn'));
    expect(effects.redirectAfterSignIn).toHaveBeenCalledWith({ to: '/invitations/tok-1' });
  });

  it.each([
    ['no refresh token', { access: 'acc' }],
    ['an empty access token', { access: '', refresh: 'ref' }],
    ['an empty refresh token', { access: 'acc', refresh: '' }],
    ['no access token', { refresh: 'ref' }],
    ['not an object', 'ok'],
    ['no body', null],
  ])('an answer with %s is a failure, and nothing is stored', async (_, body) => {
    const { actor, snap, effects } = await available({ mode: 'login' }, [answer(body)]);
    actor.send({ type: 'google.credentialReceived', credential: 'cred-1' });
    await vi.waitFor(() => expect(snap().matches({ available: 'signInFailed' })).toBe(true));
    expect(selectFailure(snap())).toEqual({ key: 'login.googleLoginFailed' });
    expect(effects.storeTokens).not.toHaveBeenCalled();
    expect(effects.redirectAfterSignIn).not.toHaveBeenCalled();
  });

  it('a failed call says so in the red box of its page (product §8), and another credential tries again', async () => {
    const login = await available({ mode: 'login' }, [failure(500), answer(tokens)]);
    login.actor.send({ type: 'google.credentialReceived', credential: 'cred-1' });
    await vi.waitFor(() => expect(selectFailure(login.snap())).toEqual({ key: 'login.googleLoginFailed' }));
    expect(selectIsBusy(login.snap())).toBe(false);
    login.actor.send({ type: 'google.credentialReceived', credential: 'cred-2' });
    expect(selectFailure(login.snap())).toBeNull();
    expect(login.calls.at(-1)).toEqual({ token: 'cred-2', terms_accepted: false });
    await vi.waitFor(() => expect(login.snap().value).toBe('signedIn'));
    login.actor.stop();

    const signup = await available({ mode: 'signup' }, [failure(null)]);
    signup.actor.send({ type: 'google.credentialReceived', credential: 'cred-1' });
    await vi.waitFor(() =>
      expect(selectFailure(signup.snap())).toEqual({ key: 'signup.googleSignupFailed' }),
    );
  });
});

describe('google: a new person accepts the terms first (product §4)', () => {
  it('from /login, goes to the terms page with the token and user info', async () => {
    const { actor, snap, effects } = await available({ mode: 'login' }, [answer(newUser)]);
    actor.send({ type: 'google.credentialReceived', credential: 'cred-1' });
    await vi.waitFor(() => expect(snap().value).toBe('leaving'));
    expect(effects.goToTermsPage).toHaveBeenCalledWith({ googleToken: 'cred-1', userInfo: USER });
    expect(effects.storeTokens).not.toHaveBeenCalled();
    expect(selectShowsTerms(snap())).toBe(false);
    // the button stays, disabled, while the page changes
    expect(selectIsAvailable(snap())).toBe(true);
    expect(selectIsBusy(snap())).toBe(true);
  });

  it('a new person the answer tells nothing about goes to the terms page with no user info', async () => {
    const { actor, snap, effects } = await available({ mode: 'login' }, [
      answer({ is_new_user: true, terms_accepted: false }),
    ]);
    actor.send({ type: 'google.credentialReceived', credential: 'cred-1' });
    await vi.waitFor(() => expect(snap().value).toBe('leaving'));
    expect(effects.goToTermsPage).toHaveBeenCalledWith({ googleToken: 'cred-1', userInfo: null });
    expect(snap().context.userInfo).toBeNull();
  });

  it('a known person whose answer has tokens is not sent to the terms', async () => {
    const { actor, snap, effects } = await available({ mode: 'signup' }, [
      answer({ is_new_user: false, terms_accepted: false, ...tokens }),
    ]);
    actor.send({ type: 'google.credentialReceived', credential: 'cred-1' });
    await vi.waitFor(() => expect(snap().value).toBe('signedIn'));
    expect(effects.goToTermsPage).not.toHaveBeenCalled();
  });

  it('a new person who already accepted is signed in on /signup too, without the terms box', async () => {
    const { actor, snap } = await available({ mode: 'signup' }, [
      answer({ is_new_user: true, terms_accepted: true, ...tokens }),
    ]);
    actor.send({ type: 'google.credentialReceived', credential: 'cred-1' });
    await vi.waitFor(() => expect(snap().value).toBe('signedIn'));
    expect(selectShowsTerms(snap())).toBe(false);
  });

  it('a new person who already accepted is signed in', async () => {
    const { actor, snap } = await available({ mode: 'login' }, [
      answer({ is_new_user: true, terms_accepted: true, ...tokens }),
    ]);
    actor.send({ type: 'google.credentialReceived', credential: 'cred-1' });
    await vi.waitFor(() => expect(snap().value).toBe('signedIn'));
  });

  it('on /signup, the terms show inline, unticked; accepting needs the tick', async () => {
    const { actor, snap, calls, effects } = await available({ mode: 'signup' }, [
      answer(newUser),
      answer(tokens),
    ]);
    actor.send({ type: 'google.credentialReceived', credential: 'cred-1' });
    await vi.waitFor(() => expect(snap().value).toBe('termsRequired'));
    expect(effects.goToTermsPage).not.toHaveBeenCalled();
    expect(selectShowsTerms(snap())).toBe(true);
    expect(selectUserEmail(snap())).toBe('new@example.com');
    expect(selectTermsAccepted(snap())).toBe(false);
    expect(selectCanAccept(snap())).toBe(false);
    actor.send({ type: 'google.accept' });
    expect(snap().value).toBe('termsRequired');
    expect(calls).toHaveLength(1);

    actor.send({ type: 'google.termsChanged', accepted: true });
    expect(selectTermsAccepted(snap())).toBe(true);
    expect(selectCanAccept(snap())).toBe(true);
    actor.send({ type: 'google.accept' });
    expect(selectIsAccepting(snap())).toBe(true);
    expect(selectShowsTerms(snap())).toBe(true);
    expect(selectIsBusy(snap())).toBe(true);
    expect(calls[1]).toEqual({ token: 'cred-1', terms_accepted: true });
    await vi.waitFor(() => expect(snap().value).toBe('signedIn'));
    expect(effects.storeTokens).toHaveBeenCalledWith({ access: 'acc', refresh: 'ref' });
    expect(effects.redirectAfterSignIn).toHaveBeenCalledWith({ to: '/dashboard' });
  });

  it('declining the inline terms forgets the credential and shows the button again', async () => {
    const { actor, snap, effects } = await available({ mode: 'signup' }, [answer(newUser)]);
    actor.send({ type: 'google.credentialReceived', credential: 'cred-1' });
    await vi.waitFor(() => expect(snap().value).toBe('termsRequired'));
    actor.send({ type: 'google.termsChanged', accepted: true });
    actor.send({ type: 'google.decline' });
    expect(snap().matches({ available: 'idle' })).toBe(true);
    expect(snap().context).toMatchObject({ credential: null, userInfo: null, termsAccepted: false });
    expect(selectUserEmail(snap())).toBeNull();
    expect(effects.goToSignup).not.toHaveBeenCalled();
  });

  it('a failed accept says so, keeps the terms, and can be tried again', async () => {
    const { actor, snap, calls } = await available({ mode: 'signup' }, [
      answer(newUser),
      failure(500),
      answer({ access: 'acc' }),
      answer(tokens),
    ]);
    actor.send({ type: 'google.credentialReceived', credential: 'cred-1' });
    await vi.waitFor(() => expect(snap().value).toBe('termsRequired'));
    actor.send({ type: 'google.termsChanged', accepted: true });
    actor.send({ type: 'google.accept' });
    await vi.waitFor(() => expect(snap().value).toBe('acceptFailed'));
    expect(selectFailure(snap())).toEqual({ key: 'google.termsAcceptFailed' });
    expect(selectShowsTerms(snap())).toBe(true);
    expect(selectIsBusy(snap())).toBe(false);
    actor.send({ type: 'google.accept' });
    expect(selectFailure(snap())).toBeNull();
    await vi.waitFor(() => expect(snap().value).toBe('acceptFailed'));
    expect(selectFailure(snap())).toEqual({ key: 'google.termsAcceptFailed' });
    actor.send({ type: 'google.accept' });
    await vi.waitFor(() => expect(snap().value).toBe('signedIn'));
    expect(calls.slice(1).every((c) => c.terms_accepted)).toBe(true);
  });
});

describe('google: the terms page (product §2, §4)', () => {
  it('starts on the terms with the token and user info it was given, without loading Google', async () => {
    const { actor, snap, calls, loadGoogleConfig, effects } = start(
      { mode: 'termsPage', credential: 'cred-1', userInfo: USER },
      { answers: [answer(tokens)] },
    );
    expect(snap().value).toBe('termsRequired');
    expect(loadGoogleConfig).not.toHaveBeenCalled();
    expect(selectUserEmail(snap())).toBe('new@example.com');
    // the box starts unticked: accepting needs the tick
    expect(selectTermsAccepted(snap())).toBe(false);
    actor.send({ type: 'google.accept' });
    expect(calls).toEqual([]);
    actor.send({ type: 'google.termsChanged', accepted: true });
    actor.send({ type: 'google.accept' });
    expect(calls).toEqual([{ token: 'cred-1', terms_accepted: true }]);
    await vi.waitFor(() => expect(snap().value).toBe('signedIn'));
    expect(effects.redirectAfterSignIn).toHaveBeenCalledWith({ to: '/dashboard' });
    expect(selectIsAvailable(snap())).toBe(false);
  });

  it.each([[null], ['']])('without a token (%j) goes to /signup', (credential) => {
    const { snap, effects, loadGoogleConfig } = start({ mode: 'termsPage', credential });
    expect(snap().value).toBe('leaving');
    expect(effects.goToSignup).toHaveBeenCalledTimes(1);
    expect(loadGoogleConfig).not.toHaveBeenCalled();
  });

  it('declining goes to /signup, also after a failed accept', async () => {
    const a = start({ mode: 'termsPage', credential: 'cred-1' });
    a.actor.send({ type: 'google.decline' });
    expect(a.snap().value).toBe('leaving');
    expect(a.effects.goToSignup).toHaveBeenCalledTimes(1);
    a.actor.stop();

    const b = start({ mode: 'termsPage', credential: 'cred-1' }, { answers: [failure(400)] });
    b.actor.send({ type: 'google.termsChanged', accepted: true });
    b.actor.send({ type: 'google.accept' });
    await vi.waitFor(() => expect(b.snap().value).toBe('acceptFailed'));
    b.actor.send({ type: 'google.termsChanged', accepted: false });
    expect(selectCanAccept(b.snap())).toBe(false);
    b.actor.send({ type: 'google.decline' });
    expect(b.effects.goToSignup).toHaveBeenCalledTimes(1);
  });

  it('/login and /signup with a credential in their input still check the configuration', async () => {
    const { snap, loadGoogleConfig } = start({ mode: 'signup', credential: 'cred-1' });
    await vi.waitFor(() => expect(snap().matches('available')).toBe(true));
    expect(loadGoogleConfig).toHaveBeenCalledTimes(1);
  });
});
