import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { householdMachine } from '@machines/household/household.machine';
import { callApi } from '@/api/failure';
import {
  createMember,
  deleteMember,
  fetchHousehold,
  moveMemberTransactions,
  updateMember,
} from '@/api/household';
import { unlessAborted } from '@/api/unless-aborted';
import { inspect } from '@/app/inspect';
import { ScopedPage, useHouseholdScopeActor } from '@/app/household-scope/household-scope-provider';
import { useScopeEvents } from '@/app/household-scope/use-scope-events';
import { selectRole } from '@machines/household-scope/selectors';
import { FamilyView } from './family-view';

const liveHouseholdMachine = householdMachine.provide({
  actors: {
    loadHousehold: fromPromise(({ signal }) =>
      unlessAborted(
        signal,
        callApi(() => fetchHousehold({ signal })),
      ),
    ),
    saveMember: fromPromise(({ input }) =>
      callApi(() => (input.uuid ? updateMember(input.uuid, input.draft) : createMember(input.draft))),
    ),
    removeMember: fromPromise(({ input }) => callApi(() => deleteMember(input.uuid))),
    // issue 17: the move is one database transaction on the server; the removal follows once it is done.
    moveAndRemoveMember: fromPromise(({ input }) =>
      callApi(async () => {
        await moveMemberTransactions(input.uuid, input.to);
        await deleteMember(input.uuid);
      }),
    ),
  },
});

function Family() {
  const scope = useHouseholdScopeActor();
  const { membersChanged } = useScopeEvents(scope);
  const canManage = useSelector(scope, selectRole) === 'owner';
  const actorRef = useActorRef(
    liveHouseholdMachine.provide({ actions: { notifyMembersChanged: membersChanged } }),
    { inspect },
  );
  return <FamilyView actorRef={actorRef} canManage={canManage} />;
}

/** /dashboard/family (issue 17), of the household chosen in the switcher. */
export default function FamilyPage() {
  return (
    <ScopedPage>
      <Family />
    </ScopedPage>
  );
}
