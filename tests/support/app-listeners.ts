import { type AnyActorLogic, type AnyActorRef, createActor, createMachine } from 'xstate';

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
