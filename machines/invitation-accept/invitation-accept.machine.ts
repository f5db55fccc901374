import type { Household } from '@contract/household';
import { assign, setup } from 'xstate';
import { placeholderActor } from '../shared/placeholder-actor';
import { failingTo } from '../shared/request-states';
import { failureStatus, firstServerMessage, isApiFailure, type UserMessage } from '../shared/api-failure';

type Context = { token: string; household: Household | null; refusal: UserMessage | null };
type Event = { type: 'invitation.retry' } | { type: 'invitation.open' };

/** The server's words about a link (contract/household-sharing.ts) that have a locale key. */
const refusalKeys: Record<string, string> = {
  'This invitation link is invalid, already used or expired.': 'household.invitation.invalid',
  'This invitation was sent to another e-mail address.': 'household.invitation.otherAddress',
};

/**
 * The invitation link `/invitations/{token}` (product §13), opened signed in (the route guard sends a visitor to sign in
 * first and back here): accepting it at once, then the household joined and the role, or why the link is refused
 * (the 400's `token` message). Opening the household makes it the one the pages look at. An answered invitation (accepted
 * or refused) is no longer where signing in leads (the login machine remembered it).
 */
export const invitationAcceptMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as { token: string } },
  actors: {
    /** POST /api/household/invitations/accept/ {token} */
    acceptInvitation: placeholderActor<Household, { token: string }>('acceptInvitation'),
  },
  guards: {
    isRefusal: (_, params: { error: unknown }) => failureStatus(params.error) === 400,
  },
  actions: {
    /** Signing in no longer leads here (bound by the page: src/app/pending-invitation.ts). */
    forgetPendingInvitation: () => {},
    /** Chooses the household joined and opens the dashboard (bound by the page). */
    openHousehold: (_, _params: { household: string }) => {},
    setHousehold: assign((_, params: { household: Household }) => ({ household: params.household })),
    setRefusal: assign((_, params: { error: unknown }) => {
      const body = isApiFailure(params.error) ? params.error.body : null;
      const text = firstServerMessage(
        body && typeof body === 'object' && 'token' in body ? body.token : body,
      );
      return { refusal: text && refusalKeys[text] ? { key: refusalKeys[text] } : text ? { text } : null };
    }),
  },
}).createMachine({
  id: 'invitationAccept',
  context: ({ input }) => ({ token: input.token, household: null, refusal: null }),
  initial: 'accepting',
  states: {
    accepting: {
      invoke: {
        src: 'acceptInvitation',
        id: 'acceptInvitation',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'accepted',
          actions: { type: 'setHousehold', params: ({ event }) => ({ household: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            ...failingTo('refused', 'setRefusal'),
          },
          { target: 'acceptingFailed' },
        ],
      },
    },
    acceptingFailed: { on: { 'invitation.retry': 'accepting' } },
    refused: { entry: 'forgetPendingInvitation' },
    accepted: {
      entry: 'forgetPendingInvitation',
      on: {
        'invitation.open': {
          actions: {
            type: 'openHousehold',
            params: ({ context }) => ({ household: context.household?.uuid ?? '' }),
          },
        },
      },
    },
  },
});

export type InvitationAcceptMachine = typeof invitationAcceptMachine;
