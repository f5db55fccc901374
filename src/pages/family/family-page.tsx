import { useActorRef, useSelector } from '@xstate/react';
import type { HouseholdRole } from '@contract/household-values';
import { useState } from 'react';
import { type ActorRefFrom, fromPromise, sendParent } from 'xstate';
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
import type { HouseholdScope } from '@/api/household-scope';
import { callApiUnlessAborted } from '@/api/unless-aborted';
import { inspect } from '@/app/inspect';
import { useHouseholdScopeActor } from '@/app/household-scope/household-scope-provider';
import { useHouseholdRole } from '@/app/household-scope/use-scope-members';
import { watchAccess } from '@/app/household-scope/watch-access';
import { usePageActor, usePageFlows } from '@/app/system/app-system';
import { pageReports } from '@machines/app/page-reports';
import { selectHousehold } from '@machines/household-scope/selectors';
import type { PageFlows } from '@machines/app/types';
import { HeldSharesCard } from '@/components/held-shares/held-shares-card';
import { FamilyView } from './family-view';
import { SharingCard } from './sharing-card';

const liveHouseholdMachine = (scope: HouseholdScope) =>
  householdMachine.provide({
    actors: {
      loadHousehold: fromPromise(({ signal, system }) =>
        watchAccess(
          system,
          scope,
          callApiUnlessAborted(signal, () => fetchHousehold(scope, { signal })),
        ),
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
    // The scope reads the members again (the switcher, the zakat page's choice): the app forwards it.
    actions: { notifyMembersChanged: sendParent(pageReports.membersChanged) },
  });

/** The family page's flow as the app runs it (ADR 030), in the scope it gives: another household starts it afresh. */
const familyFlows: PageFlows = { main: (scope) => ({ logic: liveHouseholdMachine(scope) }) };

function Family({ household }: { household: ActorRefFrom<typeof householdMachine> }) {
  const role = useHouseholdRole();
  // A kept share is access again: the sharing card reads its list anew.
  const [sharingRead, setSharingRead] = useState(0);
  const heldShares = useActorRef(
    liveHeldSharesMachine.provide({ actions: { notifyKept: () => setSharingRead((n) => n + 1) } }),
    { inspect },
  );
  return (
    <Stack gap="6" maxW="4xl">
      <HeldSharesCard actorRef={heldShares} />
      <FamilyView actorRef={household} />
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

const liveSharingMachine = (scope: HouseholdScope) =>
  householdSharingMachine.provide({
    actors: {
      loadSharing: fromPromise(({ signal, system }) =>
        watchAccess(
          system,
          scope,
          callApiUnlessAborted(signal, () => fetchSharing(scope, { signal })),
        ),
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
  // The owner's own household: a household shared with the person gives them no owner's role.
  const household = useSelector(useHouseholdScopeActor(), selectHousehold);
  const actorRef = useActorRef(liveSharingMachine({ household, member: null }), { input: { role }, inspect });
  return <SharingCard actorRef={actorRef} />;
}

/**
 * /dashboard/family (product §13), of the household chosen in the switcher. The household's members are the app's page
 * flow; the held shares and the owner's sharing card belong to the person's own household, drawn beside it (each
 * new household flow starts them afresh, as the page did).
 */
export default function FamilyPage() {
  usePageFlows(familyFlows);
  const household = usePageActor<ActorRefFrom<typeof householdMachine>>(familyFlows, 'page');
  return household && <Family key={household.sessionId} household={household} />;
}
