/**
 * Scenario tests of deleting the account (product §11, §16): a dialog that asks for the password, or, for an account
 * made with Google that has none, sends a confirmation link and deletes once the page is opened from it; a deleted
 * account ends this device's session.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import {
  deleteAccountMachine,
  type DeleteAccountInput,
  type DeleteAccountRequest,
} from './delete-account.machine';
import {
  selectConfirmWith,
  selectEmail,
  selectFailure,
  selectFieldError,
  selectHasLink,
  selectIsDeleting,
  selectIsOpen,
  selectIsSendingLink,
  selectLinkSent,
  selectSecret,
} from './selectors';

type Call = () => Promise<unknown>;
let running: Actor<typeof deleteAccountMachine> | null = null;
afterEach(() => running?.stop());

function open(input: DeleteAccountInput, deletes: Call[] = [], links: Call[] = []) {
  const sent: DeleteAccountRequest[] = [];
  const linkRequests = vi.fn();
  const endSession = vi.fn();
  const actor = createActor(
    deleteAccountMachine.provide({
      actors: {
        deleteAccount: fromPromise(({ input: i }: { input: DeleteAccountRequest }) => {
          sent.push(i);
          return (deletes.shift()?.() ?? new Promise(() => {})) as Promise<void>;
        }),
        requestDeletionLink: fromPromise(() => {
          linkRequests();
          return (links.shift()?.() ?? new Promise(() => {})) as Promise<void>;
        }),
      },
      actions: { endSession },
    }),
    { input },
  ).start();
  running = actor;
  return { actor, snap: () => actor.getSnapshot(), sent, linkRequests, endSession };
}

const ok = async () => undefined;
const refused =
  (status: number | null, body: unknown = null) =>
  async () =>
    Promise.reject({ status, body });
const GOOGLE = { confirmWith: 'link', email: 'g@example.com' } as const;

describe('delete account with the password (product §11)', () => {
  it('closed until asked; the dialog asks for the password', () => {
    const { actor, snap } = open({ confirmWith: 'password' });
    expect(selectIsOpen(snap())).toBe(false);
    actor.send({ type: 'delete.open' });
    expect(selectIsOpen(snap())).toBe(true);
    expect(selectConfirmWith(snap())).toBe('password');
    expect(selectEmail(snap())).toBe('');
    expect(selectHasLink(snap())).toBe(false);
    expect(selectSecret(snap())).toBe('');
  });

  it('a blank password sends nothing and says it is required; typing clears that', () => {
    const { actor, snap, sent } = open({ confirmWith: 'password' });
    actor.send({ type: 'delete.open' });
    actor.send({ type: 'delete.secretChanged', value: '   ' });
    actor.send({ type: 'delete.confirm' });
    expect(sent).toEqual([]);
    expect(selectFieldError(snap())).toEqual({ key: 'auth.validation.required' });
    actor.send({ type: 'delete.secretChanged', value: 'pw' });
    expect(selectFieldError(snap())).toBeNull();
    expect(selectSecret(snap())).toBe('pw');
  });

  it('the password is sent, and a deleted account ends the session once', async () => {
    const { actor, snap, sent, endSession, linkRequests } = open({ confirmWith: 'password' }, [ok]);
    actor.send({ type: 'delete.open' });
    actor.send({ type: 'delete.secretChanged', value: ' pw ' });
    actor.send({ type: 'delete.confirm' });
    expect(sent).toEqual([{ current_password: ' pw ' }]);
    expect(linkRequests).not.toHaveBeenCalled();
    expect(selectIsDeleting(snap())).toBe(true);
    expect(endSession).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(snap().value).toBe('deleted'));
    expect(selectIsDeleting(snap())).toBe(true);
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('a wrong password lands on the field and is kept to correct', async () => {
    const { actor, snap } = open({ confirmWith: 'password' }, [
      refused(400, { current_password: ['Invalid password.'] }),
    ]);
    actor.send({ type: 'delete.open' });
    actor.send({ type: 'delete.secretChanged', value: 'pw' });
    actor.send({ type: 'delete.confirm' });
    await vi.waitFor(() =>
      expect(selectFieldError(snap())).toEqual({ key: 'account.errors.invalidPassword' }),
    );
    expect(snap().value).toBe('open');
    expect(selectSecret(snap())).toBe('pw');
    expect(selectFailure(snap())).toBeNull();
  });

  it('another failure is said in the dialog; the next try clears it', async () => {
    const { actor, snap, sent } = open({ confirmWith: 'password' }, [refused(500), ok]);
    actor.send({ type: 'delete.open' });
    actor.send({ type: 'delete.secretChanged', value: 'pw' });
    actor.send({ type: 'delete.confirm' });
    await vi.waitFor(() => expect(snap().value).toBe('deletingFailed'));
    expect(selectFailure(snap())).toEqual({ key: 'auth.internalServerError' });
    expect(selectIsDeleting(snap())).toBe(false);
    actor.send({ type: 'delete.confirm' });
    expect(sent).toHaveLength(2);
    expect(snap().context.failure).toBeNull();
    await vi.waitFor(() => expect(snap().value).toBe('deleted'));
  });

  it('closing forgets the password and the messages', async () => {
    const { actor, snap } = open({ confirmWith: 'password' }, [refused(null)]);
    actor.send({ type: 'delete.open' });
    actor.send({ type: 'delete.secretChanged', value: 'pw' });
    actor.send({ type: 'delete.confirm' });
    await vi.waitFor(() => expect(snap().value).toBe('deletingFailed'));
    actor.send({ type: 'delete.close' });
    expect(selectIsOpen(snap())).toBe(false);
    expect(snap().context).toMatchObject({ secret: '', fieldError: null, failure: null });
    actor.send({ type: 'delete.open' });
    actor.send({ type: 'delete.confirm' });
    expect(selectFieldError(snap())).toEqual({ key: 'auth.validation.required' });
  });
});

describe('delete account without a password: the e-mailed link (product §16)', () => {
  it('the dialog shows the address and the confirm asks for a link; nothing is deleted', async () => {
    const { actor, snap, sent, linkRequests } = open(GOOGLE, [], [ok]);
    expect(selectIsOpen(snap())).toBe(false);
    actor.send({ type: 'delete.open' });
    expect(selectEmail(snap())).toBe('g@example.com');
    expect(selectHasLink(snap())).toBe(false);
    actor.send({ type: 'delete.secretChanged', value: 'typed' });
    expect(selectSecret(snap())).toBe('');
    actor.send({ type: 'delete.confirm' });
    expect(selectIsSendingLink(snap())).toBe(true);
    expect(linkRequests).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(selectLinkSent(snap())).toBe(true));
    expect(sent).toEqual([]);
    actor.send({ type: 'delete.confirm' });
    expect(linkRequests).toHaveBeenCalledTimes(1);
    actor.send({ type: 'delete.close' });
    expect(selectIsOpen(snap())).toBe(false);
  });

  it('a link that cannot be sent says so, and can be asked again', async () => {
    const { actor, snap, linkRequests } = open(GOOGLE, [], [refused(429), ok]);
    actor.send({ type: 'delete.open' });
    actor.send({ type: 'delete.confirm' });
    await vi.waitFor(() => expect(snap().value).toBe('deletingFailed'));
    expect(selectFailure(snap())).toEqual({ key: 'auth.serverMessage.throttled' });
    actor.send({ type: 'delete.confirm' });
    expect(linkRequests).toHaveBeenCalledTimes(2);
    expect(selectFailure(snap())).toBeNull();
    await vi.waitFor(() => expect(selectLinkSent(snap())).toBe(true));
  });

  it('opened from the link, the dialog is open at once and deletes with its token', async () => {
    const { actor, snap, sent, endSession, linkRequests } = open({ ...GOOGLE, token: 'tok-1' }, [ok]);
    expect(selectIsOpen(snap())).toBe(true);
    expect(selectHasLink(snap())).toBe(true);
    actor.send({ type: 'delete.confirm' });
    expect(linkRequests).not.toHaveBeenCalled();
    expect(sent).toEqual([{ confirmation: 'tok-1' }]);
    await vi.waitFor(() => expect(endSession).toHaveBeenCalledTimes(1));
  });

  it('a used-up link is forgotten, and the dialog offers a new one', async () => {
    const { actor, snap, linkRequests } = open({ ...GOOGLE, token: 'tok-1' }, [
      refused(400, {
        confirmation: ['This confirmation link is invalid or has expired. Ask for a new one.'],
      }),
    ]);
    actor.send({ type: 'delete.confirm' });
    await vi.waitFor(() =>
      expect(selectFieldError(snap())).toEqual({ key: 'settings.account.delete.linkInvalid' }),
    );
    expect(selectSecret(snap())).toBe('');
    expect(selectHasLink(snap())).toBe(false);
    actor.send({ type: 'delete.confirm' });
    expect(linkRequests).toHaveBeenCalledTimes(1);
  });
});
