import { logout, refreshTokens } from '@/api/auth';
import { connectSession } from '@/api/client';
import { authNotify } from './auth-toast';
import i18n from '@/i18n/i18n';
import { goToLogin } from './navigation';
import { createSessionService } from './session-service';

/** The one session of the running app, connected to the HTTP client before any request is made. */
export const appSession = createSessionService({
  storage: window.localStorage,
  clock: () => Date.now(),
  refresh: (refresh) => refreshTokens(refresh),
  revoke: (refresh) => logout(refresh),
  // spec §8: 403 → "you were logged out, please log in again"
  notifyLoggedOut: () => authNotify.error(i18n.t('session.loggedOut')),
  redirectToLogin: () => goToLogin(),
});

connectSession(appSession.port);
