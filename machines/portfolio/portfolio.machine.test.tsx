import { act, within, type screen as Screen } from '@testing-library/react';
import { beforeAll, expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { liveTransactionDialog } from '@/components/transaction-dialog/live-transaction-dialog';
import { PortfolioView } from '@/pages/portfolio/portfolio-view';
import { testMachineModel } from '@tests/support/model-based';
import { clicksButton, clicksButtonUnlessViewer } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { availableAssetsFixture } from '@tests/fixtures/machines/transaction-dialog';
import {
  emptyPortfolioFixture,
  noMatchFixture,
  poundPurchase,
  portfolioFixture,
  poundHolding,
  transactionPageFixture,
} from '@tests/fixtures/machines/portfolio';
import { isFiltered, portfolioMachine } from './portfolio.machine';
import type { PortfolioContext, TransactionFilter } from './types';

// The transaction dialog is the page's real child actor (ADR 016); it talks to the portfolio API: answer it at once
// (its own model test covers its failures).
vi.mock('@/api/portfolio', () => ({
  fetchAvailableAssets: vi.fn(async () => availableAssetsFixture),
  createTransaction: vi.fn(async () => poundPurchase),
  updateTransaction: vi.fn(async () => poundPurchase),
  deleteTransaction: vi.fn(async () => undefined),
  fetchPortfolio: vi.fn(async () => portfolioFixture),
  fetchTransactionPage: vi.fn(async () => transactionPageFixture),
}));

vi.setConfig({ testTimeout: 30_000 });

// The page loads the dialog's code on first open (DeferredTransactionDialog). Here that code is transformed on
// demand, which on a busy machine can outlast a step: have it ready, so each step checks the page, not the loader.
beforeAll(() => import('@/components/transaction-dialog/transaction-dialog'), 60_000);

const ctx = (s: AnyMachineSnapshot) => s.context as PortfolioContext;
// Page-level queries pass `hidden: true`: under the open dialog the page is hidden from the accessibility tree.
const dialog = (screen: typeof Screen) => within(screen.getByTestId('transaction-dialog'));

/** The row (or cell) shows each of `texts` somewhere in its text. */
function expectShows(element: HTMLElement, texts: string[]) {
  for (const text of texts) expect(element.textContent).toContain(text);
}

/** The pound's worth split shows under its row exactly while the person has it open. */
function expectWorth(screen: typeof Screen, snapshot: AnyMachineSnapshot) {
  const toggle = screen.getByRole('button', { name: /What it is worth/, hidden: true });
  const open = ctx(snapshot).openWorth.includes(poundHolding.uuid);
  expect(toggle.getAttribute('aria-expanded')).toBe(String(open));
  const worth = screen.queryByTestId('holding-worth');
  if (!open) return expect(worth).toBeNull();
  expect(within(worth!).getByTestId('worth-sentence').textContent).toBe(
    'The shop would pay 97,254.24; you paid 54,000.00, of which 3,000.00 was workmanship',
  );
  expectShows(worth!, [
    'Gold cost',
    '51,000.00',
    'Workmanship paid',
    'Break-even shop price (per unit)',
    '26,500.00',
  ]);
}

function expectLists(screen: typeof Screen, snapshot: AnyMachineSnapshot) {
  // product §2: assets table (subtype, type, quantity, current price, total value) plus gain/loss.
  const assets = within(screen.getByRole('table', { name: 'Assets', hidden: true }));
  const [pound, dollar] = assets.getAllByTestId('holding-row');
  expectShows(pound!, ['Gold pound', 'Gold', '2 × 8 g pound', '48,127.12', '96,254.24', '+78.25%']);
  expect(pound!.querySelector('[data-direction]')?.getAttribute('data-direction')).toBe('up');
  expectShows(dollar!, ['US Dollar', 'Currency', '349.5 USD', '-209.70']);
  expect(dollar!.querySelector('[data-direction]')?.getAttribute('data-direction')).toBe('down');
  // Product §10: the totals row sums value, cost and gain, the percentage being the gain over the cost.
  expectShows(assets.getByTestId('holdings-totals'), [
    'Total',
    '112,995.29',
    '70,950.75',
    '42,044.54',
    '+59.26%',
  ]);
  // product §2/§3: date as day, full month name, year; buy/sell; asset; type; quantity; price; edit.
  const transactions = within(screen.getByRole('table', { name: 'Transactions', hidden: true }));
  const [sale, purchase] = transactions.getAllByTestId('transaction-row');
  // Product §10: both tables name the type the same way (Gold / Currency) and show the unit with the quantity.
  expectShows(sale!, ['15 September 2026', 'Sell', 'Currency', '150.5 USD', '48.25']);
  expect(sale!.textContent).not.toContain('Currencies');
  expectShows(purchase!, ['10 March 2026', 'Buy', 'Gold pound', '2 × 8 g pound', 'Gold', '27,000.00']);
  // The desktop table's Total column: quantity × price, formatted as every amount.
  expect(transactions.getByRole('columnheader', { name: 'Total', hidden: true })).toBeTruthy();
  expect(within(purchase!).getByTestId('transaction-total').textContent).toContain('54,000.00');
  // A viewer is offered no Edit.
  expect(transactions.queryAllByRole('button', { name: /^Edit the/, hidden: true })).toHaveLength(
    ctx(snapshot).role === 'viewer' ? 0 : 2,
  );
}

/** The controls show the list's order, type filter and search, and the pager where the page sits. */
function expectControls(screen: typeof Screen, snapshot: AnyMachineSnapshot) {
  const { query, count } = ctx(snapshot);
  const sort = screen.getByRole('combobox', { name: 'Sort by', hidden: true }) as HTMLSelectElement;
  expect(sort.value).toBe(query.ordering);
  const type = screen.getByRole('combobox', { name: 'Type', hidden: true }) as HTMLSelectElement;
  expect(type.value).toBe(query.transaction_type ?? '');
  const search = screen.getByRole('searchbox', { name: 'Search by asset', hidden: true }) as HTMLInputElement;
  expect(search.value).toBe(query.search ?? '');
  const pages = screen.queryByRole('navigation', { name: 'Transaction pages', hidden: true });
  if (count > 20) {
    expect(pages?.textContent).toContain(
      `${query.offset + 1}–${Math.min(query.offset + 20, count)} of ${count}`,
    );
    const previous = within(pages!).getByRole('button', {
      name: 'Previous',
      hidden: true,
    }) as HTMLButtonElement;
    expect(previous.disabled).toBe(query.offset === 0);
  } else expect(pages).toBeNull();
}

testMachineModel('portfolio (English)', {
  machine: portfolioMachine,
  // An editor and a viewer of a shared household (the machine is the same in the person's own, bar the 404 it reports
  // to the app): the viewer's machine refuses to open the dialog.
  inputs: [
    { today: () => '2026-11-22', role: 'editor', scope: { household: 'h-shared', member: null } },
    { today: () => '2026-11-22', role: 'viewer', scope: { household: 'h-shared', member: null } },
  ],
  render: (actor) => <PortfolioView actorRef={actor} />,
  // The dialog runs for real: its reports (`dialog.saved`, `dialog.closed`) are caused in its view.
  children: { transactionDialog: liveTransactionDialog },
  wrapper: createTestProviders({ language: 'en' }),
  stepTimeoutMs: 4000,
  // What the guards and the dialog's title read: which transaction is being edited, whether the lists hold any.
  // …and which page of the list is shown, whether a filter narrows it, and whether there is a next page.
  serialize: (s) => ({
    selected: ctx(s).selected?.uuid ?? null,
    listed: ctx(s).transactions.length,
    offset: ctx(s).query.offset,
    // The order the controls show (the model keeps one snapshot per state, and the assertions read this one).
    ordering: ctx(s).query.ordering,
    filtered: isFiltered(ctx(s).query),
    pages: ctx(s).count > 20,
  }),
  actors: {
    // A 404 in the viewer's shared household is reported to the app (product §13); the page shows the same failure.
    loadPortfolio: {
      done: [portfolioFixture, emptyPortfolioFixture],
      error: [new Error('503'), { status: 404, body: null }],
    },
    loadTransactions: {
      done: [transactionPageFixture, noMatchFixture],
      error: [new Error('503'), { status: 404, body: null }],
    },
  },
  events: {
    'portfolio.retry': clicksButton('Retry', 'clicks Retry'),
    'dialog.openAdd': clicksButtonUnlessViewer('Add transaction', 'clicks “Add transaction”'),
    'dialog.openEdit': {
      cases: [{ transaction: poundPurchase }],
      ...clicksButtonUnlessViewer(
        'Edit the Gold pound transaction of 10 March 2026',
        'clicks Edit on a transaction',
      ),
    },
    'dialog.closed': {
      description: 'clicks Cancel in the dialog',
      from: 'transactionDialog',
      exec: async ({ user, screen }) => {
        await user.click(dialog(screen).getByRole('button', { name: 'Cancel' }));
      },
    },
    'holdings.worthToggled': {
      cases: [{ uuid: poundHolding.uuid }],
      exec: ({ user, screen }) => user.click(screen.getByRole('button', { name: /What it is worth/ })),
    },
    'transactions.sortChanged': {
      cases: [{ ordering: '-total' }],
      exec: ({ user, screen, event }) =>
        user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), event.ordering as string),
    },
    'transactions.filterChanged': {
      cases: [{ filter: { transaction_type: 'sell' } }, { filter: { search: 'dollar' } }],
      exec: async ({ user, screen, event }) => {
        const filter = event.filter as TransactionFilter;
        if (filter.transaction_type)
          await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), filter.transaction_type);
        else {
          const box = screen.getByRole('searchbox', { name: 'Search by asset' });
          await user.clear(box);
          await user.type(box, filter.search!);
          await user.click(screen.getByRole('button', { name: 'Search' }));
        }
      },
    },
    'transactions.pageChanged': {
      cases: [{ offset: 20 }],
      exec: ({ user, screen }) => user.click(screen.getByRole('button', { name: 'Next' })),
    },
    'transactions.retry': {
      exec: ({ user, screen }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    },
    'dialog.saved': {
      description: 'saves a transaction in the dialog',
      from: 'transactionDialog',
      cases: [{ result: poundPurchase }],
      exec: async ({ user, screen, actor }) => {
        const view = dialog(screen);
        if (actor.getSnapshot().context.selected === null) {
          await user.selectOptions(await view.findByRole('combobox', { name: /main type/i }), 'pounds');
          await user.selectOptions(view.getByRole('combobox', { name: /subtype/i }), '1');
          await user.type(view.getByRole('textbox', { name: /price per unit/i }), '27000');
          await user.click(view.getByRole('button', { name: 'Add' }));
        } else {
          await user.click(await view.findByRole('button', { name: 'Save' }));
        }
        await act(async () => {});
      },
    },
  },
  sees: {
    'data.loading':
      'The title “Portfolio”, the “Add transaction” button and “Loading your portfolio…”; no table.',
    'data.loaded':
      'The holdings and the transactions tables; under the gold pound, when opened, what it is worth: gold cost, workmanship, refund, the shop price today and the break-even price.',
    'data.empty': '“No assets yet. Add your first purchase to see it here.” and “No transactions yet.”',
    'data.loadingFailed': '“An error occurred while loading the data” and a Retry button.',
    'data.refreshing': '“Updating…” with the lists still on screen.',
    'dialog.closed': 'No transaction dialog.',
    'dialog.open':
      'The transaction dialog: “Add New Transaction”, or “Edit Transaction” prefilled with the chosen transaction.',
  },
  states: {
    'data.loading': ({ screen, snapshot }) => {
      expect(screen.getByRole('heading', { level: 1, name: 'Portfolio', hidden: true })).toBeTruthy();
      // A viewer is offered no way to add.
      expect(screen.queryByRole('button', { name: 'Add transaction', hidden: true }) !== null).toBe(
        ctx(snapshot).role !== 'viewer',
      );
      expect(screen.getByText('Loading your portfolio…')).toBeTruthy();
      expect(screen.queryByRole('table', { hidden: true })).toBeNull();
    },
    'data.loaded': ({ screen, snapshot }) => {
      expect(screen.queryByText('Loading your portfolio…')).toBeNull();
      expect(screen.queryByText('Updating…')).toBeNull();
      expect(screen.queryByText('Updating the list…')).toBeNull();
      // product §10: the holdings say when their prices were taken, in Cairo time.
      expect(screen.getByTestId('holdings-prices-at').textContent).toBe(
        'Prices as of November 22, 2026 at 11:00 AM (Cairo time)',
      );
      expectControls(screen, snapshot);
      expectWorth(screen, snapshot);
      if (ctx(snapshot).transactions.length) expectLists(screen, snapshot);
      else {
        // A filter that matches nothing says so and offers the way back.
        expect(screen.getByText('No transactions match these filters.')).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Clear filters', hidden: true })).toBeTruthy();
      }
    },
    'data.listing': ({ screen, snapshot }) => {
      // The rows on screen stay while the asked list comes.
      expect(screen.getByText('Updating the list…')).toBeTruthy();
      expectControls(screen, snapshot);
      if (ctx(snapshot).transactions.length)
        expect(screen.getByRole('table', { name: 'Transactions', hidden: true })).toBeTruthy();
    },
    'data.listingFailed': ({ screen, snapshot }) => {
      expect(
        screen.getByText(
          'An error occurred while loading the data. The rows shown may not match your choice.',
        ),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Retry', hidden: true })).toBeTruthy();
      expectControls(screen, snapshot);
    },
    'data.empty': ({ screen }) => {
      expect(screen.getByText('No assets yet. Add your first purchase to see it here.')).toBeTruthy();
      expect(screen.getByText('No transactions yet.')).toBeTruthy();
      expect(screen.queryByRole('table', { hidden: true })).toBeNull();
    },
    'data.loadingFailed': ({ screen }) => {
      expect(screen.getByText('An error occurred while loading the data')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Retry', hidden: true })).toBeTruthy();
      expect(screen.queryByRole('table', { hidden: true })).toBeNull();
    },
    'data.refreshing': ({ screen, snapshot }) => {
      // The lists stay on screen while they are fetched again after a save.
      expect(screen.getByText('Updating…')).toBeTruthy();
      if (ctx(snapshot).transactions.length)
        expect(screen.getByRole('table', { name: 'Transactions', hidden: true })).toBeTruthy();
      else expect(screen.getByText('No transactions yet.')).toBeTruthy();
    },
    'dialog.closed': ({ screen }) => {
      expect(screen.queryByTestId('transaction-dialog')).toBeNull();
    },
    'dialog.open': ({ screen, snapshot }) => {
      const title = ctx(snapshot).selected ? 'Edit Transaction' : 'Add New Transaction';
      expect(dialog(screen).getByRole('heading', { name: title })).toBeTruthy();
      if (ctx(snapshot).selected) {
        // The chosen transaction, prefilled.
        expect((dialog(screen).getByRole('textbox', { name: /quantity/i }) as HTMLInputElement).value).toBe(
          '2',
        );
        expect(
          (dialog(screen).getByRole('textbox', { name: /price per unit/i }) as HTMLInputElement).value,
        ).toBe('27000');
      }
    },
  },
});
