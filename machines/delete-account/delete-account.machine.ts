import { assign, setup } from 'xstate';
import { failingSignedInTo, reportLostAccess } from '@machines/shared/refusals';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { submitIfValid } from '@machines/shared/submit-form';
import { fieldMessages, generalFailure, hasFieldMessage } from '../account-errors/account-errors';
import type { UserMessage } from '@machines/shared/api-failure';

/**
 * How the person proves it is them: the password, or, for an account made with Google that has none, a link
 * e-mailed to their address (product §16: the address alone, which the session already carries, proves
 * nothing).
 */
export type DeleteConfirmation = 'password' | 'link';

export type DeleteAccountInput =
  | { confirmWith: 'password' }
  /** `token`: the e-mailed link's, when the page was opened from it (`/dashboard/settings?delete=…`). */
  | { confirmWith: 'link'; email: string; token?: string };

export interface DeleteAccountContext {
  confirmWith: DeleteConfirmation;
  /** The address the link goes to (shown in the dialog); empty for a password account. */
  email: string;
  /** The password typed, or the e-mailed link's token. */
  secret: string;
  fieldError: UserMessage | null;
  failure: UserMessage | null;
}

export type DeleteAccountEvent =
  | { type: 'delete.open' }
  | { type: 'delete.close' }
  | { type: 'delete.secretChanged'; value: string }
  | { type: 'delete.confirm' };

export type DeleteAccountRequest = { current_password: string } | { confirmation: string };

const FIELDS = ['current_password', 'confirmation'] as const;

const editing = {
  'delete.close': { target: 'closed', actions: 'reset' },
  'delete.secretChanged': { guard: 'confirmsWithPassword', actions: 'setSecret' },
  'delete.confirm': [
    // No link yet: this asks for one.
    { guard: 'needsLink', target: 'sendingLink', actions: 'clearFailure' },
    ...submitIfValid('hasSecret', 'deleting', 'showRequired'),
  ],
} as const;

/**
 * Delete my account (product §11): a dialog that says what is lost and asks for the password, or, for an account
 * without one, sends a confirmation link by e-mail and deletes once the page is opened from it.
 */
export const deleteAccountMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    context: {} as DeleteAccountContext,
    events: {} as DeleteAccountEvent,
    input: {} as DeleteAccountInput,
  },
  // Stryker disable all: placeholders, replaced by provide() wherever the machine runs
  actors: {
    /** DELETE /auth/users/me/ (204); rejects with an ApiFailure. */
    deleteAccount: placeholderActor<void, DeleteAccountRequest>('deleteAccount'),
    /** POST /api/users/me/deletion-link/ (202): the confirmation link goes to the address. */
    requestDeletionLink: placeholderActor<void>('requestDeletionLink'),
  },
  // Stryker restore all
  actions: {
    // product §4, §8: the person's own: a 403 signs out (machines/shared/refusals.ts).
    reportLostAccess,
    setSecret: assign(({ event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'delete.secretChanged' ? { secret: event.value, fieldError: null } : {},
    ),
    showRequired: assign({ fieldError: { key: 'auth.validation.required' } }),
    clearFailure: assign({ failure: null, fieldError: null }),
    reset: assign({ secret: '', fieldError: null, failure: null }),
    /** A refused link is used up: the dialog offers a new one. */
    setFieldError: assign(({ context }, params: { error: unknown }) => {
      const messages = fieldMessages(params.error, FIELDS);
      return {
        fieldError: messages.current_password ?? messages.confirmation ?? null,
        secret: context.confirmWith === 'link' ? '' : context.secret,
      };
    }),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: generalFailure(params.error) })),
    /** Forgets this device's tokens, goes to /login and says the account is gone (bound by the page). */
    endSession: () => {},
  },
  guards: {
    confirmsWithPassword: ({ context }) => context.confirmWith === 'password',
    hasLinkToken: ({ context }) => context.confirmWith === 'link' && context.secret !== '',
    needsLink: ({ context }) => context.confirmWith === 'link' && context.secret === '',
    hasSecret: ({ context }) => context.secret.trim() !== '',
    isFieldRefused: ({ event }) => hasFieldMessage((event as { error?: unknown }).error, FIELDS),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id, which no target names
  id: 'deleteAccount',
  context: ({ input }) => ({
    confirmWith: input.confirmWith,
    email: input.confirmWith === 'link' ? input.email : '',
    secret: input.confirmWith === 'link' ? (input.token ?? '') : '',
    fieldError: null,
    failure: null,
  }),
  initial: 'closed',
  states: {
    // Opened from the e-mailed link: the dialog is open at once, asking for the last confirmation.
    closed: { always: { guard: 'hasLinkToken', target: 'open' }, on: { 'delete.open': 'open' } },
    open: { on: editing },
    sendingLink: {
      invoke: {
        src: 'requestDeletionLink',
        // Stryker disable next-line StringLiteral: an id nothing reads
        id: 'requestDeletionLink',
        onDone: { target: 'linkSent' },
        onError: failingSignedInTo('deletingFailed', 'setFailure'),
      },
    },
    linkSent: { on: { 'delete.close': { target: 'closed', actions: 'reset' } } },
    deleting: {
      invoke: {
        src: 'deleteAccount',
        // Stryker disable next-line StringLiteral: an id nothing reads
        id: 'deleteAccount',
        input: ({ context }): DeleteAccountRequest =>
          context.confirmWith === 'password'
            ? { current_password: context.secret }
            : { confirmation: context.secret },
        onDone: { target: 'deleted' },
        onError: [
          { guard: 'isFieldRefused', ...failingSignedInTo('open', 'setFieldError') },
          failingSignedInTo('deletingFailed', 'setFailure'),
        ],
      },
    },
    deletingFailed: { on: editing },
    deleted: { type: 'final', entry: 'endSession' },
  },
});

export type DeleteAccountMachine = typeof deleteAccountMachine;
