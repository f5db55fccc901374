import type { SnapshotFrom } from 'xstate';
import type { DeleteAccountMachine } from './delete-account.machine';

type Snapshot = SnapshotFrom<DeleteAccountMachine>;

export const selectIsOpen = (s: Snapshot) => !s.matches('closed');
export const selectConfirmWith = (s: Snapshot) => s.context.confirmWith;
export const selectSecret = (s: Snapshot) => s.context.secret;
export const selectFieldError = (s: Snapshot) => s.context.fieldError;
export const selectIsDeleting = (s: Snapshot) => s.matches('deleting') || s.matches('deleted');
export const selectEmail = (s: Snapshot) => s.context.email;
/** Link mode: the page was opened from the e-mailed link (its token is in hand). */
export const selectHasLink = (s: Snapshot) => s.context.confirmWith === 'link' && s.context.secret !== '';
export const selectIsSendingLink = (s: Snapshot) => s.matches('sendingLink');
export const selectLinkSent = (s: Snapshot) => s.matches('linkSent');
export const selectFailure = (s: Snapshot) => (s.matches('deletingFailed') ? s.context.failure : null);
