import type { SnapshotFrom } from 'xstate';
import type { GoogleAuthMachine } from './google-auth.machine';

type GoogleAuthSnapshot = SnapshotFrom<GoogleAuthMachine>;

/** Google's button is shown (the configuration had a client id and Google's script loaded). */
export const selectIsAvailable = (s: GoogleAuthSnapshot) =>
  s.matches('available') ||
  // still shown, disabled, while a signed-in person is taken on
  (s.context.clientId !== null && (s.matches('signedIn') || s.matches('leaving')));
export const selectClientId = (s: GoogleAuthSnapshot) => s.context.clientId;
export const selectIsBusy = (s: GoogleAuthSnapshot) =>
  s.matches({ available: 'signingIn' }) ||
  s.matches('accepting') ||
  s.matches('signedIn') ||
  s.matches('leaving');
export const selectShowsTerms = (s: GoogleAuthSnapshot) =>
  s.matches('termsRequired') || s.matches('accepting') || s.matches('acceptFailed');
export const selectTermsAccepted = (s: GoogleAuthSnapshot) => s.context.termsAccepted;
export const selectIsAccepting = (s: GoogleAuthSnapshot) => s.matches('accepting');
export const selectFailure = (s: GoogleAuthSnapshot) =>
  s.matches({ available: 'signInFailed' }) || s.matches('acceptFailed') ? s.context.failure : null;
export const selectUserEmail = (s: GoogleAuthSnapshot) => s.context.userInfo?.email ?? null;
export const selectCanAccept = (s: GoogleAuthSnapshot) => s.can({ type: 'google.accept' });
