import { assign, setup } from 'xstate';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { submitIfValid } from '@machines/shared/submit-form';
import { failingTo } from '@machines/shared/request-states';
import { fieldMessages, generalFailure, hasFieldMessage } from '../account-errors/account-errors';
import type { UserMessage } from '@machines/shared/api-failure';
import { emailProblem } from '@machines/shared/form-rules';

export interface ForgotPasswordContext {
  email: string;
  emailError: UserMessage | null;
  failure: UserMessage | null;
}

export type ForgotPasswordEvent =
  { type: 'forgot.emailChanged'; value: string } | { type: 'forgot.submit' } | { type: 'forgot.again' };

const emailRule = (email: string): UserMessage | null => {
  const problem = emailProblem(email);
  return problem ? { key: `auth.validation.${problem}` } : null;
};

const editing = {
  'forgot.emailChanged': { actions: 'setEmail' },
  'forgot.submit': submitIfValid('isEmailValid', 'sending', 'showEmailError'),
} as const;

/** /forgot-password (product §11): one address; afterwards the same neutral message whatever the address. */
export const forgotPasswordMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: { context: {} as ForgotPasswordContext, events: {} as ForgotPasswordEvent },
  // Stryker disable all: placeholders, replaced by provide() wherever the machine runs
  actors: {
    /** POST /auth/users/reset_password/ (204 whatever the address); rejects with an ApiFailure. */
    requestReset: placeholderActor<void, { email: string }>('requestReset'),
  },
  // Stryker restore all
  actions: {
    setEmail: assign(({ event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'forgot.emailChanged' ? { email: event.value, emailError: null } : {},
    ),
    clearEmail: assign({ email: '' }),
    showEmailError: assign(({ context }) => ({ emailError: emailRule(context.email) })),
    clearFailure: assign({ failure: null, emailError: null }),
    setEmailError: assign((_, params: { error: unknown }) => ({
      emailError: fieldMessages(params.error, ['email'] as const).email ?? null,
    })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: generalFailure(params.error) })),
  },
  guards: {
    isEmailValid: ({ context }) => emailRule(context.email) === null,
    isEmailRefused: ({ event }) => hasFieldMessage((event as { error?: unknown }).error, ['email']),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id, which no target names
  id: 'forgotPassword',
  context: { email: '', emailError: null, failure: null },
  initial: 'editing',
  states: {
    editing: { on: editing },
    sending: {
      invoke: {
        src: 'requestReset',
        // Stryker disable next-line StringLiteral: an id nothing reads
        id: 'requestReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'sent' },
        onError: [
          // a DRF 400 on the address: its message under the field
          { guard: 'isEmailRefused', ...failingTo('editing', 'setEmailError') },
          // throttled, offline or the server's fault: said above the form, which stays usable
          failingTo('sendingFailed', 'setFailure'),
        ],
      },
    },
    sendingFailed: { on: editing },
    // The same words whatever the address (no enumeration); another address may be tried.
    sent: { on: { 'forgot.again': { target: 'editing', actions: 'clearEmail' } } },
  },
});

export type ForgotPasswordMachine = typeof forgotPasswordMachine;
