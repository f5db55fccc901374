import { assign, setup } from 'xstate';
import { failingSignedInTo, reportLostAccess } from '@machines/shared/refusals';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { submitIfValid } from '@machines/shared/submit-form';
import { editField } from '@machines/shared/edit-field';
import { fieldMessages, generalFailure, hasFieldMessage } from '../account-errors/account-errors';
import {
  newPasswordProblems,
  type NewPasswordErrors,
  type NewPasswordFields,
} from '../password-reset/new-password-rules';
import type { UserMessage } from '@machines/shared/api-failure';
import { loadCommonPasswordsActor } from '@machines/shared/live-password-rules';

export interface ChangePasswordErrors extends NewPasswordErrors {
  current?: UserMessage;
}

export interface ChangePasswordContext extends NewPasswordFields {
  current: string;
  fieldErrors: ChangePasswordErrors;
  failure: UserMessage | null;
  /** The signed-in person's address: a new password not like it (bound by the page). */
  email: string;
  /** The common passwords, once fetched (machines/shared/live-password-rules.ts). */
  commonPasswords: ReadonlySet<string> | null;
}

export type ChangePasswordEvent =
  | { type: 'change.currentChanged'; value: string }
  | { type: 'change.passwordChanged'; value: string }
  | { type: 'change.confirmPasswordChanged'; value: string }
  | { type: 'change.submit' };

/** The current password is only required here; the server checks it (and slows down guessing). */
function problems(context: ChangePasswordContext): ChangePasswordErrors {
  const errors: ChangePasswordErrors = { ...newPasswordProblems(context) };
  if (context.current === '') errors.current = { key: 'auth.validation.required' };
  return errors;
}

const FIELDS = ['current_password', 'new_password'] as const;

const editing = {
  'change.currentChanged': { actions: 'setCurrent' },
  'change.passwordChanged': { actions: 'setPassword' },
  'change.confirmPasswordChanged': { actions: 'setConfirmPassword' },
  'change.submit': submitIfValid('isFormValid', 'saving', 'showFieldErrors'),
} as const;

/** Change password (product §11): current, new and confirmation; this device stays signed in. */
export const changePasswordMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as { email?: string },
  },
  // Stryker disable all: placeholders, replaced by provide() wherever the machine runs
  actors: {
    /** POST /auth/users/set_password/ (204, no tokens: this session goes on); rejects with an ApiFailure. */
    changePassword: placeholderActor<void, { current_password: string; new_password: string }>(
      'changePassword',
    ),
    /** The common passwords, for the rules shown as the password is typed. */
    loadCommonPasswords: loadCommonPasswordsActor,
  },
  // Stryker restore all
  actions: {
    // product §4, §8: the person's own: a 403 signs out (machines/shared/refusals.ts).
    reportLostAccess,
    setCurrent: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'change.currentChanged' ? editField(context, 'current', event.value) : {},
    ),
    setPassword: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'change.passwordChanged' ? editField(context, 'password', event.value) : {},
    ),
    setConfirmPassword: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'change.confirmPasswordChanged'
        ? editField(context, 'confirmPassword', event.value)
        : {},
    ),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: problems(context) })),
    setCommonPasswords: assign((_, params: { list: ReadonlySet<string> }) => ({
      commonPasswords: params.list,
    })),
    clearFailure: assign({ failure: null, fieldErrors: {} }),
    setServerFieldErrors: assign((_, params: { error: unknown }) => {
      const messages = fieldMessages(params.error, FIELDS);
      return { fieldErrors: { current: messages.current_password, password: messages.new_password } };
    }),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: generalFailure(params.error) })),
    // Nothing of a password stays in memory once it is changed.
    clearForm: assign({ current: '', password: '', confirmPassword: '', fieldErrors: {}, failure: null }),
    /** The success toast (bound by the page). */
    notifyChanged: () => {},
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(problems(context)).length === 0,
    isFieldRefused: ({ event }) => hasFieldMessage((event as { error?: unknown }).error, FIELDS),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id, which no target names
  id: 'changePassword',
  context: ({ input }) => ({
    current: '',
    password: '',
    confirmPassword: '',
    fieldErrors: {},
    failure: null,
    email: input?.email ?? '',
    commonPasswords: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      // Without the list, that one rule is left to the server. Saved, the form opens afresh: the list is kept.
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
        src: 'changePassword',
        // Stryker disable next-line StringLiteral: an id nothing reads
        id: 'changePassword',
        input: ({ context }) => ({ current_password: context.current, new_password: context.password }),
        onDone: { target: 'editing', actions: ['clearForm', 'notifyChanged'] },
        onError: [
          { guard: 'isFieldRefused', ...failingSignedInTo('editing', 'setServerFieldErrors') },
          failingSignedInTo('savingFailed', 'setFailure'),
        ],
      },
    },
    savingFailed: { on: editing },
  },
});

export type ChangePasswordMachine = typeof changePasswordMachine;
