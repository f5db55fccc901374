import type { SnapshotFrom } from 'xstate';
import { livePasswordProblems } from '@machines/shared/live-password-rules';
import type { PasswordResetMachine } from './password-reset.machine';

type Snapshot = SnapshotFrom<PasswordResetMachine>;

export const selectPassword = (s: Snapshot) => s.context.password;
export const selectConfirmPassword = (s: Snapshot) => s.context.confirmPassword;
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors;
export const selectIsSaving = (s: Snapshot) => s.matches('saving') || s.matches('saved');
export const selectIsLinkInvalid = (s: Snapshot) => s.matches('invalidLink');
export const selectFailure = (s: Snapshot) => (s.matches('savingFailed') ? s.context.failure : null);
/** The password rules the typed password breaks, in the server's words (the address is the server's to compare). */
export const selectPasswordRules = (s: Snapshot) => livePasswordProblems(s.context);
