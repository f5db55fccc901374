import type { SnapshotFrom } from 'xstate';
import type { GoogleAuthMachine } from './google-auth.machine';

type GoogleAuthSnapshot = SnapshotFrom<GoogleAuthMachine>;

export const selectIsBusy = (s: GoogleAuthSnapshot) =>
  s.matches('signingIn') || s.matches('accepting') || s.matches('signedIn') || s.matches('leaving');
export const selectShowsTerms = (s: GoogleAuthSnapshot) =>
  s.matches('termsRequired') || s.matches('accepting') || s.matches('acceptFailed');
export const selectTermsAccepted = (s: GoogleAuthSnapshot) => s.context.termsAccepted;
export const selectIsAccepting = (s: GoogleAuthSnapshot) => s.matches('accepting');
export const selectFailure = (s: GoogleAuthSnapshot) =>
  s.matches('failed') || s.matches('acceptFailed') ? s.context.failure : null;
export const selectUserEmail = (s: GoogleAuthSnapshot) => s.context.userInfo?.email ?? null;
export const selectCanAccept = (s: GoogleAuthSnapshot) => s.can({ type: 'google.accept' });
