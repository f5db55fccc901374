import { and, assign, or, setup, stateIn } from 'xstate';
import { isViewer, refusedToViewer } from '@machines/shared/household-role';
import { placeholderActor, placeholderLogic } from '@machines/shared/placeholder-actor';
import type { TransactionDialogMachine } from '../transaction-dialog/transaction-dialog.machine';
import type {
  PortfolioContext,
  PortfolioInput,
  PortfolioData,
  PortfolioEvent,
  ListRequest,
  Transaction,
  TransactionPageData,
  TransactionQuery,
} from './types';
import { lostAccess, reportLostAccess } from '@machines/shared/refusals';

/** Rows per page of the transactions list: a screenful on a desktop, a short scroll on a phone. */
export const TRANSACTION_PAGE_SIZE = 20;

/** Newest first, no filter, first page: what the page opens with. */
export const initialTransactionQuery: TransactionQuery = { ordering: '-timestamp', offset: 0 };

/** Whether any filter or search narrows the list (then an empty list is "no match", not "no transactions"). */
export const isFiltered = (q: TransactionQuery) =>
  q.transaction_type !== undefined ||
  q.asset !== undefined ||
  q.from !== undefined ||
  q.to !== undefined ||
  (q.search ?? '').trim() !== '';

/**
 * The Portfolio screen (product §2 Portfolio screen, §4 Portfolio and Transaction list): transactions and holdings are
 * loaded together (`loadPortfolio` requests both in parallel), with loading, empty and failed states; the transaction
 * dialog opens for adding or for editing the chosen transaction, and a save or delete refreshes both lists. The dialog
 * is a child actor (ADR 016): `dialog.open` invokes it, and it reports `dialog.saved` or `dialog.closed`.
 * The transactions list pages through long ledgers and sorts, filters and searches on the server (product §10): each
 * change fetches that list alone (`listing`) while the rows on screen stay.
 */
const portfolioSetup = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    context: {} as PortfolioContext,
    events: {} as PortfolioEvent,
    input: {} as PortfolioInput,
    children: {} as { transactionDialog: 'transactionDialog' },
  },
  actors: {
    // The dialog; the page provides it bound to the API and the toasts (liveTransactionDialog), its code fetched when a person
    // heads for a control that opens it (src/components/transaction-dialog/lazy-transaction-dialog.ts).
    transactionDialog: placeholderLogic<TransactionDialogMachine>('transactionDialog'),
    loadPortfolio: placeholderActor<PortfolioData, ListRequest>('loadPortfolio'),
    loadTransactions: placeholderActor<TransactionPageData, ListRequest>('loadTransactions'),
  },
  actions: {
    // product §4, §8, §13: a 403 in the own household signs out; a 403 or 404 in a shared one goes to the scope.
    reportLostAccess,
    storeData: assign((_, params: PortfolioData) => ({
      transactions: params.transactions,
      count: params.count,
      holdings: params.holdings,
    })),
    storePage: assign((_, params: TransactionPageData) => ({
      transactions: params.transactions,
      count: params.count,
    })),
    // A new order or filter starts again at the first page.
    sortBy: assign(({ context }, params: Pick<TransactionQuery, 'ordering'>) => ({
      query: { ...context.query, ordering: params.ordering, offset: 0 },
    })),
    filterBy: assign(({ context }, params: { filter: Partial<TransactionQuery> }) => ({
      query: { ...context.query, ...params.filter, offset: 0 },
    })),
    turnTo: assign(({ context }, params: { offset: number }) => ({
      query: { ...context.query, offset: params.offset },
    })),
    select: assign((_, params: { transaction: Transaction | null }) => ({ selected: params.transaction })),
    // product §4: closing clears the edit selection.
    clearSelection: assign({ selected: null }),
    toggleWorth: assign(({ context }, params: { uuid: string }) => ({
      openWorth: context.openWorth.includes(params.uuid)
        ? context.openWorth.filter((uuid) => uuid !== params.uuid)
        : [...context.openWorth, params.uuid],
    })),
  },
  guards: {
    isViewer,
    // Only a transaction on screen can be edited: the lists are shown (loaded or refreshing) and hold it.
    isListed: ({ context, event }) =>
      event.type === 'dialog.openEdit' && context.transactions.some((t) => t.uuid === event.transaction.uuid),
    isEmpty: ({ context }, params: PortfolioData) =>
      params.count === 0 && params.holdings.length === 0 && !isFiltered(context.query),
    // Named (not inline) so the Stately export keeps them: see docs/machines/portfolio.md.
    isDialogClosed: stateIn('#portfolio.dialog.closed'),
    isDialogOpen: stateIn('#portfolio.dialog.open'),
    showsListedTransaction: and([
      or([
        stateIn('#portfolio.data.loaded'),
        stateIn('#portfolio.data.refreshing'),
        stateIn('#portfolio.data.listing'),
        stateIn('#portfolio.data.listingFailed'),
      ]),
      'isListed',
    ]),
    // A page that exists and is not the one on screen (a multiple of the page size, so a whole number).
    isOtherPage: ({ context, event }) =>
      event.type === 'transactions.pageChanged' &&
      event.offset >= 0 &&
      event.offset < context.count &&
      event.offset % TRANSACTION_PAGE_SIZE === 0 &&
      event.offset !== context.query.offset,
    // The list's controls are under the dialog while it is open.
    canTurnPage: and(['isDialogClosed', 'isOtherPage']),
  },
});

// The list's controls, wherever the rows are on screen; each change fetches the list again (re-entering `listing`
// drops an answer still on its way for an older query).
type On<T extends PortfolioEvent['type']> = { event: Extract<PortfolioEvent, { type: T }> };
const LIST_CHANGES = {
  'transactions.sortChanged': {
    guard: 'isDialogClosed',
    target: '#portfolio.data.listing',
    reenter: true,
    actions: {
      type: 'sortBy',
      params: ({ event }: On<'transactions.sortChanged'>) => ({ ordering: event.ordering }),
    },
  },
  'transactions.filterChanged': {
    guard: 'isDialogClosed',
    target: '#portfolio.data.listing',
    reenter: true,
    actions: {
      type: 'filterBy',
      params: ({ event }: On<'transactions.filterChanged'>) => ({ filter: event.filter }),
    },
  },
  'transactions.pageChanged': {
    guard: 'canTurnPage',
    target: '#portfolio.data.listing',
    reenter: true,
    actions: {
      type: 'turnTo',
      params: ({ event }: On<'transactions.pageChanged'>) => ({ offset: event.offset }),
    },
  },
} as const;

/** The first load and the refresh after a save: holdings and the first page together, `empty` when there are none. */
const fetchingAll = portfolioSetup.createStateConfig({
  invoke: {
    src: 'loadPortfolio',
    // Stryker disable next-line StringLiteral: the child's id, which nothing reads
    id: 'loadPortfolio',
    input: ({ context }) => ({ scope: context.scope, query: context.query }),
    onDone: [
      {
        guard: { type: 'isEmpty', params: ({ event }) => event.output },
        target: 'empty',
        actions: { type: 'storeData', params: ({ event }) => event.output },
      },
      { target: 'loaded', actions: { type: 'storeData', params: ({ event }) => event.output } },
    ],
    onError: { target: 'loadingFailed', actions: lostAccess },
  },
});

export const portfolioMachine = portfolioSetup.createMachine({
  id: 'portfolio',
  type: 'parallel',
  context: ({ input }) => ({
    today: input.today,
    role: input.role,
    scope: input.scope,
    transactions: [],
    count: 0,
    holdings: [],
    selected: null,
    query: initialTransactionQuery,
    openWorth: [],
  }),
  states: {
    data: {
      initial: 'loading',
      states: {
        loading: fetchingAll,
        loaded: {
          on: {
            ...LIST_CHANGES,
            'holdings.worthToggled': {
              actions: { type: 'toggleWorth', params: ({ event }) => ({ uuid: event.uuid }) },
            },
          },
        },
        empty: {},
        // A new order, filter or page: the list is fetched alone, the rows on screen stay until it comes.
        listing: {
          on: LIST_CHANGES,
          invoke: {
            src: 'loadTransactions',
            // Stryker disable next-line StringLiteral: the child's id, which nothing reads
            id: 'loadTransactions',
            input: ({ context }) => ({ scope: context.scope, query: context.query }),
            onDone: { target: 'loaded', actions: { type: 'storePage', params: ({ event }) => event.output } },
            onError: { target: 'listingFailed', actions: lostAccess },
          },
        },
        // The list on screen is the last one fetched; the alert offers to try the asked one again.
        listingFailed: {
          on: { ...LIST_CHANGES, 'transactions.retry': { guard: 'isDialogClosed', target: 'listing' } },
        },
        loadingFailed: {
          // The Retry button is under the dialog while it is open.
          on: { 'portfolio.retry': { guard: 'isDialogClosed', target: 'loading' } },
        },
        // After a save or delete: the lists stay on screen while they are fetched again.
        refreshing: fetchingAll,
      },
      on: {
        // product §4: a save or delete in the dialog refreshes the lists.
        'dialog.saved': { guard: 'isDialogOpen', target: '.refreshing' },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            // A viewer adds and changes nothing.
            'dialog.openAdd': [
              refusedToViewer,
              // Adding: the selection is already null (closing clears it).
              { target: 'open' },
            ],
            'dialog.openEdit': [
              refusedToViewer,
              {
                guard: 'showsListedTransaction',
                target: 'open',
                actions: { type: 'select', params: ({ event }) => ({ transaction: event.transaction }) },
              },
            ],
          },
        },
        // The dialog is its own actor while this state lasts; leaving the state stops it.
        open: {
          invoke: {
            src: 'transactionDialog',
            id: 'transactionDialog',
            input: ({ context }) => ({
              transaction: context.selected,
              today: context.today(),
              role: context.role,
              scope: context.scope,
            }),
          },
          on: {
            'dialog.closed': { target: 'closed', actions: 'clearSelection' },
            'dialog.saved': { target: 'closed', actions: 'clearSelection' },
          },
        },
      },
    },
  },
});

export type PortfolioMachine = typeof portfolioMachine;
