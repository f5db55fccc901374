import { assign, fromPromise, sendParent, sendTo, setup } from 'xstate';
import type { MarketData } from '@contract/market';
import { apiFailureOf, type ApiFailure } from '@machines/shared/api-failure';
import { isViewer, refusedToViewer } from '@machines/shared/household-role';
import { lostAccess, lostOwnAccess, reportLostAccess } from '@machines/shared/refusals';
import { sellHoldingMachine } from '../sell-holding/sell-holding.machine';
import {
  chosenAsset,
  hidden,
  holdingQuestion,
  revealedAll,
  todayPriceFor,
  typedInto,
} from './dialog-context';
import {
  createPayload,
  emptyForm,
  formFromTransaction,
  hasNumberProblem,
  serverFieldErrors,
  subTypesOf,
  updatePayload,
  validationProblem,
} from './form';
import { recordsWorkmanship, takesWorkmanship } from './workmanship';
import type {
  AvailableAssetsResponse,
  DeleteCall,
  SubmitCall,
  SubmitResult,
  Transaction,
  TransactionDialogContext,
  TransactionDialogEvent,
  TransactionDialogInput,
} from './types';

const transactionDialogSetup = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    context: {} as TransactionDialogContext,
    events: {} as TransactionDialogEvent,
    input: {} as TransactionDialogInput,
  },
  // Stryker disable all: placeholders, replaced by provide() wherever the machine runs
  actors: {
    loadAvailableAssets: fromPromise<AvailableAssetsResponse>(async () => {
      throw new Error('loadAvailableAssets is provided by the app');
    }),
    submitTransaction: fromPromise<SubmitResult, SubmitCall>(async () => {
      throw new Error('submitTransaction is provided by the app');
    }),
    loadMarketPrices: fromPromise<MarketData>(async () => {
      throw new Error('loadMarketPrices is provided by the app');
    }),
    deleteTransaction: fromPromise<void, DeleteCall>(async () => {
      throw new Error('deleteTransaction is provided by the app');
    }),
    /** How much of the item the person holds on a sale's date (product §10); its loader is provided by the app. */
    sellHolding: sellHoldingMachine,
  },
  // Stryker restore all
  actions: {
    // product §4, §8, §13: a 403 in the own household signs out; a 403 or 404 in a shared one goes to the scope.
    reportLostAccess,
    notifyAssetsFailed: () => {},
    notifySaved: (_, _params: { kind: SubmitResult['kind'] }) => {},
    notifySubmitFailed: (_, _params: ApiFailure) => {},
    notifyDeleted: () => {},
    notifyTodayPriceMissing: () => {},
    notifyDeleteFailed: (_, _params: ApiFailure) => {},
    reportSaved: sendParent((_, params: { transaction: Transaction | null }) => ({
      type: 'dialog.saved' as const,
      result: params.transaction,
    })),
    reportClosed: sendParent({ type: 'dialog.closed' as const }),
    // product §10: a sale shows how much of its item is held on its date; anything else asks nothing.
    askHolding: sendTo('sellHolding', ({ context }) => {
      const question = holdingQuestion(context);
      return question ? { type: 'holding.asked' as const, question } : { type: 'holding.cleared' as const };
    }),
    storeAssets: assign((_, params: { assets: AvailableAssetsResponse }) => ({ assets: params.assets })),
    // A submit shows every reason not to save at once: the missing fields and each number that would be misread.
    showProblem: assign(({ context }) => ({
      problem: validationProblem(context.form),
      revealed: revealedAll,
    })),
    revealNumberProblems: assign({ revealed: revealedAll }),
    revealField: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'form.fieldLeft' ? { revealed: { ...context.revealed, [event.field]: true } } : {},
    ),
    storeServerErrors: assign((_, params: ApiFailure) => ({
      serverErrors: serverFieldErrors(params).errors,
    })),
    setTransactionType: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'form.transactionTypeChanged'
        ? { form: { ...context.form, transactionType: event.transactionType }, problem: null }
        : {},
    ),
    // product §4: choosing a main type clears the sub type.
    setMainType: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'form.mainTypeChanged'
        ? { form: { ...context.form, mainType: event.mainType, assetId: null }, problem: null }
        : {},
    ),
    // product §5: a main type without available items resets the selection silently.
    clearMainType: assign(({ context }) => ({
      form: { ...context.form, mainType: '' as const, assetId: null },
    })),
    setSubType: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'form.subTypeChanged'
        ? { form: { ...context.form, assetId: event.assetId }, problem: null }
        : {},
    ),
    // The text is kept as typed (product §10): the field shows what the person wrote, and the parser reads it.
    setQuantity: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'form.quantityChanged' ? typedInto(context, 'quantity', event.quantity) : {},
    ),
    setPrice: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'form.priceChanged' ? typedInto(context, 'price', event.price) : {},
    ),
    // product §10: "today's price" fills the field with the market's price for the chosen item and side.
    setTodayPrice: assign(({ context }, params: { market: MarketData }) => {
      const price = todayPriceFor(context, params.market);
      // Stryker disable next-line ConditionalExpression: runs only after isQuotedToday found this price
      return price === null ? {} : typedInto(context, 'price', price);
    }),
    // product §17: the disclosure opens (or closes) the two parts of the price; what was typed in them is kept, and
    // only an open disclosure records them (an edit that closes it clears them).
    toggleWorkmanship: assign(({ context }) => ({
      form: { ...context.form, includesWorkmanship: !context.form.includesWorkmanship },
    })),
    setWorkmanship: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'form.workmanshipChanged' ? typedInto(context, 'workmanship', event.workmanship) : {},
    ),
    setRefund: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'form.refundChanged' ? typedInto(context, 'refund', event.refund) : {},
    ),
    setMember: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'form.memberChanged' ? { form: { ...context.form, member: event.member } } : {},
    ),
    setDate: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'form.dateChanged' ? typedInto(context, 'date', event.date) : {},
    ),
  },
  guards: {
    isViewer,
    // product §17: only a buy of gold has workmanship; the disclosure is not offered for anything else.
    takesWorkmanship: ({ context }) => takesWorkmanship(context.form),
    // The two parts are typed only while the disclosure shows them.
    recordsWorkmanship: ({ context }) => recordsWorkmanship(context.form),
    isEditing: ({ context }) => context.transaction !== null,
    isAdding: ({ context }) => context.transaction === null,
    // product §5: edit skips the checks.
    isFormIncomplete: ({ context }) =>
      context.transaction === null && validationProblem(context.form) !== null,
    // Adding or editing: a number that would be misread is never sent (product §10).
    hasNumberProblem: ({ context }) => hasNumberProblem(context.form),
    // A refusal the fields can show entirely needs no toast (one message is never shown twice).
    failureLandsOnFields: (_, params: ApiFailure) => !serverFieldErrors(params).unplaced,
    // Only a sub type of the chosen main type can be chosen (or the choice cleared).
    isOfferedSubType: ({ context, event }) =>
      event.type === 'form.subTypeChanged' &&
      context.transaction === null &&
      (event.assetId === null ||
        subTypesOf(context.assets, context.form.mainType).some((a) => a.id === event.assetId)),
    canAskTodayPrice: ({ context }) => context.transaction === null && chosenAsset(context) !== null,
    isQuotedToday: (_, params: { quoted: boolean }) => params.quoted,
    mainTypeHasItems: ({ context, event }) =>
      event.type === 'form.mainTypeChanged' &&
      (event.mainType === '' || subTypesOf(context.assets, event.mainType).length > 0),
  },
});

/** The workmanship disclosure and its two fields, the same while the form is edited or today's price loads. */
const WORKMANSHIP_EVENTS = {
  'form.workmanshipToggled': { guard: 'takesWorkmanship', actions: 'toggleWorkmanship' },
  'form.workmanshipChanged': { guard: 'recordsWorkmanship', actions: 'setWorkmanship' },
  'form.refundChanged': { guard: 'recordsWorkmanship', actions: 'setRefund' },
} as const;

/**
 * The add/edit transaction dialog (product §2 Transaction dialog, §4 Transaction dialog form, §5 Add transaction,
 * §8 Transaction dialog), a child actor of the page that offers it (ADR 016): the parent invokes it while its own
 * `dialog.open` state lasts, with the transaction to edit (or null to add) and today's day as input. The dialog
 * reports to its parent with `dialog.saved` (the saved transaction, or null after a delete) or `dialog.closed`
 * (dismissed), then stops in its final state `closed`; the parent leaves `dialog.open`, which stops the actor.
 */
export const transactionDialogMachine = transactionDialogSetup.createMachine({
  id: 'transactionDialog',
  // product §4: every opening is a new actor with a fresh form (today's date, or the edited transaction): whatever was
  // typed before the last close is gone.
  context: ({ input }) => ({
    role: input.role,
    scope: input.scope,
    transaction: input.transaction,
    assets: null,
    form: input.transaction ? formFromTransaction(input.transaction) : emptyForm(input.today),
    problem: null,
    revealed: hidden,
    serverErrors: {},
  }),
  initial: 'loadingAssets',
  invoke: { src: 'sellHolding', id: 'sellHolding', input: ({ context }) => ({ scope: context.scope }) },
  on: {
    'dialog.close': { target: '.closed', actions: 'reportClosed' },
  },
  states: {
    // product §4: available assets are fetched each time the dialog opens.
    loadingAssets: {
      invoke: {
        src: 'loadAvailableAssets',
        id: 'loadAvailableAssets',
        onDone: {
          target: 'editing',
          actions: [{ type: 'storeAssets', params: ({ event }) => ({ assets: event.output }) }, 'askHolding'],
        },
        // The catalogue is the person's, whatever household the dialog acts for: only its 403 counts (a sign-out).
        onError: [
          // Editing needs no catalogue: main and sub type are read-only there.
          {
            guard: 'isEditing',
            target: 'editing',
            actions: ['notifyAssetsFailed', 'askHolding', lostOwnAccess],
          },
          { target: 'loadingAssetsFailed', actions: ['notifyAssetsFailed', lostOwnAccess] },
        ],
      },
    },
    loadingAssetsFailed: {
      on: { 'assets.retry': 'loadingAssets' },
    },
    editing: {
      on: {
        'form.transactionTypeChanged': { guard: 'isAdding', actions: ['setTransactionType', 'askHolding'] },
        'form.mainTypeChanged': [
          { guard: 'isEditing' },
          { guard: 'mainTypeHasItems', actions: ['setMainType', 'askHolding'] },
          { actions: ['clearMainType', 'askHolding'] },
        ],
        'form.subTypeChanged': { guard: 'isOfferedSubType', actions: ['setSubType', 'askHolding'] },
        'form.quantityChanged': { actions: 'setQuantity' },
        'form.priceChanged': { actions: 'setPrice' },
        'form.dateChanged': { actions: ['setDate', 'askHolding'] },
        'form.memberChanged': { actions: ['setMember', 'askHolding'] },
        ...WORKMANSHIP_EVENTS,
        'form.fieldLeft': { actions: 'revealField' },
        'form.todayPriceRequested': { guard: 'canAskTodayPrice', target: 'fetchingTodayPrice' },
        'dialog.submit': [
          // A viewer saves nothing: the button is disabled, and a submit sent anyway is ignored.
          refusedToViewer,
          { guard: 'isFormIncomplete', actions: 'showProblem' },
          { guard: 'hasNumberProblem', actions: 'revealNumberProblems' },
          { target: 'submitting' },
        ],
        'delete.request': [refusedToViewer, { guard: 'isEditing', target: 'confirmingDelete' }],
      },
    },
    // The form stays the person's while the price loads: what they type is kept. Typing a price of their own, or
    // choosing another item, answers the question instead, so the price that arrives later is not used.
    fetchingTodayPrice: {
      on: {
        'form.quantityChanged': { actions: 'setQuantity' },
        'form.priceChanged': { target: 'editing', actions: 'setPrice' },
        'form.dateChanged': { actions: ['setDate', 'askHolding'] },
        'form.memberChanged': { actions: ['setMember', 'askHolding'] },
        ...WORKMANSHIP_EVENTS,
        'form.fieldLeft': { actions: 'revealField' },
        'form.transactionTypeChanged': { target: 'editing', actions: ['setTransactionType', 'askHolding'] },
        'form.mainTypeChanged': [
          { guard: 'mainTypeHasItems', target: 'editing', actions: ['setMainType', 'askHolding'] },
          { target: 'editing', actions: ['clearMainType', 'askHolding'] },
        ],
        'form.subTypeChanged': {
          guard: 'isOfferedSubType',
          target: 'editing',
          actions: ['setSubType', 'askHolding'],
        },
      },
      invoke: {
        src: 'loadMarketPrices',
        id: 'loadMarketPrices',
        onDone: [
          {
            guard: {
              type: 'isQuotedToday',
              params: ({ context, event }) => ({ quoted: todayPriceFor(context, event.output) !== null }),
            },
            target: 'editing',
            actions: { type: 'setTodayPrice', params: ({ event }) => ({ market: event.output }) },
          },
          { target: 'editing', actions: 'notifyTodayPriceMissing' },
        ],
        // The market's prices are everyone's: only their 403 counts (a sign-out).
        onError: { target: 'editing', actions: ['notifyTodayPriceMissing', lostOwnAccess] },
      },
    },
    submitting: {
      // A request in flight cannot be abandoned half-way: the dialog stays until it answers.
      on: { 'dialog.close': {} },
      invoke: {
        src: 'submitTransaction',
        id: 'submitTransaction',
        input: ({ context }): SubmitCall => ({
          scope: context.scope,
          request: context.transaction
            ? {
                kind: 'update',
                uuid: context.transaction.uuid,
                payload: updatePayload(context.form, context.transaction),
              }
            : { kind: 'create', payload: createPayload(context.form) },
        }),
        onDone: {
          target: '#transactionDialog.closed',
          actions: [
            { type: 'notifySaved', params: ({ event }) => ({ kind: event.output.kind }) },
            { type: 'reportSaved', params: ({ event }) => ({ transaction: event.output.transaction }) },
          ],
        },
        onError: [
          {
            guard: { type: 'failureLandsOnFields', params: ({ event }) => apiFailureOf(event.error) },
            target: 'editing',
            actions: [
              { type: 'storeServerErrors', params: ({ event }) => apiFailureOf(event.error) },
              lostAccess,
            ],
          },
          {
            target: 'editing',
            actions: [
              { type: 'storeServerErrors', params: ({ event }) => apiFailureOf(event.error) },
              { type: 'notifySubmitFailed', params: ({ event }) => apiFailureOf(event.error) },
              lostAccess,
            ],
          },
        ],
      },
    },
    confirmingDelete: {
      on: {
        'delete.cancel': 'editing',
        // A viewer never gets here: `delete.request` is refused.
        'delete.confirm': 'deleting',
      },
    },
    deleting: {
      on: { 'dialog.close': {} },
      invoke: {
        src: 'deleteTransaction',
        id: 'deleteTransaction',
        input: ({ context }) => ({ scope: context.scope, uuid: context.transaction?.uuid ?? '' }),
        onDone: {
          target: '#transactionDialog.closed',
          actions: ['notifyDeleted', { type: 'reportSaved', params: { transaction: null } }],
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'notifyDeleteFailed', params: ({ event }) => apiFailureOf(event.error) },
            lostAccess,
          ],
        },
      },
    },
    // Reported to the parent, which stops the actor; the last snapshot lets the dialog animate closed.
    closed: { type: 'final' },
  },
});

export type TransactionDialogMachine = typeof transactionDialogMachine;
