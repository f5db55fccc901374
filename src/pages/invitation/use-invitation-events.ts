import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { InvitationAcceptMachine } from '@machines/invitation-accept/invitation-accept.machine';

/** The events the invitation page sends (its facade). */
export function useInvitationEvents(actorRef: ActorRefFrom<InvitationAcceptMachine>) {
  return useMemo(
    () => ({
      retry: () => actorRef.send({ type: 'invitation.retry' }),
      open: () => actorRef.send({ type: 'invitation.open' }),
      signIn: () => actorRef.send({ type: 'invitation.signIn' }),
      signUp: () => actorRef.send({ type: 'invitation.signUp' }),
    }),
    [actorRef],
  );
}
