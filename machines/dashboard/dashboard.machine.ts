import { assign, fromCallback, setup, stateIn } from 'xstate';
import { isViewer, refusedToViewer } from '@machines/shared/household-role';
import type { ScopeInput } from '@machines/shared/acting-for';
import { placeholderActor, placeholderLogic } from '@machines/shared/placeholder-actor';
import type { ChartRange } from '@contract/portfolio';
import type { TransactionDialogMachine } from '../transaction-dialog/transaction-dialog.machine';
import { allocationOf } from './allocation';
import type {
  DashboardContext,
  DashboardEvent,
  DashboardInput,
  DashboardTotals,
  LoadChartInput,
  PreferencesSource,
  WealthPoint,
  WealthUnit,
} from './types';
import { lostAccess, reportLostAccess } from '@machines/shared/refusals';

/**
 * Relays the preferences actor's `preferences.changed` (a new language or privacy mode) to the dashboard for as long as
 * the dashboard runs (ADR 016): the chart reloads because the preferences machine said so, not because a view
 * compared values.
 */
export const preferenceChanges = fromCallback<DashboardEvent, PreferencesSource>(({ input, sendBack }) => {
  const subscription = input.on('preferences.changed', () => sendBack({ type: 'preferences.changed' }));
  return () => subscription.unsubscribe();
});

/** product §9: dashboard totals refresh every 30 000 ms. */
export const TOTALS_REFRESH_MS = 30_000;

/**
 * The totals' fetch, the same for a first load and a refresh: the figures are stored when they arrive; a failure
 * is logged and leads to `failedTarget` (a retry offer for a first load, the figures kept for a refresh).
 */
const logTotalsFailure = {
  type: 'logTotalsFailure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

const invokeLoadTotals = (failedTarget: 'loadingFailed' | 'loaded') =>
  ({
    src: 'loadTotals',
    id: 'loadTotals',
    input: ({ context }: { context: DashboardContext }) => ({ scope: context.scope }),
    onDone: {
      target: 'loaded',
      actions: {
        type: 'storeTotals',
        params: ({ event }: { event: { output: DashboardTotals } }) => event.output,
      },
    },
    onError: { target: failedTarget, actions: [logTotalsFailure, lostAccess] },
  }) as const;

/**
 * The dashboard (product §2, §4 "Dashboard chart", §9; architecture §3): three regions side by side.
 * - totals: the four cards (and the prices' age, product §10), loaded once, then refreshed every 30 s and after a saved transaction. A failed
 *   background refresh keeps the figures already shown (and is logged); a failed first load offers a retry.
 * - chart: the value chart of the chosen range and unit ("your wealth in": EGP, grams of 21k, gold pounds, USD),
 *   reloaded on a range, unit, privacy or language change and after a saved transaction. product §4: a failed fetch is logged and stops the loading. The privacy and language changes
 *   come from the preferences actor (`preferenceChanges`, invoked for the dashboard's life).
 * - dialog: closed, or open with the transaction dialog as a child actor that reports `dialog.saved` or
 *   `dialog.closed` (ADR 016).
 * Network calls and logging are placeholders bound by the page with `provide()`.
 */
export const dashboardMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    input: {} as DashboardInput,
    children: {} as { transactionDialog: 'transactionDialog'; preferenceChanges: 'preferenceChanges' },
  },
  actors: {
    preferenceChanges,
    // The dialog; the page provides it bound to the API and the toasts (dashboardTransactionDialog), its code fetched when a person
    // heads for a control that opens it (src/components/transaction-dialog/lazy-transaction-dialog.ts).
    transactionDialog: placeholderLogic<TransactionDialogMachine>('transactionDialog'),
    // Stryker disable next-line StringLiteral: the name only says, in an error, which call was left unbound
    loadTotals: placeholderActor<DashboardTotals, ScopeInput>('loadTotals'),
    // Stryker disable next-line StringLiteral: the name only says, in an error, which call was left unbound
    loadChart: placeholderActor<WealthPoint[], LoadChartInput>('loadChart'),
  },
  actions: {
    // product §4, §8, §13: a 403 in the own household signs out; a 403 or 404 in a shared one goes to the scope.
    reportLostAccess,
    storeTotals: assign((_, loaded: DashboardTotals) => ({
      totals: loaded.value,
      priceStatus: loaded.priceStatus,
      allocation: allocationOf(loaded.holdings),
      ledgerEmpty: loaded.ledgerEmpty,
    })),
    storePoints: assign({ points: (_, points: WealthPoint[]) => points }),
    clearPoints: assign({ points: [] }),
    storeRange: assign({ range: (_, params: { range: ChartRange }) => params.range }),
    storeUnit: assign({ unit: (_, params: { unit: WealthUnit }) => params.unit }),
    /** Placeholder: the page stores the choice where privacy mode is stored, so a reload keeps it. */
    persistUnit: (_, _params: { unit: WealthUnit }) => {},
    logTotalsFailure: (_, _params: { error: unknown }) => {},
    logChartFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isViewer,
    /** Something to draw: in a unit without any price over the range, every point is a gap. */
    hasPoints: (_, points: WealthPoint[]) => points.some((p) => p.value !== null),
    isOtherRange: ({ context }, params: { range: ChartRange }) => params.range !== context.range,
    isOtherUnit: ({ context, event }) => event.type === 'wealth.unitChosen' && event.unit !== context.unit,
    /** Only an open dialog saves: a stray 'saved' with the dialog closed reloads nothing. */
    isDialogOpen: stateIn('#dashboard.dialog.open'),
  },
  delays: {
    totalsRefresh: TOTALS_REFRESH_MS,
  },
}).createMachine({
  id: 'dashboard',
  type: 'parallel',
  context: ({ input }) => ({
    today: input.today,
    role: input.role,
    scope: input.scope,
    preferences: input.preferences,
    totals: null,
    range: '1m',
    unit: input.unit ?? 'egp',
    points: [],
    priceStatus: null,
    allocation: [],
    ledgerEmpty: false,
  }),
  invoke: {
    src: 'preferenceChanges',
    // Stryker disable next-line StringLiteral: the child's id, which nothing reads
    id: 'preferenceChanges',
    input: ({ context }) => context.preferences,
  },
  states: {
    totals: {
      initial: 'loading',
      states: {
        loading: {
          invoke: invokeLoadTotals('loadingFailed'),
          on: { 'dialog.saved': { guard: 'isDialogOpen', target: 'loading', reenter: true } },
        },
        loaded: {
          after: { totalsRefresh: { target: 'refreshing' } },
          on: { 'dialog.saved': { guard: 'isDialogOpen', target: 'refreshing' } },
        },
        /** The cards keep showing the last figures while new ones load. */
        refreshing: {
          invoke: invokeLoadTotals('loaded'),
          on: { 'dialog.saved': { guard: 'isDialogOpen', target: 'refreshing', reenter: true } },
        },
        loadingFailed: {
          after: { totalsRefresh: { target: 'loading' } },
          on: {
            'totals.retry': { target: 'loading' },
            'dialog.saved': { guard: 'isDialogOpen', target: 'loading' },
          },
        },
      },
    },
    chart: {
      initial: 'loading',
      on: {
        // Targets inside the region (no `reenter`): the region's active child is exited and `loading` entered
        // afresh, restarting a fetch in flight, without leaving the region (which would pre-empt the other
        // regions' transitions on the same event).
        'chart.rangeChanged': {
          guard: { type: 'isOtherRange', params: ({ event }) => ({ range: event.range }) },
          target: '.loading',
          actions: { type: 'storeRange', params: ({ event }) => ({ range: event.range }) },
        },
        // "Your wealth in" (product §10): the total and the chart follow the unit, and the choice is kept.
        'wealth.unitChosen': {
          guard: 'isOtherUnit',
          target: '.loading',
          actions: [
            { type: 'storeUnit', params: ({ event }) => ({ unit: event.unit }) },
            { type: 'persistUnit', params: ({ event }) => ({ unit: event.unit }) },
          ],
        },
        'preferences.changed': { target: '.loading' },
        'dialog.saved': { guard: 'isDialogOpen', target: '.loading' },
      },
      states: {
        loading: {
          invoke: {
            src: 'loadChart',
            // Stryker disable next-line StringLiteral: the child's id, which nothing reads
            id: 'loadChart',
            input: ({ context }) => ({ scope: context.scope, range: context.range, unit: context.unit }),
            onDone: [
              {
                guard: { type: 'hasPoints', params: ({ event }) => event.output },
                target: 'loaded',
                actions: { type: 'storePoints', params: ({ event }) => event.output },
              },
              { target: 'empty', actions: 'clearPoints' },
            ],
            onError: {
              target: 'loadingFailed',
              actions: [
                'clearPoints',
                { type: 'logChartFailure', params: ({ event }) => ({ error: event.error }) },
                lostAccess,
              ],
            },
          },
        },
        loaded: {},
        /** product §4: 'No data available'. */
        empty: {},
        /** product §4: the failure is logged and the spinner stops; the person may try again. */
        loadingFailed: {
          on: { 'chart.retry': { target: 'loading' } },
        },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          // A viewer adds nothing.
          on: { 'dialog.open': [refusedToViewer, { target: 'open' }] },
        },
        // The dialog is its own actor while this state lasts (adding only); leaving the state stops it.
        open: {
          invoke: {
            src: 'transactionDialog',
            id: 'transactionDialog',
            input: ({ context }) => ({
              transaction: null,
              today: context.today(),
              role: context.role,
              scope: context.scope,
            }),
          },
          on: {
            'dialog.closed': { target: 'closed' },
            'dialog.saved': { target: 'closed' },
          },
        },
      },
    },
  },
});
