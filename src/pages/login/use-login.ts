import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LoginMachine } from '@machines/login/login.machine';

/** The events the login view sends, as one memoised facade. */
export function useLoginEvents(actorRef: ActorRefFrom<LoginMachine>) {
  return useMemo(
    () => ({
      emailChanged: (value: string) => actorRef.send({ type: 'login.emailChanged', value }),
      passwordChanged: (value: string) => actorRef.send({ type: 'login.passwordChanged', value }),
      submit: () => actorRef.send({ type: 'login.submit' }),
      resendActivation: () => actorRef.send({ type: 'login.resendActivation' }),
    }),
    [actorRef],
  );
}
