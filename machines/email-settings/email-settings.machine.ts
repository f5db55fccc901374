import type { NotificationSettings } from '@contract/reports';
import { assign, setup } from 'xstate';
import { lostAccess, reportLostAccess } from '@machines/shared/refusals';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { loadingStates } from '@machines/shared/loading-states';

export interface EmailSettingsContext {
  monthlyReport: boolean;
}

export type EmailSettingsEvent = { type: 'emailSettings.retry' } | { type: 'emailSettings.toggle' };

/**
 * The Settings page's e-mail choices (product §14): the monthly report by e-mail, off until the person switches it on.
 * The switch saves at once; while it saves it cannot be flipped again; a failed save says so and keeps what the
 * server holds.
 */
export const emailSettingsMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: { context: {} as EmailSettingsContext, events: {} as EmailSettingsEvent },
  // Stryker disable all: placeholders, replaced by provide() wherever the machine runs
  actors: {
    /** GET /api/users/me/notifications/ */
    loadSettings: placeholderActor<NotificationSettings>('loadSettings'),
    /** PUT /api/users/me/notifications/ */
    saveSettings: placeholderActor<NotificationSettings, NotificationSettings>('saveSettings'),
  },
  // Stryker restore all
  actions: {
    // product §4, §8: the person's own: a 403 signs out (machines/shared/refusals.ts).
    reportLostAccess,
    storeSettings: assign((_, settings: NotificationSettings) => ({
      monthlyReport: settings.monthly_report,
    })),
    /** Placeholders: the page shows a toast. */
    notifySaved: () => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id, which no target names
  id: 'emailSettings',
  context: { monthlyReport: false },
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadSettings',
      store: 'storeSettings',
      then: 'loaded',
      retry: 'emailSettings.retry',
      lostAccess,
    }),
    loaded: { on: { 'emailSettings.toggle': { target: 'saving' } } },
    saving: {
      invoke: {
        src: 'saveSettings',
        // Stryker disable next-line StringLiteral: an id nothing reads
        id: 'saveSettings',
        input: ({ context }) => ({ monthly_report: !context.monthlyReport }),
        onDone: {
          target: 'loaded',
          actions: [{ type: 'storeSettings', params: ({ event }) => event.output }, 'notifySaved'],
        },
        onError: { target: 'savingFailed', actions: lostAccess },
      },
    },
    savingFailed: { on: { 'emailSettings.toggle': { target: 'saving' } } },
  },
});

export type EmailSettingsMachine = typeof emailSettingsMachine;
