import type { SnapshotFrom } from 'xstate';
import type { LoginMachine } from './login.machine';

type LoginSnapshot = SnapshotFrom<LoginMachine>;

export const selectEmail = (s: LoginSnapshot) => s.context.email;
export const selectPassword = (s: LoginSnapshot) => s.context.password;
export const selectEmailError = (s: LoginSnapshot) => s.context.fieldErrors.email;
export const selectPasswordError = (s: LoginSnapshot) => s.context.fieldErrors.password;
export const selectIsSubmitting = (s: LoginSnapshot) => s.matches('submitting') || s.matches('signedIn');
const failed = (s: LoginSnapshot) => s.matches('signInFailed') || s.matches('resendFailed');
export const selectFailure = (s: LoginSnapshot) => (failed(s) ? s.context.failure : null);
/** When a throttled sign-in (or link) may be tried again (ms since epoch); null unless the last try was throttled. */
export const selectRetryAt = (s: LoginSnapshot) => (failed(s) ? s.context.retryAt : null);
/** The account waits for activation: the page says so and offers a fresh link (until one is sent). */
export const selectIsNotActive = (s: LoginSnapshot) =>
  s.matches('notActive') || s.matches('resendingActivation') || s.matches('resendFailed');
export const selectIsResending = (s: LoginSnapshot) => s.matches('resendingActivation');
export const selectActivationResent = (s: LoginSnapshot) => s.matches('activationResent');
export const selectCanSubmit = (s: LoginSnapshot) => s.can({ type: 'login.submit' });
