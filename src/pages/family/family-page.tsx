import { useSelector } from '@/lib/use-selector';
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
import { usePageActor, usePageFlows } from '@/app/system/app-system';
import { pageReports } from '@machines/app/page-reports';
import type { PageFlows } from '@machines/app/types';
import { HeldSharesCard } from '@/components/held-shares/held-shares-card';
import { FamilyView } from './family-view';
import { SharingCard } from './sharing-card';
import { createApiFor } from '@/app/system/api-for';

/** After a password reset (product §16, ADR 022): the owner's own household's shares the reset held. */
const liveHeldSharesMachine = heldSharesMachine.provide({
  actors: {
    loadHeldShares: fromPromise(({ signal, system }) =>
      callApiUnlessAborted(signal, async () => fetchHeldShares(await createApiFor(system), { signal })),
    ),
    keepShare: fromPromise(({ input, system }) =>
      callApi(async () => keepHeldShare(await createApiFor(system), input.uuid)),
    ),
    endShare: fromPromise(({ input, system }) =>
      callApi(async () => endHeldShare(await createApiFor(system), input.uuid)),
    ),
  },
});

/**
 * Its owner's part: who has access, the pending invitations, a new invitation (product §13). The household's machine
 * runs it for the owner only (the server answers no one else about the household's sharing), in the owner's own
 * household (a household shared with the person gives them no owner's role).
 */
const liveSharingMachine = (scope: HouseholdScope) =>
  householdSharingMachine.provide({
    actors: {
      loadSharing: fromPromise(({ signal, system }) =>
        callApiUnlessAborted(signal, async () => fetchSharing(await createApiFor(system), scope, { signal })),
      ),
      invite: fromPromise(({ input, system }) =>
        callApi(async () => inviteToHousehold(await createApiFor(system), scope, input)),
      ),
      revokeAccess: fromPromise(({ input, system }) =>
        callApi(async () => revokeAccess(await createApiFor(system), scope, input.uuid)),
      ),
      cancelInvitation: fromPromise(({ input, system }) =>
        callApi(async () => cancelInvitation(await createApiFor(system), scope, input.uuid)),
      ),
    },
  });

const liveHouseholdMachine = (scope: HouseholdScope) =>
  householdMachine.provide({
    actors: {
      loadHousehold: fromPromise(({ signal, system }) =>
        callApiUnlessAborted(signal, async () =>
          fetchHousehold(await createApiFor(system), scope, { signal }),
        ),
      ),
      saveMember: fromPromise(({ input, system }) =>
        callApi(async () => {
          const client = await createApiFor(system);
          return input.uuid
            ? updateMember(client, scope, input.uuid, input.draft)
            : createMember(client, scope, input.draft);
        }),
      ),
      removeMember: fromPromise(({ input, system }) =>
        callApi(async () => deleteMember(await createApiFor(system), scope, input.uuid)),
      ),
      // product §13: the move is one database transaction on the server; the removal follows once it is done.
      moveAndRemoveMember: fromPromise(({ input, system }) =>
        callApi(async () => {
          const client = await createApiFor(system);
          await moveMemberTransactions(client, scope, input.uuid, input.to);
          await deleteMember(client, scope, input.uuid);
        }),
      ),
      heldShares: liveHeldSharesMachine,
      sharing: liveSharingMachine({ household: scope.household, member: null }),
    },
    // The scope reads the members again (the switcher, the zakat page's choice): the app forwards it.
    actions: { notifyMembersChanged: sendParent(pageReports.membersChanged) },
  });

/** The family page's flows as the app runs them (ADR 030), in the scope it gives: another household starts them afresh. */
const familyFlows: PageFlows = { main: (scope) => ({ logic: liveHouseholdMachine(scope) }) };

type HouseholdActor = ActorRefFrom<typeof householdMachine>;

/**
 * /dashboard/family (product §13), of the household chosen in the switcher. The household's machine is the app's page
 * flow; the held shares and the owner's sharing card, of the person's own household, are its children, drawn beside
 * the members.
 */
export default function FamilyPage() {
  usePageFlows(familyFlows);
  const household = usePageActor<HouseholdActor>(familyFlows, 'page');
  return household && <Family household={household} />;
}

function Family({ household }: { household: HouseholdActor }) {
  const heldShares = useSelector(household, (s) => s.children.heldShares);
  const sharing = useSelector(household, (s) => s.children.sharing);
  return (
    <Stack gap="6" maxW="4xl">
      {heldShares && <HeldSharesCard actorRef={heldShares} />}
      <FamilyView actorRef={household} />
      {sharing && <SharingCard actorRef={sharing} />}
    </Stack>
  );
}
