import { connectSession } from '@/api/session-port';
import i18n from '@/i18n/i18n';
import { navigate } from '@/app/navigation';
import { createSessionService } from './session-service';

// The API and toast modules are loaded on first use, not with the entry: a visitor of `/` who never signs in
// never downloads ky, zod or the toaster (architecture §7).
const authApi = () => import('@/api/auth');

/** The one session of the running app, connected to the HTTP client before any request is made. */
export const appSession = createSessionService({
  storage: window.localStorage,
  clock: () => Date.now(),
  refresh: async (refresh) => (await authApi()).refreshTokens(refresh),
  revoke: async (refresh) => (await authApi()).logout(refresh),
  // product §8: 403 → "you were logged out, please log in again"
  notifyLoggedOut: () => {
    void import('@/components/auth/auth-toast').then(({ authNotify }) =>
      authNotify.error(i18n.t('session.loggedOut')),
    );
  },
  // product §4: logout, refresh failure and 403 all go to /login
  redirectToLogin: () => navigate('/login', { replace: true }),
  // Tabs share one session (docs/decisions/005): one refresh at a time, and a sign-out anywhere signs out here.
  locks: 'locks' in navigator ? navigator.locks : null,
  storageEvents: window,
});

connectSession(appSession.port);
