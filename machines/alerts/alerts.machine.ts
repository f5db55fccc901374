import type { Alert } from '@contract/alerts';
import { parseNumberInput } from '@contract/number-input';
import { assign, fromPromise, setup } from 'xstate';
import { fieldErrorsOf, generalMessage, numberMessage } from './messages';
import type { AlertDraft, AlertsContext, AlertsEvent, AlertsInput } from './types';

type ChangeInput = { uuid: string; state: 'armed' | 'paused' };

const withoutField = (errors: AlertsContext['fieldErrors'], field: keyof AlertsContext['fieldErrors']) => {
  const rest = { ...errors };
  delete rest[field];
  return rest;
};

/**
 * The alerts page (issue 18): the person's price alerts, a form that creates one (prefilled from the market page's
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
    /** GET /api/alerts/ */
    loadAlerts: fromPromise<Alert[]>(async () => {
      throw new Error('loadAlerts is not provided');
    }),
    /** POST /api/alerts/ with the read threshold. */
    createAlert: fromPromise<Alert, AlertDraft>(async () => {
      throw new Error('createAlert is not provided');
    }),
    /** PATCH /api/alerts/{uuid}/ {"state": …} */
    changeAlert: fromPromise<Alert, ChangeInput>(async () => {
      throw new Error('changeAlert is not provided');
    }),
    /** DELETE /api/alerts/{uuid}/ */
    deleteAlert: fromPromise<void, { uuid: string }>(async () => {
      throw new Error('deleteAlert is not provided');
    }),
  },
  guards: {
    thresholdReadable: ({ context }) => parseNumberInput(context.draft.threshold).ok,
  },
  actions: {
    setAlerts: assign((_, params: { alerts: Alert[] }) => ({ alerts: params.alerts, failure: null })),
    setInstrument: assign(({ context, event }) =>
      event.type === 'alerts.instrumentChanged'
        ? {
            draft: { ...context.draft, instrument: event.value },
            fieldErrors: withoutField(context.fieldErrors, 'instrument'),
            failure: null,
          }
        : {},
    ),
    setCondition: assign(({ context, event }) =>
      event.type === 'alerts.conditionChanged'
        ? {
            draft: { ...context.draft, condition: event.value },
            fieldErrors: withoutField(context.fieldErrors, 'condition'),
            failure: null,
          }
        : {},
    ),
    setThreshold: assign(({ context, event }) =>
      event.type === 'alerts.thresholdChanged'
        ? {
            draft: { ...context.draft, threshold: event.value },
            fieldErrors: withoutField(context.fieldErrors, 'threshold'),
            failure: null,
          }
        : {},
    ),
    showThresholdProblem: assign(({ context }) => {
      const read = parseNumberInput(context.draft.threshold);
      return read.ok
        ? {}
        : { fieldErrors: { ...context.fieldErrors, threshold: numberMessage(read.problem) }, failure: null };
    }),
    addAlert: assign(({ context }, params: { alert: Alert }) => ({
      alerts: [...context.alerts, params.alert],
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
    loading: {
      invoke: {
        src: 'loadAlerts',
        id: 'loadAlerts',
        onDone: {
          target: 'ready',
          actions: { type: 'setAlerts', params: ({ event }) => ({ alerts: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'setLoadFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { 'alerts.retry': { target: 'loading', actions: 'clearFailure' } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'alerts.instrumentChanged': { actions: 'setInstrument' },
            'alerts.conditionChanged': { actions: 'setCondition' },
            'alerts.thresholdChanged': { actions: 'setThreshold' },
            'alerts.submit': [
              { guard: 'thresholdReadable', target: 'creating' },
              { actions: 'showThresholdProblem' },
            ],
            'alerts.rearm': { target: 'rearming', actions: 'setPending' },
            'alerts.pause': { target: 'pausing', actions: 'setPending' },
            'alerts.remove': { target: 'deleting', actions: 'setPending' },
          },
        },
        creating: {
          invoke: {
            src: 'createAlert',
            id: 'createAlert',
            input: ({ context }) => {
              const read = parseNumberInput(context.draft.threshold);
              return { ...context.draft, threshold: read.ok ? read.value : context.draft.threshold };
            },
            onDone: {
              target: 'idle',
              actions: { type: 'addAlert', params: ({ event }) => ({ alert: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        rearming: {
          invoke: {
            src: 'changeAlert',
            id: 'rearmAlert',
            input: ({ context }) => ({ uuid: context.pending ?? '', state: 'armed' as const }),
            onDone: {
              target: 'idle',
              actions: { type: 'replaceAlert', params: ({ event }) => ({ alert: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        pausing: {
          invoke: {
            src: 'changeAlert',
            id: 'pauseAlert',
            input: ({ context }) => ({ uuid: context.pending ?? '', state: 'paused' as const }),
            onDone: {
              target: 'idle',
              actions: { type: 'replaceAlert', params: ({ event }) => ({ alert: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        deleting: {
          invoke: {
            src: 'deleteAlert',
            id: 'deleteAlert',
            input: ({ context }) => ({ uuid: context.pending ?? '' }),
            onDone: { target: 'idle', actions: 'dropAlert' },
            onError: {
              target: 'idle',
              actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

export type AlertsMachine = typeof alertsMachine;
