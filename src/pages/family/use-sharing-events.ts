import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { InvitedRole } from '@contract/household-sharing-values';
import type { HouseholdSharingMachine } from '@machines/household-sharing/household-sharing.machine';

/** The events the sharing card sends (its facade). */
export function useSharingEvents(actorRef: ActorRefFrom<HouseholdSharingMachine>) {
  return useMemo(
    () => ({
      retry: () => actorRef.send({ type: 'sharing.retry' }),
      emailChanged: (value: string) => actorRef.send({ type: 'sharing.emailChanged', value }),
      roleChanged: (value: InvitedRole) => actorRef.send({ type: 'sharing.roleChanged', value }),
      invite: () => actorRef.send({ type: 'sharing.invite' }),
      revoke: (uuid: string) => actorRef.send({ type: 'sharing.revoke', uuid }),
      confirmRevoke: () => actorRef.send({ type: 'sharing.confirmRevoke' }),
      keepAccess: () => actorRef.send({ type: 'sharing.keepAccess' }),
      cancelInvitation: (uuid: string) => actorRef.send({ type: 'sharing.cancelInvitation', uuid }),
    }),
    [actorRef],
  );
}
