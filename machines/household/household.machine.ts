import type { Member } from '@contract/household';
import { MAX_HOUSEHOLD_MEMBERS } from '@contract/household-values';
import { assign, enqueueActions, sendTo, setup } from 'xstate';
import { heldSharesMachine } from '../held-shares/held-shares.machine';
import { householdSharingMachine } from '../household-sharing/household-sharing.machine';
import type { ScopeInput } from '@machines/shared/acting-for';
import { isNotOwner, refusedToNonOwner, type RoleInput } from '@machines/shared/household-role';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { answer } from '@machines/shared/request-states';
import { failingSignedInTo, lostAccess, reportLostAccess } from '@machines/shared/refusals';
import { fieldErrorsOf, generalMessage, hasTransactions } from './messages';
import type { HouseholdContext, HouseholdData, HouseholdEvent, MemberDraft, SaveMemberInput } from './types';
import { nextMemberColour } from './member-colour';

/** The sharing card as the owner's page spawns it (typed here: xstate cannot infer it inside its own setup). */
type SharingChild = { src: 'sharing'; logic: typeof householdSharingMachine; id: 'sharing' };

const NEW_MEMBER: MemberDraft = { name: '', relation: 'spouse', colour: '#3182ce' };

const ownMember = (context: HouseholdContext) => context.members.find((m) => m.relation === 'self');

/**
 * The family page (product §13, architecture §10): the household's members with what each holds, a form that adds or edits
 * one (name, relation, colour), and removal. A member who still has transactions cannot be removed: the server
 * refuses, and the page offers to move them to another member first (then removes).
 * Only the owner manages the members (product §13): an editor's or a viewer's machine refuses to add, edit or remove
 * one (the events that start every write), so it never reaches a form, a removal or a request.
 * Beside the members, its children: the shares a password reset held (product §16, ADR 022), and for the owner the
 * household's sharing (product §13), read again once a held share is kept. They start and stop with this machine, the
 * app's `page` child (ADR 030): another household starts them afresh.
 */
export const householdMachine = setup({
  types: {
    context: {} as HouseholdContext,
    events: {} as HouseholdEvent,
    input: {} as RoleInput & ScopeInput,
    children: {} as { heldShares: 'heldShares'; sharing: 'sharing' },
  },
  actors: {
    /** The shares a password reset held (its API bound by the page). */
    heldShares: heldSharesMachine,
    /** The owner's sharing card (its API bound by the page). */
    sharing: householdSharingMachine,
    /** GET /api/household/members/ and each member's value. */
    loadHousehold: placeholderActor<HouseholdData>('loadHousehold'),
    /** POST /api/household/members/, or PATCH /api/household/members/{uuid}/ */
    saveMember: placeholderActor<Member, SaveMemberInput>('saveMember'),
    /** DELETE /api/household/members/{uuid}/ */
    removeMember: placeholderActor<void, { uuid: string }>('removeMember'),
    /** POST /api/household/members/{uuid}/move/ {to}, then DELETE the member. */
    moveAndRemoveMember: placeholderActor<void, { uuid: string; to: string }>('moveAndRemoveMember'),
  },
  guards: {
    isNotOwner,
    isOwner: ({ context }) => context.role === 'owner',
    nameFilled: ({ context }) => context.draft.name.trim() !== '',
    // The server refuses a member past the cap; the add button says so before the form is filled in.
    hasRoomForMember: ({ context }) => context.members.length < MAX_HOUSEHOLD_MEMBERS,
    memberHasTransactions: (_, params: { error: unknown }) => hasTransactions(params.error),
  },
  actions: {
    // product §4, §8, §13: a 403 in the own household signs out; a 403 or 404 in a shared one goes to the scope.
    reportLostAccess,
    /** The members changed: the app's member switcher lists them afresh (bound by the page). */
    notifyMembersChanged: () => {},
    /** A kept share is access again: the sharing card reads its list anew. */
    reloadSharing: sendTo('sharing', { type: 'sharing.reload' }),
    setHousehold: assign((_, data: HouseholdData) => ({ ...data, failure: null })),
    startAdding: assign(({ context }) => ({
      draft: { ...NEW_MEMBER, colour: nextMemberColour(context.members.map((m) => m.colour)) },
      editing: null,
      fieldErrors: {},
      failure: null,
    })),
    startEditing: assign(({ context, event }) => {
      const member = event.type === 'member.edit' && context.members.find((m) => m.uuid === event.uuid);
      if (!member) return {};
      const { name, relation, colour } = member;
      return { draft: { name, relation, colour }, editing: member.uuid, fieldErrors: {}, failure: null };
    }),
    setName: assign(({ context, event }) =>
      event.type === 'member.nameChanged'
        ? {
            draft: { ...context.draft, name: event.value },
            fieldErrors: { ...context.fieldErrors, name: undefined },
          }
        : {},
    ),
    setRelation: assign(({ context, event }) =>
      event.type === 'member.relationChanged' ? { draft: { ...context.draft, relation: event.value } } : {},
    ),
    setColour: assign(({ context, event }) =>
      event.type === 'member.colourChanged' ? { draft: { ...context.draft, colour: event.value } } : {},
    ),
    showNameRequired: assign({ fieldErrors: { name: { key: 'validation.required' } } }),
    storeMember: assign(({ context }, params: { member: Member }) => {
      const known = context.members.some((m) => m.uuid === params.member.uuid);
      const members = known
        ? context.members.map((m) => (m.uuid === params.member.uuid ? { ...m, ...params.member } : m))
        : [...context.members, { ...params.member, total: 0 }];
      return { members, editing: null, fieldErrors: {}, failure: null };
    }),
    showRefusal: assign((_, params: { error: unknown }) => ({
      fieldErrors: fieldErrorsOf(params.error),
      failure: generalMessage(params.error),
    })),
    showFailure: assign((_, params: { error: unknown }) => ({
      failure: generalMessage(params.error),
      removing: null,
      moveTo: null,
    })),
    setRemoving: assign(({ event }) =>
      event.type === 'member.remove' ? { removing: event.uuid, failure: null } : {},
    ),
    offerMove: assign(({ context }) => ({ moveTo: ownMember(context)?.uuid ?? null })),
    setMoveTarget: assign(({ event }) =>
      event.type === 'member.moveTargetChanged' ? { moveTo: event.uuid } : {},
    ),
    dropMember: assign(({ context }) => ({
      members: context.members.filter((m) => m.uuid !== context.removing),
      removing: null,
      moveTo: null,
      failure: null,
    })),
    /** The moved member's value now counts for the member who received their transactions. */
    dropMovedMember: assign(({ context }) => {
      const gone = context.members.find((m) => m.uuid === context.removing);
      return {
        members: context.members
          .filter((m) => m.uuid !== context.removing)
          .map((m) => (m.uuid === context.moveTo ? { ...m, total: m.total + (gone?.total ?? 0) } : m)),
        removing: null,
        moveTo: null,
        failure: null,
      };
    }),
    clearRemoval: assign({ removing: null, moveTo: null }),
    clearFailure: assign({ failure: null }),
    setLoadFailure: assign((_, params: { error: unknown }) => ({ failure: generalMessage(params.error) })),
    /** Only the owner's page runs the sharing card: the server answers no one else about the household's sharing. */
    startSharing: enqueueActions<
      HouseholdContext,
      HouseholdEvent,
      undefined,
      HouseholdEvent,
      SharingChild,
      never,
      never
    >(({ context, enqueue }) => {
      if (context.role === 'owner')
        enqueue.spawnChild('sharing', { id: 'sharing', input: { role: context.role } });
    }),
  },
}).createMachine({
  id: 'household',
  context: ({ input }) => ({
    role: input.role,
    scope: input.scope,
    members: [],
    total: 0,
    draft: NEW_MEMBER,
    editing: null,
    fieldErrors: {},
    failure: null,
    removing: null,
    moveTo: null,
  }),
  invoke: { src: 'heldShares', id: 'heldShares' },
  entry: 'startSharing',
  on: { 'held.kept': { guard: 'isOwner', actions: 'reloadSharing' } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadHousehold',
        id: 'loadHousehold',
        onDone: { target: 'loaded', actions: { type: 'setHousehold', params: answer } },
        onError: failingSignedInTo('loadingFailed', 'setLoadFailure'),
      },
    },
    loadingFailed: { on: { 'household.retry': { target: 'loading', actions: 'clearFailure' } } },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'member.add': [
              refusedToNonOwner,
              { guard: 'hasRoomForMember', target: 'editing', actions: 'startAdding' },
            ],
            'member.edit': [refusedToNonOwner, { target: 'editing', actions: 'startEditing' }],
            'member.remove': [refusedToNonOwner, { target: 'confirmingRemoval', actions: 'setRemoving' }],
          },
        },
        editing: {
          on: {
            'member.nameChanged': { actions: 'setName' },
            'member.relationChanged': { actions: 'setRelation' },
            'member.colourChanged': { actions: 'setColour' },
            'member.save': [{ guard: 'nameFilled', target: 'saving' }, { actions: 'showNameRequired' }],
            'member.cancel': { target: 'idle', actions: 'clearFailure' },
          },
        },
        saving: {
          invoke: {
            src: 'saveMember',
            id: 'saveMember',
            input: ({ context }) => ({ uuid: context.editing, draft: context.draft }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeMember', params: ({ event }) => ({ member: event.output }) },
                'notifyMembersChanged',
              ],
            },
            onError: failingSignedInTo('editing', 'showRefusal'),
          },
        },
        confirmingRemoval: {
          on: {
            'member.confirmRemove': 'removing',
            'member.cancel': { target: 'idle', actions: 'clearRemoval' },
          },
        },
        removing: {
          invoke: {
            src: 'removeMember',
            id: 'removeMember',
            input: ({ context }) => ({ uuid: context.removing ?? '' }),
            onDone: { target: 'idle', actions: ['dropMember', 'notifyMembersChanged'] },
            onError: [
              {
                guard: { type: 'memberHasTransactions', params: ({ event }) => ({ error: event.error }) },
                target: 'choosingMoveTarget',
                actions: ['offerMove', lostAccess],
              },
              failingSignedInTo('idle', 'showFailure'),
            ],
          },
        },
        choosingMoveTarget: {
          on: {
            'member.moveTargetChanged': { actions: 'setMoveTarget' },
            'member.confirmMove': 'moving',
            'member.cancel': { target: 'idle', actions: 'clearRemoval' },
          },
        },
        moving: {
          invoke: {
            src: 'moveAndRemoveMember',
            id: 'moveAndRemoveMember',
            input: ({ context }) => ({ uuid: context.removing ?? '', to: context.moveTo ?? '' }),
            onDone: { target: 'idle', actions: ['dropMovedMember', 'notifyMembersChanged'] },
            onError: failingSignedInTo('idle', 'showFailure'),
          },
        },
      },
    },
  },
});

export type HouseholdMachine = typeof householdMachine;
