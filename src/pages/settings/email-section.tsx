import { fromPromise } from 'xstate';
import { emailSettingsMachine } from '@machines/email-settings/email-settings.machine';
import { fetchNotificationSettings, saveNotificationSettings } from '@/api/reports';
import { callApi } from '@/api/failure';
import { createApiFor } from '@/app/system/api-for';
import { notify } from '@/components/toaster/toaster';
import i18n from '@/i18n/i18n';

/**
 * Settings' e-mail choices (product §14) bound to the API, through the client of the system they run in (the app's,
 * ADR 030); the settings machine runs them.
 */
export const liveEmailSettingsMachine = emailSettingsMachine.provide({
  actors: {
    loadSettings: fromPromise(({ system }) =>
      callApi(async () => fetchNotificationSettings(await createApiFor(system))),
    ),
    saveSettings: fromPromise(({ input, system }) =>
      callApi(async () => saveNotificationSettings(await createApiFor(system), input)),
    ),
  },
  actions: { notifySaved: () => notify.success(i18n.t('reports.settings.saved')) },
});
