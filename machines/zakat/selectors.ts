import type { SnapshotFrom } from 'xstate';
import { paymentAmountProblem, settingsAmountProblem } from './forms';
import type { ZakatMachine } from './zakat.machine';

type Snapshot = SnapshotFrom<ZakatMachine>;

export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectHasFailed = (s: Snapshot) => s.matches('loadingFailed');
export const selectCanRetry = (s: Snapshot) => s.can({ type: 'zakat.retry' });
export const selectZakat = (s: Snapshot) => (s.matches('loaded') ? (s.context.page?.zakat ?? null) : null);
export const selectPayments = (s: Snapshot) => s.context.page?.payments ?? [];
export const selectSettingsForm = (s: Snapshot) => s.context.settingsForm;
export const selectPaymentForm = (s: Snapshot) => s.context.paymentForm;
export const selectCashProblem = (s: Snapshot) => settingsAmountProblem(s.context.settingsForm.cashEgp);
export const selectDebtsProblem = (s: Snapshot) => settingsAmountProblem(s.context.settingsForm.debtsEgp);
export const selectReceivablesProblem = (s: Snapshot) =>
  settingsAmountProblem(s.context.settingsForm.receivablesEgp);
export const selectPaymentAmountProblem = (s: Snapshot) => paymentAmountProblem(s.context.paymentForm.amount);

/**
 * Whether the page offers to change the settings and record payments: the machine's own answer, whether it takes a
 * change to the cash field (it refuses a viewer's edits, save and payment in every state). Not `can(settings.save)`:
 * that also waits for a valid form.
 */
export const selectMayWrite = (s: Snapshot) =>
  s.can({ type: 'settings.edit', field: 'cashEgp', value: `${s.context.settingsForm.cashEgp}0` });
export const selectIsSavingSettings = (s: Snapshot) => s.matches({ loaded: 'savingSettings' });
export const selectIsRecordingPayment = (s: Snapshot) => s.matches({ loaded: 'recordingPayment' });
export const selectIsDownloadingReminder = (s: Snapshot) => s.matches({ loaded: 'downloadingReminder' });
export const selectCanSaveSettings = (s: Snapshot) => s.can({ type: 'settings.save' });
export const selectCanRecordPayment = (s: Snapshot) => s.can({ type: 'payment.record' });
export const selectCanDownloadReminder = (s: Snapshot) => s.can({ type: 'reminder.download' });

/** Which of the three actions failed last, with the server's answer; null when none did. */
export function selectFailure(s: Snapshot) {
  const failure = s.context.failure;
  if (!failure) return null;
  if (s.matches({ loaded: 'settingsFailed' })) return { action: 'settings' as const, failure };
  if (s.matches({ loaded: 'paymentFailed' })) return { action: 'payment' as const, failure };
  if (s.matches({ loaded: 'reminderFailed' })) return { action: 'reminder' as const, failure };
  return null;
}
