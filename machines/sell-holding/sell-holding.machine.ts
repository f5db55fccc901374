import { assign, setup } from 'xstate';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { lostAccess, reportLostAccess } from '@machines/shared/refusals';
import type {
  HoldingQuestion,
  HoldingRequest,
  SellHoldingContext,
  SellHoldingEvent,
  SellHoldingInput,
} from './types';

/**
 * How much of the chosen item the person holds on the sale's date (product §10: "selling shows how much of that item
 * the person holds on that date"). A child of the transaction dialog, which asks whenever a sale's item or date
 * changes and clears the question when the form is no sale (or misses the item or the date). A new question
 * replaces the one in flight; an answer that cannot be had shows nothing rather than a guess.
 *
 * It has no facade of its own: no view sends it an event. Its events are its parent's (the dialog's `askHolding` sends
 * them with `sendTo`), and the dialog's view only reads it (`selectors.ts`).
 */
export const sellHoldingMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    context: {} as SellHoldingContext,
    events: {} as SellHoldingEvent,
    input: {} as SellHoldingInput,
  },
  actors: {
    /** The quantity held at the end of the question's day (the ledger's entries up to then, summed). */
    // Stryker disable next-line StringLiteral: the name only says, in an error, which call was left unbound
    loadHolding: placeholderActor<number, HoldingRequest>('loadHolding'),
  },
  actions: {
    // product §4, §8, §13: a 403 in the own household signs out; a 403 or 404 in a shared one goes to the scope.
    reportLostAccess,
    setQuestion: assign((_, params: { question: HoldingQuestion }) => ({
      question: params.question,
      held: null,
    })),
    clear: assign({ question: null, held: null }),
    setHeld: assign((_, params: { held: number }) => ({ held: params.held })),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id names it in the inspector and the exports only
  id: 'sellHolding',
  context: ({ input }) => ({ scope: input.scope, question: null, held: null }),
  initial: 'idle',
  on: {
    // A target inside the machine: `loading` is left and entered afresh even while it runs, dropping the question in
    // flight.
    'holding.asked': {
      target: '.loading',
      actions: { type: 'setQuestion', params: ({ event }) => ({ question: event.question }) },
    },
    'holding.cleared': { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'loadHolding',
        // Stryker disable next-line StringLiteral: the child's id, which nothing reads
        id: 'loadHolding',
        input: ({ context }) => ({ scope: context.scope, question: context.question! }),
        onDone: {
          target: 'known',
          actions: { type: 'setHeld', params: ({ event }) => ({ held: event.output }) },
        },
        onError: { target: 'unknown', actions: lostAccess },
      },
    },
    known: {},
    unknown: {},
  },
});

export type SellHoldingMachine = typeof sellHoldingMachine;
