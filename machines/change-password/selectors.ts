import type { SnapshotFrom } from 'xstate';
import { livePasswordProblems } from '@machines/shared/live-password-rules';
import type { ChangePasswordMachine } from './change-password.machine';

type Snapshot = SnapshotFrom<ChangePasswordMachine>;

export const selectCurrent = (s: Snapshot) => s.context.current;
export const selectPassword = (s: Snapshot) => s.context.password;
export const selectConfirmPassword = (s: Snapshot) => s.context.confirmPassword;
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors;
export const selectIsSaving = (s: Snapshot) => s.matches('saving');
export const selectFailure = (s: Snapshot) => (s.matches('savingFailed') ? s.context.failure : null);
/** The password rules the typed new password breaks, in the server's words, as it is typed (none before). */
export const selectPasswordRules = (s: Snapshot) => livePasswordProblems(s.context, s.context.email);
