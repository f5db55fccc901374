/**
 * Scenario tests of changing the password (product §11): current, new and confirmation, the new one with the sign-up
 * rules; this device stays signed in, and nothing of a password stays in memory once it is changed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { changePasswordMachine } from './change-password.machine';
import {
  selectConfirmPassword,
  selectCurrent,
  selectFailure,
  selectFieldErrors,
  selectIsSaving,
  selectPassword,
  selectPasswordRules,
} from './selectors';

type Call = () => Promise<unknown>;
type Sent = { current_password: string; new_password: string };
let running: Actor<typeof changePasswordMachine> | null = null;
afterEach(() => running?.stop());

function open(
  calls: Call[] = [],
  common: () => Promise<ReadonlySet<string>> = () => new Promise(() => {}),
  input: { email?: string } = { email: 'person@example.com' },
) {
  const sent: Sent[] = [];
  const notifyChanged = vi.fn();
  const loads = vi.fn();
  const actor = createActor(
    changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise(({ input: i }: { input: Sent }) => {
          sent.push(i);
          return (calls.shift()?.() ?? new Promise(() => {})) as Promise<void>;
        }),
        loadCommonPasswords: fromPromise(() => {
          loads();
          return common();
        }),
      },
      actions: { notifyChanged },
    }),
    { input },
  ).start();
  running = actor;
  const snap = () => actor.getSnapshot();
  const fill = (current: string, password: string, confirm: string) => {
    actor.send({ type: 'change.currentChanged', value: current });
    actor.send({ type: 'change.passwordChanged', value: password });
    actor.send({ type: 'change.confirmPasswordChanged', value: confirm });
  };
  return { actor, snap, sent, notifyChanged, fill, loads };
}

const ok = async () => undefined;
const refused =
  (status: number | null, body: unknown = null) =>
  async () =>
    Promise.reject({ status, body });
const REQUIRED = { key: 'auth.validation.required' };

describe('change password: the form is checked before sending (product §11)', () => {
  it('every field is required; typing clears only that field’s error', () => {
    const { actor, snap, sent } = open();
    actor.send({ type: 'change.submit' });
    expect(sent).toEqual([]);
    expect(selectFieldErrors(snap())).toEqual({
      current: REQUIRED,
      password: REQUIRED,
      confirmPassword: REQUIRED,
    });
    actor.send({ type: 'change.currentChanged', value: 'old' });
    expect(selectFieldErrors(snap())).toEqual({ password: REQUIRED, confirmPassword: REQUIRED });
    actor.send({ type: 'change.passwordChanged', value: 'New-12345' });
    expect(selectFieldErrors(snap()).password).toBeUndefined();
    actor.send({ type: 'change.confirmPasswordChanged', value: 'New-1234' });
    expect(selectFieldErrors(snap()).confirmPassword).toBeUndefined();
    expect(selectCurrent(snap())).toBe('old');
    expect(selectPassword(snap())).toBe('New-12345');
    expect(selectConfirmPassword(snap())).toBe('New-1234');
  });

  it('a confirmation that differs sends nothing', () => {
    const { actor, snap, sent, fill } = open();
    fill('old', 'New-12345', 'New-1234');
    actor.send({ type: 'change.submit' });
    expect(sent).toEqual([]);
    expect(selectFieldErrors(snap())).toEqual({ confirmPassword: { key: 'signup.passwordsDoNotMatch' } });
  });

  it('the rules are shown as the new password is typed, compared with the person’s address', async () => {
    const { actor, snap } = open([], async () => new Set(['password123']));
    await vi.waitFor(() => expect(snap().context.commonPasswords).not.toBeNull());
    actor.send({ type: 'change.passwordChanged', value: 'password123' });
    expect(selectPasswordRules(snap()).map((p) => p.key)).toContain('auth.serverMessage.passwordTooCommon');
    actor.send({ type: 'change.passwordChanged', value: 'person@example.com' });
    expect(selectPasswordRules(snap()).map((p) => p.key)).toContain('auth.serverMessage.passwordSimilar');
  });

  it('without an address given, none is compared', () => {
    const bare = createActor(
      changePasswordMachine.provide({
        actors: { loadCommonPasswords: fromPromise(() => new Promise<ReadonlySet<string>>(() => {})) },
      }),
      // a page that knows no address gives no input at all
      { input: undefined as never },
    ).start();
    expect(bare.getSnapshot().context.email).toBe('');
    bare.stop();
    const { actor, snap } = open([], undefined, {});
    expect(snap().context.email).toBe('');
    actor.send({ type: 'change.passwordChanged', value: 'Person-Example-1' });
    expect(selectPasswordRules(snap()).map((p) => p.key)).not.toContain('auth.serverMessage.passwordSimilar');
  });
});

describe('change password: saving', () => {
  it('sends the current and new passwords; once changed the form is empty and says so', async () => {
    const { actor, snap, sent, notifyChanged, fill, loads } = open([ok], async () => new Set(['x']));
    await vi.waitFor(() => expect(snap().context.commonPasswords).not.toBeNull());
    fill('old', 'New-12345', 'New-12345');
    actor.send({ type: 'change.submit' });
    expect(sent).toEqual([{ current_password: 'old', new_password: 'New-12345' }]);
    expect(selectIsSaving(snap())).toBe(true);
    await vi.waitFor(() => expect(notifyChanged).toHaveBeenCalledTimes(1));
    expect(snap().value).toBe('editing');
    expect(selectIsSaving(snap())).toBe(false);
    expect(snap().context).toMatchObject({
      current: '',
      password: '',
      confirmPassword: '',
      fieldErrors: {},
      failure: null,
      email: 'person@example.com',
    });
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it('a wrong current password and a refused new one land on their fields', async () => {
    const { actor, snap, notifyChanged, fill } = open([
      refused(400, {
        current_password: ['Invalid password.'],
        new_password: ['This password is too common.'],
      }),
    ]);
    fill('old', 'New-12345', 'New-12345');
    actor.send({ type: 'change.submit' });
    await vi.waitFor(() => expect(selectFieldErrors(snap()).current).toBeDefined());
    expect(snap().value).toBe('editing');
    expect(selectFieldErrors(snap())).toEqual({
      current: { key: 'account.errors.invalidPassword' },
      password: { text: 'This password is too common.' },
    });
    expect(selectFailure(snap())).toBeNull();
    expect(selectCurrent(snap())).toBe('old');
    expect(notifyChanged).not.toHaveBeenCalled();
  });

  it('another failure is said above the form and keeps what was typed; the next try clears it', async () => {
    const { actor, snap, sent, fill } = open([refused(null), ok]);
    fill('old', 'New-12345', 'New-12345');
    actor.send({ type: 'change.submit' });
    await vi.waitFor(() => expect(snap().value).toBe('savingFailed'));
    expect(selectFailure(snap())).toEqual({ key: 'account.errors.offline' });
    expect(selectPassword(snap())).toBe('New-12345');
    actor.send({ type: 'change.submit' });
    expect(sent).toHaveLength(2);
    expect(snap().context.failure).toBeNull();
    await vi.waitFor(() => expect(snap().value).toBe('editing'));
  });

  it('after a failure the form is checked again before sending', async () => {
    const { actor, snap, sent, fill } = open([refused(500)]);
    fill('old', 'New-12345', 'New-12345');
    actor.send({ type: 'change.submit' });
    await vi.waitFor(() => expect(snap().value).toBe('savingFailed'));
    actor.send({ type: 'change.currentChanged', value: '' });
    actor.send({ type: 'change.submit' });
    expect(sent).toHaveLength(1);
    expect(selectFieldErrors(snap()).current).toEqual(REQUIRED);
  });
});
