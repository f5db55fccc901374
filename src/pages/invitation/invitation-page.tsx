import { useState } from 'react';
import { useParams } from 'react-router';
import { type ActorRefFrom, enqueueActions, fromPromise } from 'xstate';
import { goTo, invitationAccepted } from '@machines/app/page-reports';
import type { PageFlows } from '@machines/app/types';
import { invitationAcceptMachine } from '@machines/invitation-accept/invitation-accept.machine';
import { forgetPendingInvitation } from '@/app/pending-invitation';
import { callApi } from '@/api/failure';
import { acceptInvitation } from '@/api/household';
import { usePageActor, usePageFlows } from '@/app/system/app-system';
import { createApiFor } from '@/app/system/api-for';
import { InvitationView } from './invitation-view';

/**
 * The acceptance bound to the API, through the client of the system it runs in (the app's, ADR 030). The household
 * it opens is the app's to choose (`app.invitationAccepted` reaches the household scope), and the dashboard its
 * router's to show.
 */
const liveInvitationMachine = invitationAcceptMachine.provide({
  actors: {
    acceptInvitation: fromPromise(({ input, system }) =>
      callApi(async () => acceptInvitation(await createApiFor(system), input.token)),
    ),
  },
  actions: {
    forgetPendingInvitation,
    openHousehold: enqueueActions(({ enqueue }, { household }: { household: string }) => {
      enqueue.sendParent(invitationAccepted(household));
      enqueue.sendParent(goTo('/dashboard'));
    }),
  },
});

/**
 * The invitation's flow as the app runs it (ADR 030), from the token of the address: the person's own, so the household
 * it opens (another scope) does not start it again.
 */
const invitationFlows = (token: string): PageFlows => ({
  main: () => ({ logic: liveInvitationMachine, input: { token, signedIn: true } }),
  forPerson: true,
});

/**
 * /invitations/:token signed in (product §13), in the app's frame: the invitation accepted at once. Signed out, the
 * route's handle shows invitation-signed-out-page.tsx instead (router.tsx, RequireAuth).
 */
export default function InvitationPage() {
  const { token = '' } = useParams();
  const [flows] = useState(() => invitationFlows(token));
  usePageFlows(flows);
  const invitation = usePageActor<ActorRefFrom<typeof invitationAcceptMachine>>(flows, 'page');
  return invitation && <InvitationView key={invitation.sessionId} actorRef={invitation} />;
}
