/**
 * Scenario tests of the Portfolio screen's rules (product §4, §10, §13) on an actor of the real machine, its calls
 * controllable and the dialog a stand-in that records what it was opened with. The model-based test proves the view
 * follows the machine; these prove the machine follows the rules (docs/testing.md).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { runInApp } from '@tests/support/app-listeners';
import type { ActingFor } from '@machines/shared/acting-for';
import type { HouseholdRole } from '@machines/shared/household-role';
import { notFound, serverError } from '@tests/fixtures/machines/failures';
import {
  dollarSale,
  emptyPortfolioFixture,
  poundPurchase,
  portfolioFixture,
  transactionPageFixture,
} from '@tests/fixtures/machines/portfolio';
import {
  TRANSACTION_PAGE_SIZE,
  initialTransactionQuery,
  isFiltered,
  portfolioMachine,
} from './portfolio.machine';
import {
  selectCount,
  selectDialog,
  selectDialogOpen,
  selectHasData,
  selectHoldings,
  selectIsEmpty,
  selectIsListing,
  selectIsLoading,
  selectIsRefreshing,
  selectListingFailed,
  selectLoadingFailed,
  selectMayWrite,
  selectOpenWorth,
  selectQuery,
  selectSelected,
  selectTransactions,
} from './selectors';
import type { ListRequest, PortfolioData, PortfolioEvent, TransactionPageData } from './types';

const OWN: ActingFor = { household: null, member: null };
const SHARED: ActingFor = { household: '00000000-0000-4000-8000-000000000002', member: null };

/** A call the test answers when it chooses. */
type Pending<T> = { request: ListRequest; resolve: (value: T) => void; reject: (error: unknown) => void };

let running: AnyActorRef[] = [];
afterEach(() => {
  running.forEach((a) => a.stop());
  running = [];
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function machineWithCalls() {
  const loads: Pending<PortfolioData>[] = [];
  const lists: Pending<TransactionPageData>[] = [];
  const dialogInputs: Record<string, unknown>[] = [];
  const machine = portfolioMachine.provide({
    actors: {
      loadPortfolio: fromPromise<PortfolioData, ListRequest>(
        ({ input }) => new Promise((resolve, reject) => loads.push({ request: input, resolve, reject })),
      ),
      loadTransactions: fromPromise<TransactionPageData, ListRequest>(
        ({ input }) => new Promise((resolve, reject) => lists.push({ request: input, resolve, reject })),
      ),
      transactionDialog: fromCallback(({ input }: { input: Record<string, unknown> }) => {
        dialogInputs.push(input);
      }) as never,
    },
  });
  return { machine, loads, lists, dialogInputs };
}

/** The page opened for `role` in `scope`; its first load is pending until the test answers it. */
function openPortfolio(role: HouseholdRole = 'owner', scope: ActingFor = OWN) {
  const { machine, loads, lists, dialogInputs } = machineWithCalls();
  const page = createActor(machine, { input: { today: () => '2026-11-22', role, scope } }).start();
  running.push(page);
  const send = (event: PortfolioEvent) => page.send(event);
  const snap = () => page.getSnapshot();
  /** Answers the latest load (or list) and lets the machine take the answer. */
  const answerLoad = async (data: PortfolioData = portfolioFixture) => {
    loads.at(-1)!.resolve(data);
    await tick();
  };
  const failLoad = async (error: unknown = serverError) => {
    loads.at(-1)!.reject(error);
    await tick();
  };
  const answerList = async (data: TransactionPageData = transactionPageFixture, which = -1) => {
    lists.at(which)!.resolve(data);
    await tick();
  };
  const failList = async () => {
    lists.at(-1)!.reject(serverError);
    await tick();
  };
  return { page, send, snap, loads, lists, dialogInputs, answerLoad, failLoad, answerList, failList };
}

/** The page opened and its lists loaded. */
async function loadedPortfolio(role: HouseholdRole = 'owner', data: PortfolioData = portfolioFixture) {
  const p = openPortfolio(role);
  await p.answerLoad(data);
  return p;
}

/** The page in the app, whose household scope keeps what the page tells it (product §13). */
function portfolioUnderParent(scope: ActingFor) {
  const { machine, loads } = machineWithCalls();
  const { app, scope: reports } = runInApp(machine, { today: () => '2026-11-22', role: 'owner', scope });
  running.push(app);
  return { loads, reports };
}

describe('portfolio: the lists load together (product §4)', () => {
  it('opening asks for the holdings and the first page, newest first and unfiltered, for whom the page acts', () => {
    const { snap, loads } = openPortfolio('owner', SHARED);
    expect(selectIsLoading(snap())).toBe(true);
    expect(selectHasData(snap())).toBe(false);
    expect(selectTransactions(snap())).toEqual([]);
    expect(selectHoldings(snap())).toEqual([]);
    expect(selectCount(snap())).toBe(0);
    expect(loads).toHaveLength(1);
    expect(loads[0]!.request).toEqual({ scope: SHARED, query: { ordering: '-timestamp', offset: 0 } });
    expect(initialTransactionQuery).toEqual({ ordering: '-timestamp', offset: 0 });
  });

  it('the answer is shown: its transactions, count and holdings', async () => {
    const { snap } = await loadedPortfolio();
    expect(snap().matches({ data: 'loaded' })).toBe(true);
    expect(selectHasData(snap())).toBe(true);
    expect(selectIsLoading(snap())).toBe(false);
    expect(selectIsRefreshing(snap())).toBe(false);
    expect(selectLoadingFailed(snap())).toBe(false);
    expect(selectIsListing(snap())).toBe(false);
    expect(selectListingFailed(snap())).toBe(false);
    expect(selectTransactions(snap())).toEqual(portfolioFixture.transactions);
    expect(selectHoldings(snap())).toEqual(portfolioFixture.holdings);
    expect(selectCount(snap())).toBe(45);
    expect(selectIsEmpty(snap())).toBe(false);
  });

  it('no transaction and no holding is the empty page', async () => {
    const { snap } = await loadedPortfolio('owner', emptyPortfolioFixture);
    expect(selectIsEmpty(snap())).toBe(true);
    expect(selectHasData(snap())).toBe(true);
  });

  it('holdings without a transaction on the page, or transactions without a holding, are not empty', async () => {
    const holdingsOnly = await loadedPortfolio('owner', { ...portfolioFixture, transactions: [], count: 0 });
    expect(selectIsEmpty(holdingsOnly.snap())).toBe(false);
    expect(holdingsOnly.snap().matches({ data: 'loaded' })).toBe(true);
    const soldOut = await loadedPortfolio('owner', { ...portfolioFixture, holdings: [] });
    expect(selectIsEmpty(soldOut.snap())).toBe(false);
    expect(soldOut.snap().matches({ data: 'loaded' })).toBe(true);
  });

  it('a failed load says so, and Retry asks again', async () => {
    const { snap, send, loads, failLoad, answerLoad } = openPortfolio();
    await failLoad();
    expect(selectLoadingFailed(snap())).toBe(true);
    expect(selectHasData(snap())).toBe(false);
    send({ type: 'portfolio.retry' });
    expect(selectIsLoading(snap())).toBe(true);
    expect(loads).toHaveLength(2);
    await answerLoad();
    expect(snap().matches({ data: 'loaded' })).toBe(true);
  });

  it('Retry is under the open dialog: it does nothing until the dialog closes', async () => {
    const { snap, send, loads, failLoad } = openPortfolio();
    await failLoad();
    send({ type: 'dialog.openAdd' });
    send({ type: 'portfolio.retry' });
    expect(selectLoadingFailed(snap())).toBe(true);
    expect(loads).toHaveLength(1);
    send({ type: 'dialog.closed' });
    send({ type: 'portfolio.retry' });
    expect(loads).toHaveLength(2);
  });
});

describe('portfolio: a shared household gone (product §13)', () => {
  it('a 404 in a shared household reports scope.accessLost with the household to the scope, and shows the failure', async () => {
    const { loads, reports } = portfolioUnderParent(SHARED);
    loads[0]!.reject(notFound);
    await tick();
    expect(reports).toEqual([{ type: 'scope.accessLost', household: SHARED.household }]);
  });

  it("a 404 in the person's own household, or another failure in a shared one, is the page's own failure only", async () => {
    const own = portfolioUnderParent(OWN);
    own.loads[0]!.reject(notFound);
    const shared = portfolioUnderParent(SHARED);
    shared.loads[0]!.reject(serverError);
    const offline = portfolioUnderParent(SHARED);
    offline.loads[0]!.reject(new Error('aborted'));
    await tick();
    expect(own.reports).toEqual([]);
    expect(shared.reports).toEqual([]);
    expect(offline.reports).toEqual([]);
  });

  it('the page that reported the loss shows its failure, and Retry asks again', async () => {
    const { snap, send, loads, failLoad } = openPortfolio('owner', SHARED);
    await failLoad(notFound);
    expect(selectLoadingFailed(snap())).toBe(true);
    send({ type: 'portfolio.retry' });
    expect(loads).toHaveLength(2);
  });
});

describe('portfolio: sorting, filtering and paging fetch the list alone (product §10)', () => {
  it('a new order fetches the list from the first page for whom the page acts; the rows and holdings stay meanwhile', async () => {
    const { snap, send, lists, answerList, loads } = await loadedPortfolio();
    send({ type: 'transactions.pageChanged', offset: 20 });
    await answerList();
    send({ type: 'transactions.sortChanged', ordering: 'price' });
    expect(selectIsListing(snap())).toBe(true);
    expect(selectHasData(snap())).toBe(true);
    expect(selectTransactions(snap())).toEqual(portfolioFixture.transactions);
    expect(selectQuery(snap())).toEqual({ ordering: 'price', offset: 0 });
    expect(lists.at(-1)!.request).toEqual({ scope: OWN, query: { ordering: 'price', offset: 0 } });
    await answerList({ transactions: [poundPurchase], count: 1 });
    expect(snap().matches({ data: 'loaded' })).toBe(true);
    expect(selectTransactions(snap())).toEqual([poundPurchase]);
    expect(selectCount(snap())).toBe(1);
    expect(selectHoldings(snap())).toEqual(portfolioFixture.holdings);
    expect(loads).toHaveLength(1);
  });

  it('a filter joins the others and starts at the first page; undefined clears one', async () => {
    const { snap, send, lists, answerList } = await loadedPortfolio();
    send({ type: 'transactions.pageChanged', offset: 40 });
    await answerList();
    send({ type: 'transactions.filterChanged', filter: { transaction_type: 'buy', search: 'gold' } });
    expect(selectQuery(snap())).toEqual({
      ordering: '-timestamp',
      offset: 0,
      transaction_type: 'buy',
      search: 'gold',
    });
    await answerList();
    send({ type: 'transactions.filterChanged', filter: { transaction_type: undefined } });
    expect(lists.at(-1)!.request.query).toEqual({
      ordering: '-timestamp',
      offset: 0,
      transaction_type: undefined,
      search: 'gold',
    });
  });

  it('turning to another page keeps the order and filters and asks for that page', async () => {
    const { snap, send, lists, answerList } = await loadedPortfolio();
    send({ type: 'transactions.sortChanged', ordering: 'timestamp' });
    await answerList();
    send({ type: 'transactions.pageChanged', offset: TRANSACTION_PAGE_SIZE });
    expect(selectQuery(snap())).toEqual({ ordering: 'timestamp', offset: 20 });
    expect(lists.at(-1)!.request.query).toEqual({ ordering: 'timestamp', offset: 20 });
  });

  it('only a page that exists and is not the one on screen is fetched', async () => {
    const { snap, send, lists } = await loadedPortfolio();
    expect(TRANSACTION_PAGE_SIZE).toBe(20);
    for (const offset of [0, -20, 45, 60, 10, 20.5, Number.NaN]) {
      send({ type: 'transactions.pageChanged', offset });
      expect(snap().matches({ data: 'loaded' })).toBe(true);
    }
    expect(lists).toHaveLength(0);
    send({ type: 'transactions.pageChanged', offset: 40 });
    expect(selectIsListing(snap())).toBe(true);
    expect(lists).toHaveLength(1);
  });

  it('back to the first page from another is fetched', async () => {
    const { snap, send, lists, answerList } = await loadedPortfolio();
    send({ type: 'transactions.pageChanged', offset: 40 });
    await answerList();
    send({ type: 'transactions.pageChanged', offset: 0 });
    expect(selectIsListing(snap())).toBe(true);
    expect(lists.at(-1)!.request.query.offset).toBe(0);
  });

  it('the last page of an exact count is the last that exists', async () => {
    const { snap, send, lists } = await loadedPortfolio('owner', { ...portfolioFixture, count: 40 });
    send({ type: 'transactions.pageChanged', offset: 40 });
    expect(lists).toHaveLength(0);
    send({ type: 'transactions.pageChanged', offset: 20 });
    expect(selectQuery(snap()).offset).toBe(20);
  });

  it('a newer order drops the answer still on its way for the older one', async () => {
    const { snap, send, lists, answerList } = await loadedPortfolio();
    send({ type: 'transactions.sortChanged', ordering: 'price' });
    send({ type: 'transactions.sortChanged', ordering: '-price' });
    expect(lists).toHaveLength(2);
    await answerList({ transactions: [dollarSale], count: 1 }, 0);
    expect(selectIsListing(snap())).toBe(true);
    expect(selectTransactions(snap())).toEqual(portfolioFixture.transactions);
    await answerList({ transactions: [poundPurchase], count: 1 }, 1);
    expect(selectTransactions(snap())).toEqual([poundPurchase]);
    expect(selectQuery(snap()).ordering).toBe('-price');
  });

  it('a page turned while a list comes drops the older answer too', async () => {
    const { snap, send, lists, answerList } = await loadedPortfolio();
    send({ type: 'transactions.filterChanged', filter: { asset: 1 } });
    send({ type: 'transactions.pageChanged', offset: 20 });
    expect(lists).toHaveLength(2);
    expect(lists[1]!.request.query).toEqual({ ordering: '-timestamp', offset: 20, asset: 1 });
    await answerList({ transactions: [dollarSale], count: 1 }, 0);
    expect(selectIsListing(snap())).toBe(true);
  });

  it('a failed list keeps the rows on screen and offers to try the same list again', async () => {
    const { snap, send, lists, failList, answerList } = await loadedPortfolio();
    send({ type: 'transactions.sortChanged', ordering: 'price' });
    await failList();
    expect(selectListingFailed(snap())).toBe(true);
    expect(selectHasData(snap())).toBe(true);
    expect(selectTransactions(snap())).toEqual(portfolioFixture.transactions);
    send({ type: 'transactions.retry' });
    expect(selectIsListing(snap())).toBe(true);
    expect(lists).toHaveLength(2);
    expect(lists[1]!.request.query).toEqual({ ordering: 'price', offset: 0 });
    await answerList();
    expect(snap().matches({ data: 'loaded' })).toBe(true);
  });

  it('after a failed list, another order, filter or page is asked for at once', async () => {
    const { snap, send, lists, failList } = await loadedPortfolio();
    send({ type: 'transactions.sortChanged', ordering: 'price' });
    await failList();
    send({ type: 'transactions.filterChanged', filter: { from: '2026-01-01' } });
    expect(selectIsListing(snap())).toBe(true);
    await failList();
    send({ type: 'transactions.pageChanged', offset: 20 });
    expect(selectIsListing(snap())).toBe(true);
    await failList();
    send({ type: 'transactions.sortChanged', ordering: 'timestamp' });
    expect(lists).toHaveLength(4);
  });

  it("the list's controls are under the open dialog: nothing is fetched while it is open", async () => {
    const { snap, send, lists, failList } = await loadedPortfolio();
    send({ type: 'dialog.openAdd' });
    send({ type: 'transactions.sortChanged', ordering: 'price' });
    send({ type: 'transactions.filterChanged', filter: { asset: 1 } });
    send({ type: 'transactions.pageChanged', offset: 20 });
    expect(lists).toHaveLength(0);
    expect(selectQuery(snap())).toEqual(initialTransactionQuery);
    send({ type: 'dialog.closed' });
    send({ type: 'transactions.sortChanged', ordering: 'price' });
    await failList();
    send({ type: 'dialog.openAdd' });
    send({ type: 'transactions.retry' });
    expect(selectListingFailed(snap())).toBe(true);
    expect(lists).toHaveLength(1);
  });

  it('an empty answer to a filter is "no match", not the empty page, when the lists are fetched again', async () => {
    const { snap, send, lists, loads, answerList, answerLoad } = await loadedPortfolio();
    send({ type: 'transactions.filterChanged', filter: { search: 'platinum' } });
    await answerList({ transactions: [], count: 0 });
    expect(lists).toHaveLength(1);
    send({ type: 'dialog.openAdd' });
    send({ type: 'dialog.saved', result: poundPurchase });
    expect(loads[1]!.request.query.search).toBe('platinum');
    await answerLoad({ transactions: [], count: 0, holdings: [] });
    expect(selectIsEmpty(snap())).toBe(false);
    expect(snap().matches({ data: 'loaded' })).toBe(true);
  });
});

describe("portfolio: the calls are the app's", () => {
  it("a page started without the app's calls fails its load, rather than showing an empty portfolio", async () => {
    const page = createActor(portfolioMachine, {
      input: { today: () => '2026-11-22', role: 'owner', scope: OWN },
    });
    running.push(page);
    page.start();
    await tick();
    expect(selectLoadingFailed(page.getSnapshot())).toBe(true);
    expect(selectIsEmpty(page.getSnapshot())).toBe(false);
  });
});

describe('portfolio: what narrows the list', () => {
  it('a type, an asset, either end of the dates or a search each narrow it; a blank search does not', () => {
    const q = initialTransactionQuery;
    expect(isFiltered(q)).toBe(false);
    expect(isFiltered({ ...q, transaction_type: 'sell' })).toBe(true);
    expect(isFiltered({ ...q, asset: 1 })).toBe(true);
    expect(isFiltered({ ...q, from: '2026-01-01' })).toBe(true);
    expect(isFiltered({ ...q, to: '2026-01-01' })).toBe(true);
    expect(isFiltered({ ...q, search: 'gold' })).toBe(true);
    expect(isFiltered({ ...q, search: '   ' })).toBe(false);
    expect(isFiltered({ ...q, ordering: 'price', offset: 20 })).toBe(false);
  });
});

describe('portfolio: the dialog adds and edits (product §4)', () => {
  it('Add opens the dialog with no transaction, today, the role and the scope', async () => {
    const { snap, send, dialogInputs } = await loadedPortfolio();
    send({ type: 'dialog.openAdd' });
    expect(selectDialogOpen(snap())).toBe(true);
    expect(selectSelected(snap())).toBeNull();
    expect(selectDialog(snap())).toBeDefined();
    expect(dialogInputs).toEqual([{ transaction: null, today: '2026-11-22', role: 'owner', scope: OWN }]);
  });

  it('Edit opens the dialog on a transaction on screen', async () => {
    const { snap, send, dialogInputs } = await loadedPortfolio('editor');
    send({ type: 'dialog.openEdit', transaction: poundPurchase });
    expect(selectDialogOpen(snap())).toBe(true);
    expect(selectSelected(snap())).toEqual(poundPurchase);
    expect(dialogInputs).toEqual([
      { transaction: poundPurchase, today: '2026-11-22', role: 'editor', scope: OWN },
    ]);
  });

  it('a transaction not on screen, or before the lists came, cannot be edited', async () => {
    const { snap, send, answerLoad } = openPortfolio();
    send({ type: 'dialog.openEdit', transaction: poundPurchase });
    expect(selectDialogOpen(snap())).toBe(false);
    await answerLoad({ ...portfolioFixture, transactions: [dollarSale] });
    send({ type: 'dialog.openEdit', transaction: poundPurchase });
    expect(selectDialogOpen(snap())).toBe(false);
    expect(selectSelected(snap())).toBeNull();
  });

  it('a row still on screen while its list is fetched or failed, or while the lists refresh, can be edited', async () => {
    const { snap, send, failList, answerLoad } = await loadedPortfolio();
    send({ type: 'transactions.sortChanged', ordering: 'price' });
    send({ type: 'dialog.openEdit', transaction: poundPurchase });
    expect(selectDialogOpen(snap())).toBe(true);
    send({ type: 'dialog.closed' });
    await failList();
    send({ type: 'dialog.openEdit', transaction: dollarSale });
    expect(selectSelected(snap())).toEqual(dollarSale);
    send({ type: 'dialog.saved', result: dollarSale });
    expect(selectIsRefreshing(snap())).toBe(true);
    send({ type: 'dialog.openEdit', transaction: poundPurchase });
    expect(selectSelected(snap())).toEqual(poundPurchase);
    send({ type: 'dialog.closed' });
    await answerLoad();
  });

  it('a failed load or an empty page has no row to edit', async () => {
    const failed = openPortfolio();
    await failed.failLoad();
    failed.send({ type: 'dialog.openEdit', transaction: poundPurchase });
    expect(selectDialogOpen(failed.snap())).toBe(false);
    const empty = await loadedPortfolio('owner', emptyPortfolioFixture);
    empty.send({ type: 'dialog.openEdit', transaction: poundPurchase });
    expect(selectDialogOpen(empty.snap())).toBe(false);
  });

  it('a viewer adds and changes nothing: the page offers no writing, and the events are ignored', async () => {
    const { snap, send, dialogInputs } = await loadedPortfolio('viewer');
    expect(selectMayWrite(snap())).toBe(false);
    send({ type: 'dialog.openAdd' });
    send({ type: 'dialog.openEdit', transaction: poundPurchase });
    expect(selectDialogOpen(snap())).toBe(false);
    expect(dialogInputs).toEqual([]);
  });

  it('an owner or an editor may write, and still may while the dialog is open', async () => {
    const owner = await loadedPortfolio('owner');
    expect(selectMayWrite(owner.snap())).toBe(true);
    owner.send({ type: 'dialog.openAdd' });
    expect(selectMayWrite(owner.snap())).toBe(true);
    const editor = await loadedPortfolio('editor');
    expect(selectMayWrite(editor.snap())).toBe(true);
  });

  it('closing the dialog clears the selection and fetches nothing', async () => {
    const { snap, send, loads, lists } = await loadedPortfolio();
    send({ type: 'dialog.openEdit', transaction: poundPurchase });
    send({ type: 'dialog.closed' });
    expect(selectDialogOpen(snap())).toBe(false);
    expect(selectDialog(snap())).toBeUndefined();
    expect(selectSelected(snap())).toBeNull();
    expect(snap().matches({ data: 'loaded' })).toBe(true);
    expect(loads).toHaveLength(1);
    expect(lists).toHaveLength(0);
  });

  it('a save or delete closes the dialog and fetches both lists again, the rows staying meanwhile', async () => {
    const { snap, send, loads, answerLoad } = await loadedPortfolio();
    send({ type: 'transactions.sortChanged', ordering: 'price' });
    send({ type: 'dialog.openEdit', transaction: poundPurchase });
    send({ type: 'dialog.saved', result: null });
    expect(selectDialogOpen(snap())).toBe(false);
    expect(selectSelected(snap())).toBeNull();
    expect(selectIsRefreshing(snap())).toBe(true);
    expect(selectHasData(snap())).toBe(true);
    expect(selectTransactions(snap())).toEqual(portfolioFixture.transactions);
    expect(loads).toHaveLength(2);
    expect(loads[1]!.request).toEqual({ scope: OWN, query: { ordering: 'price', offset: 0 } });
    await answerLoad({ transactions: [dollarSale], count: 1, holdings: [] });
    expect(snap().matches({ data: 'loaded' })).toBe(true);
    expect(selectTransactions(snap())).toEqual([dollarSale]);
    expect(selectHoldings(snap())).toEqual([]);
  });

  it('the last transaction deleted leaves the empty page', async () => {
    const { snap, send, answerLoad } = await loadedPortfolio();
    send({ type: 'dialog.openEdit', transaction: poundPurchase });
    send({ type: 'dialog.saved', result: null });
    await answerLoad(emptyPortfolioFixture);
    expect(selectIsEmpty(snap())).toBe(true);
    expect(selectTransactions(snap())).toEqual([]);
    expect(selectHoldings(snap())).toEqual([]);
    expect(selectCount(snap())).toBe(0);
  });

  it('a report of a save with no dialog open changes nothing', async () => {
    const { snap, send, loads } = await loadedPortfolio();
    send({ type: 'dialog.saved', result: poundPurchase });
    expect(snap().matches({ data: 'loaded' })).toBe(true);
    expect(loads).toHaveLength(1);
  });

  it('a failed refresh shows the failure', async () => {
    const { snap, send, failLoad } = await loadedPortfolio();
    send({ type: 'dialog.openAdd' });
    send({ type: 'dialog.saved', result: poundPurchase });
    await failLoad();
    expect(selectLoadingFailed(snap())).toBe(true);
  });
});

describe("portfolio: a gold holding's worth split (product §4)", () => {
  it("toggling opens a holding's split and toggling again closes it, each holding on its own", async () => {
    const { snap, send } = await loadedPortfolio();
    const [pound, dollar] = portfolioFixture.holdings;
    send({ type: 'holdings.worthToggled', uuid: pound!.uuid });
    send({ type: 'holdings.worthToggled', uuid: dollar!.uuid });
    expect(selectOpenWorth(snap())).toEqual([pound!.uuid, dollar!.uuid]);
    send({ type: 'holdings.worthToggled', uuid: pound!.uuid });
    expect(selectOpenWorth(snap())).toEqual([dollar!.uuid]);
  });

  it('nothing is open when the page opens', async () => {
    const { snap } = await loadedPortfolio();
    expect(selectOpenWorth(snap())).toEqual([]);
  });
});
