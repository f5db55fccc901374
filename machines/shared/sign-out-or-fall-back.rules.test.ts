/**
 * Scenario tests of the access rules every authenticated call follows (product §4, §8, §13; machines/shared/refusals.ts),
 * on every call of a page, not only its first load:
 * - in the person's own household a 403 signs them out: the page's machine tells the app's `session`, once;
 * - in a household shared with them a 403 or a 404 may be that household's access lost: the page's machine tells the
 *   `householdScope`, which asks the server again (and falls back to the own household when the share is gone); the
 *   session is kept, and the page shows its failure (a viewer's refused call is the role's answer).
 * The pages run in an app of stand-ins that keep what they are told (tests/support/app-listeners.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { createMachine } from 'xstate';
import type { Member, MemberZakatList } from '@contract/household';
import { notFound, serverError } from '@tests/fixtures/machines/failures';
import { portfolioFixture, transactionPageFixture } from '@tests/fixtures/machines/portfolio';
import {
  appRunner,
  forbidden,
  lostShared,
  own,
  settled,
  shared,
  signedOut,
} from '@tests/support/app-listeners';
import { type Answer, scriptedCalls } from '@tests/support/scripted-calls';
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
import type { ApiFailure } from './api-failure';

/** The page's machine run as the app runs it; `session` and `scope` are what the app's actors were told. */
const page = appRunner();

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
const points = [{ date: '2026-11-22', value: 100, priced_on: '2026-11-22' }] as unknown as WealthPoint[];

function portfolio(scope: ActingFor, all: Answer<PortfolioData>[], list: Answer<TransactionPageData>[] = []) {
  const { fake } = scriptedCalls();
  return page(
    portfolioMachine.provide({
      actors: {
        loadPortfolio: fake<PortfolioData, ListRequest>('loadPortfolio', all),
        loadTransactions: fake<TransactionPageData, ListRequest>('loadTransactions', list),
        transactionDialog: createMachine({}) as never,
      },
    }),
    // An editor in a shared household, who saves as the owner does.
    { today: () => '2026-11-22', role: scope.household ? 'editor' : 'owner', scope },
  );
}

/**
 * The dashboard, its totals refreshed every few ms (the 30 s of product §9, shortened): each refresh takes the next
 * answer, and once they are spent each fails as the server's own error, which keeps the figures and tells no one.
 */
function dashboard(
  scope: ActingFor,
  totalsAnswers: Answer<DashboardTotals>[],
  charts: Answer<WealthPoint[]>[],
) {
  const { fake } = scriptedCalls();
  return page(
    dashboardMachine.provide({
      actors: {
        loadTotals: fake<DashboardTotals, ScopeInput>('loadTotals', [
          ...totalsAnswers,
          ...Array<ApiFailure>(1000).fill(serverError),
        ]),
        loadChart: fake<WealthPoint[], LoadChartInput>('loadChart', charts),
      },
      actions: {
        logTotalsFailure: () => undefined,
        logChartFailure: () => undefined,
        persistUnit: () => undefined,
      },
      delays: { totalsRefresh: 5 },
    }),
    {
      today: () => '2026-11-22',
      role: scope.household ? 'viewer' : 'owner',
      scope,
      preferences: { on: () => ({ unsubscribe: () => undefined }) },
    },
  );
}

const zakat = (scope: ActingFor, answers: Answer<ZakatPage>[]) =>
  page(zakatMachine.provide({ actors: { loadZakat: scriptedCalls().fake('loadZakat', answers) } }), {
    role: scope.household ? 'viewer' : 'owner',
    scope,
  });

const familyZakat = (scope: ActingFor, answers: Answer<MemberZakatList>[]) =>
  page(
    zakatMembersMachine.provide({
      actors: { loadMemberZakat: scriptedCalls().fake('loadMemberZakat', answers) },
    }),
    {
      scope,
    },
  );

function family(scope: ActingFor, load: Answer<HouseholdData>[], save: Answer<Member>[] = []) {
  const { fake } = scriptedCalls();
  return page(
    householdMachine.provide({
      actors: {
        loadHousehold: fake<HouseholdData, unknown>('loadHousehold', load),
        saveMember: fake<Member, SaveMemberInput>('saveMember', save),
        heldShares: createMachine({}) as never,
        sharing: createMachine({}) as never,
      },
    }),
    { role: scope.household ? 'viewer' : 'owner', scope },
  );
}

describe('a 403 on an authenticated call in the person’s own household signs out, on every call of a page', () => {
  it('a 403 on the portfolio’s first load signs out', async () => {
    const { session, scope, child } = portfolio(own, [forbidden]);
    await settled(child, { data: 'loadingFailed' });
    expect(session).toEqual(signedOut);
    expect(scope).toEqual([]);
  });

  it('a 403 on the portfolio’s reload after a save signs out', async () => {
    const { session, child } = portfolio(own, [portfolioFixture, forbidden]);
    await settled(child, { data: 'loaded' });
    child.send({ type: 'dialog.openAdd' });
    child.send({ type: 'dialog.saved' });
    await settled(child, { data: 'loadingFailed' });
    expect(session).toEqual(signedOut);
  });

  it('a 403 on the portfolio’s list sorted anew signs out', async () => {
    const { session, child } = portfolio(own, [portfolioFixture], [forbidden]);
    await settled(child, { data: 'loaded' });
    expect(session).toEqual([]);
    child.send({ type: 'transactions.sortChanged', ordering: 'timestamp' });
    await settled(child, { data: 'listingFailed' });
    expect(session).toEqual(signedOut);
  });

  it('a 403 on the dashboard’s 30 s refresh signs out', async () => {
    const { session, child } = dashboard(own, [totals, forbidden], [points]);
    await settled(child, { totals: 'loaded' });
    await vi.waitFor(() => expect(session).toEqual(signedOut));
  });

  it('a 403 on the dashboard’s totals and chart signs out once: a session already signed out is told nothing', async () => {
    const { session, child } = dashboard(own, [forbidden], [forbidden]);
    await settled(child, { totals: 'loadingFailed', chart: 'loadingFailed' });
    expect(session).toEqual(signedOut);
  });

  it('a 403 on the zakat page’s retry signs out', async () => {
    const { session, child } = zakat(own, [serverError, forbidden]);
    await settled(child, 'loadingFailed');
    expect(session).toEqual([]);
    child.send({ type: 'zakat.retry' });
    await vi.waitFor(() => expect(session).toEqual(signedOut));
  });

  it('a 403 on the whole family’s zakat signs out', async () => {
    const { session, child } = familyZakat(own, [forbidden]);
    await settled(child, 'loadingFailed');
    expect(session).toEqual(signedOut);
  });

  it('a 403 on the family page’s save signs out', async () => {
    const { session, child } = family(own, [{ members: [], total: 0 }], [forbidden]);
    await settled(child, { loaded: 'idle' });
    child.send({ type: 'member.add' });
    child.send({ type: 'member.nameChanged', value: 'Mona' });
    child.send({ type: 'member.save' });
    await vi.waitFor(() => expect(session).toEqual(signedOut));
  });

  it('any other failure in the person’s own household (a 404, a 500) is the page’s own: no one is told', async () => {
    const lost = portfolio(own, [portfolioFixture], [notFound]);
    await settled(lost.child, { data: 'loaded' });
    lost.child.send({ type: 'transactions.sortChanged', ordering: 'timestamp' });
    await settled(lost.child, { data: 'listingFailed' });
    const failed = family(own, [serverError]);
    await settled(failed.child, 'loadingFailed');
    expect(failed.child.getSnapshot().context.failure).not.toBeNull();
    for (const { session, scope } of [lost, failed]) {
      expect(session).toEqual([]);
      expect(scope).toEqual([]);
    }
  });
});

describe('a 403 or 404 on a call made for a shared household is reported to the household scope, not a sign-out', () => {
  it('a 404 on the dashboard’s 30 s refresh is reported; the figures already shown stay', async () => {
    const { session, scope, child } = dashboard(shared, [totals, notFound], [points]);
    await settled(child, { totals: 'loaded' });
    await vi.waitFor(() => expect(scope).toEqual(lostShared));
    expect(child.getSnapshot().matches({ totals: 'loaded' })).toBe(true);
    expect(child.getSnapshot().context.totals).not.toBeNull();
    expect(session).toEqual([]);
  });

  it('a 404 on the dashboard’s chart in another range is reported', async () => {
    const { scope, child } = dashboard(shared, [totals], [points, notFound]);
    await settled(child, { chart: 'loaded' });
    child.send({ type: 'chart.rangeChanged', range: '1y' });
    await settled(child, { chart: 'loadingFailed' });
    expect(scope).toEqual(lostShared);
  });

  it('a 404 on the portfolio’s list sorted anew is reported', async () => {
    const { scope, child } = portfolio(shared, [portfolioFixture], [notFound]);
    await settled(child, { data: 'loaded' });
    child.send({ type: 'transactions.sortChanged', ordering: 'timestamp' });
    await settled(child, { data: 'listingFailed' });
    expect(scope).toEqual(lostShared);
  });

  it('a 404 on the portfolio’s reload after a save is reported', async () => {
    const { scope, child } = portfolio(shared, [portfolioFixture, notFound], [transactionPageFixture]);
    await settled(child, { data: 'loaded' });
    child.send({ type: 'dialog.openAdd' });
    child.send({ type: 'dialog.saved' });
    await settled(child, { data: 'loadingFailed' });
    expect(scope).toEqual(lostShared);
  });

  it('a 403 on the portfolio is reported to the scope and shown as the page’s failure; the session is kept', async () => {
    const { session, scope, child } = portfolio(shared, [forbidden]);
    await settled(child, { data: 'loadingFailed' });
    expect(scope).toEqual(lostShared);
    expect(session).toEqual([]);
  });

  it('a 404 on the zakat page’s retry is reported', async () => {
    const { scope, child } = zakat(shared, [serverError, notFound]);
    await settled(child, 'loadingFailed');
    expect(scope).toEqual([]);
    child.send({ type: 'zakat.retry' });
    await vi.waitFor(() => expect(scope).toEqual(lostShared));
  });

  it('a 404 on the whole family’s zakat is reported', async () => {
    const { scope, child } = familyZakat(shared, [notFound]);
    await settled(child, 'loadingFailed');
    expect(scope).toEqual(lostShared);
  });

  it('a 404 on the family page’s retry is reported', async () => {
    const { scope, child } = family(shared, [serverError, notFound]);
    await settled(child, 'loadingFailed');
    expect(scope).toEqual([]);
    child.send({ type: 'household.retry' });
    await vi.waitFor(() => expect(scope).toEqual(lostShared));
  });

  it('a viewer’s family page refused (403): its message is shown, the scope is told, the session is kept', async () => {
    const { session, scope, child } = family(shared, [forbidden]);
    await settled(child, 'loadingFailed');
    expect(child.getSnapshot().context.failure).toEqual({ key: 'household.errors.viewOnly' });
    expect(scope).toEqual(lostShared);
    expect(session).toEqual([]);
  });

  it('any other failure in a shared household (a 500, no answer) is the page’s own: no one is told', async () => {
    const failed = portfolio(shared, [serverError]);
    await settled(failed.child, { data: 'loadingFailed' });
    const offline = familyZakat(shared, [new Error('offline')]);
    await settled(offline.child, 'loadingFailed');
    for (const { session, scope } of [failed, offline]) {
      expect(session).toEqual([]);
      expect(scope).toEqual([]);
    }
  });
});
