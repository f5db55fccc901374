import type { SnapshotFrom } from 'xstate';
import type { AccountSettingsMachine } from './account-settings.machine';

type Snapshot = SnapshotFrom<AccountSettingsMachine>;

export const selectAccount = (s: Snapshot) => (s.matches('loaded') ? s.context.account : null);
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailure = (s: Snapshot) => (s.matches('loadingFailed') ? s.context.failure : null);
export const selectActionFailure = (s: Snapshot) => (s.matches('loaded') ? s.context.failure : null);
export const selectIsExporting = (s: Snapshot) => s.matches({ loaded: 'exporting' });
export const selectIsSigningOut = (s: Snapshot) =>
  s.matches({ loaded: 'signingOutEverywhere' }) || s.matches('signedOut');
export const selectIsBusy = (s: Snapshot) => !s.matches({ loaded: 'idle' });
