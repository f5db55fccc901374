import type { SnapshotFrom } from 'xstate';
import { type AppMachine, showsWholeFamily } from './app.machine';

type AppSnapshot = SnapshotFrom<AppMachine>;

/** product §2: protected pages open while an access token is stored; without one they go to /login. */
export const selectSignedIn = (s: AppSnapshot) => s.matches({ access: 'signedIn' });
/** product §2, §6: a signed-in visitor on / goes to /dashboard (the session holds a usable token). */
export const selectLeavesLanding = (s: AppSnapshot) => s.context.authenticated;
/**
 * product §10: /login and /signup send a person to /dashboard who was signed in when the page opened; one who
 * signed in on it stays until the login flow leaves it.
 */
export const selectLeavesAuthForm = (s: AppSnapshot) =>
  s.context.authenticated && s.matches({ page: 'openedSignedIn' });
/** The signed-in frame is shown: the household scope and the notifications run. */
export const selectInTheFrame = (s: AppSnapshot) => s.matches({ access: { signedIn: 'inTheFrame' } });
/** The zakat page shows each member's result (the whole family of several members, product §13). */
export const selectShowsWholeFamily = (s: AppSnapshot) => showsWholeFamily(s.context.page, s.context);
