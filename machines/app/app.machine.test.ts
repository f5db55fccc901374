/**
 * The system-level model test (architecture §3): the real app machine with its real children (session, preferences,
 * app update, household scope, notifications), their calls answered by a fake server, walked along the paths that
 * cross machines. Each path is a QA plan too (`npm run test:paths` writes docs/test-paths/app.md), and together they
 * take every transition of the app machine: a transition no path takes fails the last test.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  sendParent,
  type Actor,
  type AnyActorRef,
  type AnyStateNode,
  type InspectionEvent,
  type TransitionDefinition,
} from 'xstate';
import type { Household, Member } from '@contract/household';
import type { NotificationList } from '@contract/alerts';
import { householdScopeMachine } from '@machines/household-scope/household-scope.machine';
import { importMachine } from '@machines/import/import.machine';
import { portfolioMachine } from '@machines/portfolio/portfolio.machine';
import { reportMachine } from '@machines/report/report.machine';
import type { Report } from '@contract/reports';
import type { PortfolioData } from '@machines/portfolio/types';
import { transactionDialogMachine } from '@machines/transaction-dialog/transaction-dialog.machine';
import { notificationsMachine } from '@machines/notifications/notifications.machine';
import { sessionMachine } from '@machines/session/session.machine';
import type { SessionUser, StoredSession } from '@machines/session/types';
import { notFound } from '@tests/fixtures/machines/failures';
import { cleanPreview, importResult } from '@tests/fixtures/machines/import';
import { syncTestPlan } from '@tests/support/test-plan';
import { appMachine } from './app.machine';
import { selectInTheFrame, selectLeavesAuthForm, selectLeavesLanding, selectSignedIn } from './selectors';
import { goTo } from './page-reports';
import { sessionReportsFrom } from './session-reports';
import type { PageFlows, PageScope } from './types';

const NOW = 1_800_000_000_000;
const PERSON = 7;
const fresh: SessionUser = { exp: NOW / 1000 + 3600, user_id: PERSON, email: 'saver@example.com' };
const expired: SessionUser = { exp: NOW / 1000 - 60, user_id: PERSON };

const OWN: Household = { uuid: '00000000-0000-4000-8000-000000000001', name: 'Our gold', role: 'owner' };
const SHARED: Household = {
  uuid: '00000000-0000-4000-8000-000000000002',
  name: 'Mona’s gold',
  role: 'viewer',
};
const MEMBER: Member = {
  uuid: '11111111-1111-4111-8111-111111111111',
  name: 'Ahmed',
  relation: 'self',
  colour: '#c8963e',
};
const SECOND: Member = {
  uuid: '22222222-2222-4222-8222-222222222222',
  name: 'Mariam',
  relation: 'spouse',
  colour: '#3e8ec8',
};
const NO_NEWS: NotificationList = { unread: 0, results: [] };

/** Whom a page's call acted for, as the fake server notes it. */
const whom = (scope: PageScope) => `${scope.household ?? 'own'}/${scope.member ?? 'all'}/${scope.role}`;

type Start = 'signedOut' | 'signedIn' | 'expiredToken';

/** The app as main.tsx starts it, with the browser and the server played by the test. */
function startApp(start: Start, pathname: string) {
  const server = {
    households: [OWN] as Household[],
    members: [MEMBER] as Member[],
    calls: [] as string[],
    refreshAccepted: true,
  };
  const browser = {
    redirectedToLogin: 0,
    remembered: new Map<number, string>(),
    /** The addresses a page's flow had the router show. */
    addresses: [] as { to: string; replace: boolean }[],
  };
  const transitions: Transition[] = [];
  const tokens =
    start === 'signedIn'
      ? { accessToken: 'access', refreshToken: 'refresh', user: fresh }
      : start === 'expiredToken'
        ? { accessToken: 'old-access', refreshToken: 'refresh', user: expired }
        : { accessToken: null, refreshToken: null, user: null };
  const machine = appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          // This tab is the only one: under the lock, storage holds what this tab started with.
          acquireRefreshLock: fromPromise(async (): Promise<StoredSession> => ({ ...tokens, at: NOW })),
          refreshTokens: fromPromise(async () => {
            if (!server.refreshAccepted) throw new Error('401: refresh token refused');
            return { accessToken: 'new-access', user: fresh };
          }),
        },
        actions: { redirectToLogin: () => void browser.redirectedToLogin++ },
      }),
      householdScope: householdScopeMachine.provide({
        actors: {
          loadScope: fromPromise(async ({ input }: { input: { household: string | null } }) => {
            server.calls.push(`scope ${input.household ?? 'own'}`);
            return { households: [...server.households], members: [...server.members] };
          }),
          loadHouseholds: fromPromise(async () => [...server.households]),
        },
        actions: {
          rememberHousehold: (_, { household }: { household: string | null }) => {
            if (household === null) browser.remembered.delete(PERSON);
            else browser.remembered.set(PERSON, household);
          },
        },
      }),
      notifications: notificationsMachine.provide({
        actors: {
          loadNotifications: fromPromise(async () => {
            server.calls.push('notifications');
            return NO_NEWS;
          }),
        },
      }),
      sessionReports: sessionReportsFrom((userId) => browser.remembered.get(userId) ?? null),
    },
    actions: { goTo: (_, address: { to: string; replace: boolean }) => void browser.addresses.push(address) },
  });
  const app = createActor(machine, {
    input: { session: { ...tokens, now: NOW }, preferences: { theme: 'dark', language: 'ar' }, pathname },
    inspect: (event: InspectionEvent) => {
      if (event.type === '@xstate.microstep' && event.actorRef.sessionId === event.rootId)
        transitions.push(...(event._transitions as never[]));
    },
  }).start();
  return { app, server, browser, transitions, machine };
}

type Running = ReturnType<typeof startApp>;

/**
 * The portfolio page's flows as the page hands them to the app (src/pages/portfolio): the real portfolio machine and
 * CSV import, their calls answered by the fake server, which notes whom each call acted for.
 */
const portfolioPage = (r: Running): PageFlows => ({
  main: (scope) => ({
    logic: portfolioMachine.provide({
      actors: {
        transactionDialog: transactionDialogMachine,
        loadPortfolio: fromPromise(async (): Promise<PortfolioData> => {
          r.server.calls.push(`portfolio ${whom(scope)}`);
          // A household no longer shared with the person is not found for them (product §13).
          if (scope.household !== null && !r.server.households.some((h) => h.uuid === scope.household))
            throw notFound;
          return { transactions: [], count: 0, holdings: [] };
        }),
      },
    }),
    input: { today: () => '2026-11-29' },
  }),
  beside: () => ({
    logic: importMachine.provide({
      actors: {
        previewImport: fromPromise(async () => cleanPreview),
        submitImport: fromPromise(async () => importResult),
      },
      actions: { notifyImported: sendParent({ type: 'app.pageReload' }) },
    }),
  }),
});

/** The zakat page's two flows (src/pages/zakat): one member's computation, or each member's of the whole family. */
const zakatPage = (r: Running): PageFlows => {
  const flow = (name: string) => (scope: PageScope) => ({
    logic: fromCallback(() => void r.server.calls.push(`${name} ${whom(scope)}`)),
  });
  return { main: flow('zakat'), wholeFamily: flow('family zakat') };
};

/**
 * The reports page's flow (src/pages/reports): the real report machine, a person's own (product §14), from the month
 * of the address; the month it shows goes into the address through the app (`app.goTo`).
 */
const reportPage = (r: Running): PageFlows => ({
  main: () => ({
    logic: reportMachine.provide({
      actors: {
        loadMonths: fromPromise(async () => {
          r.server.calls.push('report months');
          return ['2026-11', '2026-10'];
        }),
        loadReport: fromPromise(async ({ input }: { input: { month: string } }) => {
          r.server.calls.push(`report ${input.month}`);
          return {} as Report;
        }),
      },
      actions: {
        showMonth: sendParent((_, { month }: { month: string }) => goTo(`/dashboard/reports/${month}`, true)),
      },
    }),
    input: { month: null },
  }),
  forPerson: true,
});

/** The page flows shown, by the systemIds the views find them with. */
const pageOf = ({ app }: Running) => app.system.get('page') as AnyActorRef | undefined;
const besideOf = ({ app }: Running) => app.system.get('pageBeside') as AnyActorRef | undefined;
const calls = (r: Running, prefix: string) => r.server.calls.filter((c) => c.startsWith(prefix));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const scopeOf = ({ app }: Running) =>
  app.system.get('householdScope') as Actor<typeof householdScopeMachine> | undefined;
const send = (r: Running, event: Parameters<Running['app']['send']>[0]) => r.app.send(event);
/** The router showing another page, as src/app/system/app-system.ts reports it. */
const navigate = (r: Running, pathname: string) => send(r, { type: 'app.navigated', pathname });
const session = ({ app }: Running) => app.system.get('session') as Actor<typeof sessionMachine>;

interface Step {
  does: string;
  act: (r: Running) => void | Promise<void>;
  sees: string;
  check: (r: Running) => void;
}
interface SystemPath {
  name: string;
  start: Start;
  pathname: string;
  startSees: string;
  startCheck: (r: Running) => void;
  steps: Step[];
}

const frameRuns = (r: Running) => {
  expect(selectInTheFrame(r.app.getSnapshot())).toBe(true);
  expect(scopeOf(r)).toBeDefined();
  expect(r.app.system.get('notifications')).toBeDefined();
};
const frameStopped = (r: Running) => {
  expect(selectInTheFrame(r.app.getSnapshot())).toBe(false);
  expect(scopeOf(r)).toBeUndefined();
  expect(r.app.system.get('notifications')).toBeUndefined();
  expect(pageOf(r)).toBeUndefined();
  expect(besideOf(r)).toBeUndefined();
};

const signIn: Step = {
  does: 'The person signs in on /login (the login flow stores the tokens)',
  act: (r) =>
    session(r).send({ type: 'session.signIn', accessToken: 'access', refreshToken: 'refresh', user: fresh }),
  sees: 'Still /login: the login flow, not the guard, leaves the page; nothing of the signed-in frame runs yet.',
  check: (r) => {
    expect(selectSignedIn(r.app.getSnapshot())).toBe(true);
    expect(selectLeavesAuthForm(r.app.getSnapshot())).toBe(false);
    frameStopped(r);
  },
};

const PATHS: SystemPath[] = [
  {
    name: 'Sign in, accept an invitation, view as a viewer, lose access, fall back',
    start: 'signedOut',
    pathname: '/login',
    startSees: 'The login form; no household or notification is asked for.',
    startCheck: (r) => {
      expect(selectSignedIn(r.app.getSnapshot())).toBe(false);
      expect(selectLeavesAuthForm(r.app.getSnapshot())).toBe(false);
      expect(r.server.calls).toEqual([]);
      frameStopped(r);
    },
    steps: [
      signIn,
      {
        does: 'The login flow goes to the invitation the person followed (/invitations/…)',
        act: (r) => navigate(r, '/invitations/token'),
        sees: 'The signed-in frame: the household scope (the person’s own) and the notifications load.',
        check: (r) => {
          frameRuns(r);
          expect(r.server.calls).toEqual(['scope own', 'notifications']);
        },
      },
      {
        does: 'The person accepts the invitation to Mona’s gold, as a viewer',
        act: async (r) => {
          r.server.households = [OWN, SHARED];
          send(r, { type: 'app.invitationAccepted', household: SHARED.uuid });
          await settle();
        },
        sees: 'The scope looks at Mona’s gold, the person’s role there is viewer, and it is remembered for next time.',
        check: (r) => {
          const scope = scopeOf(r)!.getSnapshot();
          expect(scope.context.household).toBe(SHARED.uuid);
          expect(scope.context.households.find((h) => h.uuid === SHARED.uuid)?.role).toBe('viewer');
          expect(r.browser.remembered.get(PERSON)).toBe(SHARED.uuid);
        },
      },
      {
        does: 'Mona revokes the share; the person opens the portfolio, whose first call in her household answers 404',
        act: async (r) => {
          r.server.households = [OWN];
          send(r, { type: 'app.pageOpened', page: portfolioPage(r) });
          await vi.waitFor(() => expect(calls(r, 'portfolio')).toHaveLength(2));
        },
        sees:
          'Back in the person’s own household, with a message naming Mona’s gold, the portfolio afresh in it; the ' +
          'next visit starts in the own.',
        check: (r) => {
          const scope = scopeOf(r)!.getSnapshot();
          expect(scope.context.household).toBeNull();
          expect(scope.context.lost).toBe(SHARED.name);
          expect(r.browser.remembered.has(PERSON)).toBe(false);
          expect(calls(r, 'portfolio')).toEqual([
            `portfolio ${SHARED.uuid}/all/viewer`,
            'portfolio own/all/owner',
          ]);
          expect(selectSignedIn(r.app.getSnapshot())).toBe(true);
        },
      },
      {
        does: 'The family page changes the members',
        act: async (r) => {
          send(r, { type: 'app.membersChanged' });
          await settle();
        },
        sees: 'The scope asks for the own household’s members again.',
        check: (r) => expect(r.server.calls.filter((c) => c === 'scope own')).toHaveLength(3),
      },
    ],
  },
  {
    name: 'Sign out in one tab while a dialog of the frame is open',
    start: 'signedIn',
    pathname: '/dashboard',
    startSees: 'The dashboard in the signed-in frame; the scope and the notifications load.',
    startCheck: (r) => {
      frameRuns(r);
      expect(selectLeavesLanding(r.app.getSnapshot())).toBe(true);
    },
    steps: [
      {
        does: 'The person, back in a shared household, opens “leave this household”',
        act: async (r) => {
          r.server.households = [OWN, SHARED];
          send(r, { type: 'app.invitationAccepted', household: SHARED.uuid });
          await settle();
          scopeOf(r)!.send({ type: 'scope.leave' });
        },
        sees: 'The question whether to leave Mona’s gold.',
        check: (r) => expect(scopeOf(r)!.getSnapshot().matches('confirmingLeave')).toBe(true),
      },
      {
        does: 'Another tab signs out (it removes the stored tokens)',
        act: (r) => session(r).send({ type: 'session.signedOutElsewhere' }),
        sees: 'This tab goes to /login; the question, the scope and the notifications are gone.',
        check: (r) => {
          expect(selectSignedIn(r.app.getSnapshot())).toBe(false);
          expect(r.browser.redirectedToLogin).toBe(1);
          frameStopped(r);
        },
      },
      {
        does: 'The session’s redirect shows /login',
        act: (r) => navigate(r, '/login'),
        sees: 'The login form (the person is signed out, so it stays).',
        check: (r) => expect(selectLeavesAuthForm(r.app.getSnapshot())).toBe(false),
      },
    ],
  },
  {
    name: 'A signed-in person opens /login, leaves the frame for a public page, and comes back',
    start: 'signedIn',
    pathname: '/login',
    startSees: 'The guard sends the person from /login to /dashboard (they were signed in as it opened).',
    startCheck: (r) => {
      expect(selectLeavesAuthForm(r.app.getSnapshot())).toBe(true);
      frameStopped(r);
    },
    steps: [
      {
        does: 'The guard’s redirect shows /dashboard',
        act: (r) => navigate(r, '/dashboard'),
        sees: 'The dashboard in the frame; the scope and the notifications load.',
        check: frameRuns,
      },
      {
        does: 'The person opens the terms (a public page)',
        act: (r) => navigate(r, '/terms-and-conditions'),
        sees: 'The terms, without the frame: the scope and the notifications stop.',
        check: frameStopped,
      },
      {
        does: 'The person goes back to /dashboard/portfolio',
        act: (r) => navigate(r, '/dashboard/portfolio'),
        sees: 'The frame again, its scope and notifications loaded afresh.',
        check: frameRuns,
      },
    ],
  },
  {
    name: 'A returning visitor with an expired access token, refreshed',
    start: 'expiredToken',
    pathname: '/',
    startSees:
      'The landing page stays (no usable token), and /dashboard would open: the first request refreshes.',
    startCheck: (r) => {
      expect(selectSignedIn(r.app.getSnapshot())).toBe(true);
      expect(selectLeavesLanding(r.app.getSnapshot())).toBe(false);
      frameStopped(r);
    },
    steps: [
      {
        does: 'A request asks for a token; the server accepts the refresh token',
        act: (r) => session(r).send({ type: 'token.requested', at: NOW }),
        sees: 'Signed in with a usable token: the landing page gives way to /dashboard.',
        check: (r) => {
          expect(selectSignedIn(r.app.getSnapshot())).toBe(true);
          expect(selectLeavesLanding(r.app.getSnapshot())).toBe(true);
          expect(r.browser.redirectedToLogin).toBe(0);
        },
      },
    ],
  },
  {
    name: 'A returning visitor with an expired access token, refused',
    start: 'expiredToken',
    pathname: '/dashboard',
    startSees: 'The dashboard opens in the frame (an access token is stored); its first request refreshes.',
    startCheck: frameRuns,
    steps: [
      {
        does: 'A request asks for a token; the server refuses the refresh token',
        act: (r) => {
          r.server.refreshAccepted = false;
          session(r).send({ type: 'token.requested', at: NOW });
        },
        sees: 'Signed out and sent to /login; the frame’s scope and notifications stop.',
        check: (r) => {
          expect(selectSignedIn(r.app.getSnapshot())).toBe(false);
          expect(r.browser.redirectedToLogin).toBe(1);
          frameStopped(r);
        },
      },
    ],
  },
  {
    name: 'Open the portfolio, import rows, choose a member with the transaction dialog open, close the page',
    start: 'signedIn',
    pathname: '/dashboard/portfolio',
    startSees: 'The frame; the portfolio’s code is loading, nothing of it runs yet.',
    startCheck: (r) => {
      frameRuns(r);
      expect(pageOf(r)).toBeUndefined();
    },
    steps: [
      {
        does: 'The portfolio page opens (it hands its flows to the app)',
        act: (r) => send(r, { type: 'app.pageOpened', page: portfolioPage(r) }),
        sees: 'The portfolio loads for the person’s own household, the whole family, as its owner; the CSV buttons beside it.',
        check: (r) => {
          expect(calls(r, 'portfolio')).toEqual(['portfolio own/all/owner']);
          expect(pageOf(r)?.getSnapshot().status).toBe('active');
          expect(besideOf(r)?.getSnapshot().matches('closed')).toBe(true);
        },
      },
      {
        does: 'The person imports a file of two new rows',
        act: async (r) => {
          const csv = besideOf(r)!;
          csv.send({ type: 'import.open' });
          csv.send({ type: 'import.fileChosen', file: { name: 'gold.csv', blob: new Blob(['x']) } });
          await settle();
          csv.send({ type: 'import.confirm' });
        },
        sees: 'The dialog shows the rows imported, and the portfolio below loads afresh (a new actor).',
        check: (r) => {
          expect(besideOf(r)!.getSnapshot().matches('imported')).toBe(true);
          expect(calls(r, 'portfolio')).toHaveLength(2);
        },
      },
      {
        does: 'The family page, in another tab, adds a second member; the scope reads the members again',
        act: async (r) => {
          const before = pageOf(r);
          r.server.members = [MEMBER, SECOND];
          send(r, { type: 'app.membersChanged' });
          await settle();
          expect(pageOf(r)).toBe(before);
        },
        sees: 'The portfolio stays as it is: it acts for the same household and member.',
        check: (r) => expect(calls(r, 'portfolio')).toHaveLength(2),
      },
      {
        does: 'The person opens “add a transaction”',
        act: (r) => pageOf(r)!.send({ type: 'dialog.openAdd' }),
        sees: 'The transaction dialog, a child of the portfolio.',
        check: (r) => expect(pageOf(r)!.getSnapshot().children.transactionDialog).toBeDefined(),
      },
      {
        does: 'With the dialog open, the person chooses Mariam in the scope bar',
        act: async (r) => {
          const dialog = pageOf(r)!.getSnapshot().children.transactionDialog as AnyActorRef;
          scopeOf(r)!.send({ type: 'scope.memberChosen', member: SECOND.uuid });
          await settle();
          expect(dialog.getSnapshot().status).toBe('stopped');
        },
        sees: 'The portfolio starts afresh for Mariam, without the dialog (it stopped with the old one); the CSV dialog is closed.',
        check: (r) => {
          expect(calls(r, 'portfolio').at(-1)).toBe(`portfolio own/${SECOND.uuid}/owner`);
          expect(pageOf(r)!.getSnapshot().children.transactionDialog).toBeUndefined();
          expect(besideOf(r)!.getSnapshot().matches('closed')).toBe(true);
        },
      },
      {
        does: 'The person goes to another page of the frame (the portfolio page closes)',
        act: (r) => {
          const page = r.app.getSnapshot().context.page!;
          send(r, { type: 'app.pageClosed', page });
        },
        sees: 'The portfolio and the CSV flow stop; the frame stays.',
        check: (r) => {
          frameRuns(r);
          expect(pageOf(r)).toBeUndefined();
          expect(besideOf(r)).toBeUndefined();
        },
      },
    ],
  },
  {
    name: 'The zakat page: one member’s computation, the whole family once a member is added, then one member',
    start: 'signedIn',
    pathname: '/dashboard/zakat',
    startSees: 'The frame; the scope loads a household of one member.',
    startCheck: frameRuns,
    steps: [
      {
        does: 'The zakat page opens',
        act: (r) => send(r, { type: 'app.pageOpened', page: zakatPage(r) }),
        sees: 'One computation for the household (a single member): the one-member flow.',
        check: (r) =>
          expect(r.server.calls.filter((c) => c.includes('zakat'))).toEqual(['zakat own/all/owner']),
      },
      {
        does: 'A second member is added (the family page tells the app)',
        act: async (r) => {
          r.server.members = [MEMBER, SECOND];
          send(r, { type: 'app.membersChanged' });
          await settle();
        },
        sees: 'Each member’s result, never one sum (product §13): the whole family’s flow replaces the other.',
        check: (r) => {
          expect(r.server.calls.filter((c) => c.includes('zakat')).at(-1)).toBe('family zakat own/all/owner');
          expect(r.app.system.get('page')).toBeDefined();
        },
      },
      {
        does: 'The person opens Mariam’s zakat',
        act: async (r) => {
          scopeOf(r)!.send({ type: 'scope.memberChosen', member: SECOND.uuid });
          await settle();
        },
        sees: 'Mariam’s own computation.',
        check: (r) =>
          expect(r.server.calls.filter((c) => c.includes('zakat')).at(-1)).toBe(
            `zakat own/${SECOND.uuid}/owner`,
          ),
      },
      {
        does: 'The person opens the terms (a public page)',
        act: (r) => navigate(r, '/terms-and-conditions'),
        sees: 'The zakat page’s flow stops with the frame.',
        check: frameStopped,
      },
    ],
  },
  {
    name: 'The reports page: the month shown goes into the address; another household keeps the person’s report',
    start: 'signedIn',
    pathname: '/dashboard/reports',
    startSees: 'The frame; the scope loads the person’s own household.',
    startCheck: frameRuns,
    steps: [
      {
        does: 'The reports page opens without a month',
        act: (r) => send(r, { type: 'app.pageOpened', page: reportPage(r) }),
        sees: 'The months load; the last completed one loads and the router shows its address, replacing this one.',
        check: (r) => {
          expect(calls(r, 'report')).toEqual(['report months', 'report 2026-10']);
          expect(r.browser.addresses).toEqual([{ to: '/dashboard/reports/2026-10', replace: true }]);
        },
      },
      {
        does: 'The person chooses Mona’s gold in the switcher',
        act: async (r) => {
          r.server.households = [OWN, SHARED];
          scopeOf(r)!.send({ type: 'scope.householdChosen', household: SHARED.uuid });
          await settle();
        },
        sees: 'The same report of the person’s own stays (product §14): nothing is asked again.',
        check: (r) => {
          expect(r.app.getSnapshot().context.scope.household).toBe(SHARED.uuid);
          expect(calls(r, 'report')).toEqual(['report months', 'report 2026-10']);
          expect(pageOf(r)?.getSnapshot().value).toBe('loaded');
        },
      },
    ],
  },
];

/** Walks one path on a fresh app, checking each step; answers the app machine's transitions it took. */
async function walk(path: SystemPath, running: Running[]) {
  const r = startApp(path.start, path.pathname);
  running.push(r);
  await settle();
  path.startCheck(r);
  for (const step of path.steps) {
    await step.act(r);
    await settle();
    step.check(r);
  }
  return { transitions: r.transitions, all: allTransitions(r.machine.root) };
}

describe('the app system', () => {
  const running: Running[] = [];
  afterEach(() => running.splice(0).forEach((r) => r.app.stop()));

  for (const path of PATHS) it(path.name, () => walk(path, running).then(() => undefined));

  it('every app-wide actor has its systemId', async () => {
    const r = startApp('signedIn', '/dashboard');
    running.push(r);
    for (const id of ['session', 'preferences', 'appUpdate', 'householdScope', 'notifications'])
      expect(r.app.system.get(id), id).toBeDefined();
  });

  it('the paths take every transition of the app machine', async () => {
    const taken = new Set<string>();
    let all = new Set<string>();
    for (const path of PATHS) {
      const walked = await walk(path, running);
      walked.transitions.forEach((t) => taken.add(nameOf(t)));
      all = walked.all;
    }
    expect([...all].filter((t) => !taken.has(t))).toEqual([]);
  });

  it('writes its QA plan', async () => {
    const lines = [
      '# app (the whole system): test paths',
      '',
      'Generated from machines/app/app.machine.test.ts by `npm run test:paths`; do not edit by hand.',
      'Each path crosses machines (the session, the household scope, the notifications and the pages) and starts afresh.',
    ];
    PATHS.forEach((path, n) => {
      lines.push(
        '',
        `### Path ${n + 1}: ${path.name}`,
        '',
        `Start at \`${path.pathname}\` (${path.start}): ${path.startSees}`,
        '',
      );
      path.steps.forEach((step, i) => lines.push(`${i + 1}. ${step.does} → ${step.sees}`));
    });
    await syncTestPlan('app', `${lines.join('\n')}\n`);
  });
});

type Transition = TransitionDefinition<never, never>;

/** A transition named by where it starts, its event and its place among that event's transitions there. */
function nameOf(t: Transition): string {
  const list: Transition[] = t.eventType
    ? ((t.source.transitions.get(t.eventType) as Transition[] | undefined) ?? [])
    : ((t.source.always as Transition[] | undefined) ?? []);
  return `${t.source.id} on ${t.eventType || 'always'} #${list.indexOf(t) + 1}`;
}

function allTransitions(node: AnyStateNode, out = new Set<string>()): Set<string> {
  for (const list of node.transitions.values()) list.forEach((t) => out.add(nameOf(t as never)));
  node.always?.forEach((t) => out.add(nameOf(t as never)));
  Object.values(node.states).forEach((child) => allTransitions(child, out));
  return out;
}
