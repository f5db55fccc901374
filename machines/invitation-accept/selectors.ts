import type { SnapshotFrom } from 'xstate';
import type { InvitationAcceptMachine } from './invitation-accept.machine';

type Snapshot = SnapshotFrom<InvitationAcceptMachine>;

export const selectIsAccepting = (s: Snapshot) => s.matches('accepting');
export const selectIsPreviewing = (s: Snapshot) => s.matches('previewing');
export const selectFailed = (s: Snapshot) => s.matches('acceptingFailed') || s.matches('previewFailed');
export const selectRefusal = (s: Snapshot) =>
  s.matches('refused') ? (s.context.refusal ?? { key: 'household.invitation.invalid' }) : null;
export const selectJoined = (s: Snapshot) => (s.matches('accepted') ? s.context.household : null);
/** Signed out: the owner whose household the link joins, once the link is known to be pending. */
export const selectInvitedBy = (s: Snapshot) => (s.matches('invited') ? s.context.owner : null);
export const selectIsSignedOut = (s: Snapshot) => !s.context.signedIn;
