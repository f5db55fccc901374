import { assign, setup } from 'xstate';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { submitIfValid } from '@machines/shared/submit-form';
import { failingTo } from '@machines/shared/request-states';
import { editField } from '@machines/shared/edit-field';
import { fieldMessages, generalFailure, hasFieldMessage } from '../account-errors/account-errors';
import type { UserMessage } from '@machines/shared/api-failure';
import { loadCommonPasswordsActor } from '@machines/shared/live-password-rules';
import { newPasswordProblems, type NewPasswordErrors, type NewPasswordFields } from './new-password-rules';

export interface PasswordResetInput {
  uid?: string;
  token?: string;
}

export interface PasswordResetContext extends NewPasswordFields {
  uid: string;
  token: string;
  fieldErrors: NewPasswordErrors;
  failure: UserMessage | null;
  /** The common passwords, once fetched (machines/shared/live-password-rules.ts). */
  commonPasswords: ReadonlySet<string> | null;
}

export type PasswordResetEvent =
  | { type: 'reset.passwordChanged'; value: string }
  | { type: 'reset.confirmPasswordChanged'; value: string }
  | { type: 'reset.submit' };

const editing = {
  'reset.passwordChanged': { actions: 'setPassword' },
  'reset.confirmPasswordChanged': { actions: 'setConfirmPassword' },
  'reset.submit': submitIfValid('isFormValid', 'saving', 'showFieldErrors'),
} as const;

/** /password-reset/{uid}/{token} (product §11): a new password with the sign-up rules, then /login. */
export const passwordResetMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  // Stryker disable all: placeholders, replaced by provide() wherever the machine runs
  actors: {
    /** POST /auth/users/reset_password_confirm/ (204); rejects with an ApiFailure. */
    confirmReset: placeholderActor<void, { uid: string; token: string; new_password: string }>(
      'confirmReset',
    ),
    /** The common passwords, for the rules shown as the password is typed. */
    loadCommonPasswords: loadCommonPasswordsActor,
  },
  // Stryker restore all
  actions: {
    setPassword: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'reset.passwordChanged' ? editField(context, 'password', event.value) : {},
    ),
    setConfirmPassword: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'reset.confirmPasswordChanged' ? editField(context, 'confirmPassword', event.value) : {},
    ),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: newPasswordProblems(context) })),
    setCommonPasswords: assign((_, params: { list: ReadonlySet<string> }) => ({
      commonPasswords: params.list,
    })),
    clearFailure: assign({ failure: null, fieldErrors: {} }),
    setPasswordError: assign((_, params: { error: unknown }) => ({
      fieldErrors: { password: fieldMessages(params.error, ['new_password'] as const).new_password },
    })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: generalFailure(params.error) })),
    /** The success toast (bound by the page). */
    notifyReset: () => {},
    /** To /login (bound by the page). */
    redirectToLogin: () => {},
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(newPasswordProblems(context)).length === 0,
    // A bad, used, expired or superseded link: the server names `uid` or `token`.
    isLinkRefused: ({ event }) => hasFieldMessage((event as { error?: unknown }).error, ['uid', 'token']),
    isPasswordRefused: ({ event }) => hasFieldMessage((event as { error?: unknown }).error, ['new_password']),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id, which no target names
  id: 'passwordReset',
  context: ({ input }) => ({
    uid: input.uid ?? '',
    token: input.token ?? '',
    password: '',
    confirmPassword: '',
    fieldErrors: {},
    failure: null,
    commonPasswords: null,
  }),
  // The route always has both parts of the link; whether they are good only the server knows.
  initial: 'editing',
  states: {
    editing: {
      // Without the list, that one rule is left to the server.
      invoke: {
        src: 'loadCommonPasswords',
        // Stryker disable next-line StringLiteral: an id nothing reads
        id: 'loadCommonPasswords',
        onDone: { actions: { type: 'setCommonPasswords', params: ({ event }) => ({ list: event.output }) } },
        onError: {},
      },
      on: editing,
    },
    saving: {
      invoke: {
        src: 'confirmReset',
        // Stryker disable next-line StringLiteral: an id nothing reads
        id: 'confirmReset',
        input: ({ context }) => ({ uid: context.uid, token: context.token, new_password: context.password }),
        onDone: { target: 'saved', actions: ['notifyReset', 'redirectToLogin'] },
        onError: [
          { guard: 'isLinkRefused', target: 'invalidLink' },
          { guard: 'isPasswordRefused', ...failingTo('editing', 'setPasswordError') },
          failingTo('savingFailed', 'setFailure'),
        ],
      },
    },
    savingFailed: { on: editing },
    // The link cannot be used: the view says so and offers /forgot-password.
    invalidLink: { type: 'final' },
    saved: { type: 'final' },
  },
});

export type PasswordResetMachine = typeof passwordResetMachine;
