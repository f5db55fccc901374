/**
 * Scenario tests of activation (product §4, §5, §8, §16): idle, working on the click, then success or an error
 * toast, no redirect; a link without its uid or token is invalid at once; an address given more than one password
 * chooses one (ADR 022) with the sign-up rules, in the same flow.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { activationMachine } from './activation.machine';
import {
  selectCanActivate,
  selectIsActivated,
  selectIsActivating,
  selectIsChoosingPassword,
  selectIsSettingPassword,
  selectPasswordFailure,
} from './selectors';
import type { ActivationInput, ActivationRequestInput } from './types';

type Call = () => Promise<unknown>;
let running: Actor<typeof activationMachine> | null = null;
afterEach(() => running?.stop());

function open(input: ActivationInput, calls: Call[] = []) {
  const sent: ActivationRequestInput[] = [];
  const toasts = { success: vi.fn(), failure: vi.fn() };
  const actor = createActor(
    activationMachine.provide({
      actors: {
        activateAccount: fromPromise(({ input: i }: { input: ActivationRequestInput }) => {
          sent.push(i);
          return calls.shift()?.() ?? new Promise(() => {});
        }),
      },
      actions: {
        notifySuccess: (_, p) => toasts.success(p.message),
        notifyFailure: (_, p) => toasts.failure(p.message),
      },
    }),
    { input },
  ).start();
  running = actor;
  return { actor, snap: () => actor.getSnapshot(), sent, toasts };
}

const LINK = { uid: 'MQ', token: 'tok' };
const ok = async () => ({});
const refused =
  (status: number | null, body: unknown = null) =>
  async () =>
    Promise.reject({ status, body });
const passwordAsked = refused(400, { new_password: ['Choose a password.'] });

describe('activation: the click (product §4)', () => {
  it('nothing is sent before the click', () => {
    const { snap, sent } = open(LINK);
    expect(sent).toEqual([]);
    expect(selectCanActivate(snap())).toBe(true);
    expect(selectIsActivating(snap())).toBe(false);
  });

  it('the click sends the link, is busy, then says activated once, with no way to click again', async () => {
    const { actor, snap, sent, toasts } = open(LINK, [ok]);
    actor.send({ type: 'activation.activate' });
    expect(sent).toEqual([{ uid: 'MQ', token: 'tok' }]);
    expect(selectIsActivating(snap())).toBe(true);
    expect(selectCanActivate(snap())).toBe(false);
    await vi.waitFor(() => expect(selectIsActivated(snap())).toBe(true));
    expect(toasts.success).toHaveBeenCalledWith({ key: 'activation.success' });
    expect(toasts.success).toHaveBeenCalledTimes(1);
    expect(toasts.failure).not.toHaveBeenCalled();
    expect(selectCanActivate(snap())).toBe(false);
  });

  it.each([
    ['no uid', { uid: undefined, token: 'tok' }],
    ['no token', { uid: 'MQ', token: undefined }],
    ['an empty uid', { uid: '', token: 'tok' }],
    ['an empty token', { uid: 'MQ', token: '' }],
  ])('a link with %s is invalid at once, and nothing is sent (product §5)', (_, input) => {
    const { actor, snap, sent, toasts } = open(input);
    actor.send({ type: 'activation.activate' });
    expect(sent).toEqual([]);
    expect(snap().value).toBe('invalidLink');
    expect(toasts.failure).toHaveBeenCalledWith({ key: 'activation.invalidLink' });
    expect(selectCanActivate(snap())).toBe(false);
  });

  it('a failure says why in a toast, and the button can be clicked again', async () => {
    const { actor, snap, sent, toasts } = open(LINK, [refused(403), ok]);
    actor.send({ type: 'activation.activate' });
    await vi.waitFor(() => expect(snap().value).toBe('activationFailed'));
    expect(toasts.failure).toHaveBeenCalledWith({ key: 'activation.linkExpired' });
    expect(selectIsChoosingPassword(snap())).toBe(false);
    expect(selectCanActivate(snap())).toBe(true);
    actor.send({ type: 'activation.activate' });
    expect(sent).toHaveLength(2);
    await vi.waitFor(() => expect(selectIsActivated(snap())).toBe(true));
  });

  it('a 400 naming no password field is the invalid-link message, not the password form', async () => {
    const { actor, snap, toasts } = open(LINK, [refused(400, { uid: ['Invalid user id.'] })]);
    actor.send({ type: 'activation.activate' });
    await vi.waitFor(() => expect(snap().value).toBe('activationFailed'));
    expect(toasts.failure).toHaveBeenCalledWith({ key: 'activation.invalidLink' });
  });
});

describe('activation: an address given more than one password chooses one (ADR 022, product §16)', () => {
  async function asked(calls: Call[] = []) {
    const run = open(LINK, [passwordAsked, ...calls]);
    run.actor.send({ type: 'activation.activate' });
    await vi.waitFor(() => expect(run.snap().value).toBe('choosingPassword'));
    return run;
  }

  it('the server asking for a password opens the form, without a failure toast', async () => {
    const { snap, toasts } = await asked();
    expect(selectIsChoosingPassword(snap())).toBe(true);
    expect(selectPasswordFailure(snap())).toBeNull();
    expect(toasts.failure).not.toHaveBeenCalled();
    expect(selectCanActivate(snap())).toBe(false);
  });

  it('the sign-up rules are checked before sending', async () => {
    const { actor, snap, sent } = await asked();
    actor.send({ type: 'activation.submitPassword' });
    expect(sent).toHaveLength(1);
    expect(snap().context.fieldErrors).toEqual({
      password: { key: 'auth.validation.required' },
      confirmPassword: { key: 'auth.validation.required' },
    });
    actor.send({ type: 'activation.passwordChanged', value: 'Secret-123' });
    expect(snap().context.fieldErrors.password).toBeUndefined();
    expect(snap().context.fieldErrors.confirmPassword).toEqual({ key: 'auth.validation.required' });
    actor.send({ type: 'activation.confirmPasswordChanged', value: 'Secret-124' });
    expect(snap().context.fieldErrors.confirmPassword).toBeUndefined();
    actor.send({ type: 'activation.submitPassword' });
    expect(sent).toHaveLength(1);
    expect(snap().context.fieldErrors).toEqual({ confirmPassword: { key: 'signup.passwordsDoNotMatch' } });
  });

  it('a valid password is sent with the link, and activates', async () => {
    const { actor, snap, sent, toasts } = await asked([ok]);
    actor.send({ type: 'activation.passwordChanged', value: 'Secret-123' });
    actor.send({ type: 'activation.confirmPasswordChanged', value: 'Secret-123' });
    actor.send({ type: 'activation.submitPassword' });
    expect(sent[1]).toEqual({ uid: 'MQ', token: 'tok', new_password: 'Secret-123' });
    expect(selectIsSettingPassword(snap())).toBe(true);
    expect(selectIsChoosingPassword(snap())).toBe(true);
    await vi.waitFor(() => expect(selectIsActivated(snap())).toBe(true));
    expect(toasts.success).toHaveBeenCalledWith({ key: 'activation.success' });
  });

  it('a password the server refuses lands on the password field', async () => {
    const { actor, snap } = await asked([refused(400, { new_password: ['This password is too common.'] })]);
    actor.send({ type: 'activation.passwordChanged', value: 'Secret-123' });
    actor.send({ type: 'activation.confirmPasswordChanged', value: 'Secret-123' });
    actor.send({ type: 'activation.submitPassword' });
    await vi.waitFor(() => expect(snap().context.fieldErrors.password).toBeDefined());
    expect(snap().value).toBe('choosingPassword');
    expect(snap().context.fieldErrors.password).toEqual({ text: 'This password is too common.' });
    expect(selectPasswordFailure(snap())).toBeNull();
  });

  it('any other failure is said above the form, which stays usable, and the next try clears it', async () => {
    const { actor, snap, sent } = await asked([refused(429), refused(null)]);
    actor.send({ type: 'activation.passwordChanged', value: 'Secret-123' });
    actor.send({ type: 'activation.confirmPasswordChanged', value: 'Secret-123' });
    actor.send({ type: 'activation.submitPassword' });
    await vi.waitFor(() => expect(snap().value).toBe('settingPasswordFailed'));
    expect(selectPasswordFailure(snap())).toEqual({ key: 'auth.serverMessage.throttled' });
    expect(selectIsChoosingPassword(snap())).toBe(true);
    expect(selectIsSettingPassword(snap())).toBe(false);
    actor.send({ type: 'activation.submitPassword' });
    expect(sent).toHaveLength(3);
    expect(snap().context.failure).toBeNull();
    await vi.waitFor(() => expect(selectPasswordFailure(snap())).toEqual({ key: 'account.errors.offline' }));
  });
});
