import { useActorRef } from '@xstate/react';
import { useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { forgetPendingInvitation } from '@/app/pending-invitation';
import { invitationAcceptMachine } from '@machines/invitation-accept/invitation-accept.machine';
import { callApi } from '@/api/failure';
import { acceptInvitation } from '@/api/household';
import { useHouseholdScopeActor } from '@/app/household-scope/household-scope-provider';
import { useScopeEvents } from '@/app/household-scope/use-scope-events';
import { inspect } from '@/app/inspect';
import { InvitationView } from './invitation-view';
import { useApiClient } from '@/app/system/use-api-client';

/**
 * /invitations/:token signed in (product §13), in the app's frame: the invitation accepted at once. Signed out, the
 * route's handle shows invitation-signed-out-page.tsx instead (router.tsx, RequireAuth).
 */
export default function InvitationPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const client = useApiClient();
  const { chooseHousehold } = useScopeEvents(useHouseholdScopeActor());
  const actorRef = useActorRef(
    invitationAcceptMachine.provide({
      actors: {
        acceptInvitation: fromPromise(({ input }) => callApi(() => acceptInvitation(client, input.token))),
      },
      actions: {
        forgetPendingInvitation,
        openHousehold: (_, { household }) => {
          chooseHousehold(household);
          void navigate('/dashboard');
        },
      },
    }),
    { input: { token, signedIn: true }, inspect },
  );
  return <InvitationView actorRef={actorRef} />;
}
