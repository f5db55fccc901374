/**
 * Scenario tests of the app machine's own rules (ADR 030): the app machine alone, its children idle, driven by the
 * events its relays and the router send. The system-level model test (app.machine.test.ts) walks the same machine
 * with its real children; these check what each rule decides, so a broken rule fails here by name.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assign,
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  setup,
  type Actor,
  type AnyActorRef,
} from 'xstate';
import type { MeResponse } from '@contract/auth';
import type { Household } from '@contract/household';
import { accountSettingsMachine } from '@machines/account-settings/account-settings.machine';
import { changePasswordMachine } from '@machines/change-password/change-password.machine';
import { emailSettingsMachine } from '@machines/email-settings/email-settings.machine';
import { settingsMachine } from '@machines/settings/settings.machine';
import { appMachine, isSignedInPage, showsWholeFamily } from './app.machine';
import { selectInTheFrame, selectLeavesAuthForm, selectLeavesLanding, selectSignedIn } from './selectors';
import { goTo } from './page-reports';
import { scopeReports } from './scope-reports';
import { sessionReportsFrom } from './session-reports';
import type { AppEvent, PageFlows, PageScope, SessionReport } from './types';

const idle = createMachine({});
const SHARED = '00000000-0000-4000-8000-000000000002';
const MEMBER = '11111111-1111-4111-8111-111111111111';

const signedIn: SessionReport = {
  authenticated: true,
  hasAccessToken: true,
  userId: 7,
  rememberedHousehold: null,
};
const signedOut: SessionReport = {
  authenticated: false,
  hasAccessToken: false,
  userId: null,
  rememberedHousehold: null,
};
/** A stored token that no longer works (expired, a refresh pending): signed in for the guards, not for `/`. */
const tokenOnly: SessionReport = { ...signedOut, hasAccessToken: true };

let running: Actor<typeof appMachine> | null = null;
afterEach(() => running?.stop());

/** The app opening on `pathname`, with every child idle; `scopeEvents` records what reaches the household scope. */
function openApp(pathname: string) {
  const scopeEvents: AppEvent[] = [];
  const app = createActor(
    appMachine.provide({
      actors: {
        session: idle as never,
        preferences: idle as never,
        appUpdate: idle as never,
        notifications: idle as never,
        sessionReports: fromCallback(() => undefined),
        scopeReports: fromCallback(() => undefined),
        householdScope: fromCallback(({ receive }) =>
          receive((e) => void scopeEvents.push(e as AppEvent)),
        ) as never,
      },
    }),
    { input: { session: {} as never, preferences: {} as never, pathname } },
  ).start();
  running = app;
  const send = (event: AppEvent) => app.send(event);
  return { app, send, scopeEvents };
}

/** A page's flows: each start is noted with the input the app gave it. */
function pageFlows(withWholeFamily = false) {
  const started: { flow: string; input: Record<string, unknown> }[] = [];
  const flow =
    (name: string) =>
    (scope: PageScope): ReturnType<PageFlows['main']> => ({
      logic: fromCallback(
        ({ input }: { input: Record<string, unknown> }) => void started.push({ flow: name, input }),
      ),
      input: { own: name, actingFor: `${scope.household ?? 'own'}/${scope.member ?? 'all'}` },
    });
  const flows: PageFlows = {
    main: flow('main'),
    beside: flow('beside'),
    ...(withWholeFamily ? { wholeFamily: flow('wholeFamily') } : {}),
  };
  return { flows, started, names: () => started.map((s) => s.flow) };
}

const child = (app: AnyActorRef, systemId: string) => app.system.get(systemId) as AnyActorRef | undefined;
const scopeChanged = (scope: PageScope, severalMembers = false): AppEvent => ({
  type: 'app.scopeChanged',
  scope,
  severalMembers,
});
const OWN_WHOLE: PageScope = { household: null, member: null, role: 'owner' };

describe('app: signed in and out follow the session (product §2)', () => {
  it('signed in on a signed-in page runs the frame; the session signing out stops it', () => {
    const { app, send } = openApp('/dashboard');
    send({ type: 'app.sessionChanged', ...signedIn });
    expect(selectSignedIn(app.getSnapshot())).toBe(true);
    expect(selectInTheFrame(app.getSnapshot())).toBe(true);
    expect(child(app, 'householdScope')).toBeDefined();
    expect(child(app, 'notifications')).toBeDefined();
    send({ type: 'app.sessionChanged', ...signedOut });
    expect(selectSignedIn(app.getSnapshot())).toBe(false);
    expect(selectInTheFrame(app.getSnapshot())).toBe(false);
    expect(child(app, 'householdScope')).toBeUndefined();
  });

  it('a stored token counts as signed in for the guards; only a usable one sends / to the dashboard', () => {
    const { app, send } = openApp('/');
    send({ type: 'app.sessionChanged', ...tokenOnly });
    expect(selectSignedIn(app.getSnapshot())).toBe(true);
    expect(selectLeavesLanding(app.getSnapshot())).toBe(false);
    send({ type: 'app.sessionChanged', ...signedIn });
    expect(selectLeavesLanding(app.getSnapshot())).toBe(true);
  });

  it('signed in on a public page runs nothing of the frame until a signed-in page is shown, and stops it on leaving', () => {
    const { app, send } = openApp('/terms-and-conditions');
    send({ type: 'app.sessionChanged', ...signedIn });
    expect(selectSignedIn(app.getSnapshot())).toBe(true);
    expect(selectInTheFrame(app.getSnapshot())).toBe(false);
    expect(child(app, 'householdScope')).toBeUndefined();
    send({ type: 'app.navigated', pathname: '/dashboard/portfolio' });
    expect(selectInTheFrame(app.getSnapshot())).toBe(true);
    send({ type: 'app.navigated', pathname: '/dashboard/zakat' });
    expect(selectInTheFrame(app.getSnapshot())).toBe(true);
    send({ type: 'app.navigated', pathname: '/terms-and-conditions' });
    expect(selectInTheFrame(app.getSnapshot())).toBe(false);
    expect(child(app, 'householdScope')).toBeUndefined();
  });

  it('signed out until a token is stored: a report without one keeps the app signed out', () => {
    const { app, send } = openApp('/');
    send({ type: 'app.sessionChanged', ...signedOut });
    expect(app.getSnapshot().matches({ access: 'signedOut' })).toBe(true);
    send({ type: 'app.sessionChanged', ...signedOut });
    expect(app.getSnapshot().matches({ access: 'signedOut' })).toBe(true);
    send({ type: 'app.sessionChanged', ...signedIn });
    expect(app.getSnapshot().matches({ access: 'signedIn' })).toBe(true);
    expect(selectLeavesLanding(app.getSnapshot())).toBe(true);
    expect(app.getSnapshot().context.userId).toBe(7);
  });

  it('signed in elsewhere, another public page keeps the frame stopped', () => {
    const { app, send } = openApp('/terms-and-conditions');
    send({ type: 'app.sessionChanged', ...signedIn });
    send({ type: 'app.navigated', pathname: '/login' });
    expect(selectInTheFrame(app.getSnapshot())).toBe(false);
  });

  it('the page shown is remembered: signing in after the router moved to a signed-in page opens the frame there', () => {
    const { app, send } = openApp('/');
    send({ type: 'app.sessionChanged', ...signedOut });
    send({ type: 'app.navigated', pathname: '/dashboard/market' });
    expect(app.getSnapshot().context.pathname).toBe('/dashboard/market');
    send({ type: 'app.sessionChanged', ...signedIn });
    expect(selectInTheFrame(app.getSnapshot())).toBe(true);
  });

  it('the frame’s pages are the dashboard’s, an invitation, About and the privacy policy, nothing else', () => {
    for (const page of ['/dashboard', '/dashboard/zakat', '/invitations/abc', '/About', '/Privacy-Policy'])
      expect(isSignedInPage(page), page).toBe(true);
    for (const page of ['/', '/login', '/dashboards', '/x/dashboard', '/about', '/terms-and-conditions'])
      expect(isSignedInPage(page), page).toBe(false);
  });
});

describe('app: /login and /signup on arrival (product §10)', () => {
  it('a person signed in when the form opens leaves it; one who signs in on it stays', () => {
    const arriving = openApp('/login');
    arriving.send({ type: 'app.sessionChanged', ...signedIn });
    expect(selectLeavesAuthForm(arriving.app.getSnapshot())).toBe(true);
    arriving.app.stop();

    const signingIn = openApp('/login');
    signingIn.send({ type: 'app.sessionChanged', ...signedOut });
    signingIn.send({ type: 'app.sessionChanged', ...signedIn });
    expect(selectLeavesAuthForm(signingIn.app.getSnapshot())).toBe(false);
    // The next page opened signed in is opened signed in.
    signingIn.send({ type: 'app.navigated', pathname: '/signup' });
    expect(selectLeavesAuthForm(signingIn.app.getSnapshot())).toBe(true);
  });

  it('a page opened signed out stays opened signed out, though a token is stored later', () => {
    const { app, send } = openApp('/');
    send({ type: 'app.sessionChanged', ...signedIn });
    send({ type: 'app.sessionChanged', ...signedOut });
    send({ type: 'app.navigated', pathname: '/signup' });
    expect(app.getSnapshot().matches({ page: 'openedSignedOut' })).toBe(true);
    send({ type: 'app.sessionChanged', ...tokenOnly });
    expect(selectLeavesAuthForm(app.getSnapshot())).toBe(false);
  });
});

describe('app: a signed-in page’s flows run as its children, in the scope (ADR 030)', () => {
  function framed() {
    const opened = openApp('/dashboard/portfolio');
    opened.send({ type: 'app.sessionChanged', ...signedIn });
    return opened;
  }

  it('a page opened before the scope reports acts for the person’s own household, whole, as its owner', () => {
    const { app, send } = framed();
    const page = pageFlows();
    send({ type: 'app.pageOpened', page: page.flows });
    expect(page.started).toEqual([
      {
        flow: 'beside',
        input: {
          own: 'beside',
          actingFor: 'own/all',
          scope: { household: null, member: null },
          role: 'owner',
        },
      },
      {
        flow: 'main',
        input: { own: 'main', actingFor: 'own/all', scope: { household: null, member: null }, role: 'owner' },
      },
    ]);
    expect(child(app, 'page')).toBeDefined();
    expect(child(app, 'pageBeside')).toBeDefined();
  });

  it('another household, member or role starts the page and the flow beside it afresh; the same scope does not', () => {
    const { send } = framed();
    const page = pageFlows();
    send({ type: 'app.pageOpened', page: page.flows });
    const viewer: PageScope = { household: SHARED, member: null, role: 'viewer' };
    send(scopeChanged(viewer));
    expect(page.started.at(-1)?.input).toMatchObject({
      scope: { household: SHARED, member: null },
      role: 'viewer',
    });
    send(scopeChanged({ ...viewer, member: MEMBER }));
    send(scopeChanged({ ...viewer, member: MEMBER, role: 'editor' }));
    expect(page.names()).toEqual(['beside', 'main', 'beside', 'main', 'beside', 'main', 'beside', 'main']);
    // The same scope again, or more members where the page has no whole-family flow: nothing restarts.
    send(scopeChanged({ ...viewer, member: MEMBER, role: 'editor' }, true));
    expect(page.started).toHaveLength(8);
  });

  it('a scope change keeps the flows of a page that acts for the person running (the market, product §14)', () => {
    const { app, send } = framed();
    const page = pageFlows();
    const market: PageFlows = { main: page.flows.main, forPerson: true };
    send({ type: 'app.pageOpened', page: market });
    const running = child(app, 'page');
    send(scopeChanged({ household: SHARED, member: null, role: 'viewer' }));
    send(scopeChanged({ household: SHARED, member: MEMBER, role: 'editor' }, true));
    expect(page.names()).toEqual(['main']);
    expect(child(app, 'page')).toBe(running);
    // The scope is still followed: a household's page opened next acts for the one now looked at.
    const portfolio = pageFlows();
    send({ type: 'app.pageOpened', page: portfolio.flows });
    expect(portfolio.started.at(-1)?.input).toMatchObject({ scope: { household: SHARED, member: MEMBER } });
  });

  it('rows imported restart the page alone: the flow beside it keeps its result', () => {
    const { app, send } = framed();
    const page = pageFlows();
    send({ type: 'app.pageOpened', page: page.flows });
    const beside = child(app, 'pageBeside');
    send({ type: 'app.pageReload' });
    expect(page.names()).toEqual(['beside', 'main', 'main']);
    expect(child(app, 'pageBeside')).toBe(beside);
  });

  it('the zakat page runs the whole family’s flow for a household of several members viewed whole (product §13)', () => {
    const { app, send } = framed();
    const page = pageFlows(true);
    send(scopeChanged(OWN_WHOLE));
    send({ type: 'app.pageOpened', page: page.flows });
    expect(page.names()).toEqual(['beside', 'main']);
    send(scopeChanged(OWN_WHOLE, true));
    expect(page.names().at(-1)).toBe('wholeFamily');
    expect(showsWholeFamily(app.getSnapshot().context.page, app.getSnapshot().context)).toBe(true);
    send(scopeChanged({ ...OWN_WHOLE, member: MEMBER }, true));
    expect(page.names().at(-1)).toBe('main');
    expect(showsWholeFamily(null, { scope: OWN_WHOLE, severalMembers: true })).toBe(false);
  });

  it('closing a page no longer shown changes nothing; closing the one shown stops its flows', () => {
    const { app, send } = framed();
    const first = pageFlows();
    const second = pageFlows();
    send({ type: 'app.pageOpened', page: first.flows });
    send({ type: 'app.pageOpened', page: second.flows });
    send({ type: 'app.pageClosed', page: first.flows });
    expect(app.getSnapshot().context.page).toBe(second.flows);
    expect(child(app, 'page')).toBeDefined();
    send({ type: 'app.pageClosed', page: second.flows });
    expect(app.getSnapshot().context.page).toBeNull();
    expect(child(app, 'page')).toBeUndefined();
    expect(child(app, 'pageBeside')).toBeUndefined();
  });

  it('the settings page runs its four sections as the app’s children, kept when another household is chosen', async () => {
    const { app, send } = framed();
    const account = { email: 'saver@example.com', sign_in_methods: ['password'] } as unknown as MeResponse;
    const settings: PageFlows = {
      main: () => ({
        logic: settingsMachine.provide({
          actors: {
            emailSettings: emailSettingsMachine.provide({
              actors: { loadSettings: fromPromise(async () => ({ monthly_report: false as boolean })) },
            }),
            accountSettings: accountSettingsMachine.provide({
              actors: { loadAccount: fromPromise(async () => account) },
            }),
            changePassword: changePasswordMachine.provide({
              actors: {
                loadCommonPasswords: fromPromise(async (): Promise<ReadonlySet<string>> => new Set()),
              },
            }),
          },
        }),
      }),
      forPerson: true,
    };
    send({ type: 'app.pageOpened', page: settings });
    const page = child(app, 'page')!;
    await vi.waitFor(() => expect(Object.keys(page.getSnapshot().children)).toHaveLength(4));
    expect(Object.keys(page.getSnapshot().children).sort()).toEqual([
      'accountSettings',
      'changePassword',
      'deleteAccount',
      'emailSettings',
    ]);
    send(scopeChanged({ household: SHARED, member: null, role: 'viewer' }));
    expect(child(app, 'page')).toBe(page);
    expect(Object.keys(page.getSnapshot().children)).toHaveLength(4);
  });

  it('a page’s flow shows another address through the app’s router, replacing the address where it asks', () => {
    const addresses: { to: string; replace: boolean }[] = [];
    const app = createActor(
      appMachine.provide({
        actors: {
          session: idle as never,
          preferences: idle as never,
          appUpdate: idle as never,
          sessionReports: fromCallback(() => undefined),
        },
        actions: { goTo: (_, address) => void addresses.push(address) },
      }),
      { input: { session: {} as never, preferences: {} as never, pathname: '/dashboard/reports' } },
    ).start();
    running = app;
    app.send(goTo('/dashboard/reports/2026-10', true));
    app.send(goTo('/dashboard'));
    expect(addresses).toEqual([
      { to: '/dashboard/reports/2026-10', replace: true },
      { to: '/dashboard', replace: false },
    ]);
  });

  it('the household scope hears an accepted invitation’s household and changed members', () => {
    const { send, scopeEvents } = framed();
    send({ type: 'app.invitationAccepted', household: SHARED });
    send({ type: 'app.membersChanged' });
    expect(scopeEvents).toEqual([
      { type: 'scope.householdChosen', household: SHARED },
      { type: 'scope.membersChanged' },
    ]);
  });
});

describe('app: the relays report each change once (ADR 030)', () => {
  type FakeSession = { accessToken: string | null; user: { user_id: number } | null };
  const fakeSession = setup({ types: { context: {} as FakeSession } }).createMachine({
    context: { accessToken: null, user: null },
    initial: 'signedOut',
    states: {
      signedOut: {
        on: {
          in: { target: 'signedIn', actions: assign({ accessToken: 'access', user: { user_id: 7 } }) },
          stored: { actions: assign({ accessToken: 'expired' }) },
        },
      },
      signedIn: {
        on: {
          same: { actions: assign({ accessToken: 'access' }) },
          out: { target: 'signedOut', actions: assign({ accessToken: null, user: null }) },
        },
      },
    },
  });
  type FakeScope = {
    household: string | null;
    member: string | null;
    households: Household[];
    members: unknown[];
  };
  const fakeScope = setup({
    types: { context: {} as FakeScope, events: {} as { type: 'set'; to: Partial<FakeScope> } },
  }).createMachine({
    context: { household: null, member: null, households: [], members: [{}] },
    on: { set: { actions: assign(({ event }) => event.to) } },
  });

  /** A parent holding a session and a household scope by their systemIds, and the two relays, noting their news. */
  function relayed(remembered: (userId: number) => string | null) {
    const asked: number[] = [];
    const parent = setup({
      types: { context: {} as { news: AppEvent[] }, events: {} as AppEvent },
      actors: {
        session: fakeSession,
        householdScope: fakeScope,
        sessionReports: sessionReportsFrom((userId) => {
          asked.push(userId);
          return remembered(userId);
        }),
        scopeReports,
      },
    }).createMachine({
      context: { news: [] },
      invoke: [
        { src: 'session', id: 'session', systemId: 'session' },
        { src: 'householdScope', id: 'householdScope', systemId: 'householdScope' },
        { src: 'sessionReports' },
        { src: 'scopeReports' },
      ],
      on: {
        '*': { actions: assign({ news: ({ context, event }) => [...context.news, event as AppEvent] }) },
      },
    });
    const actor = createActor(parent).start();
    const news = (type: AppEvent['type']) => actor.getSnapshot().context.news.filter((e) => e.type === type);
    const session = actor.system.get('session') as AnyActorRef;
    const scope = actor.system.get('householdScope') as AnyActorRef;
    return { actor, news, session, scope, asked };
  }

  it('the session’s news: at once, on each change that matters, with the household a person looked at last', () => {
    const { actor, news, session, asked } = relayed((userId) => (userId === 7 ? SHARED : null));
    session.send({ type: 'stored' });
    session.send({ type: 'out' });
    session.send({ type: 'in' });
    session.send({ type: 'same' });
    session.send({ type: 'out' });
    expect(news('app.sessionChanged')).toEqual([
      { type: 'app.sessionChanged', ...signedOut },
      { type: 'app.sessionChanged', ...tokenOnly },
      { type: 'app.sessionChanged', ...signedIn, rememberedHousehold: SHARED },
      { type: 'app.sessionChanged', ...signedOut },
    ]);
    // Only a signed-in person's household is looked up.
    expect(asked).toEqual([7]);
    actor.stop();
  });

  it('the scope’s news: the household, member and role looked at, and whether there are several members', () => {
    const { actor, news, scope } = relayed(() => null);
    scope.send({ type: 'set', to: { members: [{}] } });
    scope.send({
      type: 'set',
      to: {
        household: SHARED,
        households: [{ uuid: SHARED, name: 'Mona’s gold', role: 'viewer' }],
        members: [{}, {}],
      },
    });
    scope.send({ type: 'set', to: { member: MEMBER } });
    expect(news('app.scopeChanged')).toEqual([
      scopeChanged(OWN_WHOLE),
      scopeChanged({ household: SHARED, member: null, role: 'viewer' }, true),
      scopeChanged({ household: SHARED, member: MEMBER, role: 'viewer' }, true),
    ]);
    actor.stop();
  });
});
