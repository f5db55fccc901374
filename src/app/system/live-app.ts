import { fromPromise } from 'xstate';
import type { NavigateOptions, To } from 'react-router';
import { appMachine } from '@machines/app/app.machine';
import { sessionReportsFrom } from '@machines/app/session-reports';
import type { AppInput } from '@machines/app/types';
import { appUpdateMachine } from '@machines/app-update/app-update.machine';
import { householdScopeMachine } from '@machines/household-scope/household-scope.machine';
import { notificationsMachine } from '@machines/notifications/notifications.machine';
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

/**
 * The app machine with every side effect bound in (ADR 030): the browser's storage, the router and the server. The
 * first visit's code holds the machines and these bindings only: the API modules (ky, zod), the toaster and the
 * service worker's helpers are loaded on first use (architecture §7).
 */

// A visitor of `/` who never signs in never downloads ky, zod or the API modules.
const authApi = () => import('@/api/auth');
const householdApi = () => Promise.all([import('@/api/household'), import('@/api/failure')]);
const alertsApi = () => Promise.all([import('@/api/alerts'), import('@/api/failure')]);

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

function rememberHousehold(userId: unknown, household: string | null): void {
  if (typeof userId !== 'number') return;
  try {
    if (household === null) localStorage.removeItem(rememberedHouseholdKey(userId));
    else localStorage.setItem(rememberedHouseholdKey(userId), household);
  } catch {
    // Storage refused (a private window): the next visit starts in the person's own household.
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

const liveScopeMachine = householdScopeMachine.provide({
  actors: {
    // The members are those of the household looked at; one remembered from an earlier visit only while the server
    // still lists it (else the person's own, whose members the machine then shows).
    loadScope: fromPromise(async ({ input }) => {
      const [{ fetchHouseholds, fetchMembers }, { callApi }] = await householdApi();
      return callApi(async () => {
        const own = { household: null, member: null };
        if (input.household === null) {
          const [households, members] = await Promise.all([fetchHouseholds(), fetchMembers(own)]);
          return { households, members };
        }
        const households = await fetchHouseholds();
        const listed = households.some((h) => h.uuid === input.household);
        const members = await fetchMembers(listed ? { household: input.household, member: null } : own);
        return { households, members };
      });
    }),
    loadHouseholds: fromPromise(async () => {
      const [{ fetchHouseholds }, { callApi }] = await householdApi();
      return callApi(() => fetchHouseholds());
    }),
    leaveHousehold: fromPromise(async ({ input }) => {
      const [{ leaveHousehold }, { callApi }] = await householdApi();
      return callApi(() => leaveHousehold(input.household));
    }),
  },
  actions: {
    // Remembered for the person signed in (the session, by its systemId).
    rememberHousehold: ({ system }, { household }) =>
      rememberHousehold(system.get('session')?.getSnapshot().context.user?.user_id, household),
  },
});

const liveNotificationsMachine = notificationsMachine.provide({
  actors: {
    loadNotifications: fromPromise(async () => {
      const [{ fetchNotifications }, { callApi }] = await alertsApi();
      return callApi(() => fetchNotifications());
    }),
    markRead: fromPromise(async ({ input }) => {
      const [{ markNotificationsRead }, { callApi }] = await alertsApi();
      return callApi(() => markNotificationsRead(input.uuids ?? undefined));
    }),
  },
});

/** The app machine as the browser runs it; `navigate` is the router's (src/main.tsx). */
export function liveAppMachine(navigate: Navigate) {
  return appMachine.provide({
    actors: {
      session: liveSessionMachine({
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
        // Tabs share one session (docs/decisions/005): one refresh at a time.
        locks: 'locks' in navigator ? navigator.locks : null,
      }),
      preferences: livePreferencesMachine,
      appUpdate: liveAppUpdateMachine,
      householdScope: liveScopeMachine,
      notifications: liveNotificationsMachine,
      sessionReports: sessionReportsFrom(readRememberedHousehold),
    },
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
