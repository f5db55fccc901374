import type { SnapshotFrom } from 'xstate';
import type { HouseholdMachine } from './household.machine';
import type { DraftField } from './types';

type Snapshot = SnapshotFrom<HouseholdMachine>;

export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailure = (s: Snapshot) => (s.matches('loadingFailed') ? s.context.failure : null);
export const selectMembers = (s: Snapshot) => (s.matches('loaded') ? s.context.members : null);
export const selectTotal = (s: Snapshot) => s.context.total;
export const selectFailure = (s: Snapshot) => (s.matches('loaded') ? s.context.failure : null);
/** The form is open (adding or editing) or being saved. */
export const selectFormOpen = (s: Snapshot) =>
  s.matches({ loaded: 'editing' }) || s.matches({ loaded: 'saving' });
export const selectIsSaving = (s: Snapshot) => s.matches({ loaded: 'saving' });
export const selectEditing = (s: Snapshot) => s.context.editing;
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectFieldError = (field: DraftField) => (s: Snapshot) => s.context.fieldErrors[field] ?? null;
export const selectIsIdle = (s: Snapshot) => s.matches({ loaded: 'idle' });
/** A member can be added: nothing else is under way and the household is not full (MAX_HOUSEHOLD_MEMBERS). */
export const selectCanAdd = (s: Snapshot) => s.can({ type: 'member.add' });
/** Nothing is under way, yet no member can be added: the household is full. */
export const selectIsFull = (s: Snapshot) => s.matches({ loaded: 'idle' }) && !s.can({ type: 'member.add' });
/**
 * Whether the page offers to manage the members (add, edit, remove): the machine's own answer, `can(member.edit)`,
 * which it refuses to anyone but the owner in every state. Once a form or a removal is open the person is managing
 * already: only the owner's machine leaves `idle`.
 */
export const selectMayManage = (s: Snapshot) =>
  s.matches({ loaded: 'idle' })
    ? s.can({ type: 'member.edit', uuid: s.context.members[0]?.uuid ?? '' })
    : s.matches('loaded');
export const selectRemoving = (s: Snapshot) => s.context.removing;
/** Where the removal of `removing` stands: asked to confirm, removing, choosing where to move, moving. */
export const selectRemovalStep = (s: Snapshot) => {
  for (const step of ['confirmingRemoval', 'removing', 'choosingMoveTarget', 'moving'] as const)
    if (s.matches({ loaded: step })) return step;
  return null;
};
export const selectMoveTo = (s: Snapshot) => s.context.moveTo;
