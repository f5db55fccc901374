import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ActivationMachine } from '@machines/activation/activation.machine';

/** The events the activation view sends, as one memoised facade. */
export function useActivationEvents(actorRef: ActorRefFrom<ActivationMachine>) {
  return useMemo(() => ({ activate: () => actorRef.send({ type: 'activation.activate' }) }), [actorRef]);
}
