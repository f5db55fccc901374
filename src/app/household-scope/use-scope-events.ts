import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { HouseholdScopeMachine } from '@machines/household-scope/household-scope.machine';

/** The household-scope actor's event facade. */
export function useScopeEvents(actor: ActorRefFrom<HouseholdScopeMachine>) {
  return useMemo(
    () => ({
      chooseMember: (member: string | null) => actor.send({ type: 'scope.memberChosen', member }),
      chooseHousehold: (household: string | null) => actor.send({ type: 'scope.householdChosen', household }),
      membersChanged: () => actor.send({ type: 'scope.membersChanged' }),
      retry: () => actor.send({ type: 'scope.retry' }),
      leave: () => actor.send({ type: 'scope.leave' }),
      confirmLeave: () => actor.send({ type: 'scope.confirmLeave' }),
      cancelLeave: () => actor.send({ type: 'scope.cancelLeave' }),
    }),
    [actor],
  );
}
