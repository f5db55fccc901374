import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ForgotPasswordMachine } from '@machines/forgot-password/forgot-password.machine';

/** The events the forgot-password view sends, as one memoised facade. */
export function useForgotPasswordEvents(actorRef: ActorRefFrom<ForgotPasswordMachine>) {
  return useMemo(
    () => ({
      emailChanged: (value: string) => actorRef.send({ type: 'forgot.emailChanged', value }),
      submit: () => actorRef.send({ type: 'forgot.submit' }),
      again: () => actorRef.send({ type: 'forgot.again' }),
    }),
    [actorRef],
  );
}
