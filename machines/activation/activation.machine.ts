import { setup } from 'xstate';
import { placeholderActor } from '../shared/placeholder-actor';
import type { UserMessage } from '../shared/api-failure';
import { activationFailureMessage } from './activation-errors';
import type { ActivationContext, ActivationEvent, ActivationInput } from './types';

const invalidLink: UserMessage = { key: 'activation.invalidLink' };
const activated: UserMessage = { key: 'activation.success' };

export const activationMachine = setup({
  types: {
    context: {} as ActivationContext,
    events: {} as ActivationEvent,
    input: {} as ActivationInput,
  },
  actors: {
    /** POST /auth/users/activation/; rejects with an ApiFailure. */
    activateAccount: placeholderActor<unknown, { uid: string; token: string }>('activateAccount'),
  },
  actions: {
    /** spec §4: the outcome is a toast (bound by the page); the page itself offers the next step only. */
    notifySuccess: (_, _params: { message: UserMessage }) => {},
    notifyFailure: (_, _params: { message: UserMessage }) => {},
  },
  guards: {
    // spec §5: uid and token in the path must both exist
    hasLink: ({ context }) => context.uid !== '' && context.token !== '',
  },
}).createMachine({
  id: 'activation',
  context: ({ input }) => ({ uid: input.uid ?? '', token: input.token ?? '' }),
  initial: 'idle',
  states: {
    // spec §4: idle, working on click, then a success or error toast; spec §5: a link without its uid or token gets
    // the invalid-link error toast. Issue 15: the toast is the message's only copy; the page shows the next step.
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
        id: 'activateAccount',
        input: ({ context }) => ({ uid: context.uid, token: context.token }),
        // spec §4: success or error toast; no redirect afterwards
        onDone: { target: 'activated', actions: { type: 'notifySuccess', params: { message: activated } } },
        onError: {
          target: 'activationFailed',
          actions: {
            type: 'notifyFailure',
            params: ({ event }) => ({ message: activationFailureMessage(event.error) }),
          },
        },
      },
    },
    // The button stays: a network hiccup can be retried.
    activationFailed: { on: { 'activation.activate': 'activating' } },
    activated: { type: 'final' },
    invalidLink: { type: 'final' },
  },
});

export type ActivationMachine = typeof activationMachine;
