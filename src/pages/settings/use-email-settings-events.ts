import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { EmailSettingsMachine } from '@machines/email-settings/email-settings.machine';

/** The events the e-mail settings section sends (its facade). */
export function useEmailSettingsEvents(actorRef: ActorRefFrom<EmailSettingsMachine>) {
  return useMemo(
    () => ({
      toggle: () => actorRef.send({ type: 'emailSettings.toggle' }),
      retry: () => actorRef.send({ type: 'emailSettings.retry' }),
    }),
    [actorRef],
  );
}
