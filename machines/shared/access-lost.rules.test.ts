/**
 * Scenario tests of the rule that a 404 in a shared household may be lost access (product §13, ADR 030): on every
 * read of the portfolio, the dashboard, the zakat pages and the family page, not only the first, the page's machine
 * tells the app (its parent), whose household scope asks whether the share was revoked. In the person's own household
 * a 404 is the page's own failure (docs/testing.md).
 */
import { describe, expect, it, vi } from 'vitest';
import {
  type AnyActorLogic,
  type AnyActorRef,
  createActor,
  createMachine,
  fromPromise,
  waitFor,
} from 'xstate';
import type { MemberZakatList } from '@contract/household';
import { notFound } from '@tests/fixtures/machines/failures';
import { portfolioFixture, transactionPageFixture } from '@tests/fixtures/machines/portfolio';
import { dashboardMachine } from '../dashboard/dashboard.machine';
import type { DashboardTotals, LoadChartInput, WealthPoint } from '../dashboard/types';
import { householdMachine } from '../household/household.machine';
import type { HouseholdData } from '../household/types';
import { portfolioMachine } from '../portfolio/portfolio.machine';
import type { ListRequest, PortfolioData, TransactionPageData } from '../portfolio/types';
import { zakatMembersMachine } from '../zakat-members/zakat-members.machine';
import { zakatMachine } from '../zakat/zakat.machine';
import type { ZakatPage } from '../zakat/types';
import type { ActingFor, ScopeInput } from './acting-for';
import { type ApiFailure, isApiFailure } from './api-failure';

const shared: ActingFor = { household: 'h-shared', member: null };
const own: ActingFor = { household: null, member: null };
const lostShared = [{ type: 'app.accessLost', household: 'h-shared' }];

/** Answers from a queue, one per call: a value, or a failure thrown as the call's error. */
const queued = <T>(answers: Array<T | ApiFailure>) => {
  const queue = [...answers];
  return async (): Promise<T> => {
    const next = queue.shift();
    if (next === undefined) throw new Error('unexpected call');
    if (isApiFailure(next)) throw next;
    return next as T;
  };
};

/** The page's machine run as the app runs it: a child of a parent that keeps what it is told. */
function runAsPage(page: AnyActorLogic, input: Record<string, unknown>) {
  const told: unknown[] = [];
  const app = createActor(
    createMachine({
      invoke: { id: 'page', src: page, input },
      on: { '*': { actions: ({ event }) => void told.push(event) } },
    }),
  ).start();
  const child = app.getSnapshot().children.page as AnyActorRef;
  return { told, child };
}

const totals: DashboardTotals = {
  value: {
    total_value: 100,
    latest_change: 0,
    percentage_change: 0,
    total_grams: 1,
    pure_gold_grams: 1,
    gold_24k_price: 4650,
    gold_21k_price: 4070,
    gold_18k_price: 3490,
    prices_at: '2026-11-22T09:00:00Z',
    previous_close_day: '2026-11-21',
    cost_basis: 0,
    unrealized_gain: 0,
    unrealized_gain_pct: 0,
    realized_gain: 0,
    total_gain: 0,
  },
  priceStatus: null,
  holdings: [],
  ledgerEmpty: false,
};
const points: WealthPoint[] = [{ date: '2026-11-22', value: 100, priced_on: '2026-11-22' }] as never;

function dashboard(scope: ActingFor, totalsAnswers: Array<DashboardTotals | ApiFailure>) {
  return runAsPage(
    dashboardMachine.provide({
      actors: {
        loadTotals: fromPromise<DashboardTotals, ScopeInput>(queued<DashboardTotals>(totalsAnswers)),
        loadChart: fromPromise<WealthPoint[], LoadChartInput>(queued<WealthPoint[]>([points, notFound])),
      },
      actions: {
        logTotalsFailure: () => undefined,
        logChartFailure: () => undefined,
        persistUnit: () => undefined,
      },
      // The 30 s of product §9, shortened for the test.
      delays: { totalsRefresh: 5 },
    }),
    {
      today: () => '2026-11-22',
      role: 'viewer',
      scope,
      preferences: { on: () => ({ unsubscribe: () => undefined }) },
    },
  );
}

describe('a 404 on a later read of a shared household reports lost access', () => {
  it('a 404 on the dashboard’s 30 s refresh in a shared household reports lost access', async () => {
    const { told, child } = dashboard(shared, [totals, notFound]);
    await waitFor(child, (s) => s.matches({ totals: 'loaded' }));
    expect(told).toEqual([]);
    await vi.waitFor(() => expect(told).toEqual(lostShared));
    expect(child.getSnapshot().matches({ totals: 'loaded' })).toBe(true);
    // The figures already shown stay (a failed refresh keeps them).
    expect(child.getSnapshot().context.totals).not.toBeNull();
  });

  it('a 404 on the dashboard’s chart in another range, in a shared household, reports lost access', async () => {
    const { told, child } = dashboard(shared, [totals, totals, totals]);
    await waitFor(child, (s) => s.matches({ chart: 'loaded' }));
    child.send({ type: 'chart.rangeChanged', range: '1y' });
    await waitFor(child, (s) => s.matches({ chart: 'loadingFailed' }));
    expect(told).toEqual(lostShared);
  });

  const portfolio = (scope: ActingFor, list: Array<TransactionPageData | ApiFailure>) =>
    runAsPage(
      portfolioMachine.provide({
        actors: {
          loadPortfolio: fromPromise<PortfolioData, ListRequest>(
            queued<PortfolioData>([portfolioFixture, notFound]),
          ),
          loadTransactions: fromPromise<TransactionPageData, ListRequest>(queued<TransactionPageData>(list)),
          transactionDialog: createMachine({}) as never,
        },
      }),
      { today: () => '2026-11-22', role: 'editor', scope },
    );

  it('a 404 on the portfolio’s list sorted anew, in a shared household, reports lost access', async () => {
    const { told, child } = portfolio(shared, [notFound]);
    await waitFor(child, (s) => s.matches({ data: 'loaded' }));
    child.send({ type: 'transactions.sortChanged', ordering: 'timestamp' });
    await waitFor(child, (s) => s.matches({ data: 'listingFailed' }));
    expect(told).toEqual(lostShared);
  });

  it('a 404 on the portfolio’s reload after a save, in a shared household, reports lost access', async () => {
    const { told, child } = portfolio(shared, [transactionPageFixture]);
    await waitFor(child, (s) => s.matches({ data: 'loaded' }));
    child.send({ type: 'dialog.openAdd' });
    child.send({ type: 'dialog.saved' });
    await waitFor(child, (s) => s.matches({ data: 'loadingFailed' }));
    expect(told).toEqual(lostShared);
  });

  it('a 404 on the zakat page’s retry, in a shared household, reports lost access', async () => {
    const failure = { status: 500, body: null };
    const { told, child } = runAsPage(
      zakatMachine.provide({
        actors: { loadZakat: fromPromise<ZakatPage, ScopeInput>(queued<ZakatPage>([failure, notFound])) },
      }),
      { role: 'viewer', scope: shared },
    );
    await waitFor(child, (s) => s.matches('loadingFailed'));
    expect(told).toEqual([]);
    child.send({ type: 'zakat.retry' });
    await vi.waitFor(() => expect(told).toEqual(lostShared));
  });

  it('a 404 on the whole family’s zakat, in a shared household, reports lost access', async () => {
    const { told, child } = runAsPage(
      zakatMembersMachine.provide({
        actors: {
          loadMemberZakat: fromPromise<MemberZakatList, ScopeInput>(queued<MemberZakatList>([notFound])),
        },
      }),
      { scope: shared },
    );
    await waitFor(child, (s) => s.matches('loadingFailed'));
    expect(told).toEqual(lostShared);
  });
});

const family = (scope: ActingFor, answers: Array<HouseholdData | ApiFailure>) =>
  runAsPage(
    householdMachine.provide({
      actors: {
        loadHousehold: fromPromise<HouseholdData>(queued<HouseholdData>(answers)),
        heldShares: createMachine({}) as never,
      },
    }),
    { role: 'viewer', scope },
  );

describe('the family page follows the same rule', () => {
  it('a 404 on the family page’s members in a shared household reports lost access', async () => {
    const { told, child } = family(shared, [notFound]);
    await waitFor(child, (s) => s.matches('loadingFailed'));
    expect(told).toEqual(lostShared);
  });

  it('a 404 on the family page’s retry in a shared household reports lost access', async () => {
    const { told, child } = family(shared, [{ status: 500, body: null }, notFound]);
    await waitFor(child, (s) => s.matches('loadingFailed'));
    expect(told).toEqual([]);
    child.send({ type: 'household.retry' });
    await vi.waitFor(() => expect(told).toEqual(lostShared));
  });
});

describe('a 404 in one’s own household is an error, not lost access', () => {
  it('on the dashboard’s refresh: the figures stay and the app is told nothing', async () => {
    const { told, child } = dashboard(own, [totals, notFound, totals]);
    await waitFor(child, (s) => s.matches({ totals: 'loaded' }));
    // Refreshed after the 404: the failure was the dashboard's own.
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(told).toEqual([]);
  });

  it('on the family page: its failure is shown and the app is told nothing', async () => {
    const { told, child } = family(own, [notFound]);
    await waitFor(child, (s) => s.matches('loadingFailed'));
    expect(child.getSnapshot().context.failure).not.toBeNull();
    expect(told).toEqual([]);
  });

  it('on the portfolio’s list: the list failed, the app is told nothing', async () => {
    const { told, child } = runAsPage(
      portfolioMachine.provide({
        actors: {
          loadPortfolio: fromPromise<PortfolioData, ListRequest>(queued<PortfolioData>([portfolioFixture])),
          loadTransactions: fromPromise<TransactionPageData, ListRequest>(
            queued<TransactionPageData>([notFound]),
          ),
        },
      }),
      { today: () => '2026-11-22', role: 'owner', scope: own },
    );
    await waitFor(child, (s) => s.matches({ data: 'loaded' }));
    child.send({ type: 'transactions.sortChanged', ordering: 'timestamp' });
    await waitFor(child, (s) => s.matches({ data: 'listingFailed' }));
    expect(told).toEqual([]);
  });
});
