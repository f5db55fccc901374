/**
 * Scenario tests of asking for a reset link (product §11): one address, checked before sending; afterwards the same
 * neutral message whatever the address (asking never reveals whether an account exists); another may be tried.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { forgotPasswordMachine } from './forgot-password.machine';
import { selectEmail, selectEmailError, selectFailure, selectIsSending, selectIsSent } from './selectors';

type Call = () => Promise<unknown>;
let running: Actor<typeof forgotPasswordMachine> | null = null;
afterEach(() => running?.stop());

function open(calls: Call[] = []) {
  const sent: { email: string }[] = [];
  const actor = createActor(
    forgotPasswordMachine.provide({
      actors: {
        requestReset: fromPromise(({ input }: { input: { email: string } }) => {
          sent.push(input);
          return (calls.shift()?.() ?? new Promise(() => {})) as Promise<void>;
        }),
      },
    }),
  ).start();
  running = actor;
  return { actor, snap: () => actor.getSnapshot(), sent };
}

const ok = async () => undefined;
const refused =
  (status: number | null, body: unknown = null) =>
  async () =>
    Promise.reject({ status, body });

describe('forgot password: the address is checked before sending (product §5, §11)', () => {
  it('an empty address is required, an invalid one named; nothing is sent', () => {
    const { actor, snap, sent } = open();
    actor.send({ type: 'forgot.submit' });
    expect(selectEmailError(snap())).toEqual({ key: 'auth.validation.required' });
    actor.send({ type: 'forgot.emailChanged', value: 'nope' });
    expect(selectEmailError(snap())).toBeNull();
    actor.send({ type: 'forgot.submit' });
    expect(selectEmailError(snap())).toEqual({ key: 'auth.validation.invalidEmail' });
    expect(sent).toEqual([]);
    expect(selectIsSending(snap())).toBe(false);
  });

  it('a valid address is sent trimmed', () => {
    const { actor, snap, sent } = open();
    actor.send({ type: 'forgot.emailChanged', value: ' a@example.com ' });
    expect(selectEmail(snap())).toBe(' a@example.com ');
    actor.send({ type: 'forgot.submit' });
    expect(sent).toEqual([{ email: 'a@example.com' }]);
    expect(selectIsSending(snap())).toBe(true);
    expect(selectEmailError(snap())).toBeNull();
  });
});

describe('forgot password: afterwards (product §11)', () => {
  it('sent says the neutral message; another address starts from an empty field', async () => {
    const { actor, snap } = open([ok]);
    actor.send({ type: 'forgot.emailChanged', value: 'a@example.com' });
    actor.send({ type: 'forgot.submit' });
    await vi.waitFor(() => expect(selectIsSent(snap())).toBe(true));
    expect(selectIsSending(snap())).toBe(false);
    expect(selectFailure(snap())).toBeNull();
    actor.send({ type: 'forgot.again' });
    expect(selectIsSent(snap())).toBe(false);
    expect(selectEmail(snap())).toBe('');
  });

  it('an address the server refuses is said under the field', async () => {
    const { actor, snap } = open([refused(400, { email: ['Enter a valid email address.'] })]);
    actor.send({ type: 'forgot.emailChanged', value: 'a@example.com' });
    actor.send({ type: 'forgot.submit' });
    await vi.waitFor(() => expect(selectEmailError(snap())).not.toBeNull());
    expect(selectEmailError(snap())).toEqual({ text: 'Enter a valid email address.' });
    expect(snap().value).toBe('editing');
    expect(selectFailure(snap())).toBeNull();
  });

  it('throttled, offline or the server’s fault is said above the form; the next try clears it', async () => {
    const { actor, snap, sent } = open([refused(429), ok]);
    actor.send({ type: 'forgot.emailChanged', value: 'a@example.com' });
    actor.send({ type: 'forgot.submit' });
    await vi.waitFor(() => expect(snap().value).toBe('sendingFailed'));
    expect(selectFailure(snap())).toEqual({ key: 'auth.serverMessage.throttled' });
    expect(selectEmailError(snap())).toBeNull();
    actor.send({ type: 'forgot.submit' });
    expect(sent).toHaveLength(2);
    expect(snap().context.failure).toBeNull();
    await vi.waitFor(() => expect(selectIsSent(snap())).toBe(true));
  });

  it('after a failure the address is checked again before sending', async () => {
    const { actor, snap, sent } = open([refused(null)]);
    actor.send({ type: 'forgot.emailChanged', value: 'a@example.com' });
    actor.send({ type: 'forgot.submit' });
    await vi.waitFor(() => expect(snap().value).toBe('sendingFailed'));
    actor.send({ type: 'forgot.emailChanged', value: '' });
    actor.send({ type: 'forgot.submit' });
    expect(sent).toHaveLength(1);
    expect(selectEmailError(snap())).toEqual({ key: 'auth.validation.required' });
  });
});
