/**
 * Scenario tests of the password reset (product §11): a new password with the sign-up rules, sent with the link's
 * uid and token, then /login; a link the server refuses (bad, used, expired, superseded) offers a new one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { passwordResetMachine, type PasswordResetInput } from './password-reset.machine';
import { newPasswordProblems } from './new-password-rules';
import {
  selectConfirmPassword,
  selectFailure,
  selectFieldErrors,
  selectIsLinkInvalid,
  selectIsSaving,
  selectPassword,
  selectPasswordRules,
} from './selectors';

type Call = () => Promise<unknown>;
type Sent = { uid: string; token: string; new_password: string };
let running: Actor<typeof passwordResetMachine> | null = null;
afterEach(() => running?.stop());

function open(
  input: PasswordResetInput,
  calls: Call[] = [],
  common: () => Promise<ReadonlySet<string>> = () => new Promise(() => {}),
) {
  const sent: Sent[] = [];
  const effects = { notifyReset: vi.fn(), redirectToLogin: vi.fn() };
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        confirmReset: fromPromise(({ input: i }: { input: Sent }) => {
          sent.push(i);
          return (calls.shift()?.() ?? new Promise(() => {})) as Promise<void>;
        }),
        loadCommonPasswords: fromPromise(() => common()),
      },
      actions: { notifyReset: () => effects.notifyReset(), redirectToLogin: () => effects.redirectToLogin() },
    }),
    { input },
  ).start();
  running = actor;
  const snap = () => actor.getSnapshot();
  const fill = (password: string, confirm: string) => {
    actor.send({ type: 'reset.passwordChanged', value: password });
    actor.send({ type: 'reset.confirmPasswordChanged', value: confirm });
  };
  return { actor, snap, sent, effects, fill };
}

const LINK = { uid: 'MQ', token: 'tok' };
const refused =
  (status: number | null, body: unknown = null) =>
  async () =>
    Promise.reject({ status, body });

describe('password reset: the new password follows the sign-up rules (product §11)', () => {
  it('new-password rules: required, then the same in both fields', () => {
    expect(newPasswordProblems({ password: '', confirmPassword: '' })).toEqual({
      password: { key: 'auth.validation.required' },
      confirmPassword: { key: 'auth.validation.required' },
    });
    expect(newPasswordProblems({ password: 'a', confirmPassword: 'b' })).toEqual({
      confirmPassword: { key: 'signup.passwordsDoNotMatch' },
    });
    expect(newPasswordProblems({ password: 'a', confirmPassword: 'a' })).toEqual({});
  });

  it('nothing is sent until both fields agree; typing clears that field’s error', () => {
    const { actor, snap, sent, fill } = open(LINK);
    actor.send({ type: 'reset.submit' });
    expect(sent).toEqual([]);
    expect(selectFieldErrors(snap())).toEqual({
      password: { key: 'auth.validation.required' },
      confirmPassword: { key: 'auth.validation.required' },
    });
    actor.send({ type: 'reset.passwordChanged', value: 'Secret-123' });
    expect(selectFieldErrors(snap()).password).toBeUndefined();
    expect(selectFieldErrors(snap()).confirmPassword).toBeDefined();
    actor.send({ type: 'reset.confirmPasswordChanged', value: 'Secret-999' });
    expect(selectFieldErrors(snap()).confirmPassword).toBeUndefined();
    actor.send({ type: 'reset.submit' });
    expect(sent).toEqual([]);
    expect(selectFieldErrors(snap())).toEqual({ confirmPassword: { key: 'signup.passwordsDoNotMatch' } });
    fill('Secret-123', 'Secret-123');
    expect(selectPassword(snap())).toBe('Secret-123');
    expect(selectConfirmPassword(snap())).toBe('Secret-123');
  });

  it('the rules are shown as the password is typed, the common one once the list is there', async () => {
    const { actor, snap } = open(LINK, [], async () => new Set(['password123']));
    expect(selectPasswordRules(snap())).toEqual([]);
    await vi.waitFor(() => expect(snap().context.commonPasswords).not.toBeNull());
    actor.send({ type: 'reset.passwordChanged', value: 'password123' });
    expect(selectPasswordRules(snap()).map((p) => p.key)).toContain('auth.serverMessage.passwordTooCommon');
  });

  it('without the list the form still sends', async () => {
    const { actor, sent, fill } = open(LINK, [], () => Promise.reject(new Error('offline')));
    await new Promise((r) => setTimeout(r, 0));
    fill('password123', 'password123');
    actor.send({ type: 'reset.submit' });
    expect(sent).toHaveLength(1);
  });
});

describe('password reset: saving', () => {
  it('sends the link and the password, then says so and goes to /login', async () => {
    const { actor, snap, sent, effects, fill } = open(LINK, [async () => undefined]);
    fill('Secret-123', 'Secret-123');
    actor.send({ type: 'reset.submit' });
    expect(sent).toEqual([{ uid: 'MQ', token: 'tok', new_password: 'Secret-123' }]);
    expect(selectIsSaving(snap())).toBe(true);
    await vi.waitFor(() => expect(snap().value).toBe('saved'));
    expect(selectIsSaving(snap())).toBe(true);
    expect(effects.notifyReset).toHaveBeenCalledTimes(1);
    expect(effects.redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('a route without its parts sends empty ones, for the server to refuse', () => {
    const { actor, sent, fill } = open({});
    fill('Secret-123', 'Secret-123');
    actor.send({ type: 'reset.submit' });
    expect(sent).toEqual([{ uid: '', token: '', new_password: 'Secret-123' }]);
  });

  it.each([
    ['uid', { uid: ["Invalid user id or user doesn't exist."] }],
    ['token', { token: ['Invalid token for given user.'] }],
  ])('a link refused on its %s cannot be used: no way back to /login', async (_, body) => {
    const { actor, snap, effects, fill } = open(LINK, [refused(400, body)]);
    fill('Secret-123', 'Secret-123');
    actor.send({ type: 'reset.submit' });
    await vi.waitFor(() => expect(selectIsLinkInvalid(snap())).toBe(true));
    expect(selectIsSaving(snap())).toBe(false);
    expect(effects.redirectToLogin).not.toHaveBeenCalled();
    expect(selectFailure(snap())).toBeNull();
  });

  it('a password the server refuses lands on its field, and the form stays', async () => {
    const { actor, snap, fill } = open(LINK, [
      refused(400, { new_password: ['This password is too common.'] }),
    ]);
    fill('Secret-123', 'Secret-123');
    actor.send({ type: 'reset.submit' });
    await vi.waitFor(() => expect(selectFieldErrors(snap()).password).toBeDefined());
    expect(snap().value).toBe('editing');
    expect(selectFieldErrors(snap())).toEqual({ password: { text: 'This password is too common.' } });
    expect(selectIsLinkInvalid(snap())).toBe(false);
  });

  it('another failure is said above the form; the next try clears it', async () => {
    const { actor, snap, sent, fill } = open(LINK, [refused(500), async () => undefined]);
    fill('Secret-123', 'Secret-123');
    actor.send({ type: 'reset.submit' });
    await vi.waitFor(() => expect(snap().value).toBe('savingFailed'));
    expect(selectFailure(snap())).toEqual({ key: 'auth.internalServerError' });
    expect(selectIsSaving(snap())).toBe(false);
    actor.send({ type: 'reset.submit' });
    expect(sent).toHaveLength(2);
    expect(snap().context.failure).toBeNull();
    await vi.waitFor(() => expect(snap().value).toBe('saved'));
  });

  it('after a failure the form is checked again before sending', async () => {
    const { actor, snap, sent, fill } = open(LINK, [refused(null)]);
    fill('Secret-123', 'Secret-123');
    actor.send({ type: 'reset.submit' });
    await vi.waitFor(() => expect(snap().value).toBe('savingFailed'));
    actor.send({ type: 'reset.confirmPasswordChanged', value: 'x' });
    actor.send({ type: 'reset.submit' });
    expect(sent).toHaveLength(1);
    expect(selectFieldErrors(snap()).confirmPassword).toEqual({ key: 'signup.passwordsDoNotMatch' });
  });
});
