import type { SnapshotFrom } from 'xstate';
import type { HouseholdSharingMachine } from './household-sharing.machine';

type Snapshot = SnapshotFrom<HouseholdSharingMachine>;

export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadingFailed = (s: Snapshot) => s.matches('loadingFailed');
export const selectIsReady = (s: Snapshot) => s.matches('loaded');
export const selectAccess = (s: Snapshot) => s.context.access;
export const selectInvitations = (s: Snapshot) => s.context.invitations;
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectEmailError = (s: Snapshot) => s.context.fieldErrors.email ?? null;
export const selectFailure = (s: Snapshot) => (s.matches('loaded') ? s.context.failure : null);
export const selectIsInviting = (s: Snapshot) => s.matches({ loaded: 'inviting' });
export const selectIsBusy = (s: Snapshot) => s.matches('loaded') && !s.matches({ loaded: 'idle' });
/** The access the owner is asked about revoking, null unless asked. */
export const selectConfirmingRevoke = (s: Snapshot) =>
  s.matches({ loaded: 'confirmingRevoke' }) ? s.context.pending : null;
export const selectPending = (s: Snapshot) => s.context.pending;
/**
 * Whether the card offers to invite, revoke and cancel: the machine's own answer, `can(sharing.invite)`, which it
 * refuses to anyone but the owner in every state. Once a call or a question is under way the owner is sharing
 * already: only the owner's machine leaves `idle`.
 */
export const selectMayShare = (s: Snapshot) =>
  s.matches({ loaded: 'idle' }) ? s.can({ type: 'sharing.invite' }) : s.matches('loaded');
