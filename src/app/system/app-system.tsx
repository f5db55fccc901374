import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useSyncExternalStore,
} from 'react';
import { useSelector } from '@/lib/use-selector';
import { useLocation } from 'react-router';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { AppMachine } from '@machines/app/app.machine';
import type { PageFlows } from '@machines/app/types';
import type { appUpdateMachine } from '@machines/app-update/app-update.machine';
import type { HouseholdScopeMachine } from '@machines/household-scope/household-scope.machine';
import type { NotificationsMachine } from '@machines/notifications/notifications.machine';
import type { preferencesMachine } from '@machines/preferences/preferences.machine';
import type { sessionMachine } from '@machines/session/session.machine';
import { appEvents } from './use-app-events';

/** The app's root actor (ADR 030): every app-wide actor is its child, named by its systemId. */
export type AppActor = ActorRefFrom<AppMachine>;

/** The app-wide actors by systemId. */
export interface AppActors {
  session: ActorRefFrom<typeof sessionMachine>;
  preferences: ActorRefFrom<typeof preferencesMachine>;
  appUpdate: ActorRefFrom<typeof appUpdateMachine>;
  householdScope: ActorRefFrom<HouseholdScopeMachine>;
  notifications: ActorRefFrom<NotificationsMachine>;
}

/** The children that run for the whole visit. */
type VisitActor = 'session' | 'preferences' | 'appUpdate';
/** The children that run while the signed-in frame is shown (the app machine's `inTheFrame`). */
type FrameActor = 'householdScope' | 'notifications';

const AppSystemContext = createContext<AppActor | null>(null);

/** The one provider of the app: its root actor, started once where the app starts (src/main.tsx; a test's own). */
export function AppSystemProvider({ app, children }: { app: AppActor; children: ReactNode }) {
  return <AppSystemContext.Provider value={app}>{children}</AppSystemContext.Provider>;
}

/** The app's root actor. */
export function useApp(): AppActor {
  const app = useContext(AppSystemContext);
  if (!app) throw new Error('The app’s actors need <AppSystemProvider> above them');
  return app;
}

/** An app-wide actor of the whole visit, by its systemId. */
export function useAppActor<K extends VisitActor>(systemId: K): AppActors[K] {
  const actor = useApp().system.get(systemId) as AppActors[K] | undefined;
  if (!actor) throw new Error(`The app has no ${systemId}`);
  return actor;
}

/** An actor of the signed-in frame, while the frame is shown; null elsewhere (a view rendered on its own). */
export function useFrameActor<K extends FrameActor>(systemId: K): AppActors[K] | null {
  return useSelector(useApp(), (s) => (s.children as Partial<AppActors>)[systemId] ?? null);
}

/**
 * Hands a signed-in page's flows to the app while the page is shown (ADR 030): the app machine runs them as its
 * children in the household scope, starts them afresh when the scope changes, and stops them when the page closes.
 * `flows` keeps its identity for as long as the page is shown (a module constant, or memoised).
 */
export function usePageFlows(flows: PageFlows): void {
  const app = useApp();
  useEffect(() => {
    const events = appEvents(app);
    events.pageOpened(flows);
    return () => events.pageClosed(flows);
  }, [app, flows]);
}

/**
 * The flow the app runs for this page (`page`: its machine; `pageBeside`: the flow beside it, the CSV import), or null
 * until the app has started it: the page just opened may still see the flows of the page it replaces, until that one
 * closes. The page says which machine its flows are (the app holds any).
 *
 * A page's first flow reaches it as a deferred value: the page's view is first drawn in a render React does in slices,
 * leaving the phone free between them, not in the one synchronous render a store's update gets (the flows open in an
 * effect after the page's first render, architecture §7: total blocking time). A flow started afresh (another scope,
 * rows imported) replaces the one on screen in the same task, whatever caused it: the view of a stopped flow would
 * take a person's press and drop it (the "Add transaction" of the member chosen a moment before).
 */
export function usePageActor<A extends AnyActorRef>(flows: PageFlows, id: 'page' | 'pageBeside'): A | null {
  const app = useApp();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = app.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [app],
  );
  // The running flow itself, not a selection drawn later: a change of flow is drawn at once (useSyncExternalStore).
  const running = useSyncExternalStore(subscribe, () => {
    const snapshot = app.getSnapshot();
    return snapshot.context.page === flows
      ? (((snapshot.children as Record<string, AnyActorRef | undefined>)[id] as A) ?? null)
      : null;
  });
  const drawn = useDeferredValue(running);
  return drawn === null ? null : running;
}

/**
 * An event source, not a decision: the router reports each address it shows (`app.navigated`), and the app machine
 * decides what runs there (the signed-in frame's actors on its pages). Rendered inside the router, before the pages.
 */
export function ReportAddress() {
  const app = useApp();
  const { pathname } = useLocation();
  useLayoutEffect(() => appEvents(app).navigated(pathname), [app, pathname]);
  return null;
}
