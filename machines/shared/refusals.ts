import type { AnyActorRef } from 'xstate';
import type { ActingFor } from './acting-for';
import { apiFailureOf, type ApiFailure } from './api-failure';

/** The actors a machine's action can reach: the app's, by systemId (ADR 030). */
interface ReachesSystem {
  context: object;
  system: { get: (systemId: string) => AnyActorRef | undefined };
}

/**
 * product §4, §8: any 403 on an authenticated call signs the person out, except where it is a household role's
 * answer (product §13): in a household shared with the person, a 403 refuses that one call (a viewer's write), and
 * the page shows it.
 */
export const endsSession = (failure: ApiFailure, scope: ActingFor | undefined) =>
  failure.status === 403 && (scope?.household ?? null) === null;

const scopeOf = (context: object): ActingFor | undefined =>
  'scope' in context ? (context.scope as ActingFor) : undefined;

/**
 * The action every authenticated call's failure runs (`endSessionIfForbidden`): when the failure `endsSession`, the
 * machine tells the app's `session` (by systemId), which signs out with its message. A session already signed out
 * (another call's 403 came first) is told nothing.
 */
export function tellSessionIfForbidden({ context, system }: ReachesSystem, failure: ApiFailure): void {
  if (!endsSession(failure, scopeOf(context))) return;
  const session = system.get('session');
  if (session && !session.getSnapshot().matches('signedOut')) session.send({ type: 'session.forbidden' });
}

/** The action as an invoke's `onError` names it, given the typed failure of the call. */
export const endSessionIfForbidden = {
  type: 'endSessionIfForbidden',
  params: ({ event }: { event: { error: unknown } }) => apiFailureOf(event.error),
} as const;

/**
 * `failingTo` for an authenticated call: the failure is also held against the 403 rule (`endSessionIfForbidden`,
 * machines/shared/refusals.ts), so a 403 that is no household role's answer ends the session.
 */
export const failingSignedInTo = <T extends string, A extends string>(target: T, action: A) =>
  ({
    target,
    actions: [
      { type: action, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      endSessionIfForbidden,
    ],
  }) as const;
