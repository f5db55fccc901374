import type { SnapshotFrom } from 'xstate';
import type { InvitationAcceptMachine } from './invitation-accept.machine';

type Snapshot = SnapshotFrom<InvitationAcceptMachine>;

export const selectIsAccepting = (s: Snapshot) => s.matches('accepting');
export const selectFailed = (s: Snapshot) => s.matches('acceptingFailed');
export const selectRefusal = (s: Snapshot) =>
  s.matches('refused') ? (s.context.refusal ?? { key: 'household.invitation.invalid' }) : null;
export const selectJoined = (s: Snapshot) => (s.matches('accepted') ? s.context.household : null);
