import type { ActorRefFrom } from 'xstate';
import type { HouseholdScopeMachine } from '@machines/household-scope/household-scope.machine';
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
