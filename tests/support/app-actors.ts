import type { AppActor, AppActors } from '@/app/system/app-system';

/**
 * A stand-in for the app's root actor (ADR 030) that answers with the actors given, for a machine's own model test:
 * the actor under test is started by the test, not as the app machine's child, and the views reach it as they would
 * reach the app's (by its systemId). Tests of the composition itself start the real app machine instead.
 */
export function appOf(actors: Partial<AppActors>): AppActor {
  const snapshot = { children: actors };
  return {
    system: { get: (systemId: keyof AppActors) => actors[systemId] },
    getSnapshot: () => snapshot,
    subscribe: () => ({ unsubscribe: () => undefined }),
    send: () => undefined,
  } as unknown as AppActor;
}
