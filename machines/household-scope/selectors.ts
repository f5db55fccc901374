import type { SnapshotFrom } from 'xstate';
import type { HouseholdRole } from '@contract/household-values';
import type { HouseholdScopeMachine } from './household-scope.machine';

type Snapshot = SnapshotFrom<HouseholdScopeMachine>;

export const selectMembers = (s: Snapshot) => s.context.members;
export const selectMember = (s: Snapshot) => s.context.member;
export const selectHouseholds = (s: Snapshot) => s.context.households;
export const selectHousehold = (s: Snapshot) => s.context.household;
/** What a page's actor depends on: another household or member starts the page afresh. */
/**
 * What a scoped page starts afresh on: the household, the member and the person's role there (the page's machines
 * take the role as input; a household chosen before the list that names the role arrives starts again with it).
 */
export const selectScopeKey = (s: Snapshot) =>
  `${s.context.household ?? 'own'}:${s.context.member ?? 'all'}:${selectRole(s)}`;
/** The person's role in the household looked at; their own is theirs to manage. */
export const selectRole = (s: Snapshot): HouseholdRole =>
  s.context.households.find((h) => h.uuid === s.context.household)?.role ?? 'owner';
export const selectIsReady = (s: Snapshot) =>
  s.matches('loaded') || s.matches('confirmingLeave') || s.matches('leaving');
/** Where leaving a shared household stands: asked to confirm, or leaving. */
export const selectLeaveStep = (s: Snapshot) =>
  s.matches('confirmingLeave') ? 'confirming' : s.matches('leaving') ? 'leaving' : null;
export const selectLoadingFailed = (s: Snapshot) => s.matches('loadingFailed');
/** The shared household the person just lost access to (product §13), or null. */
export const selectLost = (s: Snapshot) => s.context.lost;
