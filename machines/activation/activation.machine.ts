import { assign, fromPromise, setup } from 'xstate';
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
    activateAccount: fromPromise<unknown, { uid: string; token: string }>(async () => {
      throw new Error('activateAccount is not provided');
    }),
  },
  actions: {
    setResult: assign((_, params: { result: UserMessage }) => ({ result: params.result })),
  },
  guards: {
    // spec §5: uid and token in the path must both exist
    hasLink: ({ context }) => context.uid !== '' && context.token !== '',
  },
}).createMachine({
  id: 'activation',
  context: ({ input }) => ({ uid: input.uid ?? '', token: input.token ?? '', result: null }),
  initial: 'idle',
  states: {
    // spec §4: idle, working on click; spec §5: a link without its uid or token gets the invalid-link message.
    // Every outcome is shown once, on the page (issue 15: one message is not shown twice, inline and as a toast):
    // it stays there beside the next step (Sign in, or the button again) where a toast would vanish.
    idle: {
      on: {
        'activation.activate': [
          { guard: 'hasLink', target: 'activating' },
          {
            target: 'invalidLink',
            actions: { type: 'setResult', params: { result: invalidLink } },
          },
        ],
      },
    },
    activating: {
      invoke: {
        src: 'activateAccount',
        id: 'activateAccount',
        input: ({ context }) => ({ uid: context.uid, token: context.token }),
        // spec §4: success or error message; no redirect afterwards
        onDone: { target: 'activated', actions: { type: 'setResult', params: { result: activated } } },
        onError: {
          target: 'activationFailed',
          actions: {
            type: 'setResult',
            params: ({ event }) => ({ result: activationFailureMessage(event.error) }),
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
