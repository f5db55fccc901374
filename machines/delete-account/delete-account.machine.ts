import { assign, setup } from 'xstate';
import { placeholderActor } from '../shared/placeholder-actor';
import { submitIfValid } from '../shared/submit-form';
import { failingTo } from '../shared/request-states';
import { fieldMessages, generalFailure, hasFieldMessage } from '../account-errors/account-errors';
import type { UserMessage } from '../shared/api-failure';

/** How the person proves it is them: the password, or the address for an account made with Google only. */
export type DeleteConfirmation = 'password' | 'email';

export interface DeleteAccountInput {
  confirmWith: DeleteConfirmation;
}

export interface DeleteAccountContext {
  confirmWith: DeleteConfirmation;
  secret: string;
  fieldError: UserMessage | null;
  failure: UserMessage | null;
}

export type DeleteAccountEvent =
  | { type: 'delete.open' }
  | { type: 'delete.close' }
  | { type: 'delete.secretChanged'; value: string }
  | { type: 'delete.confirm' };

const FIELDS = ['current_password', 'email'] as const;

const editing = {
  'delete.close': { target: 'closed', actions: 'reset' },
  'delete.secretChanged': { actions: 'setSecret' },
  'delete.confirm': submitIfValid('hasSecret', 'deleting', 'showRequired'),
} as const;

/** Delete my account (issue 13): a dialog that says what is lost and asks for the password (or the address). */
export const deleteAccountMachine = setup({
  types: {
    context: {} as DeleteAccountContext,
    events: {} as DeleteAccountEvent,
    input: {} as DeleteAccountInput,
  },
  actors: {
    /** DELETE /auth/users/me/ (204); rejects with an ApiFailure. */
    deleteAccount: placeholderActor<void, { current_password: string } | { email: string }>('deleteAccount'),
  },
  actions: {
    setSecret: assign(({ event }) =>
      event.type === 'delete.secretChanged' ? { secret: event.value, fieldError: null } : {},
    ),
    showRequired: assign({ fieldError: { key: 'auth.validation.required' } }),
    clearFailure: assign({ failure: null, fieldError: null }),
    reset: assign({ secret: '', fieldError: null, failure: null }),
    setFieldError: assign((_, params: { error: unknown }) => {
      const messages = fieldMessages(params.error, FIELDS);
      return { fieldError: messages.current_password ?? messages.email ?? null };
    }),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: generalFailure(params.error) })),
    /** Forgets this device's tokens, goes to /login and says the account is gone (bound by the page). */
    endSession: () => {},
  },
  guards: {
    hasSecret: ({ context }) => context.secret.trim() !== '',
    isFieldRefused: ({ event }) => hasFieldMessage((event as { error?: unknown }).error, FIELDS),
  },
}).createMachine({
  id: 'deleteAccount',
  context: ({ input }) => ({ confirmWith: input.confirmWith, secret: '', fieldError: null, failure: null }),
  initial: 'closed',
  states: {
    closed: { on: { 'delete.open': 'open' } },
    open: { on: editing },
    deleting: {
      invoke: {
        src: 'deleteAccount',
        id: 'deleteAccount',
        input: ({ context }) =>
          context.confirmWith === 'password'
            ? { current_password: context.secret }
            : { email: context.secret.trim() },
        onDone: { target: 'deleted' },
        onError: [
          { guard: 'isFieldRefused', ...failingTo('open', 'setFieldError') },
          failingTo('deletingFailed', 'setFailure'),
        ],
      },
    },
    deletingFailed: { on: editing },
    deleted: { type: 'final', entry: 'endSession' },
  },
});

export type DeleteAccountMachine = typeof deleteAccountMachine;
