import type { AnyActorRef } from 'xstate';
import type { HouseholdScope } from '@/api/household-scope';
import type { ApiFailure } from '@machines/shared/api-failure';

const statusOf = (error: unknown): number | null => {
  if (error && typeof error === 'object') {
    if ('response' in error && error.response instanceof Response) return error.response.status;
    if ('status' in error && typeof (error as ApiFailure).status === 'number')
      return (error as ApiFailure).status;
  }
  return null;
};

/** The actors a page's call can reach: the app's, by systemId (a promise actor's `system`). */
interface ActorSystem {
  get: (systemId: string) => AnyActorRef | undefined;
}

/**
 * A page's read in `scope`, watched (product §13): a 404 in a shared household tells the household scope (systemId
 * `householdScope`), whose guard decides whether the household looked at is gone (its owner may have revoked the
 * access). The failure still reaches the page's machine.
 */
export function watchAccess<T>(system: ActorSystem, scope: HouseholdScope, call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (scope.household !== null && statusOf(error) === 404)
      system.get('householdScope')?.send({ type: 'scope.accessLost', household: scope.household });
    throw error;
  });
}
