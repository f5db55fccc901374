import type { SnapshotFrom } from 'xstate';
import type { EmailSettingsMachine } from './email-settings.machine';

type Snapshot = SnapshotFrom<EmailSettingsMachine>;

export const selectMonthlyReport = (s: Snapshot) => s.context.monthlyReport;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectIsSaving = (s: Snapshot) => s.matches('saving');
export const selectLoadingFailed = (s: Snapshot) => s.matches('loadingFailed');
export const selectSavingFailed = (s: Snapshot) => s.matches('savingFailed');
export const selectCanToggle = (s: Snapshot) => s.can({ type: 'emailSettings.toggle' });
