import type { SnapshotFrom } from 'xstate';
import type { PasswordResetMachine } from './password-reset.machine';

type Snapshot = SnapshotFrom<PasswordResetMachine>;

export const selectPassword = (s: Snapshot) => s.context.password;
export const selectConfirmPassword = (s: Snapshot) => s.context.confirmPassword;
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors;
export const selectIsSaving = (s: Snapshot) => s.matches('saving') || s.matches('saved');
export const selectIsLinkInvalid = (s: Snapshot) => s.matches('invalidLink');
export const selectFailure = (s: Snapshot) => (s.matches('savingFailed') ? s.context.failure : null);
