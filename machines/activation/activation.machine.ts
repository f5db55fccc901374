import { assign, setup } from 'xstate';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import type { UserMessage } from '@machines/shared/api-failure';
import { editField } from '@machines/shared/edit-field';
import { failingTo } from '@machines/shared/request-states';
import { submitIfValid } from '@machines/shared/submit-form';
import { fieldMessages, generalFailure, hasFieldMessage } from '../account-errors/account-errors';
import { newPasswordProblems } from '../password-reset/new-password-rules';
import { activationFailureMessage } from './activation-errors';
import type { ActivationContext, ActivationEvent, ActivationInput, ActivationRequestInput } from './types';

const invalidLink: UserMessage = { key: 'activation.invalidLink' };
const activated: UserMessage = { key: 'activation.success' };

const choosing = {
  'activation.passwordChanged': { actions: 'setPassword' },
  'activation.confirmPasswordChanged': { actions: 'setConfirmPassword' },
  'activation.submitPassword': submitIfValid('isFormValid', 'settingPassword', 'showFieldErrors'),
} as const;

export const activationMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    context: {} as ActivationContext,
    events: {} as ActivationEvent,
    input: {} as ActivationInput,
  },
  // Stryker disable all: placeholders, replaced by provide() wherever the machine runs
  actors: {
    /** POST /auth/users/activation/; rejects with an ApiFailure. */
    activateAccount: placeholderActor<unknown, ActivationRequestInput>('activateAccount'),
  },
  // Stryker restore all
  actions: {
    /** product §4: the outcome is a toast (bound by the page); the page itself offers the next step only. */
    notifySuccess: (_, _params: { message: UserMessage }) => {},
    notifyFailure: (_, _params: { message: UserMessage }) => {},
    setPassword: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'activation.passwordChanged' ? editField(context, 'password', event.value) : {},
    ),
    setConfirmPassword: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'activation.confirmPasswordChanged'
        ? editField(context, 'confirmPassword', event.value)
        : {},
    ),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: newPasswordProblems(context) })),
    clearFailure: assign({ failure: null, fieldErrors: {} }),
    setPasswordError: assign((_, params: { error: unknown }) => ({
      fieldErrors: { password: fieldMessages(params.error, ['new_password'] as const).new_password },
    })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: generalFailure(params.error) })),
  },
  guards: {
    // product §5: uid and token in the path must both exist
    hasLink: ({ context }) => context.uid !== '' && context.token !== '',
    isFormValid: ({ context }) => Object.keys(newPasswordProblems(context)).length === 0,
    // docs/decisions/022: the address was given more than one password; the server asks for one on new_password.
    isPasswordAsked: ({ event }) => hasFieldMessage((event as { error?: unknown }).error, ['new_password']),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id, which no target names
  id: 'activation',
  context: ({ input }) => ({
    uid: input.uid ?? '',
    token: input.token ?? '',
    password: '',
    confirmPassword: '',
    fieldErrors: {},
    failure: null,
  }),
  initial: 'idle',
  states: {
    // product §4: idle, working on click, then a success or error toast; product §5: a link without its uid or token gets
    // the invalid-link error toast. Product §10: the toast is the message's only copy; the page shows the next step.
    idle: {
      on: {
        'activation.activate': [
          { guard: 'hasLink', target: 'activating' },
          {
            target: 'invalidLink',
            actions: { type: 'notifyFailure', params: { message: invalidLink } },
          },
        ],
      },
    },
    activating: {
      invoke: {
        src: 'activateAccount',
        // Stryker disable next-line StringLiteral: an id nothing reads
        id: 'activateAccount',
        input: ({ context }) => ({ uid: context.uid, token: context.token }),
        // product §4: success or error toast; no redirect afterwards
        onDone: { target: 'activated', actions: { type: 'notifySuccess', params: { message: activated } } },
        onError: [
          { guard: 'isPasswordAsked', target: 'choosingPassword' },
          {
            target: 'activationFailed',
            actions: {
              type: 'notifyFailure',
              params: ({ event }) => ({ message: activationFailureMessage(event.error) }),
            },
          },
        ],
      },
    },
    // The button stays: a network hiccup can be retried.
    activationFailed: { on: { 'activation.activate': 'activating' } },
    // Product §16: neither password the address was given counts; the mailbox owner chooses one, with the sign-up
    // rules, in the same flow.
    choosingPassword: { on: choosing },
    settingPassword: {
      invoke: {
        src: 'activateAccount',
        // Stryker disable next-line StringLiteral: an id nothing reads
        id: 'setPassword',
        input: ({ context }) => ({ uid: context.uid, token: context.token, new_password: context.password }),
        onDone: { target: 'activated', actions: { type: 'notifySuccess', params: { message: activated } } },
        onError: [
          { guard: 'isPasswordAsked', ...failingTo('choosingPassword', 'setPasswordError') },
          failingTo('settingPasswordFailed', 'setFailure'),
        ],
      },
    },
    // A refused link (used meanwhile), throttled, or no answer: the message above the form, which stays usable.
    settingPasswordFailed: { on: choosing },
    activated: { type: 'final' },
    invalidLink: { type: 'final' },
  },
});

export type ActivationMachine = typeof activationMachine;
