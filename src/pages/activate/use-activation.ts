import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ActivationMachine } from '@machines/activation/activation.machine';

/** The events the activation view sends, as one memoised facade. */
export function useActivationEvents(actorRef: ActorRefFrom<ActivationMachine>) {
  return useMemo(
    () => ({
      activate: () => actorRef.send({ type: 'activation.activate' }),
      passwordChanged: (value: string) => actorRef.send({ type: 'activation.passwordChanged', value }),
      confirmPasswordChanged: (value: string) =>
        actorRef.send({ type: 'activation.confirmPasswordChanged', value }),
      submitPassword: () => actorRef.send({ type: 'activation.submitPassword' }),
    }),
    [actorRef],
  );
}
