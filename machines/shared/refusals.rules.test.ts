/**
 * Scenario tests of the 403 rule (product §4, §8, §13): a 403 on an authenticated call signs the person out, on every
 * call of a page, not only its first load; in a household shared with the person a 403 is the role's answer to that
 * one call, which the page shows, and the session is left alone. The page's machine tells the app's `session` by its
 * systemId (machines/shared/refusals.ts); here a stand-in session keeps what it is told (docs/testing.md).
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
import type { Member, MemberZakatList } from '@contract/household';
import { portfolioFixture } from '@tests/fixtures/machines/portfolio';
import { dashboardMachine } from '../dashboard/dashboard.machine';
import type { DashboardTotals, LoadChartInput, WealthPoint } from '../dashboard/types';
import { householdMachine } from '../household/household.machine';
import type { HouseholdData, SaveMemberInput } from '../household/types';
import { portfolioMachine } from '../portfolio/portfolio.machine';
import type { ListRequest, PortfolioData, TransactionPageData } from '../portfolio/types';
import { zakatMembersMachine } from '../zakat-members/zakat-members.machine';
import { zakatMachine } from '../zakat/zakat.machine';
import type { ZakatPage } from '../zakat/types';
import type { ActingFor, ScopeInput } from './acting-for';
import { type ApiFailure, isApiFailure } from './api-failure';

const shared: ActingFor = { household: 'h-shared', member: null };
const own: ActingFor = { household: null, member: null };
const forbidden: ApiFailure = {
  status: 403,
  body: { detail: 'You do not have permission to perform this action.' },
};
const signedOut = [{ type: 'session.forbidden' }];

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

/**
 * The page's machine in an app of its own: beside it a stand-in for the app's `session` (systemId `session`), signed
 * in until it is told a 403 ended it, keeping each event it is told.
 */
function runInApp(page: AnyActorLogic, input: Record<string, unknown>) {
  const told: unknown[] = [];
  const keep = ({ event }: { event: unknown }) => void told.push(event);
  const session = createMachine({
    initial: 'signedIn',
    states: {
      signedIn: {
        on: { 'session.forbidden': { target: 'signedOut', actions: keep }, '*': { actions: keep } },
      },
      signedOut: { on: { '*': { actions: keep } } },
    },
  });
  const app = createActor(
    createMachine({
      invoke: [
        { id: 'session', systemId: 'session', src: session },
        { id: 'page', src: page, input },
      ],
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

const portfolio = (scope: ActingFor, all: Array<PortfolioData | ApiFailure>, list: ApiFailure[] = []) =>
  runInApp(
    portfolioMachine.provide({
      actors: {
        loadPortfolio: fromPromise<PortfolioData, ListRequest>(queued<PortfolioData>(all)),
        loadTransactions: fromPromise<TransactionPageData, ListRequest>(queued<TransactionPageData>(list)),
        transactionDialog: createMachine({}) as never,
      },
      actions: { reportAccessLost: () => undefined },
    }),
    { today: () => '2026-11-22', role: 'owner', scope },
  );

const family = (scope: ActingFor, role: 'owner' | 'viewer', load: Array<HouseholdData | ApiFailure>) =>
  runInApp(
    householdMachine.provide({
      actors: {
        loadHousehold: fromPromise<HouseholdData>(queued<HouseholdData>(load)),
        saveMember: fromPromise<Member, SaveMemberInput>(queued<Member>([forbidden])),
        heldShares: createMachine({}) as never,
      },
      actions: { reportAccessLost: () => undefined },
    }),
    { role, scope },
  );

describe('a 403 on an authenticated call signs out, on every call of a page', () => {
  it('a 403 on the portfolio’s first load signs out', async () => {
    const { told, child } = portfolio(own, [forbidden]);
    await waitFor(child, (s) => s.matches({ data: 'loadingFailed' }));
    expect(told).toEqual(signedOut);
  });

  it('a 403 on the portfolio’s reload after a save signs out', async () => {
    const { told, child } = portfolio(own, [portfolioFixture, forbidden]);
    await waitFor(child, (s) => s.matches({ data: 'loaded' }));
    child.send({ type: 'dialog.openAdd' });
    child.send({ type: 'dialog.saved' });
    await waitFor(child, (s) => s.matches({ data: 'loadingFailed' }));
    expect(told).toEqual(signedOut);
  });

  it('a 403 on the portfolio’s list sorted anew signs out', async () => {
    const { told, child } = portfolio(own, [portfolioFixture], [forbidden]);
    await waitFor(child, (s) => s.matches({ data: 'loaded' }));
    expect(told).toEqual([]);
    child.send({ type: 'transactions.sortChanged', ordering: 'timestamp' });
    await waitFor(child, (s) => s.matches({ data: 'listingFailed' }));
    expect(told).toEqual(signedOut);
  });

  const dashboard = (
    totalsAnswers: Array<DashboardTotals | ApiFailure>,
    charts: Array<WealthPoint[] | ApiFailure>,
  ) =>
    runInApp(
      dashboardMachine.provide({
        actors: {
          loadTotals: fromPromise<DashboardTotals, ScopeInput>(queued<DashboardTotals>(totalsAnswers)),
          loadChart: fromPromise<WealthPoint[], LoadChartInput>(queued<WealthPoint[]>(charts)),
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
        role: 'owner',
        scope: own,
        preferences: { on: () => ({ unsubscribe: () => undefined }) },
      },
    );

  it('a 403 on the dashboard’s 30 s refresh signs out', async () => {
    const { told, child } = dashboard([totals, forbidden], [[]]);
    await waitFor(child, (s) => s.matches({ totals: 'loaded' }));
    expect(told).toEqual([]);
    await vi.waitFor(() => expect(told).toEqual(signedOut));
  });

  it('a 403 on the dashboard’s chart signs out, once however many of its calls are refused', async () => {
    const { told, child } = dashboard([forbidden], [forbidden]);
    await waitFor(child, (s) => s.matches({ totals: 'loadingFailed', chart: 'loadingFailed' }));
    expect(told).toEqual(signedOut);
  });

  it('a 403 on the zakat page’s retry signs out', async () => {
    const { told, child } = runInApp(
      zakatMachine.provide({
        actors: {
          loadZakat: fromPromise<ZakatPage, ScopeInput>(
            queued<ZakatPage>([{ status: 500, body: null }, forbidden]),
          ),
        },
      }),
      { role: 'owner', scope: own },
    );
    await waitFor(child, (s) => s.matches('loadingFailed'));
    expect(told).toEqual([]);
    child.send({ type: 'zakat.retry' });
    await vi.waitFor(() => expect(told).toEqual(signedOut));
  });

  it('a 403 on the whole family’s zakat in the person’s own household signs out', async () => {
    const { told, child } = runInApp(
      zakatMembersMachine.provide({
        actors: {
          loadMemberZakat: fromPromise<MemberZakatList, ScopeInput>(queued<MemberZakatList>([forbidden])),
        },
      }),
      { scope: own },
    );
    await waitFor(child, (s) => s.matches('loadingFailed'));
    expect(told).toEqual(signedOut);
  });

  it('a 403 on the family page’s save in the person’s own household signs out', async () => {
    const { told, child } = family(own, 'owner', [{ members: [], total: 0 }]);
    await waitFor(child, (s) => s.matches({ loaded: 'idle' }));
    child.send({ type: 'member.add' });
    child.send({ type: 'member.nameChanged', value: 'Mona' });
    child.send({ type: 'member.save' });
    await vi.waitFor(() => expect(told).toEqual(signedOut));
  });
});

describe('a household role refusal (403) is shown, not a sign-out', () => {
  it('the family page of a shared household refused: its message is shown and the session is left alone', async () => {
    const { told, child } = family(shared, 'viewer', [forbidden]);
    await waitFor(child, (s) => s.matches('loadingFailed'));
    expect(child.getSnapshot().context.failure).toEqual({ key: 'household.errors.viewOnly' });
    expect(told).toEqual([]);
  });

  it('the portfolio of a shared household refused: its failure is the page’s, the session is left alone', async () => {
    const { told, child } = portfolio(shared, [forbidden]);
    await waitFor(child, (s) => s.matches({ data: 'loadingFailed' }));
    expect(told).toEqual([]);
  });

  it('any other failure in the person’s own household leaves the session alone', async () => {
    const { told, child } = portfolio(own, [{ status: 500, body: null }]);
    await waitFor(child, (s) => s.matches({ data: 'loadingFailed' }));
    expect(told).toEqual([]);
  });
});
