import type { SnapshotFrom } from 'xstate';
import type { DeleteAccountMachine } from './delete-account.machine';

type Snapshot = SnapshotFrom<DeleteAccountMachine>;

export const selectIsOpen = (s: Snapshot) => !s.matches('closed');
export const selectConfirmWith = (s: Snapshot) => s.context.confirmWith;
export const selectSecret = (s: Snapshot) => s.context.secret;
export const selectFieldError = (s: Snapshot) => s.context.fieldError;
export const selectIsDeleting = (s: Snapshot) => s.matches('deleting') || s.matches('deleted');
export const selectFailure = (s: Snapshot) => (s.matches('deletingFailed') ? s.context.failure : null);
