import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { Stack } from '@chakra-ui/react';
import { householdMachine } from '@machines/household/household.machine';
import { heldSharesMachine } from '@machines/held-shares/held-shares.machine';
import { householdSharingMachine } from '@machines/household-sharing/household-sharing.machine';
import { callApi } from '@/api/failure';
import { endHeldShare, fetchHeldShares, keepHeldShare } from '@/api/held-shares';
import {
  cancelInvitation,
  createMember,
  deleteMember,
  fetchHousehold,
  fetchSharing,
  inviteToHousehold,
  moveMemberTransactions,
  revokeAccess,
  updateMember,
} from '@/api/household';
import { callApiUnlessAborted } from '@/api/unless-aborted';
import { inspect } from '@/app/inspect';
import { ScopedPage, useHouseholdScopeActor } from '@/app/household-scope/household-scope-provider';
import { useScopeEvents } from '@/app/household-scope/use-scope-events';
import { selectRole } from '@machines/household-scope/selectors';
import { HeldSharesCard } from '@/components/held-shares/held-shares-card';
import { FamilyView } from './family-view';
import { SharingCard } from './sharing-card';

const liveHouseholdMachine = householdMachine.provide({
  actors: {
    loadHousehold: fromPromise(({ signal }) =>
      callApiUnlessAborted(signal, () => fetchHousehold({ signal })),
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
  // A kept share is access again: the sharing card reads its list anew.
  const [sharingRead, setSharingRead] = useState(0);
  const heldShares = useActorRef(
    liveHeldSharesMachine.provide({ actions: { notifyKept: () => setSharingRead((n) => n + 1) } }),
    { inspect },
  );
  return (
    <Stack gap="6" maxW="4xl">
      <HeldSharesCard actorRef={heldShares} />
      <FamilyView actorRef={actorRef} canManage={canManage} />
      {canManage && <Sharing key={sharingRead} />}
    </Stack>
  );
}

/** After a password reset (issue 30 #2, ADR 022): the owner's own household's shares the reset held. */
const liveHeldSharesMachine = heldSharesMachine.provide({
  actors: {
    loadHeldShares: fromPromise(({ signal }) =>
      callApiUnlessAborted(signal, () => fetchHeldShares({ signal })),
    ),
    keepShare: fromPromise(({ input }) => callApi(() => keepHeldShare(input.uuid))),
    endShare: fromPromise(({ input }) => callApi(() => endHeldShare(input.uuid))),
  },
});

const liveSharingMachine = householdSharingMachine.provide({
  actors: {
    loadSharing: fromPromise(({ signal }) => callApiUnlessAborted(signal, () => fetchSharing({ signal }))),
    invite: fromPromise(({ input }) => callApi(() => inviteToHousehold(input))),
    revokeAccess: fromPromise(({ input }) => callApi(() => revokeAccess(input.uuid))),
    cancelInvitation: fromPromise(({ input }) => callApi(() => cancelInvitation(input.uuid))),
  },
});

/** Its owner's part: who has access, the pending invitations, a new invitation (issue 17). */
function Sharing() {
  const actorRef = useActorRef(liveSharingMachine, { inspect });
  return <SharingCard actorRef={actorRef} />;
}

/** /dashboard/family (issue 17), of the household chosen in the switcher. */
export default function FamilyPage() {
  return (
    <ScopedPage>
      <Family />
    </ScopedPage>
  );
}
