import { assign, enqueueActions, sendTo, setup, stopChild } from 'xstate';
import { appUpdateMachine } from '@machines/app-update/app-update.machine';
import { householdScopeMachine } from '@machines/household-scope/household-scope.machine';
import { notificationsMachine } from '@machines/notifications/notifications.machine';
import { preferencesMachine } from '@machines/preferences/preferences.machine';
import { sessionMachine } from '@machines/session/session.machine';
import { scopeReports } from './scope-reports';
import { sessionReports } from './session-reports';
import type { AppContext, AppEvent, AppInput, PageFlows, PageInput, PageScope, PageStart } from './types';

/**
 * The pages drawn in the signed-in frame (product §2: the dashboard's pages, an invitation, About, the privacy
 * policy): while one is shown, the household scope and the notifications run.
 */
export function isSignedInPage(pathname: string): boolean {
  return /^\/(?:dashboard|invitations|About|Privacy-Policy)(?:\/|$)/.test(pathname);
}

type ScopeFacts = Pick<AppContext, 'scope' | 'severalMembers'>;

/** product §12, §13: the zakat of the whole family of several members is each member's result, a flow of its own. */
export const showsWholeFamily = (page: PageFlows | null, { scope, severalMembers }: ScopeFacts) =>
  page?.wholeFamily !== undefined && scope.member === null && severalMembers;

/** The page's machine for the scope: the whole family's where the page has one and it applies, else its own. */
const mainFlow = (context: AppContext): PageStart | undefined =>
  showsWholeFamily(context.page, context) ? context.page?.wholeFamily : context.page?.main;

const sameScope = (a: PageScope, b: PageScope) =>
  a.household === b.household && a.member === b.member && a.role === b.role;

/** A page flow started in the app's scope: the page's own input, and whom it acts for. */
function startIn(start: PageStart | undefined, scope: PageScope) {
  const flow = start?.(scope);
  if (!flow) return null;
  const { logic, input } = flow;
  const pageInput: PageInput = {
    scope: { household: scope.household, member: scope.member },
    role: scope.role,
  };
  return { logic, input: { ...input, ...pageInput } };
}

/**
 * A page child's id, systemId and input. XState types an id only for the actors named in `setup`; a page's machine
 * comes with its page (lazily loaded code), so the options are given untyped.
 */
const childOptions = (id: 'page' | 'pageBeside', input: unknown) => ({ id, systemId: id, input }) as never;

/**
 * The app as one actor system (docs/decisions/030-one-actor-system.md). Every app-wide actor is a child with a
 * `systemId`: the session, the preferences and the app update for the whole visit; the household scope and the
 * notifications while a signed-in page is shown. Signed out and signed in are this machine's states, followed from
 * the session (`sessionReports`); the route guards only read them. The `page` region remembers whether the person
 * was signed in when the page now shown opened: a sign-in on /login leaves the page to the login flow (product §10).
 * Every child's side effects are bound by the app (src/app/system/live-app.ts) with `provide()`.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    session: sessionMachine,
    preferences: preferencesMachine,
    appUpdate: appUpdateMachine,
    householdScope: householdScopeMachine,
    notifications: notificationsMachine,
    sessionReports,
    scopeReports,
  },
  guards: {
    hasAccessToken: ({ event }) => event.type === 'app.sessionChanged' && event.hasAccessToken,
    isAuthenticated: ({ context }) => context.authenticated,
    onSignedInPage: ({ context }) => isSignedInPage(context.pathname),
    leavesSignedInPages: ({ event }) => event.type === 'app.navigated' && !isSignedInPage(event.pathname),
    entersSignedInPages: ({ event }) => event.type === 'app.navigated' && isSignedInPage(event.pathname),
    reportsAuthenticated: ({ event }) => event.type === 'app.sessionChanged' && event.authenticated,
    /**
     * Another household or member is looked at, or the person's role there changed: the page acts for another, unless
     * it acts for the person whatever the scope (`forPerson`).
     */
    movesScope: ({ context, event }) =>
      event.type === 'app.scopeChanged' &&
      context.page?.forPerson !== true &&
      !sameScope(event.scope, context.scope),
    /** The zakat page's choice between one member's flow and the whole family's turns (members loaded or changed). */
    changesPageChoice: ({ context, event }) =>
      event.type === 'app.scopeChanged' &&
      showsWholeFamily(context.page, event) !== showsWholeFamily(context.page, context),
    /** The page closing is the one shown (a page opened meanwhile stays). */
    closesShownPage: ({ context, event }) => event.type === 'app.pageClosed' && event.page === context.page,
  },
  actions: {
    storeSession: assign(({ event }) =>
      event.type === 'app.sessionChanged'
        ? {
            authenticated: event.authenticated,
            hasAccessToken: event.hasAccessToken,
            userId: event.userId,
            rememberedHousehold: event.rememberedHousehold,
          }
        : {},
    ),
    storePathname: assign(({ event }) =>
      event.type === 'app.navigated' ? { pathname: event.pathname } : {},
    ),
    chooseInvitedHousehold: sendTo('householdScope', ({ event }) => ({
      type: 'scope.householdChosen' as const,
      household: event.type === 'app.invitationAccepted' ? event.household : null,
    })),
    reloadScope: sendTo('householdScope', { type: 'scope.membersChanged' as const }),
    storeScope: assign(({ event }) =>
      event.type === 'app.scopeChanged' ? { scope: event.scope, severalMembers: event.severalMembers } : {},
    ),
    storePage: assign(({ event }) => (event.type === 'app.pageOpened' ? { page: event.page } : {})),
    forgetPage: assign({ page: null }),
    startPage: enqueueActions(({ context, enqueue }) => {
      const started = startIn(mainFlow(context), context.scope);
      if (started) enqueue.spawnChild(started.logic, childOptions('page', started.input));
    }),
    stopPage: stopChild('page'),
    startBeside: enqueueActions(({ context, enqueue }) => {
      const started = startIn(context.page?.beside, context.scope);
      if (started) enqueue.spawnChild(started.logic, childOptions('pageBeside', started.input));
    }),
    stopBeside: stopChild('pageBeside'),
    /** Placeholder: the router shows the address (bound where the app starts, src/app/system/live-visit.ts). */
    goTo: (_, _params: { to: string; replace: boolean }) => {},
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    authenticated: false,
    hasAccessToken: false,
    userId: null,
    rememberedHousehold: null,
    pathname: input.pathname,
    scope: { household: null, member: null, role: 'owner' },
    severalMembers: false,
    page: null,
  }),
  invoke: [
    {
      src: 'session',
      id: 'session',
      systemId: 'session',
      input: ({ event }) => (event as unknown as { input: AppInput }).input.session,
    },
    {
      src: 'preferences',
      id: 'preferences',
      systemId: 'preferences',
      input: ({ event }) => (event as unknown as { input: AppInput }).input.preferences,
    },
    { src: 'appUpdate', id: 'appUpdate', systemId: 'appUpdate' },
    { src: 'sessionReports', id: 'sessionReports' },
  ],
  on: {
    'app.goTo': {
      actions: {
        type: 'goTo',
        params: ({ event }) => ({ to: event.to, replace: event.replace === true }),
      },
    },
  },
  type: 'parallel',
  states: {
    // product §2, §4: signed out until an access token is stored; signed in while one is (a refresh renews it).
    access: {
      initial: 'starting',
      states: {
        // Left at once: the session reports as it starts.
        starting: {
          on: {
            'app.sessionChanged': [
              { guard: 'hasAccessToken', target: 'signedIn', actions: 'storeSession' },
              { target: 'signedOut', actions: 'storeSession' },
            ],
          },
        },
        signedOut: {
          on: {
            'app.sessionChanged': { guard: 'hasAccessToken', target: 'signedIn', actions: 'storeSession' },
          },
        },
        signedIn: {
          initial: 'choosingFrame',
          on: {
            'app.sessionChanged': [
              { guard: 'hasAccessToken', actions: 'storeSession' },
              { target: 'signedOut', actions: 'storeSession' },
            ],
          },
          states: {
            choosingFrame: {
              always: [{ guard: 'onSignedInPage', target: 'inTheFrame' }, { target: 'elsewhere' }],
            },
            // A public page while signed in (the terms, a link from an e-mail): nothing of the frame runs.
            elsewhere: {
              on: { 'app.navigated': { guard: 'entersSignedInPages', target: 'inTheFrame' } },
            },
            // The signed-in frame: the scope and the notifications run as long as it is shown (product §13, §14), and
            // the flows of the page shown in it, in the scope (ADR 030).
            inTheFrame: {
              invoke: [
                {
                  src: 'householdScope',
                  id: 'householdScope',
                  systemId: 'householdScope',
                  input: ({ context }) => ({ household: context.rememberedHousehold }),
                },
                { src: 'notifications', id: 'notifications', systemId: 'notifications' },
                { src: 'scopeReports', id: 'scopeReports' },
              ],
              on: {
                'app.navigated': { guard: 'leavesSignedInPages', target: 'elsewhere' },
                'app.invitationAccepted': { actions: 'chooseInvitedHousehold' },
                'app.membersChanged': { actions: 'reloadScope' },
                'app.scopeChanged': { actions: 'storeScope' },
                'app.pageOpened': { target: '.showingPage', actions: 'storePage' },
              },
              initial: 'noPage',
              states: {
                // The frame before its page opens (the page's code loads), or around a page without flows.
                noPage: {},
                // The page's flows are children of this state: leaving it (another page, a new scope, leaving the
                // frame, signing out) stops them.
                showingPage: {
                  entry: 'startBeside',
                  exit: 'stopBeside',
                  on: {
                    // product §13: another household or member chosen starts the page afresh in it (a page of the
                    // person's own, product §14, keeps running).
                    'app.scopeChanged': [
                      { guard: 'movesScope', target: 'showingPage', reenter: true, actions: 'storeScope' },
                      {
                        guard: 'changesPageChoice',
                        target: 'showingPage',
                        reenter: true,
                        actions: 'storeScope',
                      },
                      { actions: 'storeScope' },
                    ],
                    'app.pageClosed': { guard: 'closesShownPage', target: 'noPage', actions: 'forgetPage' },
                  },
                  initial: 'running',
                  states: {
                    running: {
                      entry: 'startPage',
                      exit: 'stopPage',
                      // Rows imported (product §11): the page's lists load afresh; the import keeps its result.
                      on: { 'app.pageReload': { target: 'running', reenter: true } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    // product §10: a person signed in when /login or /signup opens goes to the dashboard; one who signs in there
    // stays until the login flow leaves the page.
    page: {
      initial: 'opening',
      on: {
        'app.navigated': [
          { guard: 'isAuthenticated', target: '.openedSignedIn', actions: 'storePathname' },
          { target: '.openedSignedOut', actions: 'storePathname' },
        ],
      },
      states: {
        // Left at once, with the session's first report.
        opening: {
          on: {
            'app.sessionChanged': [
              { guard: 'reportsAuthenticated', target: 'openedSignedIn' },
              { target: 'openedSignedOut' },
            ],
          },
        },
        openedSignedOut: {},
        openedSignedIn: {},
      },
    },
  },
});

export type AppMachine = typeof appMachine;
