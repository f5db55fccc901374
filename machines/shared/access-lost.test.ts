import { describe, expect, it } from 'vitest';
import type { MemberZakatList } from '@contract/household';
import { type AnyActorLogic, createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { dashboardMachine } from '../dashboard/dashboard.machine';
import { portfolioMachine } from '../portfolio/portfolio.machine';
import { zakatMembersMachine } from '../zakat-members/zakat-members.machine';
import { zakatMachine } from '../zakat/zakat.machine';
import type { ZakatPage } from '../zakat/types';
import type { DashboardTotals, LoadChartInput, WealthPoint } from '../dashboard/types';
import type { ListRequest, PortfolioData } from '../portfolio/types';
import type { ActingFor, ScopeInput } from './acting-for';
import type { ApiFailure } from './api-failure';

// product §13: a page's 404 while it acts for a shared household is reported to the app (the page actor's parent),
// whose household scope decides whether the owner revoked the access; any other failure stays the page's own.
const shared: ActingFor = { household: 'h-shared', member: null };
const own: ActingFor = { household: null, member: null };
const notFound: ApiFailure = { status: 404, body: { detail: 'Not found.' } };
const serverError: ApiFailure = { status: 500, body: null };

/** The page machine run as the app runs it, a child of a parent that keeps what it is told. */
async function runAsPage(page: AnyActorLogic, input: Record<string, unknown>, failedIn: object | string) {
  const told: unknown[] = [];
  const app = createActor(
    createMachine({
      invoke: { id: 'page', src: page, input },
      on: { '*': { actions: ({ event }) => void told.push(event) } },
    }),
  ).start();
  const child = app.getSnapshot().children.page!;
  await waitFor(child, (s) => s.matches(failedIn));
  return told;
}

const failingPortfolio = (failure: ApiFailure) =>
  portfolioMachine.provide({
    actors: {
      loadPortfolio: fromPromise<PortfolioData, ListRequest>(async () => {
        throw failure;
      }),
    },
  });

const failingDashboard = (failure: ApiFailure) =>
  dashboardMachine.provide({
    actors: {
      loadTotals: fromPromise<DashboardTotals, ScopeInput>(async () => {
        throw failure;
      }),
      loadChart: fromPromise<WealthPoint[], LoadChartInput>(async () => []),
    },
  });

const portfolioInput = (scope: ActingFor) => ({ today: () => '2026-11-22', role: 'viewer', scope });
const dashboardInput = (scope: ActingFor) => ({
  ...portfolioInput(scope),
  preferences: { on: () => ({ unsubscribe: () => undefined }) },
});

describe('the portfolio, its lists not found', () => {
  it('in a shared household, tells the app that access to that household may be lost', async () => {
    const told = await runAsPage(failingPortfolio(notFound), portfolioInput(shared), {
      data: 'loadingFailed',
    });
    expect(told).toEqual([{ type: 'app.accessLost', household: 'h-shared' }]);
  });

  it('in the person’s own household, or failing otherwise, tells the app nothing', async () => {
    expect(
      await runAsPage(failingPortfolio(notFound), portfolioInput(own), { data: 'loadingFailed' }),
    ).toEqual([]);
    expect(
      await runAsPage(failingPortfolio(serverError), portfolioInput(shared), { data: 'loadingFailed' }),
    ).toEqual([]);
  });
});

describe('the dashboard, its totals not found', () => {
  it('in a shared household, tells the app that access to that household may be lost', async () => {
    const told = await runAsPage(failingDashboard(notFound), dashboardInput(shared), {
      totals: 'loadingFailed',
    });
    expect(told).toEqual([{ type: 'app.accessLost', household: 'h-shared' }]);
  });

  it('in the person’s own household, or failing otherwise, tells the app nothing', async () => {
    expect(
      await runAsPage(failingDashboard(notFound), dashboardInput(own), { totals: 'loadingFailed' }),
    ).toEqual([]);
    expect(
      await runAsPage(failingDashboard(serverError), dashboardInput(shared), { totals: 'loadingFailed' }),
    ).toEqual([]);
  });
});

const failingZakat = (failure: ApiFailure) =>
  zakatMachine.provide({
    actors: {
      loadZakat: fromPromise<ZakatPage, ScopeInput>(async () => {
        throw failure;
      }),
    },
  });

describe('the zakat page, its computation not found', () => {
  it('in a shared household, tells the app that access to that household may be lost', async () => {
    const told = await runAsPage(failingZakat(notFound), { role: 'viewer', scope: shared }, 'loadingFailed');
    expect(told).toEqual([{ type: 'app.accessLost', household: 'h-shared' }]);
  });

  it('in the person’s own household, or failing otherwise, tells the app nothing', async () => {
    expect(await runAsPage(failingZakat(notFound), { role: 'owner', scope: own }, 'loadingFailed')).toEqual(
      [],
    );
    expect(
      await runAsPage(failingZakat(serverError), { role: 'viewer', scope: shared }, 'loadingFailed'),
    ).toEqual([]);
  });
});

describe('the whole family’s zakat, not found', () => {
  const failingMembers = zakatMembersMachine.provide({
    actors: {
      loadMemberZakat: fromPromise<MemberZakatList, ScopeInput>(async () => {
        throw notFound;
      }),
    },
  });

  it('in a shared household, tells the app that access to that household may be lost', async () => {
    expect(await runAsPage(failingMembers, { scope: shared }, 'loadingFailed')).toEqual([
      { type: 'app.accessLost', household: 'h-shared' },
    ]);
  });

  it('in the person’s own household, tells the app nothing', async () => {
    expect(await runAsPage(failingMembers, { scope: own }, 'loadingFailed')).toEqual([]);
  });
});
