import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { HeldSharesMachine } from '@machines/held-shares/held-shares.machine';

/** The events the held-shares card sends (its facade). */
export function useHeldSharesEvents(actorRef: ActorRefFrom<HeldSharesMachine>) {
  return useMemo(
    () => ({
      retry: () => actorRef.send({ type: 'held.retry' }),
      keep: (uuid: string) => actorRef.send({ type: 'held.keep', uuid }),
      end: (uuid: string) => actorRef.send({ type: 'held.end', uuid }),
      confirmEnd: () => actorRef.send({ type: 'held.confirmEnd' }),
      cancelEnd: () => actorRef.send({ type: 'held.cancelEnd' }),
    }),
    [actorRef],
  );
}
