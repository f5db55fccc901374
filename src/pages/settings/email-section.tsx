import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { emailSettingsMachine } from '@machines/email-settings/email-settings.machine';
import { fetchNotificationSettings, saveNotificationSettings } from '@/api/reports';
import { callApi } from '@/api/failure';
import { inspect } from '@/app/inspect';
import { notify } from '@/components/toaster/toaster';
import i18n from '@/i18n/i18n';
import { EmailSectionView } from './email-section-view';
import type { ApiClient } from '@/api/client';
import { useApiClient } from '@/app/system/use-api-client';

const liveEmailSettingsMachine = (client: ApiClient) =>
  emailSettingsMachine.provide({
    actors: {
      loadSettings: fromPromise(() => callApi(() => fetchNotificationSettings(client))),
      saveSettings: fromPromise(({ input }) => callApi(() => saveNotificationSettings(client, input))),
    },
    actions: { notifySaved: () => notify.success(i18n.t('reports.settings.saved')) },
  });

/** Settings' e-mail choices (product §14). */
export function EmailSection() {
  const actorRef = useActorRef(liveEmailSettingsMachine(useApiClient()), { inspect });
  return <EmailSectionView actorRef={actorRef} />;
}
