/**
 * Scenario tests of the sign-up form (product §2, §4, §5, §8): every rule checked on submit, create-account only with
 * the terms ticked, the payload sent, the way to /activation-email-sent, and the message of a failure.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { signupMachine } from './signup.machine';
import {
  selectCanCreateAccount,
  selectConfirmPassword,
  selectEmail,
  selectFailure,
  selectFieldErrors,
  selectIsSubmitting,
  selectPassword,
  selectPasswordRules,
  selectTermsAccepted,
  selectTermsHint,
} from './selectors';
import type { SignupPayload } from './types';

type Call = () => Promise<unknown>;
let running: Actor<typeof signupMachine> | null = null;
afterEach(() => running?.stop());

function open(calls: Call[] = [], common: () => Promise<ReadonlySet<string>> = () => new Promise(() => {})) {
  const sent: SignupPayload[] = [];
  const effects = { notifySignedUp: vi.fn(), redirectToEmailSent: vi.fn() };
  const actor = createActor(
    signupMachine.provide({
      actors: {
        signup: fromPromise(({ input }: { input: SignupPayload }) => {
          sent.push(input);
          return calls.shift()?.() ?? new Promise(() => {});
        }),
        loadCommonPasswords: fromPromise(() => common()),
      },
      actions: {
        notifySignedUp: () => effects.notifySignedUp(),
        redirectToEmailSent: (_, p) => effects.redirectToEmailSent(p),
      },
    }),
  ).start();
  running = actor;
  const snap = () => actor.getSnapshot();
  const fill = (email: string, password: string, confirm: string, terms: boolean) => {
    actor.send({ type: 'signup.emailChanged', value: email });
    actor.send({ type: 'signup.passwordChanged', value: password });
    actor.send({ type: 'signup.confirmPasswordChanged', value: confirm });
    actor.send({ type: 'signup.termsChanged', accepted: terms });
  };
  return { actor, snap, sent, effects, fill };
}

const refused =
  (status: number | null, body: unknown = null) =>
  async () =>
    Promise.reject({ status, body });

describe('sign-up: create-account needs the terms ticked (product §2, §5)', () => {
  it('with the terms unticked a submit does nothing and says nothing but the hint', () => {
    const { actor, snap, sent, fill } = open();
    fill('a@example.com', 'Secret-123', 'Secret-123', false);
    expect(selectCanCreateAccount(snap())).toBe(false);
    expect(selectTermsHint(snap())).toBe(true);
    actor.send({ type: 'signup.submit' });
    expect(sent).toEqual([]);
    expect(selectFieldErrors(snap())).toEqual({});
    actor.send({ type: 'signup.termsChanged', accepted: true });
    expect(selectCanCreateAccount(snap())).toBe(true);
  });

  it('the hint shows only once the rest of the form is filled in', () => {
    const { actor, snap } = open();
    expect(selectTermsHint(snap())).toBe(false);
    actor.send({ type: 'signup.emailChanged', value: '  ' });
    actor.send({ type: 'signup.passwordChanged', value: 'x' });
    actor.send({ type: 'signup.confirmPasswordChanged', value: 'x' });
    expect(selectTermsHint(snap())).toBe(false);
    actor.send({ type: 'signup.emailChanged', value: 'a@example.com' });
    expect(selectTermsHint(snap())).toBe(true);
    actor.send({ type: 'signup.passwordChanged', value: '' });
    expect(selectTermsHint(snap())).toBe(false);
    actor.send({ type: 'signup.passwordChanged', value: 'x' });
    actor.send({ type: 'signup.confirmPasswordChanged', value: '' });
    expect(selectTermsHint(snap())).toBe(false);
    actor.send({ type: 'signup.confirmPasswordChanged', value: 'x' });
    actor.send({ type: 'signup.termsChanged', accepted: true });
    expect(selectTermsAccepted(snap())).toBe(true);
    expect(selectTermsHint(snap())).toBe(false);
  });

  it('with the terms ticked, every other rule is named on submit', () => {
    const { actor, snap, sent, fill } = open();
    fill('nope', '', '', true);
    actor.send({ type: 'signup.submit' });
    expect(sent).toEqual([]);
    expect(selectFieldErrors(snap())).toEqual({
      email: 'invalidEmail',
      password: 'required',
      confirmPassword: 'required',
    });
    actor.send({ type: 'signup.emailChanged', value: '' });
    actor.send({ type: 'signup.passwordChanged', value: 'abc' });
    actor.send({ type: 'signup.confirmPasswordChanged', value: 'abd' });
    actor.send({ type: 'signup.submit' });
    expect(selectFieldErrors(snap())).toEqual({ email: 'required', confirmPassword: 'passwordsDoNotMatch' });
  });

  it('typing a field clears its own error; a new password also clears the confirmation’s', () => {
    const { actor, snap, fill } = open();
    fill('nope', 'abc', 'abd', true);
    actor.send({ type: 'signup.submit' });
    expect(selectFieldErrors(snap())).toMatchObject({
      email: 'invalidEmail',
      confirmPassword: 'passwordsDoNotMatch',
    });
    actor.send({ type: 'signup.confirmPasswordChanged', value: 'abc' });
    expect(selectFieldErrors(snap()).confirmPassword).toBeUndefined();
    expect(selectFieldErrors(snap()).email).toBe('invalidEmail');
    actor.send({ type: 'signup.confirmPasswordChanged', value: 'abd' });
    actor.send({ type: 'signup.submit' });
    actor.send({ type: 'signup.passwordChanged', value: 'abd' });
    expect(selectFieldErrors(snap()).confirmPassword).toBeUndefined();
    expect(selectFieldErrors(snap()).email).toBe('invalidEmail');
    actor.send({ type: 'signup.emailChanged', value: 'a@example.com' });
    expect(selectFieldErrors(snap()).email).toBeUndefined();
    actor.send({ type: 'signup.termsChanged', accepted: false });
    expect(selectTermsAccepted(snap())).toBe(false);
  });
});

describe('sign-up: creating the account (product §4, §8)', () => {
  it('sends the trimmed e-mail, the password and the terms accepted, and goes to the e-mail-sent page', async () => {
    const { actor, snap, sent, effects, fill } = open([async () => ({ id: 1 })]);
    fill(' a@example.com ', 'Secret-123', 'Secret-123', true);
    expect(selectEmail(snap())).toBe(' a@example.com ');
    expect(selectPassword(snap())).toBe('Secret-123');
    expect(selectConfirmPassword(snap())).toBe('Secret-123');
    actor.send({ type: 'signup.submit' });
    expect(sent).toEqual([{ email: 'a@example.com', password: 'Secret-123', terms_accepted: true }]);
    expect(selectIsSubmitting(snap())).toBe(true);
    expect(selectCanCreateAccount(snap())).toBe(false);
    expect(selectTermsHint(snap())).toBe(false);
    await vi.waitFor(() => expect(snap().value).toBe('signedUp'));
    expect(effects.notifySignedUp).toHaveBeenCalledTimes(1);
    expect(effects.redirectToEmailSent).toHaveBeenCalledWith({ email: 'a@example.com' });
    expect(selectIsSubmitting(snap())).toBe(true);
  });

  it('a failure shows its message, keeps the form, and the next try clears it', async () => {
    const { actor, snap, sent, effects, fill } = open([
      refused(400, { email: ['user with this email already exists.'] }),
      refused(500),
    ]);
    fill('a@example.com', 'Secret-123', 'Secret-123', true);
    actor.send({ type: 'signup.submit' });
    await vi.waitFor(() => expect(snap().value).toBe('signUpFailed'));
    expect(selectFailure(snap())).toEqual({ text: 'user with this email already exists.' });
    expect(selectIsSubmitting(snap())).toBe(false);
    expect(effects.redirectToEmailSent).not.toHaveBeenCalled();
    actor.send({ type: 'signup.emailChanged', value: 'b@example.com' });
    expect(selectEmail(snap())).toBe('b@example.com');
    actor.send({ type: 'signup.submit' });
    expect(sent.at(-1)?.email).toBe('b@example.com');
    expect(snap().context.failure).toBeNull();
    await vi.waitFor(() => expect(selectFailure(snap())).toEqual({ key: 'auth.internalServerError' }));
  });

  it('no failure is shown while editing or sending', () => {
    const { actor, snap, fill } = open();
    fill('a@example.com', 'Secret-123', 'Secret-123', true);
    actor.send({ type: 'signup.submit' });
    expect(selectFailure(snap())).toBeNull();
  });
});

describe('sign-up: the password rules as it is typed', () => {
  it('once the common passwords are loaded, a common one is named', async () => {
    const { actor, snap } = open([], async () => new Set(['password123']));
    await vi.waitFor(() => expect(snap().context.commonPasswords).not.toBeNull());
    actor.send({ type: 'signup.passwordChanged', value: 'password123' });
    expect(selectPasswordRules(snap()).map((p) => p.key)).toContain('auth.serverMessage.passwordTooCommon');
  });

  it('without the list, that rule is left to the server and the form still works', async () => {
    const { actor, snap, fill, sent } = open([], () => Promise.reject(new Error('offline')));
    await new Promise((r) => setTimeout(r, 0));
    fill('a@example.com', 'password123', 'password123', true);
    expect(selectPasswordRules(snap()).map((p) => p.key)).not.toContain(
      'auth.serverMessage.passwordTooCommon',
    );
    actor.send({ type: 'signup.submit' });
    expect(sent).toHaveLength(1);
  });
});
