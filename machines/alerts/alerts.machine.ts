import type { Alert } from '@contract/alerts';
import { parseNumberInput } from '@contract/number-input';
import { assign, setup } from 'xstate';
import { failingSignedInTo, lostAccess, reportLostAccess } from '@machines/shared/refusals';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { loadingStates } from '@machines/shared/loading-states';
import { newItemRequest, pendingItemRequest } from '@machines/shared/request-states';
import { fieldErrorsOf, generalMessage, numberMessage } from './messages';
import type { AlertDraft, AlertsContext, AlertsEvent, AlertsInput, AlertsLoaded, DraftField } from './types';
import { metNow } from './met-now';

type ChangeInput = { uuid: string; state: 'armed' | 'paused' };

const withoutField = (errors: AlertsContext['fieldErrors'], field: DraftField) => {
  const rest = { ...errors };
  delete rest[field];
  return rest;
};

/** A field of the form changed: its own error and the message above the form go (the others' errors stay). */
const withDraftField = <F extends DraftField>(context: AlertsContext, field: F, value: AlertDraft[F]) => ({
  draft: { ...context.draft, [field]: value },
  fieldErrors: withoutField(context.fieldErrors, field),
  failure: null,
});

/** Every request made from `loaded` comes back to `idle`; a refusal is shown on its fields or above the form. */
const refused = failingSignedInTo('idle', 'showRefusal');

/** The form as it is sent: the threshold as the shared number parser read it. */
const sentDraft = ({ context }: { context: AlertsContext }): AlertDraft => {
  const read = parseNumberInput(context.draft.threshold);
  return { ...context.draft, threshold: read.ok ? read.value : context.draft.threshold };
};

/** Re-arm and pause are the same PATCH with another state. */
const changingTo = (id: string, state: ChangeInput['state']) => ({
  invoke: {
    src: 'changeAlert' as const,
    id,
    input: ({ context }: { context: AlertsContext }): ChangeInput => ({ uuid: context.pending ?? '', state }),
    onDone: {
      target: 'idle',
      actions: {
        type: 'replaceAlert' as const,
        params: ({ event }: { event: { output: Alert } }) => ({ alert: event.output }),
      },
    },
    onError: refused,
  },
});

/**
 * The alerts page (product §14): the person's price alerts, a form that creates one (prefilled from the market page's
 * link), and re-arm, pause and delete on each. The threshold is read with the shared number parser before anything
 * is sent; the server's refusals come back on their fields, or above the form when they name none (20 active).
 */
export const alertsMachine = setup({
  types: {
    context: {} as AlertsContext,
    events: {} as AlertsEvent,
    input: {} as AlertsInput,
  },
  actors: {
    /** GET /api/alerts/ and GET /api/alerts/instruments/ */
    loadAlerts: placeholderActor<AlertsLoaded>('loadAlerts'),
    /** POST /api/alerts/ with the read threshold. */
    createAlert: placeholderActor<Alert, AlertDraft>('createAlert'),
    /** PATCH /api/alerts/{uuid}/ {"state": …} */
    changeAlert: placeholderActor<Alert, ChangeInput>('changeAlert'),
    /** DELETE /api/alerts/{uuid}/ */
    deleteAlert: placeholderActor<void, { uuid: string }>('deleteAlert'),
  },
  guards: {
    thresholdReadable: ({ context }) => parseNumberInput(context.draft.threshold).ok,
    /** Product §17: the price shown now meets the condition already, so the alert would wait for the next crossing. */
    metAlready: ({ context }) =>
      parseNumberInput(context.draft.threshold).ok && metNow(sentDraft({ context }), context.priced),
  },
  actions: {
    // product §4, §8: the person's own: a 403 signs out (machines/shared/refusals.ts).
    reportLostAccess,
    setAlerts: assign((_, loaded: AlertsLoaded) => ({
      alerts: loaded.alerts,
      priced: loaded.priced,
      failure: null,
    })),
    setInstrument: assign(({ context, event }) =>
      event.type === 'alerts.instrumentChanged' ? withDraftField(context, 'instrument', event.value) : {},
    ),
    setCondition: assign(({ context, event }) =>
      event.type === 'alerts.conditionChanged' ? withDraftField(context, 'condition', event.value) : {},
    ),
    setThreshold: assign(({ context, event }) =>
      event.type === 'alerts.thresholdChanged' ? withDraftField(context, 'threshold', event.value) : {},
    ),
    showThresholdProblem: assign(({ context }) => {
      const read = parseNumberInput(context.draft.threshold);
      return read.ok
        ? {}
        : { fieldErrors: { ...context.fieldErrors, threshold: numberMessage(read.problem) }, failure: null };
    }),
    addAlert: assign(({ context }, alert: Alert) => ({
      alerts: [...context.alerts, alert],
      draft: { ...context.draft, threshold: '' },
      fieldErrors: {},
      failure: null,
    })),
    replaceAlert: assign(({ context }, params: { alert: Alert }) => ({
      alerts: context.alerts.map((a) => (a.uuid === params.alert.uuid ? params.alert : a)),
      pending: null,
      failure: null,
    })),
    dropAlert: assign(({ context }) => ({
      alerts: context.alerts.filter((a) => a.uuid !== context.pending),
      pending: null,
      failure: null,
    })),
    setPending: assign(({ event }) =>
      'uuid' in event ? { pending: event.uuid, failure: null } : { pending: null },
    ),
    showRefusal: assign((_, params: { error: unknown }) => ({
      fieldErrors: fieldErrorsOf(params.error),
      failure: generalMessage(params.error),
      pending: null,
    })),
    clearFailure: assign({ failure: null }),
    setLoadFailure: assign((_, params: { error: unknown }) => ({ failure: generalMessage(params.error) })),
  },
}).createMachine({
  id: 'alerts',
  context: ({ input }) => ({
    alerts: [],
    priced: [],
    draft: {
      instrument: input.instrument ?? 'gold_21_sell',
      condition: 'above',
      threshold: input.threshold ?? '',
    },
    fieldErrors: {},
    failure: null,
    pending: null,
  }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadAlerts',
      store: 'setAlerts',
      then: 'loaded',
      retry: 'alerts.retry',
      failure: 'setLoadFailure',
      lostAccess,
    }),
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'alerts.instrumentChanged': { actions: 'setInstrument' },
            'alerts.conditionChanged': { actions: 'setCondition' },
            'alerts.thresholdChanged': { actions: 'setThreshold' },
            'alerts.submit': [
              { guard: 'metAlready', target: 'confirmingMet' },
              { guard: 'thresholdReadable', target: 'creating' },
              { actions: 'showThresholdProblem' },
            ],
            'alerts.rearm': { target: 'rearming', actions: 'setPending' },
            'alerts.pause': { target: 'pausing', actions: 'setPending' },
            'alerts.remove': { target: 'deleting', actions: 'setPending' },
          },
        },
        // Product §17: the condition is met already; the person arms it for the next crossing or changes it.
        confirmingMet: {
          on: {
            'alerts.armForNextCrossing': { target: 'creating' },
            'alerts.keepEditing': { target: 'idle' },
          },
        },
        creating: newItemRequest('createAlert', sentDraft, 'addAlert', true),
        rearming: changingTo('rearmAlert', 'armed'),
        pausing: changingTo('pauseAlert', 'paused'),
        deleting: pendingItemRequest('deleteAlert', 'dropAlert', true),
      },
    },
  },
});

export type AlertsMachine = typeof alertsMachine;
