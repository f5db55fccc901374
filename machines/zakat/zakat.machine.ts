import { assign, setup } from 'xstate';
import { isViewer, refusedToViewer } from '@machines/shared/household-role';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { apiFailureOf, type ApiFailure } from '@machines/shared/api-failure';
import {
  editSettings,
  emptyPaymentForm,
  emptySettingsForm,
  paymentFormOf,
  paymentPayload,
  settingsFormOf,
  settingsPayload,
} from './forms';
import type { ScopeInput } from '@machines/shared/acting-for';
import type {
  ScopedPayload,
  ZakatContext,
  ZakatEvent,
  ZakatInput,
  ZakatPage,
  ZakatPaymentPayload,
  ZakatSettingsPayload,
} from './types';
import { lostAccess, reportLostAccess } from '@machines/shared/refusals';

/** A save, a payment or a download starts from `idle` and from each failure state alike. */
const startRequest = {
  'settings.save': { guard: 'canSaveSettings', target: 'savingSettings' },
  'payment.record': { guard: 'canRecordPayment', target: 'recordingPayment' },
  'reminder.download': { guard: 'hasDueDay', target: 'downloadingReminder' },
} as const;

/**
 * Saving the settings and recording a payment alike: the server answers with the page as it now stands (stored,
 * and the person told), or the failure is kept in the request's own failure state.
 */
const answeredWithPage = <
  const S extends string,
  I,
  const N extends string,
  const F extends string,
>(request: {
  src: S;
  input: (context: ZakatContext) => I;
  notify: N;
  failed: F;
}) =>
  ({
    entry: 'clearFailure',
    invoke: {
      src: request.src,
      id: request.src,
      input: ({ context }: { context: ZakatContext }) => request.input(context),
      onDone: {
        target: 'idle',
        actions: [
          { type: 'storePage', params: ({ event }: { event: { output: ZakatPage } }) => event.output },
          request.notify,
        ],
      },
      onError: {
        target: request.failed,
        actions: [
          {
            type: 'storeFailure',
            params: ({ event }: { event: { error: unknown } }) => apiFailureOf(event.error),
          },
          lostAccess,
        ],
      },
    },
  }) as const;

/**
 * The zakat page (product §12, architecture §9): the computation and the payments load together; once loaded the person
 * edits the settings and saves them, marks the due zakat as paid, or downloads the calendar reminder. Each of the
 * three answers with the page as it now stands (the server recomputes), or fails into a state that says why
 * while the page stays usable.
 * Every actor is a placeholder: the page binds the zakat API with `provide()`.
 */
export const zakatMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    context: {} as ZakatContext,
    events: {} as ZakatEvent,
    input: {} as ZakatInput,
  },
  actors: {
    loadZakat: placeholderActor<ZakatPage, ScopeInput>('loadZakat'),
    saveSettings: placeholderActor<ZakatPage, ScopedPayload<ZakatSettingsPayload>>('saveSettings'),
    recordPayment: placeholderActor<ZakatPage, ScopedPayload<ZakatPaymentPayload>>('recordPayment'),
    downloadReminder: placeholderActor<void, ScopeInput>('downloadReminder'),
  },
  actions: {
    // product §4, §8, §13: a 403 in the own household signs out; a 403 or 404 in a shared one goes to the scope.
    reportLostAccess,
    storePage: assign((_, page: ZakatPage) => ({
      page,
      settingsForm: settingsFormOf(page),
      paymentForm: paymentFormOf(page),
      failure: null,
    })),
    storeFailure: assign({ failure: (_, failure: ApiFailure) => failure }),
    clearFailure: assign({ failure: null }),
    editSettings: assign({
      settingsForm: ({ context, event }) =>
        event.type === 'settings.edit'
          ? editSettings(context.settingsForm, event.field, event.value)
          : context.settingsForm,
    }),
    editPayment: assign({
      paymentForm: ({ context, event }) => {
        if (event.type !== 'payment.edit') return context.paymentForm;
        // Choosing another unpaid year fills in that year's amount (product §12: each year is paid on its own).
        if (event.field === 'dueOn' && context.page) return paymentFormOf(context.page, event.value);
        return { ...context.paymentForm, [event.field]: event.value };
      },
    }),
    /** Placeholders: the page shows a toast. */
    notifySettingsSaved: () => {},
    notifyPaymentRecorded: () => {},
  },
  guards: {
    isViewer,
    /** A field set to what it already holds changes nothing. */
    changesSettings: ({ context, event }) =>
      event.type === 'settings.edit' && context.settingsForm[event.field] !== event.value,
    changesPayment: ({ context, event }) =>
      event.type === 'payment.edit' && context.paymentForm[event.field] !== event.value,
    // A viewer's save and payment are refused by `loaded` (see there), whatever the forms hold.
    canSaveSettings: ({ context }) =>
      context.role !== 'viewer' && settingsPayload(context.settingsForm) !== null,
    /** The server settles only an unpaid year (zakatErrorDetails.nothingDue). */
    canRecordPayment: ({ context }) =>
      context.role !== 'viewer' &&
      (context.page?.zakat.unpaid.length ?? 0) > 0 &&
      paymentPayload(context.paymentForm) !== null,
    /** A reminder needs a due day: none while the wealth is below the nisab. */
    hasDueDay: ({ context }) => context.page !== null && context.page.zakat.hawl.due_on !== null,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id names it in the inspector and the exports only
  id: 'zakat',
  context: ({ input }) => ({
    role: input.role,
    scope: input.scope,
    page: null,
    settingsForm: emptySettingsForm,
    paymentForm: emptyPaymentForm,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadZakat',
        // Stryker disable next-line StringLiteral: the child's id, which nothing reads
        id: 'loadZakat',
        input: ({ context }) => ({ scope: context.scope }),
        onDone: { target: 'loaded', actions: { type: 'storePage', params: ({ event }) => event.output } },
        onError: { target: 'loadingFailed', actions: lostAccess },
      },
    },
    loadingFailed: { on: { 'zakat.retry': 'loading' } },
    loaded: {
      initial: 'idle',
      // What a person can do whenever no save, payment or download is under way (the failure states included:
      // the page stays usable and the message stays until the next attempt).
      // A viewer changes nothing: the edits, the save and the payment are taken here and do nothing (a save or a
      // payment reaches this level only when the state's own guard refused it, which it always does for a viewer).
      on: {
        'settings.edit': [refusedToViewer, { guard: 'changesSettings', actions: 'editSettings' }],
        'payment.edit': [refusedToViewer, { guard: 'changesPayment', actions: 'editPayment' }],
        'settings.save': refusedToViewer,
        'payment.record': refusedToViewer,
      },
      states: {
        idle: { on: startRequest },
        savingSettings: answeredWithPage({
          src: 'saveSettings',
          input: (context) => ({
            scope: context.scope,
            payload: settingsPayload(context.settingsForm) as ZakatSettingsPayload,
          }),
          notify: 'notifySettingsSaved',
          failed: 'settingsFailed',
        }),
        recordingPayment: answeredWithPage({
          src: 'recordPayment',
          input: (context) => ({
            scope: context.scope,
            payload: paymentPayload(context.paymentForm) as ZakatPaymentPayload,
          }),
          notify: 'notifyPaymentRecorded',
          failed: 'paymentFailed',
        }),
        downloadingReminder: {
          entry: 'clearFailure',
          invoke: {
            src: 'downloadReminder',
            // Stryker disable next-line StringLiteral: the child's id, which nothing reads
            id: 'downloadReminder',
            input: ({ context }) => ({ scope: context.scope }),
            onDone: { target: 'idle' },
            onError: {
              target: 'reminderFailed',
              actions: [
                { type: 'storeFailure', params: ({ event }) => apiFailureOf(event.error) },
                lostAccess,
              ],
            },
          },
        },
        settingsFailed: { on: startRequest },
        paymentFailed: { on: startRequest },
        reminderFailed: { on: startRequest },
      },
    },
  },
});

export type ZakatMachine = typeof zakatMachine;
