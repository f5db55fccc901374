import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PasswordResetMachine } from '@machines/password-reset/password-reset.machine';

/** The events the password-reset view sends, as one memoised facade. */
export function usePasswordResetEvents(actorRef: ActorRefFrom<PasswordResetMachine>) {
  return useMemo(
    () => ({
      passwordChanged: (value: string) => actorRef.send({ type: 'reset.passwordChanged', value }),
      confirmPasswordChanged: (value: string) =>
        actorRef.send({ type: 'reset.confirmPasswordChanged', value }),
      submit: () => actorRef.send({ type: 'reset.submit' }),
    }),
    [actorRef],
  );
}
