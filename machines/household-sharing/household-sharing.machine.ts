import type { Invitation } from '@contract/household-sharing';
import { tooManyInvitationsMessage } from '@contract/household-sharing-values';
import type { HouseholdRole } from '@contract/household-values';
import { assign, setup } from 'xstate';
import { isNotOwner, refusedToNonOwner, type RoleInput } from '@machines/shared/household-role';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { loadingStates } from '@machines/shared/loading-states';
import { newItemRequest, pendingItemRequest } from '@machines/shared/request-states';
import { lostAccess, reportLostAccess } from '@machines/shared/refusals';
import { refusalMessages } from '@machines/shared/refusal-messages';
import type { HouseholdSharingContext, HouseholdSharingEvent, InvitationDraft, SharingData } from './types';

const { fieldErrorsOf, generalMessage } = refusalMessages(
  ['email', 'role'] as const,
  {
    'This field may not be blank.': 'validation.required',
    'Enter a valid email address.': 'validation.invalidEmail',
    'You already own this household.': 'household.sharing.errors.self',
    [tooManyInvitationsMessage]: 'household.sharing.errors.tooMany',
  },
  'household.errors.gone',
);

/** The invitation as it is sent: the address without the spaces around it. */
const sentInvitation = ({ context }: { context: HouseholdSharingContext }): InvitationDraft => ({
  ...context.draft,
  email: context.draft.email.trim(),
});

const initialContext = (role: HouseholdRole): HouseholdSharingContext => ({
  role,
  access: [],
  invitations: [],
  draft: { email: '', role: 'viewer' },
  fieldErrors: {},
  failure: null,
  pending: null,
});

/**
 * Sharing the household (product §13, ADR 017), its owner's part of the family page: the people with access and their
 * roles (revoke), the pending invitations (cancel), and an invitation by e-mail as viewer or editor.
 * Only the owner shares the household (product §13): anyone else's machine refuses to fill in, send, revoke or cancel.
 */
export const householdSharingMachine = setup({
  types: {
    context: {} as HouseholdSharingContext,
    events: {} as HouseholdSharingEvent,
    input: {} as RoleInput,
  },
  actors: {
    /** GET /api/household/access/ and /api/household/invitations/ */
    loadSharing: placeholderActor<SharingData>('loadSharing'),
    /** POST /api/household/invitations/ */
    invite: placeholderActor<Invitation, InvitationDraft>('invite'),
    /** DELETE /api/household/access/{uuid}/ */
    revokeAccess: placeholderActor<void, { uuid: string }>('revokeAccess'),
    /** DELETE /api/household/invitations/{uuid}/ */
    cancelInvitation: placeholderActor<void, { uuid: string }>('cancelInvitation'),
  },
  guards: {
    isNotOwner,
    emailFilled: ({ context }) => context.draft.email.trim() !== '',
  },
  actions: {
    // product §4, §8: the owner's own household: a 403 signs out (machines/shared/refusals.ts).
    reportLostAccess,
    setSharing: assign((_, data: SharingData) => ({ ...data, failure: null })),
    /** The card as it first opens: nothing read, an empty invitation, nothing said. */
    forgetSharing: assign(({ context }) => initialContext(context.role)),
    setEmail: assign(({ context, event }) =>
      event.type === 'sharing.emailChanged'
        ? { draft: { ...context.draft, email: event.value }, fieldErrors: {} }
        : {},
    ),
    setRole: assign(({ context, event }) =>
      event.type === 'sharing.roleChanged' ? { draft: { ...context.draft, role: event.value } } : {},
    ),
    showEmailRequired: assign({ fieldErrors: { email: { key: 'validation.required' } }, failure: null }),
    // A new invitation to the same address replaces the pending one.
    addInvitation: assign(({ context }, invitation: Invitation) => ({
      invitations: [
        ...context.invitations.filter((i) => i.email.toLowerCase() !== invitation.email.toLowerCase()),
        invitation,
      ],
      draft: { ...context.draft, email: '' },
      fieldErrors: {},
      failure: null,
    })),
    setPending: assign(({ event }) => ('uuid' in event ? { pending: event.uuid, failure: null } : {})),
    clearPending: assign({ pending: null }),
    dropAccess: assign(({ context }) => ({
      access: context.access.filter((a) => a.uuid !== context.pending),
      pending: null,
    })),
    dropInvitation: assign(({ context }) => ({
      invitations: context.invitations.filter((i) => i.uuid !== context.pending),
      pending: null,
    })),
    showRefusal: assign((_, params: { error: unknown }) => ({
      fieldErrors: fieldErrorsOf(params.error),
      failure: generalMessage(params.error),
      pending: null,
    })),
  },
}).createMachine({
  id: 'householdSharing',
  context: ({ input }) => initialContext(input.role),
  // A held share kept (product §16, ADR 022) gives someone access again: the card reads its lists afresh.
  on: { 'sharing.reload': { target: '.loading', actions: 'forgetSharing' } },
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadSharing',
      store: 'setSharing',
      then: 'loaded',
      retry: 'sharing.retry',
      lostAccess,
    }),
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'sharing.emailChanged': [refusedToNonOwner, { actions: 'setEmail' }],
            'sharing.roleChanged': [refusedToNonOwner, { actions: 'setRole' }],
            'sharing.invite': [
              refusedToNonOwner,
              { guard: 'emailFilled', target: 'inviting' },
              { actions: 'showEmailRequired' },
            ],
            'sharing.revoke': [refusedToNonOwner, { target: 'confirmingRevoke', actions: 'setPending' }],
            'sharing.cancelInvitation': [refusedToNonOwner, { target: 'cancelling', actions: 'setPending' }],
          },
        },
        // Revoking takes someone's access away at once: the owner is asked first, beside that person's row.
        confirmingRevoke: {
          on: {
            'sharing.confirmRevoke': { target: 'revoking' },
            'sharing.keepAccess': { target: 'idle', actions: 'clearPending' },
          },
        },
        inviting: newItemRequest('invite', sentInvitation, 'addInvitation', true),
        revoking: pendingItemRequest('revokeAccess', 'dropAccess', true),
        cancelling: pendingItemRequest('cancelInvitation', 'dropInvitation', true),
      },
    },
  },
});

export type HouseholdSharingMachine = typeof householdSharingMachine;
