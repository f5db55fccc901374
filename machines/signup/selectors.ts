import type { SnapshotFrom } from 'xstate';
import { livePasswordProblems } from '@machines/shared/live-password-rules';
import type { SignupMachine } from './signup.machine';

type SignupSnapshot = SnapshotFrom<SignupMachine>;

export const selectEmail = (s: SignupSnapshot) => s.context.email;
export const selectPassword = (s: SignupSnapshot) => s.context.password;
export const selectConfirmPassword = (s: SignupSnapshot) => s.context.confirmPassword;
export const selectTermsAccepted = (s: SignupSnapshot) => s.context.termsAccepted;
export const selectFieldErrors = (s: SignupSnapshot) => s.context.fieldErrors;
export const selectIsSubmitting = (s: SignupSnapshot) => s.matches('submitting') || s.matches('signedUp');
export const selectFailure = (s: SignupSnapshot) => (s.matches('signUpFailed') ? s.context.failure : null);
/** product §2: create-account is disabled while loading or while the terms are unticked. */
export const selectCanCreateAccount = (s: SignupSnapshot) => s.can({ type: 'signup.submit' });
/**
 * product §5 acceptTermsRequired: the button is disabled while the terms are unticked, so once the rest of the form is
 * filled in the form says what is missing.
 */
export const selectTermsHint = (s: SignupSnapshot) =>
  !s.context.termsAccepted &&
  s.context.email.trim() !== '' &&
  s.context.password !== '' &&
  s.context.confirmPassword !== '' &&
  !s.matches('submitting');
/** The password rules the typed password breaks, in the server's words, as it is typed (none before). */
export const selectPasswordRules = (s: SignupSnapshot) => livePasswordProblems(s.context, s.context.email);
