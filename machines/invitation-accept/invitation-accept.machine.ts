import type { Household } from '@contract/household';
import type { InvitationPreview } from '@contract/household-sharing';
import { assign, setup } from 'xstate';
import { failingSignedInTo, lostAccess, reportLostAccess } from '@machines/shared/refusals';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import {
  failureStatus,
  firstServerMessage,
  isApiFailure,
  type UserMessage,
} from '@machines/shared/api-failure';

type Context = {
  token: string;
  signedIn: boolean;
  household: Household | null;
  owner: string | null;
  refusal: UserMessage | null;
};
type Event =
  | { type: 'invitation.retry' }
  | { type: 'invitation.open' }
  | { type: 'invitation.signIn' }
  | { type: 'invitation.signUp' };

/** The server's words about a link (contract/household-sharing.ts) that have a locale key. */
const refusalKeys: Record<string, string> = {
  'This invitation link is invalid, already used or expired.': 'household.invitation.invalid',
  'This invitation was sent to another e-mail address.': 'household.invitation.otherAddress',
};

/**
 * The invitation link `/invitations/{token}` (product §13). Signed out: whose household it joins (the link's preview),
 * and the way to sign in or create an account first; the link is remembered, so signing in (after signing up and
 * activating too) comes back here. Signed in: the invitation accepted at once, then the household joined and the
 * role, or why the link is refused (the 400's `token` message). Opening the household makes it the one the pages look
 * at. An answered invitation (accepted or refused) is no longer where signing in leads.
 */
export const invitationAcceptMachine = setup({
  types: {
    context: {} as Context,
    events: {} as Event,
    input: {} as { token: string; signedIn: boolean },
  },
  actors: {
    /** GET /api/invitations/{token}/ (no session) */
    previewInvitation: placeholderActor<InvitationPreview, { token: string }>('previewInvitation'),
    /** POST /api/household/invitations/accept/ {token} */
    acceptInvitation: placeholderActor<Household, { token: string }>('acceptInvitation'),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    isRefusal: (_, params: { error: unknown }) => failureStatus(params.error) === 400,
    isGone: (_, params: { error: unknown }) => failureStatus(params.error) === 404,
  },
  actions: {
    // product §4, §8: the person's own: a 403 signs out (machines/shared/refusals.ts).
    reportLostAccess,
    /** Signing in, however it happens, leads back here (bound by the page: src/app/pending-invitation.ts). */
    rememberInvitation: (_, _params: { token: string }) => {},
    /** Signing in no longer leads here (bound by the page). */
    forgetPendingInvitation: () => {},
    /** Chooses the household joined and opens the dashboard (bound by the page). */
    openHousehold: (_, _params: { household: string }) => {},
    /** Goes to /login or /signup (bound by the page). */
    openPage: (_, _params: { to: '/login' | '/signup' }) => {},
    setOwner: assign((_, params: { preview: InvitationPreview }) => ({ owner: params.preview.owner })),
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
  context: ({ input }) => ({
    token: input.token,
    signedIn: input.signedIn,
    household: null,
    owner: null,
    refusal: null,
  }),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'isSignedIn', target: 'accepting' }, { target: 'previewing' }] },
    previewing: {
      invoke: {
        src: 'previewInvitation',
        id: 'previewInvitation',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'invited',
          actions: { type: 'setOwner', params: ({ event }) => ({ preview: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: lostAccess,
          },
          { target: 'previewFailed', actions: lostAccess },
        ],
      },
    },
    previewFailed: { on: { 'invitation.retry': 'previewing' } },
    invited: {
      entry: { type: 'rememberInvitation', params: ({ context }) => ({ token: context.token }) },
      on: {
        'invitation.signIn': { actions: { type: 'openPage', params: { to: '/login' } } },
        'invitation.signUp': { actions: { type: 'openPage', params: { to: '/signup' } } },
      },
    },
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
            ...failingSignedInTo('refused', 'setRefusal'),
          },
          { target: 'acceptingFailed', actions: lostAccess },
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
