import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MemberRelation } from '@contract/household-values';
import type { HouseholdMachine } from '@machines/household/household.machine';

export type HouseholdActor = ActorRefFrom<HouseholdMachine>;

/** The events the family page sends (its facade). */
export function useHouseholdEvents(actorRef: HouseholdActor) {
  return useMemo(
    () => ({
      retry: () => actorRef.send({ type: 'household.retry' }),
      add: () => actorRef.send({ type: 'member.add' }),
      edit: (uuid: string) => actorRef.send({ type: 'member.edit', uuid }),
      nameChanged: (value: string) => actorRef.send({ type: 'member.nameChanged', value }),
      relationChanged: (value: MemberRelation) => actorRef.send({ type: 'member.relationChanged', value }),
      colourChanged: (value: string) => actorRef.send({ type: 'member.colourChanged', value }),
      save: () => actorRef.send({ type: 'member.save' }),
      cancel: () => actorRef.send({ type: 'member.cancel' }),
      remove: (uuid: string) => actorRef.send({ type: 'member.remove', uuid }),
      confirmRemove: () => actorRef.send({ type: 'member.confirmRemove' }),
      moveTargetChanged: (uuid: string) => actorRef.send({ type: 'member.moveTargetChanged', uuid }),
      confirmMove: () => actorRef.send({ type: 'member.confirmMove' }),
    }),
    [actorRef],
  );
}
