import type { SnapshotFrom } from 'xstate';
import type { ForgotPasswordMachine } from './forgot-password.machine';

type Snapshot = SnapshotFrom<ForgotPasswordMachine>;

export const selectEmail = (s: Snapshot) => s.context.email;
export const selectEmailError = (s: Snapshot) => s.context.emailError;
export const selectIsSending = (s: Snapshot) => s.matches('sending');
export const selectIsSent = (s: Snapshot) => s.matches('sent');
export const selectFailure = (s: Snapshot) => (s.matches('sendingFailed') ? s.context.failure : null);
