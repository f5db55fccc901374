import { createContext, Fragment, type ReactNode, useContext, useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  householdScopeMachine,
  type HouseholdScopeMachine,
} from '@machines/household-scope/household-scope.machine';
import { selectScopeKey } from '@machines/household-scope/selectors';
import { callApi } from '@/api/failure';
import { fetchHouseholds, fetchMembers, leaveHousehold } from '@/api/household';
import { bindHouseholdScope } from '@/api/household-scope';
import { inspect } from '@/app/inspect';

export type HouseholdScopeActor = ActorRefFrom<HouseholdScopeMachine>;

const liveScopeMachine = householdScopeMachine.provide({
  actors: {
    // The members are those of the household looked at: the client adds ?household= itself once it is chosen.
    loadScope: fromPromise(() =>
      callApi(async () => {
        const [households, members] = await Promise.all([fetchHouseholds(), fetchMembers()]);
        return { households, members };
      }),
    ),
    loadHouseholds: fromPromise(() => callApi(() => fetchHouseholds())),
    leaveHousehold: fromPromise(({ input }) => callApi(() => leaveHousehold(input.household))),
  },
});

const HouseholdScopeContext = createContext<HouseholdScopeActor | null>(null);

/** One household-scope actor for the signed-in layout; the HTTP client reads its choice on every call. */
export function HouseholdScopeProvider({ children }: { children: ReactNode }) {
  const actorRef = useActorRef(liveScopeMachine, { inspect });
  useEffect(() => {
    bindHouseholdScope(
      () => {
        const { household, member } = actorRef.getSnapshot().context;
        return { household, member };
      },
      (household) => actorRef.send({ type: 'scope.accessLost', household }),
    );
    return () => bindHouseholdScope(null);
  }, [actorRef]);
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
