import type { SnapshotFrom } from 'xstate';
import { offeredMainTypes, parseDecimal, subTypesOf } from './form';
import type { TransactionDialogMachine } from './transaction-dialog.machine';

type Snapshot = SnapshotFrom<TransactionDialogMachine>;

export const selectIsOpen = (s: Snapshot) => !s.matches('closed');
export const selectIsEditing = (s: Snapshot) => s.context.transaction !== null;
export const selectTransaction = (s: Snapshot) => s.context.transaction;
export const selectIsLoadingAssets = (s: Snapshot) => s.matches({ open: 'loadingAssets' });
export const selectAssetsFailed = (s: Snapshot) => s.matches({ open: 'assetsFailed' });
export const selectIsSubmitting = (s: Snapshot) => s.matches({ open: 'submitting' });
export const selectIsDeleting = (s: Snapshot) => s.matches({ open: 'deleting' });
export const selectIsConfirmingDelete = (s: Snapshot) =>
  s.matches({ open: 'confirmingDelete' }) || s.matches({ open: 'deleting' });
export const selectIsBusy = (s: Snapshot) =>
  s.matches({ open: 'submitting' }) || s.matches({ open: 'deleting' });
export const selectForm = (s: Snapshot) => s.context.form;
export const selectProblem = (s: Snapshot) => s.context.problem;
export const selectAssets = (s: Snapshot) => s.context.assets;
export { offeredMainTypes, parseDecimal, subTypesOf };
export const selectCanSubmit = (s: Snapshot) => s.can({ type: 'dialog.submit' });
export const selectCanDelete = (s: Snapshot) => s.can({ type: 'delete.request' });
