import { useActorRef } from '@xstate/react';
import type { HouseholdRole } from '@contract/household-values';
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
import {
  type PageScope,
  ScopedPage,
  useHouseholdScopeActor,
  usePageScope,
} from '@/app/household-scope/household-scope-provider';
import { useScopeEvents } from '@/app/household-scope/use-scope-events';
import { useHouseholdRole } from '@/app/household-scope/use-scope-members';
import { HeldSharesCard } from '@/components/held-shares/held-shares-card';
import { FamilyView } from './family-view';
import { SharingCard } from './sharing-card';

const liveHouseholdMachine = ({ scope, watch }: PageScope) =>
  householdMachine.provide({
    actors: {
      loadHousehold: fromPromise(({ signal }) =>
        watch(callApiUnlessAborted(signal, () => fetchHousehold(scope, { signal }))),
      ),
      saveMember: fromPromise(({ input }) =>
        callApi(() =>
          input.uuid ? updateMember(scope, input.uuid, input.draft) : createMember(scope, input.draft),
        ),
      ),
      removeMember: fromPromise(({ input }) => callApi(() => deleteMember(scope, input.uuid))),
      // product §13: the move is one database transaction on the server; the removal follows once it is done.
      moveAndRemoveMember: fromPromise(({ input }) =>
        callApi(async () => {
          await moveMemberTransactions(scope, input.uuid, input.to);
          await deleteMember(scope, input.uuid);
        }),
      ),
    },
  });

function Family() {
  const scope = useHouseholdScopeActor();
  const page = usePageScope();
  const { membersChanged } = useScopeEvents(scope);
  const role = useHouseholdRole();
  const actorRef = useActorRef(
    liveHouseholdMachine(page).provide({ actions: { notifyMembersChanged: membersChanged } }),
    { input: { role }, inspect },
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
      <FamilyView actorRef={actorRef} />
      {role === 'owner' && <Sharing key={sharingRead} role={role} />}
    </Stack>
  );
}

/** After a password reset (product §16, ADR 022): the owner's own household's shares the reset held. */
const liveHeldSharesMachine = heldSharesMachine.provide({
  actors: {
    loadHeldShares: fromPromise(({ signal }) =>
      callApiUnlessAborted(signal, () => fetchHeldShares({ signal })),
    ),
    keepShare: fromPromise(({ input }) => callApi(() => keepHeldShare(input.uuid))),
    endShare: fromPromise(({ input }) => callApi(() => endHeldShare(input.uuid))),
  },
});

const liveSharingMachine = ({ scope, watch }: PageScope) =>
  householdSharingMachine.provide({
    actors: {
      loadSharing: fromPromise(({ signal }) =>
        watch(callApiUnlessAborted(signal, () => fetchSharing(scope, { signal }))),
      ),
      invite: fromPromise(({ input }) => callApi(() => inviteToHousehold(scope, input))),
      revokeAccess: fromPromise(({ input }) => callApi(() => revokeAccess(scope, input.uuid))),
      cancelInvitation: fromPromise(({ input }) => callApi(() => cancelInvitation(scope, input.uuid))),
    },
  });

/**
 * Its owner's part: who has access, the pending invitations, a new invitation (product §13). Only the owner's page
 * runs it (the server answers no one else about the household's sharing); its machine refuses anyone else as well.
 */
function Sharing({ role }: { role: HouseholdRole }) {
  const actorRef = useActorRef(liveSharingMachine(usePageScope()), { input: { role }, inspect });
  return <SharingCard actorRef={actorRef} />;
}

/** /dashboard/family (product §13), of the household chosen in the switcher. */
export default function FamilyPage() {
  return (
    <ScopedPage>
      <Family />
    </ScopedPage>
  );
}
