import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SignupMachine } from '@machines/signup/signup.machine';

/** The events the sign-up view sends, as one memoised facade. */
export function useSignupEvents(actorRef: ActorRefFrom<SignupMachine>) {
  return useMemo(
    () => ({
      emailChanged: (value: string) => actorRef.send({ type: 'signup.emailChanged', value }),
      passwordChanged: (value: string) => actorRef.send({ type: 'signup.passwordChanged', value }),
      confirmPasswordChanged: (value: string) =>
        actorRef.send({ type: 'signup.confirmPasswordChanged', value }),
      termsChanged: (accepted: boolean) => actorRef.send({ type: 'signup.termsChanged', accepted }),
      submit: () => actorRef.send({ type: 'signup.submit' }),
    }),
    [actorRef],
  );
}
