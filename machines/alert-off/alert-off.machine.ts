import { assign, fromPromise, setup } from 'xstate';
import { failureStatus } from '../shared/api-failure';

export interface SwitchedOff {
  instrument: string;
  condition: string;
  threshold: string;
}

export interface AlertOffContext {
  token: string;
  alert: SwitchedOff | null;
}

export type AlertOffEvent = { type: 'alertOff.retry' };

/**
 * The page an alert e-mail's switch-off link opens (issue 18), without a session: opening it switches the alert off
 * (one click), then says which alert is off; a link that no longer works (used, re-armed, deleted, mangled) says so;
 * no answer from the server offers to try again.
 */
export const alertOffMachine = setup({
  types: {
    context: {} as AlertOffContext,
    events: {} as AlertOffEvent,
    input: {} as { token: string },
  },
  actors: {
    /** POST /api/alert-off/{token}/ */
    switchOff: fromPromise<SwitchedOff, { token: string }>(async () => {
      throw new Error('switchOff is not provided');
    }),
  },
  actions: {
    setAlert: assign((_, params: { alert: SwitchedOff }) => ({ alert: params.alert })),
  },
  guards: {
    linkNotValid: ({ event }) => 'error' in event && failureStatus(event.error) === 404,
  },
}).createMachine({
  id: 'alertOff',
  context: ({ input }) => ({ token: input.token, alert: null }),
  initial: 'switchingOff',
  states: {
    switchingOff: {
      invoke: {
        src: 'switchOff',
        id: 'switchOff',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'off',
          actions: { type: 'setAlert', params: ({ event }) => ({ alert: event.output }) },
        },
        onError: [{ guard: 'linkNotValid', target: 'invalid' }, { target: 'failed' }],
      },
    },
    failed: { on: { 'alertOff.retry': { target: 'switchingOff' } } },
    off: { type: 'final' },
    invalid: { type: 'final' },
  },
});

export type AlertOffMachine = typeof alertOffMachine;
