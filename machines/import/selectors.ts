import type { SnapshotFrom } from 'xstate';
import { importMachine, type ImportMachine } from './import.machine';

type Snapshot = SnapshotFrom<ImportMachine>;

/**
 * Whether the page offers the import: the machine's own guard, asked in the state that takes `import.open` (it refuses
 * a viewer's in every state). Not `can(import.open)` in the state now: that is false too while an export runs or the
 * dialog is open, where the owner's button stays.
 */
export const selectMayImport = (s: Snapshot) =>
  importMachine.resolveState({ value: 'closed', context: s.context }).can({ type: 'import.open' });
export const selectIsOpen = (s: Snapshot) =>
  !s.matches('closed') && !s.matches('exporting') && !s.matches('exportFailed');
export const selectIsExporting = (s: Snapshot) => s.matches('exporting');
export const selectExportFailed = (s: Snapshot) => s.matches('exportFailed');
export const selectIsPreviewing = (s: Snapshot) => s.matches('previewing');
export const selectIsImporting = (s: Snapshot) => s.matches('importing');
export const selectPreviewFailed = (s: Snapshot) => s.matches('previewFailed');
export const selectImportFailed = (s: Snapshot) => s.matches('importFailed');
export const selectIsImported = (s: Snapshot) => s.matches('imported');
export const selectIsBusy = (s: Snapshot) => s.matches('previewing') || s.matches('importing');
export const selectFileName = (s: Snapshot) => s.context.file?.name ?? null;
export const selectPreview = (s: Snapshot) =>
  s.matches('previewed') || s.matches('importing') || s.matches('importFailed') ? s.context.preview : null;
export const selectRefusal = (s: Snapshot) => (s.matches('refused') ? s.context.refusal : null);
export const selectResult = (s: Snapshot) => s.context.result;
export const selectCanImport = (s: Snapshot) => s.can({ type: 'import.confirm' });
export const selectCanRetry = (s: Snapshot) => s.can({ type: 'import.retry' });
