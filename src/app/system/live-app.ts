import { fromPromise } from 'xstate';
import { householdScopeMachine } from '@machines/household-scope/household-scope.machine';
import { notificationsMachine } from '@machines/notifications/notifications.machine';
import { type ActorSystem, createApiFor } from './api-for';
import { liveVisitMachine, type Navigate, rememberedHouseholdKey } from './live-visit';

export { livePreferencesMachine, type Navigate, rememberedHouseholdKey, storedAppInput } from './live-visit';

/**
 * The app machine with every side effect bound in (ADR 030): the whole visit's actors (./live-visit.ts) and the
 * signed-in frame's, the household scope and the notifications, over the server and the browser's storage. The
 * first visit's code holds the machines and these bindings only: the API modules (ky, zod), the toaster and the
 * service worker's helpers are loaded on first use (architecture §7).
 */

// A visitor of `/` who never signs in never downloads ky, zod or the API modules. Each call goes through the client
// of the system the actor runs in (./api-for.ts).
const householdApi = (system: ActorSystem) =>
  Promise.all([import('@/api/household'), import('@/api/failure'), createApiFor(system)]);
const alertsApi = (system: ActorSystem) =>
  Promise.all([import('@/api/alerts'), import('@/api/failure'), createApiFor(system)]);

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
    loadScope: fromPromise(async ({ input, system }) => {
      const [{ fetchHouseholds, fetchMembers }, { callApi }, client] = await householdApi(system);
      return callApi(async () => {
        const own = { household: null, member: null };
        if (input.household === null) {
          const [households, members] = await Promise.all([
            fetchHouseholds(client),
            fetchMembers(client, own),
          ]);
          return { households, members };
        }
        const households = await fetchHouseholds(client);
        const listed = households.some((h) => h.uuid === input.household);
        const members = await fetchMembers(
          client,
          listed ? { household: input.household, member: null } : own,
        );
        return { households, members };
      });
    }),
    loadHouseholds: fromPromise(async ({ system }) => {
      const [{ fetchHouseholds }, { callApi }, client] = await householdApi(system);
      return callApi(() => fetchHouseholds(client));
    }),
    leaveHousehold: fromPromise(async ({ input, system }) => {
      const [{ leaveHousehold }, { callApi }, client] = await householdApi(system);
      return callApi(() => leaveHousehold(client, input.household));
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
    loadNotifications: fromPromise(async ({ system }) => {
      const [{ fetchNotifications }, { callApi }, client] = await alertsApi(system);
      return callApi(() => fetchNotifications(client));
    }),
    markRead: fromPromise(async ({ input, system }) => {
      const [{ markNotificationsRead }, { callApi }, client] = await alertsApi(system);
      return callApi(() => markNotificationsRead(client, input.uuids ?? undefined));
    }),
  },
});

/** The app machine as the browser runs it; `navigate` is the router's (src/main.tsx). */
export function liveAppMachine(navigate: Navigate) {
  return liveVisitMachine(navigate).provide({
    actors: { householdScope: liveScopeMachine, notifications: liveNotificationsMachine },
  });
}
