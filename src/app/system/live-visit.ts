import { fromPromise } from 'xstate';
import type { NavigateOptions, To } from 'react-router';
import { appMachine } from '@machines/app/app.machine';
import { sessionReportsFrom } from '@machines/app/session-reports';
import type { AppInput } from '@machines/app/types';
import { appUpdateMachine } from '@machines/app-update/app-update.machine';
import { preferencesMachine } from '@machines/preferences/preferences.machine';
import i18n from '@/i18n/i18n';
import {
  applyLanguage,
  applyTheme,
  persistLanguage,
  persistPrivacy,
  persistTheme,
  readStoredPreferences,
} from '@/app/preferences/document-preferences';
import { liveSessionMachine, storedSessionInput } from '@/app/session/session-service';
import { createApiFor } from './api-for';

/**
 * The app machine with the side effects of its whole-visit actors bound in (ADR 030): the session, the preferences,
 * the app update and the session's reports, over the browser's storage, the router and the server. The signed-in
 * frame's actors are bound apart (./live-app.ts), so that the signed-out forms' light entry (src/signed-out/main.tsx),
 * which hands the page to the app before any frame is shown, carries none of their code (architecture §7).
 */

// A visitor of `/` who never signs in never downloads ky, zod or the API modules.
const authApi = () => import('@/api/auth');

/** How the app leaves a page (the router's navigate, given where the router is created). */
export type Navigate = (to: To, options?: NavigateOptions) => void;

/** Where the household a person looked at last is kept, one key per person (two accounts may share a browser). */
export const rememberedHouseholdKey = (userId: number) => `dahabi.household.${userId}`;

function readRememberedHousehold(userId: number): string | null {
  try {
    return localStorage.getItem(rememberedHouseholdKey(userId));
  } catch {
    return null;
  }
}

/** The preferences with the document and the browser's storage bound in. */
export const livePreferencesMachine = preferencesMachine.provide({
  actions: {
    applyTheme: (_, { theme }) => applyTheme(theme),
    persistTheme: (_, { theme }) => persistTheme(theme),
    applyLanguage: (_, { language }) => applyLanguage(language),
    persistLanguage: (_, { language }) => persistLanguage(language),
    persistPrivacy: (_, { privacy }) => persistPrivacy(privacy),
  },
});

const liveAppUpdateMachine = appUpdateMachine.provide({
  actors: {
    activateUpdate: fromPromise(async () => {
      const registration = await navigator.serviceWorker?.getRegistration();
      if (!registration) return;
      const { activateWaitingWorker } = await import('@/pwa/activate-waiting-worker');
      await activateWaitingWorker(navigator.serviceWorker, registration);
    }),
  },
  actions: { reloadPage: () => window.location.reload() },
});

/**
 * The app machine with its whole-visit actors bound; `navigate` is how the session leaves a page. Its signed-in
 * frame's actors are the machine's own placeholders until ./live-app.ts binds them.
 */
export function liveVisitMachine(navigate: Navigate) {
  return appMachine.provide({
    actors: {
      session: liveSessionMachine({
        storage: window.localStorage,
        clock: () => Date.now(),
        refresh: async (refresh, system) => {
          const [{ refreshTokens }, client] = await Promise.all([authApi(), createApiFor(system)]);
          return refreshTokens(client, refresh);
        },
        revoke: async (refresh, system) => {
          const [{ logout }, client] = await Promise.all([authApi(), createApiFor(system)]);
          return logout(client, refresh);
        },
        // product §8: 403 → "you were logged out, please log in again"
        notifyLoggedOut: () => {
          void import('@/components/auth/auth-toast').then(({ authNotify }) =>
            authNotify.error(i18n.t('session.loggedOut')),
          );
        },
        // product §4: logout, refresh failure and 403 all go to /login
        redirectToLogin: () => navigate('/login', { replace: true }),
        // Tabs share one session (docs/decisions/005): one refresh at a time.
        locks: 'locks' in navigator ? navigator.locks : null,
      }),
      preferences: livePreferencesMachine,
      appUpdate: liveAppUpdateMachine,
      sessionReports: sessionReportsFrom(readRememberedHousehold),
    },
    // A page's flow shows another address (ADR 030: its navigation is the app's, not a hook's).
    actions: { goTo: (_, { to, replace }) => navigate(to, { replace }) },
  });
}

/** What the app starts from: the stored tokens and choices, and the page it opens on. */
export function storedAppInput(pathname: string): AppInput {
  return {
    session: storedSessionInput(window.localStorage, () => Date.now()),
    preferences: readStoredPreferences(),
    pathname,
  };
}
