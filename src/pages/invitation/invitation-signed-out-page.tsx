import { useActorRef } from '@xstate/react';
import { useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { forgetPendingInvitation, rememberPendingInvitation } from '@/app/pending-invitation';
import { invitationAcceptMachine } from '@machines/invitation-accept/invitation-accept.machine';
import { callApi } from '@/api/failure';
import { previewInvitation } from '@/api/household';
import { inspect } from '@/app/inspect';
import { InvitationSignedOutView } from './invitation-signed-out-view';
import { useApiClient } from '@/app/system/use-api-client';

/**
 * /invitations/:token signed out (product §13): whose household the link joins, and the way to sign in or sign up
 * first. The link is remembered, so signing in (after signing up and activating too) comes back to accept it.
 */
export function InvitationSignedOutPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const client = useApiClient();
  const actorRef = useActorRef(
    invitationAcceptMachine.provide({
      actors: {
        previewInvitation: fromPromise(({ input }) => callApi(() => previewInvitation(client, input.token))),
      },
      actions: {
        rememberInvitation: (_, { token: remembered }) => rememberPendingInvitation(remembered),
        forgetPendingInvitation,
        openPage: (_, { to }) => void navigate(to),
      },
    }),
    { input: { token, signedIn: false }, inspect },
  );
  return <InvitationSignedOutView actorRef={actorRef} />;
}
