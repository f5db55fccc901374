import { createContext, Fragment, type ReactNode, useContext, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  householdScopeMachine,
  type HouseholdScopeMachine,
} from '@machines/household-scope/household-scope.machine';
import { selectScopeKey } from '@machines/household-scope/selectors';
import { callApi } from '@/api/failure';
import type { ApiFailure } from '@machines/shared/api-failure';
import { fetchHouseholds, fetchMembers, leaveHousehold } from '@/api/household';
import { OWN_HOUSEHOLD, type HouseholdScope } from '@/api/household-scope';
import { inspect } from '@/app/inspect';
import { useSession } from '@/app/session/use-session';

export type HouseholdScopeActor = ActorRefFrom<HouseholdScopeMachine>;

/** Where the household a person looked at last is kept, one key per person (two accounts may share a browser). */
export const rememberedHouseholdKey = (userId: number) => `dahabi.household.${userId}`;

function readRemembered(userId: number | undefined): string | null {
  if (userId === undefined) return null;
  try {
    return localStorage.getItem(rememberedHouseholdKey(userId));
  } catch {
    return null;
  }
}

function remember(userId: number | undefined, household: string | null): void {
  if (userId === undefined) return;
  try {
    if (household === null) localStorage.removeItem(rememberedHouseholdKey(userId));
    else localStorage.setItem(rememberedHouseholdKey(userId), household);
  } catch {
    // Storage refused (a private window): the next visit starts in the person's own household.
  }
}

const liveScopeMachine = (userId: number | undefined) =>
  householdScopeMachine.provide({
    actors: {
      // The members are those of the household looked at; one remembered from an earlier visit only while the
      // server still lists it (else the person's own, whose members the machine then shows).
      loadScope: fromPromise(({ input }) =>
        callApi(async () => {
          const own = { household: null, member: null };
          if (input.household === null) {
            const [households, members] = await Promise.all([fetchHouseholds(), fetchMembers(own)]);
            return { households, members };
          }
          const households = await fetchHouseholds();
          const listed = households.some((h) => h.uuid === input.household);
          const members = await fetchMembers(listed ? { household: input.household, member: null } : own);
          return { households, members };
        }),
      ),
      loadHouseholds: fromPromise(() => callApi(() => fetchHouseholds())),
      leaveHousehold: fromPromise(({ input }) => callApi(() => leaveHousehold(input.household))),
    },
    actions: {
      rememberHousehold: (_, { household }) => remember(userId, household),
    },
  });

const HouseholdScopeContext = createContext<HouseholdScopeActor | null>(null);

/**
 * One household-scope actor for the signed-in layout, starting in the household this person looked at last; each
 * page reads its choice when its actor starts.
 */
export function HouseholdScopeProvider({ children }: { children: ReactNode }) {
  const userId = useSession().user?.user_id;
  const actorRef = useActorRef(liveScopeMachine(userId), {
    input: { household: readRemembered(userId) },
    inspect,
  });
  return <ScopeActorProvider actorRef={actorRef}>{children}</ScopeActorProvider>;
}

/** Puts a household-scope actor within reach of the views below (the layout's; a test's own). */
export function ScopeActorProvider({
  actorRef,
  children,
}: {
  actorRef: HouseholdScopeActor;
  children: ReactNode;
}) {
  return <HouseholdScopeContext.Provider value={actorRef}>{children}</HouseholdScopeContext.Provider>;
}

/** The layout's scope actor, or null where there is none (a view rendered on its own). */
export function useOptionalHouseholdScopeActor(): HouseholdScopeActor | null {
  return useContext(HouseholdScopeContext);
}

export function useHouseholdScopeActor(): HouseholdScopeActor {
  const actor = useContext(HouseholdScopeContext);
  if (!actor)
    throw new Error('useHouseholdScopeActor needs the HouseholdScopeProvider of the signed-in layout');
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
