import { afterEach, expect, vi } from 'vitest';
import { type AnyActorLogic, type AnyActorRef, createActor, createMachine } from 'xstate';
import type { ActingFor } from '@machines/shared/acting-for';
import type { ApiFailure } from '@machines/shared/api-failure';

/**
 * A machine run as the app runs its flows (ADR 030): in an actor system beside stand-ins for the app's `session` and
 * `householdScope` (by those systemIds), which keep each event they are told. The session is signed in until a 403
 * signs it out (`session.forbidden`), so a rule that tells a signed-out session nothing can be seen doing so.
 * Run as `householdScope` (`systemId`), the machine is that actor itself, without a stand-in. Stopped with `app.stop()`.
 */
export function runInApp(
  logic: AnyActorLogic,
  input: Record<string, unknown> = {},
  { systemId }: { systemId?: 'householdScope' } = {},
) {
  const session: unknown[] = [];
  const scope: unknown[] = [];
  const keepIn =
    (told: unknown[]) =>
    ({ event }: { event: unknown }) =>
      void told.push(event);
  const sessionStandIn = createMachine({
    initial: 'signedIn',
    states: {
      signedIn: {
        on: {
          'session.forbidden': { target: 'signedOut', actions: keepIn(session) },
          '*': { actions: keepIn(session) },
        },
      },
      signedOut: { on: { '*': { actions: keepIn(session) } } },
    },
  });
  const scopeStandIn = createMachine({ on: { '*': { actions: keepIn(scope) } } });
  const app = createActor(
    createMachine({
      invoke: [
        { id: 'session', systemId: 'session', src: sessionStandIn },
        systemId
          ? { id: 'flow', systemId, src: logic, input }
          : { id: 'householdScope', systemId: 'householdScope', src: scopeStandIn },
        ...(systemId ? [] : [{ id: 'flow', src: logic, input }]),
      ],
    }),
  ).start();
  const child = app.getSnapshot().children.flow as AnyActorRef;
  return { app, child, session, scope };
}

/** Whom the access rules' scenario tests act for, the refusal they answer with, and what the app's stand-ins hear. */
export const shared: ActingFor = { household: 'h-shared', member: null };
export const own: ActingFor = { household: null, member: null };
export const forbidden: ApiFailure = {
  status: 403,
  body: { detail: 'You do not have permission to perform this action.' },
};
export const signedOut = [{ type: 'session.forbidden' }];
export const lostShared = [{ type: 'scope.accessLost', household: 'h-shared' }];

/** `runInApp` for one test file: every app it starts is stopped after its test. */
export function appRunner(): (...args: Parameters<typeof runInApp>) => ReturnType<typeof runInApp> {
  let apps: AnyActorRef[] = [];
  afterEach(() => {
    apps.forEach((app) => app.stop());
    apps = [];
  });
  return (...args) => {
    const running = runInApp(...args);
    apps.push(running.app);
    return running;
  };
}

/** Waits until `child` is in `state`. */
export const settled = (child: AnyActorRef, state: object | string) =>
  vi.waitFor(() => expect(child.getSnapshot().matches(state)).toBe(true));
