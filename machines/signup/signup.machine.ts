import { assign, setup } from 'xstate';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { editField } from '@machines/shared/edit-field';
import type { UserMessage } from '@machines/shared/api-failure';
import { emailProblem, requiredProblem } from '@machines/shared/form-rules';
import { loadCommonPasswordsActor } from '@machines/shared/live-password-rules';
import { signupFailureMessage } from './signup-errors';
import type { SignupContext, SignupEvent, SignupFieldErrors, SignupPayload } from './types';

/** product §5: every rule of the sign-up form, checked on submit. */
export function signupFieldErrors(
  context: Omit<SignupContext, 'fieldErrors' | 'failure' | 'commonPasswords'>,
): SignupFieldErrors {
  const errors: SignupFieldErrors = {};
  const email = emailProblem(context.email);
  if (email) errors.email = email;
  const password = requiredProblem(context.password);
  if (password) errors.password = password;
  const confirm = requiredProblem(context.confirmPassword);
  if (confirm) errors.confirmPassword = confirm;
  else if (context.password !== context.confirmPassword) errors.confirmPassword = 'passwordsDoNotMatch';
  if (!context.termsAccepted) errors.termsAccepted = 'acceptTermsRequired';
  return errors;
}

const editingEvents = {
  'signup.emailChanged': { actions: 'setEmail' },
  'signup.passwordChanged': { actions: 'setPassword' },
  'signup.confirmPasswordChanged': { actions: 'setConfirmPassword' },
  'signup.termsChanged': { actions: 'setTermsAccepted' },
  // product §2: create-account is disabled while the terms are unticked, so a submit needs them ticked (the form
  // says why meanwhile: selectTermsHint).
  'signup.submit': [
    { guard: 'isFormValid', target: 'submitting', actions: 'clearFailure' },
    { guard: 'hasAcceptedTerms', actions: 'showFieldErrors' },
  ],
} as const;

export const signupMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
  },
  // Stryker disable all: placeholders, replaced by provide() wherever the machine runs
  actors: {
    /** POST /auth/users/ (201 is success); rejects with an ApiFailure. */
    signup: placeholderActor<unknown, SignupPayload>('signup'),
    /** The common passwords, for the rules shown as the password is typed. */
    loadCommonPasswords: loadCommonPasswordsActor,
  },
  // Stryker restore all
  actions: {
    setEmail: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'signup.emailChanged' ? editField(context, 'email', event.value) : {},
    ),
    setPassword: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'signup.passwordChanged'
        ? {
            password: event.value,
            fieldErrors: { ...context.fieldErrors, password: undefined, confirmPassword: undefined },
          }
        : {},
    ),
    setConfirmPassword: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'signup.confirmPasswordChanged'
        ? editField(context, 'confirmPassword', event.value)
        : {},
    ),
    setTermsAccepted: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'signup.termsChanged' ? editField(context, 'termsAccepted', event.accepted) : {},
    ),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: signupFieldErrors(context) })),
    setCommonPasswords: assign((_, params: { list: ReadonlySet<string> }) => ({
      commonPasswords: params.list,
    })),
    clearFailure: assign({ failure: null }),
    setFailure: assign((_, params: { failure: UserMessage }) => ({ failure: params.failure })),
    /** product §8: 'Account created successfully! Please check your email for activation instructions.' A failure has
     * no toast: the red box by the form says it once (product §10). */
    notifySignedUp: () => {},
    /** product §4: go to /activation-email-sent carrying the e-mail. */
    redirectToEmailSent: (_, _params: { email: string }) => {},
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(signupFieldErrors(context)).length === 0,
    hasAcceptedTerms: ({ context }) => context.termsAccepted,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id, which no target names
  id: 'signup',
  context: {
    email: '',
    password: '',
    confirmPassword: '',
    termsAccepted: false,
    fieldErrors: {},
    failure: null,
    commonPasswords: null,
  },
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
      on: editingEvents,
    },
    // product §2: loading disables inputs and buttons
    submitting: {
      invoke: {
        src: 'signup',
        // Stryker disable next-line StringLiteral: an id nothing reads
        id: 'signup',
        input: ({ context }) => ({
          email: context.email.trim(),
          password: context.password,
          terms_accepted: true,
        }),
        onDone: {
          target: 'signedUp',
          actions: [
            'notifySignedUp',
            { type: 'redirectToEmailSent', params: ({ context }) => ({ email: context.email.trim() }) },
          ],
        },
        onError: {
          target: 'signUpFailed',
          actions: [
            { type: 'setFailure', params: ({ event }) => ({ failure: signupFailureMessage(event.error) }) },
          ],
        },
      },
    },
    signUpFailed: { on: editingEvents },
    signedUp: { type: 'final' },
  },
});

export type SignupMachine = typeof signupMachine;
