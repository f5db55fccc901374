import type { AnyActorRef } from 'xstate';
import { OWN_HOUSEHOLD_SCOPE, type ActingFor } from './acting-for';
import type { ApiFailure } from './api-failure';

/**
 * The typed failure of a call's error, as `apiFailureOf` reads it (./api-failure.ts): kept here because the first
 * visit's code (the scope, the notifications) runs this rule and must not load that module's messages.
 */
const apiFailureOf = (error: unknown): ApiFailure =>
  typeof error === 'object' && error !== null && 'status' in error && 'body' in error
    ? (error as ApiFailure)
    : { status: null, body: null };

/** Whose access a failed authenticated call may have lost: the session's, a shared household's, or nobody's. */
export type LostAccess = { lost: 'session' } | { lost: 'sharedHousehold'; household: string } | null;

/**
 * product §4, §8, §13: what a failed authenticated call says about the person's access, by whom it acted for (no
 * scope: the person's own household).
 * - In the person's own household a 403 signs them out ("you were logged out, please log in again"); any other
 *   failure is the call's own.
 * - In a household shared with them, a 403 or a 404 may be that household's access lost (its owner revoked it). Only
 *   the household scope can tell (it asks the server again): a viewer's write refused in a household still shared is
 *   the role's answer, which the page shows.
 */
export function lostAccessBy(failure: ApiFailure, scope: ActingFor | undefined): LostAccess {
  const household = scope?.household ?? null;
  if (household === null) return failure.status === 403 ? { lost: 'session' } : null;
  return failure.status === 403 || failure.status === 404 ? { lost: 'sharedHousehold', household } : null;
}

/** The actors a machine's action can reach: the app's, by systemId (ADR 030). */
interface ReachesSystem {
  context: object;
  system: { get: (systemId: string) => AnyActorRef | undefined };
}

/** What the rule is given: the typed failure of the call, and whom it acted for when the context has no `scope`. */
export interface FailedCall {
  failure: ApiFailure;
  scope?: ActingFor;
}

const scopeOf = (context: object): ActingFor | undefined =>
  'scope' in context ? (context.scope as ActingFor) : undefined;

/**
 * The one action every authenticated call's failure runs (`reportLostAccess`, bound in each machine's `setup`): by
 * `lostAccessBy`, it tells the app's `session` (by systemId) that a 403 signed the person out, or the `householdScope`
 * (by systemId) that access to the shared household may be lost. By systemId, not by `sendParent`: a flow invoked by
 * another (the transaction dialog inside the portfolio) reaches the app's actors as a page does. A session already
 * signed out (another call's 403 came first) is told nothing; without the actor in the system nothing is told.
 */
export function reportLostAccess({ context, system }: ReachesSystem, { failure, scope }: FailedCall): void {
  const access = lostAccessBy(failure, scope ?? scopeOf(context));
  if (access?.lost === 'session') {
    const session = system.get('session');
    if (session && !session.getSnapshot().matches('signedOut')) session.send({ type: 'session.forbidden' });
  } else if (access?.lost === 'sharedHousehold') {
    system.get('householdScope')?.send({ type: 'scope.accessLost', household: access.household });
  }
}

/** The action as an invoke's `onError` names it, given the typed failure of the call. */
export const lostAccess = {
  type: 'reportLostAccess',
  params: ({ event }: { event: { error: unknown } }): FailedCall => ({ failure: apiFailureOf(event.error) }),
} as const;

/**
 * The action for a call that acts for another scope than the context's `scope` (or a machine without one): the household
 * scope's own calls, or a call of the person's own (the catalogue, the market) made from a page in a shared household.
 */
export const lostAccessIn = <C>(scopeOf: (context: C) => ActingFor) =>
  ({
    type: 'reportLostAccess',
    params: ({ context, event }: { context: C; event: { error: unknown } }): FailedCall => ({
      failure: apiFailureOf(event.error),
      scope: scopeOf(context),
    }),
  }) as const;

/** The action for a call made for the person whatever household a page looks at: a 403 signs out, nothing else. */
export const lostOwnAccess = lostAccessIn(() => OWN_HOUSEHOLD_SCOPE);

/**
 * `failingTo` for an authenticated call: the failure is kept (`action`, given the error) and held against the access
 * rules (`reportLostAccess`).
 */
export const failingSignedInTo = <T extends string, A extends string>(target: T, action: A) =>
  ({
    target,
    actions: [
      { type: action, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      lostAccess,
    ],
  }) as const;
