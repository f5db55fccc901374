import { assign, setup } from 'xstate';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { loadingStates } from '@machines/shared/loading-states';
import { lostAccessIn, lostOwnAccess, reportLostAccess } from '@machines/shared/refusals';
import type { Household } from '@contract/household';
import type { HouseholdScopeContext, HouseholdScopeEvent, HouseholdScopeInput, ScopeData } from './types';

/**
 * Whom the scope's calls in the household looked at act for (product §13): a 403 or 404 there tells this actor itself
 * that the access may be lost, and it asks again (`checkingAccess`); in the person's own a 403 signs out.
 */
const lostHouseholdAccess = lostAccessIn(({ household }: HouseholdScopeContext) => ({
  household,
  member: null,
}));

/**
 * What the signed-in pages look at (product §13): a household (the person's own, or one shared with them) and a
 * member of it, or the whole family. One actor for the signed-in layout: the dashboard, the portfolio and the zakat
 * page share the choice for as long as the person stays signed in on this tab, and each page passes it to the API
 * calls it makes. Another household starts at the whole family; the family page tells it when the members changed.
 */
export const householdScopeMachine = setup({
  types: {
    context: {} as HouseholdScopeContext,
    events: {} as HouseholdScopeEvent,
    input: {} as HouseholdScopeInput | undefined,
  },
  actors: {
    /** GET /api/households/ and GET /api/household/members/ of the household looked at. */
    loadScope: placeholderActor<ScopeData, { household: string | null }>('loadScope'),
    /** GET /api/households/: after a 403 or 404 in a shared household, whether the person still holds a role in it. */
    loadHouseholds: placeholderActor<Household[]>('loadHouseholds'),
    /** POST /api/household/leave/ {household} */
    leaveHousehold: placeholderActor<void, { household: string }>('leaveHousehold'),
  },
  guards: {
    isShared: ({ context }) => context.household !== null,
    /**
     * A call in the household looked at (a shared one) answered 403 or 404: its owner may have revoked the access.
     * Not when a check has just found it still listed and the scope has not loaded since (`stillListed`).
     */
    isLookedAt: ({ context, event }) =>
      event.type === 'scope.accessLost' &&
      context.household !== null &&
      event.household === context.household &&
      context.stillListed !== context.household,
    isRevoked: ({ context, event }) =>
      'output' in event && !(event.output as Household[]).some((h) => h.uuid === context.household),
    isKnownMember: ({ context, event }) =>
      event.type === 'scope.memberChosen' &&
      (event.member === null || context.members.some((m) => m.uuid === event.member)),
  },
  actions: {
    // product §4, §8, §13: machines/shared/refusals.ts.
    reportLostAccess,
    setScope: assign(({ context }, data: ScopeData) => {
      // A household the person no longer holds a role in (a remembered one revoked since) is not looked at.
      const household = data.households.some((h) => h.uuid === context.household) ? context.household : null;
      return {
        ...data,
        stillListed: null,
        household,
        // A member removed meanwhile, or one of a household no longer looked at, is not looked at either.
        member:
          household === context.household && data.members.some((m) => m.uuid === context.member)
            ? context.member
            : null,
      };
    }),
    /** Keeps the household looked at for this person's next visit (a full reload starts there). */
    rememberHousehold: (_, _params: { household: string | null }) => undefined,
    setMember: assign(({ event }) =>
      event.type === 'scope.memberChosen' ? { member: event.member, lost: null } : {},
    ),
    setHousehold: assign(({ event }) =>
      event.type === 'scope.householdChosen' ? { household: event.household, member: null, lost: null } : {},
    ),
    /** Back to the person's own household, telling them which one they no longer reach. */
    markLost: assign(({ context }, params: { households: Household[] }) => ({
      households: params.households,
      lost: context.households.find((h) => h.uuid === context.household)?.name ?? '',
      household: null,
      member: null,
    })),
    backToOwn: assign({ household: null, member: null }),
    noteStillListed: assign(({ context }) => ({ stillListed: context.household })),
  },
}).createMachine({
  id: 'householdScope',
  // A household remembered from the person's last visit is looked at again once the server still lists it.
  context: ({ input }) => ({
    households: [],
    members: [],
    household: input?.household ?? null,
    member: null,
    lost: null,
    stillListed: null,
  }),
  // A 403 or 404 of a call in the shared household looked at (each machine's calls report it: machines/shared/refusals.ts).
  on: {
    'scope.accessLost': { guard: 'isLookedAt', target: '.checkingAccess' },
  },
  initial: 'loading',
  states: {
    // When it fails, the pages still show the person's own whole household; only the switchers wait.
    ...loadingStates({
      src: 'loadScope',
      input: ({ context }: { context: HouseholdScopeContext }) => ({ household: context.household }),
      store: 'setScope',
      then: 'loaded',
      retry: 'scope.retry',
      lostAccess: lostHouseholdAccess,
    }),
    loaded: {
      entry: { type: 'rememberHousehold', params: ({ context }) => ({ household: context.household }) },
      on: {
        'scope.memberChosen': { guard: 'isKnownMember', actions: 'setMember' },
        'scope.householdChosen': { target: 'loading', actions: 'setHousehold' },
        'scope.membersChanged': 'loading',
        'scope.leave': { guard: 'isShared', target: 'confirmingLeave' },
      },
    },
    // Revocation (product §13): a shared household's owner revoked the access, or a single record is gone. The list of
    // households tells which; without the household, the person's own again at once, and a message says why.
    checkingAccess: {
      invoke: {
        src: 'loadHouseholds',
        id: 'loadHouseholds',
        onDone: [
          {
            guard: 'isRevoked',
            target: 'loading',
            actions: { type: 'markLost', params: ({ event }) => ({ households: event.output }) },
          },
          { target: 'loading', actions: 'noteStillListed' },
        ],
        // The list of the person's households is their own: only its 403 counts (a sign-out).
        onError: { target: 'loadingFailed', actions: lostOwnAccess },
      },
    },
    // Leaving a household shared with them (product §13): asked once, then the person's own household again.
    confirmingLeave: {
      on: { 'scope.confirmLeave': 'leaving', 'scope.cancelLeave': 'loaded' },
    },
    leaving: {
      invoke: {
        src: 'leaveHousehold',
        id: 'leaveHousehold',
        input: ({ context }) => ({ household: context.household ?? '' }),
        onDone: { target: 'loading', actions: 'backToOwn' },
        // Refused (a 403, or a 404: no longer shared) in that household: the scope asks whether it is still shared.
        onError: { target: 'loaded', actions: lostHouseholdAccess },
      },
    },
  },
});

export type HouseholdScopeMachine = typeof householdScopeMachine;
