import type { SnapshotFrom } from 'xstate';
import type { appUpdateMachine } from './app-update.machine';

type AppUpdateSnapshot = SnapshotFrom<typeof appUpdateMachine>;

/** The prompt shows from the moment a version waits until the page reloads. */
export const selectPromptShown = (s: AppUpdateSnapshot) =>
  s.matches('available') || s.matches('activating') || s.matches('reloading');
export const selectIsUpdating = (s: AppUpdateSnapshot) => s.matches('activating') || s.matches('reloading');
export const selectCanAccept = (s: AppUpdateSnapshot) => s.can({ type: 'update.accept' });
export const selectCanDismiss = (s: AppUpdateSnapshot) => s.can({ type: 'update.dismiss' });
