import { assign, sendTo, setup } from 'xstate';
import { appUpdateMachine } from '@machines/app-update/app-update.machine';
import { householdScopeMachine } from '@machines/household-scope/household-scope.machine';
import { notificationsMachine } from '@machines/notifications/notifications.machine';
import { preferencesMachine } from '@machines/preferences/preferences.machine';
import { sessionMachine } from '@machines/session/session.machine';
import { sessionReports } from './session-reports';
import type { AppContext, AppEvent, AppInput } from './types';

/**
 * The pages drawn in the signed-in frame (product §2: the dashboard's pages, an invitation, About, the privacy
 * policy): while one is shown, the household scope and the notifications run.
 */
export function isSignedInPage(pathname: string): boolean {
  return /^\/(?:dashboard|invitations|About|Privacy-Policy)(?:\/|$)/.test(pathname);
}

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
  },
  guards: {
    hasAccessToken: ({ event }) => event.type === 'app.sessionChanged' && event.hasAccessToken,
    isAuthenticated: ({ context }) => context.authenticated,
    onSignedInPage: ({ context }) => isSignedInPage(context.pathname),
    leavesSignedInPages: ({ event }) => event.type === 'app.navigated' && !isSignedInPage(event.pathname),
    entersSignedInPages: ({ event }) => event.type === 'app.navigated' && isSignedInPage(event.pathname),
    reportsAuthenticated: ({ event }) => event.type === 'app.sessionChanged' && event.authenticated,
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
    reportAccessLost: sendTo('householdScope', ({ event }) => ({
      type: 'scope.accessLost' as const,
      household: event.type === 'app.accessLost' ? event.household : '',
    })),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    authenticated: false,
    hasAccessToken: false,
    userId: null,
    rememberedHousehold: null,
    pathname: input.pathname,
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
            // The signed-in frame: the scope and the notifications run as long as it is shown (product §13, §14).
            inTheFrame: {
              invoke: [
                {
                  src: 'householdScope',
                  id: 'householdScope',
                  systemId: 'householdScope',
                  input: ({ context }) => ({ household: context.rememberedHousehold }),
                },
                { src: 'notifications', id: 'notifications', systemId: 'notifications' },
              ],
              on: {
                'app.navigated': { guard: 'leavesSignedInPages', target: 'elsewhere' },
                'app.invitationAccepted': { actions: 'chooseInvitedHousehold' },
                'app.membersChanged': { actions: 'reloadScope' },
                'app.accessLost': { actions: 'reportAccessLost' },
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
