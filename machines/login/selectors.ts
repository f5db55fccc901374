import type { SnapshotFrom } from 'xstate';
import type { LoginMachine } from './login.machine';

type LoginSnapshot = SnapshotFrom<LoginMachine>;

export const selectEmail = (s: LoginSnapshot) => s.context.email;
export const selectPassword = (s: LoginSnapshot) => s.context.password;
export const selectEmailError = (s: LoginSnapshot) => s.context.fieldErrors.email;
export const selectPasswordError = (s: LoginSnapshot) => s.context.fieldErrors.password;
export const selectIsSubmitting = (s: LoginSnapshot) => s.matches('submitting') || s.matches('signedIn');
export const selectFailure = (s: LoginSnapshot) => (s.matches('signInFailed') ? s.context.failure : null);
/** When a throttled sign-in may be tried again (ms since epoch); null unless the last try was throttled. */
export const selectRetryAt = (s: LoginSnapshot) => (s.matches('signInFailed') ? s.context.retryAt : null);
export const selectCanSubmit = (s: LoginSnapshot) => s.can({ type: 'login.submit' });
