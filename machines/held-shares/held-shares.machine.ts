import type { HeldShare } from '@contract/auth';
import { assign, sendParent, setup } from 'xstate';
import { loadingStates } from '@machines/shared/loading-states';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { pendingItemRequest } from '@machines/shared/request-states';
import { refusalMessages } from '@machines/shared/refusal-messages';
import { lostAccess, reportLostAccess } from '@machines/shared/refusals';
import type { HeldSharesContext, HeldSharesEvent } from './types';

// A 404: the share was answered already (on another device); it leaves the list with a word saying so.
const { generalMessage } = refusalMessages([], {}, 'heldShares.errors.gone');

/**
 * The question a password reset leaves (product §16, ADR 022): each person whose access to the owner's household the
 * reset held, kept (their access comes back as it was) or ended, ending once confirmed. Nothing is shown while no
 * share is held.
 */
export const heldSharesMachine = setup({
  types: { context: {} as HeldSharesContext, events: {} as HeldSharesEvent },
  actors: {
    /** GET /api/users/me/held-shares/ */
    loadHeldShares: placeholderActor<HeldShare[]>('loadHeldShares'),
    /** POST /api/users/me/held-shares/{uuid}/keep/ */
    keepShare: placeholderActor<void, { uuid: string }>('keepShare'),
    /** DELETE /api/users/me/held-shares/{uuid}/ */
    endShare: placeholderActor<void, { uuid: string }>('endShare'),
  },
  actions: {
    // product §4, §8: the person's own shares: a 403 signs out (machines/shared/refusals.ts).
    reportLostAccess,
    setShares: assign((_, shares: HeldShare[]) => ({ shares, failure: null })),
    setPending: assign(({ event }) => ('uuid' in event ? { pending: event.uuid, failure: null } : {})),
    clearPending: assign({ pending: null }),
    dropPending: assign(({ context }) => ({
      shares: context.shares.filter((s) => s.uuid !== context.pending),
      pending: null,
    })),
    /** Its parent, the family page's machine, has the sharing card read who has access again. */
    notifyKept: sendParent({ type: 'held.kept' as const }),
    showRefusal: assign(({ context }, params: { error: unknown }) => {
      const failure = generalMessage(params.error);
      const gone = failure !== null && 'key' in failure && failure.key === 'heldShares.errors.gone';
      return {
        failure,
        shares: gone ? context.shares.filter((s) => s.uuid !== context.pending) : context.shares,
        pending: null,
      };
    }),
  },
}).createMachine({
  id: 'heldShares',
  context: { shares: [], failure: null, pending: null },
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadHeldShares',
      store: 'setShares',
      then: 'loaded',
      retry: 'held.retry',
      lostAccess,
    }),
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'held.keep': { target: 'keeping', actions: 'setPending' },
            'held.end': { target: 'confirmingEnd', actions: 'setPending' },
          },
        },
        confirmingEnd: {
          on: {
            'held.confirmEnd': 'ending',
            'held.cancelEnd': { target: 'idle', actions: 'clearPending' },
          },
        },
        keeping: {
          invoke: {
            ...pendingItemRequest('keepShare', 'dropPending', true).invoke,
            onDone: { target: 'idle', actions: ['dropPending', 'notifyKept'] },
          },
        },
        ending: pendingItemRequest('endShare', 'dropPending', true),
      },
    },
  },
});

export type HeldSharesMachine = typeof heldSharesMachine;
