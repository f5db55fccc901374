import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { disclaimerMachine } from '@machines/disclaimer/disclaimer.machine';

/** The events the disclaimer card and its dialog send, as one memoised facade (views never build event objects). */
export function useDisclaimerEvents(actorRef: ActorRefFrom<typeof disclaimerMachine>) {
  return useMemo(
    () => ({
      readMore: () => actorRef.send({ type: 'disclaimer.readMore' }),
      acknowledge: () => actorRef.send({ type: 'disclaimer.acknowledge' }),
      closeDetails: () => actorRef.send({ type: 'disclaimer.closeDetails' }),
    }),
    [actorRef],
  );
}
