import { Fragment, type ReactNode, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { HouseholdScopeMachine } from '@machines/household-scope/household-scope.machine';
import { selectScopeKey } from '@machines/household-scope/selectors';
import type { ApiFailure } from '@machines/shared/api-failure';
import { OWN_HOUSEHOLD, type HouseholdScope } from '@/api/household-scope';
import { useFrameActor } from '@/app/system/app-system';

export type HouseholdScopeActor = ActorRefFrom<HouseholdScopeMachine>;

/**
 * The app's household scope (systemId `householdScope`, a child of the app machine while the signed-in frame is
 * shown, ADR 030), or null where there is none (a view rendered on its own).
 */
export function useOptionalHouseholdScopeActor(): HouseholdScopeActor | null {
  return useFrameActor('householdScope');
}

export function useHouseholdScopeActor(): HouseholdScopeActor {
  const actor = useOptionalHouseholdScopeActor();
  if (!actor) throw new Error('useHouseholdScopeActor needs the signed-in frame (the app’s householdScope)');
  return actor;
}

/** A page whose actor starts afresh when another household or member is chosen (so its calls carry the new one). */
export function ScopedPage({ children }: { children: ReactNode }) {
  const key = useSelector(useHouseholdScopeActor(), selectScopeKey);
  return <Fragment key={key}>{children}</Fragment>;
}

/** Whom a page's calls act for, and how a failed one reports a revoked share. */
export interface PageScope {
  scope: HouseholdScope;
  /**
   * Runs a call of the page in its scope; a 404 in a shared household tells the scope actor, whose guard decides
   * whether the household looked at is gone (its owner may have revoked the access).
   */
  watch: <T>(call: Promise<T>) => Promise<T>;
}

const statusOf = (error: unknown): number | null => {
  if (error && typeof error === 'object') {
    if ('response' in error && error.response instanceof Response) return error.response.status;
    if ('status' in error && typeof (error as ApiFailure).status === 'number')
      return (error as ApiFailure).status;
  }
  return null;
};

/**
 * The scope the page below acts for, read when it starts: ScopedPage starts it afresh when another household or
 * member is chosen. Outside the signed-in layout (a view on its own), the person's own household, whole.
 */
export function usePageScope(): PageScope {
  const actor = useOptionalHouseholdScopeActor();
  const household = useSelector(actor ?? undefined, (s) => s?.context.household ?? null) ?? null;
  const member = useSelector(actor ?? undefined, (s) => s?.context.member ?? null) ?? null;
  return useMemo(() => {
    const scope = actor ? { household, member } : OWN_HOUSEHOLD;
    return {
      scope,
      watch: (call) =>
        call.catch((error: unknown) => {
          if (actor && household !== null && statusOf(error) === 404)
            actor.send({ type: 'scope.accessLost', household });
          throw error;
        }),
    };
  }, [actor, household, member]);
}
