import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ZakatMembersMachine } from '@machines/zakat-members/zakat-members.machine';

/** The events the whole family's zakat page sends (its facade). */
export function useMemberZakatEvents(actorRef: ActorRefFrom<ZakatMembersMachine>) {
  return useMemo(() => ({ retry: () => actorRef.send({ type: 'memberZakat.retry' }) }), [actorRef]);
}
