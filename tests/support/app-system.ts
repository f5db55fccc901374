import {
  createActor,
  fromPromise,
  type AnyActorLogic,
  type InspectionEvent,
  type SimulatedClock,
} from 'xstate';
import type { NotificationList } from '@contract/alerts';
import { appMachine } from '@machines/app/app.machine';
import type { AppInput } from '@machines/app/types';
import { householdScopeMachine } from '@machines/household-scope/household-scope.machine';
import type { ScopeData } from '@machines/household-scope/types';
import { notificationsMachine } from '@machines/notifications/notifications.machine';
import type { PreferencesInput } from '@machines/preferences/types';
import type { SessionInput } from '@machines/session/types';
import type { AppActor } from '@/app/system/app-system';

/** The app machine's children, by the name the machine invokes them with (ADR 030). */
export type AppChildren = Partial<
  Record<
    'session' | 'preferences' | 'appUpdate' | 'householdScope' | 'notifications' | 'sessionReports',
    AnyActorLogic
  >
>;

/**
 * The real app machine for a test (ADR 030), its children bound to test doubles instead of the browser and the
 * server: the signed-in frame's household scope is the person's own with no members, and no notification is waiting.
 * The session, the preferences and the app update are the pure machines (their side effects do nothing) unless the
 * test gives its own; the views reach each child by its systemId exactly as in the app.
 */
export function testAppMachine(children: AppChildren = {}) {
  return appMachine.provide({
    actors: {
      householdScope: householdScopeMachine.provide({
        actors: { loadScope: fromPromise(async (): Promise<ScopeData> => ({ households: [], members: [] })) },
      }),
      notifications: notificationsMachine.provide({
        actors: {
          loadNotifications: fromPromise(async (): Promise<NotificationList> => ({ unread: 0, results: [] })),
        },
      }),
      ...children,
    } as never,
  });
}

/** No token stored. */
export const signedOutSession = (now = Date.now()): SessionInput => ({
  accessToken: null,
  refreshToken: null,
  user: null,
  now,
});

export interface TestAppStart {
  /** The tokens stored when the app starts; none by default. */
  session?: SessionInput;
  /** The stored choices; dark and English by default. */
  preferences?: PreferencesInput;
  /** The page the app opens on; `/` by default. */
  pathname?: string;
}

export function testAppInput({ session, preferences, pathname = '/' }: TestAppStart = {}): AppInput {
  return {
    session: session ?? signedOutSession(),
    preferences: preferences ?? { theme: 'dark', language: 'en' },
    pathname,
  };
}

/** Starts the real app machine with these children (test doubles by default), as src/main.tsx starts the app's. */
export function startTestApp(
  children: AppChildren = {},
  start: TestAppStart = {},
  options: { clock?: SimulatedClock; inspect?: (event: InspectionEvent) => void } = {},
): AppActor {
  return createActor(testAppMachine(children), { input: testAppInput(start), ...options }).start();
}
