import { fromPromise } from 'xstate';
import { householdScopeMachine } from '@machines/household-scope/household-scope.machine';
import { notificationsMachine } from '@machines/notifications/notifications.machine';
import { liveVisitMachine, type Navigate, rememberedHouseholdKey } from './live-visit';

export { livePreferencesMachine, type Navigate, rememberedHouseholdKey, storedAppInput } from './live-visit';

/**
 * The app machine with every side effect bound in (ADR 030): the whole visit's actors (./live-visit.ts) and the
 * signed-in frame's, the household scope and the notifications, over the server and the browser's storage. The
 * first visit's code holds the machines and these bindings only: the API modules (ky, zod), the toaster and the
 * service worker's helpers are loaded on first use (architecture §7).
 */

// A visitor of `/` who never signs in never downloads ky, zod or the API modules.
const householdApi = () => Promise.all([import('@/api/household'), import('@/api/failure')]);
const alertsApi = () => Promise.all([import('@/api/alerts'), import('@/api/failure')]);

function rememberHousehold(userId: unknown, household: string | null): void {
  if (typeof userId !== 'number') return;
  try {
    if (household === null) localStorage.removeItem(rememberedHouseholdKey(userId));
    else localStorage.setItem(rememberedHouseholdKey(userId), household);
  } catch {
    // Storage refused (a private window): the next visit starts in the person's own household.
  }
}

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
  return liveVisitMachine(navigate).provide({
    actors: { householdScope: liveScopeMachine, notifications: liveNotificationsMachine },
  });
}
