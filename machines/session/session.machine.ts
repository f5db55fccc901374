import { assertEvent, assign, setup } from 'xstate';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import type {
  RefreshedTokens,
  SessionContext,
  SessionEvent,
  SessionInput,
  SessionUser,
  StoredSession,
} from './types';

/**
 * A token this close to its `exp` is treated as expired, so it cannot expire while the request is in flight.
 */
export const EXPIRY_MARGIN_MS = 10_000;

/** product §4: a token with no exp claim counts as expired. */
export function isUsable(user: SessionUser | null, at: number): boolean {
  return typeof user?.exp === 'number' && user.exp * 1000 - EXPIRY_MARGIN_MS > at;
}

export const sessionMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  // Stryker disable all: placeholders, replaced by provide() wherever the machine runs
  actors: {
    /**
     * The cross-tab refresh lock (Web Locks, bound by the app): resolves once this tab holds it, with the tokens in
     * storage at that moment, and keeps holding it until `releaseRefreshLock`. Only one tab of the browser refreshes
     * at a time, and a tab that waited sees what the tab before it stored (docs/decisions/005).
     */
    acquireRefreshLock: placeholderActor<StoredSession>('acquireRefreshLock'),
    /** POST /auth/jwt/refresh/ (bound by the app). Rejects when the refresh token is missing, expired or refused. */
    refreshTokens: placeholderActor<RefreshedTokens, { refreshToken: string }>('refreshTokens'),
  },
  // Stryker restore all
  actions: {
    storeTokens: assign(({ event }) => {
      assertEvent(event, 'session.signIn');
      return { accessToken: event.accessToken, refreshToken: event.refreshToken, user: event.user };
    }),
    storeRefreshedTokens: assign(({ context, event }) => {
      const output = (event as unknown as { output: RefreshedTokens }).output;
      return {
        accessToken: output.accessToken,
        // architecture §4.1: keep a rotated refresh token when the response carries one
        refreshToken: output.refreshToken ?? context.refreshToken,
        user: output.user,
      };
    }),
    /** Takes the tokens another tab stored (read under the lock, or announced by a storage event). */
    adoptStoredTokens: assign(({ event }) => {
      const stored =
        event.type === 'session.tokensChangedElsewhere'
          ? event
          : (event as unknown as { output: StoredSession }).output;
      return { accessToken: stored.accessToken, refreshToken: stored.refreshToken, user: stored.user };
    }),
    clearTokens: assign({ accessToken: null, refreshToken: null, user: null }),
    /** Writes the context's tokens to browser storage (bound by the app). */
    persistTokens: () => {},
    /** Removes both tokens from browser storage (bound by the app). */
    forgetStoredTokens: () => {},
    /** Best-effort POST /api/users/logout/ with the refresh token (bound by the app). */
    revokeRefreshToken: (_, _params: { refreshToken: string | null }) => {},
    /** The Arabic "you were logged out, please log in again" toast (bound by the app). */
    notifyLoggedOut: () => {},
    redirectToLogin: () => {},
    /** Lets the next tab refresh (bound by the app; runs when `refreshing` is left, whichever way). */
    releaseRefreshLock: () => {},
  },
  guards: {
    hadUsableTokenAtStart: ({ context }) =>
      context.accessToken !== null && isUsable(context.user, context.startedAt),
    hasUsableAccessToken: ({ context, event }) => {
      assertEvent(event, 'token.requested');
      return context.accessToken !== null && isUsable(context.user, event.at);
    },
    hasRefreshToken: ({ context }) => context.refreshToken !== null,
    /**
     * While this tab waited for the lock another tab rotated the refresh token and stored a usable access token:
     * use those instead of refreshing again (the old refresh token is spent; presenting it later revokes the sign-in).
     */
    anotherTabRefreshed: ({ context, event }) => {
      const stored = (event as unknown as { output: StoredSession }).output;
      return (
        stored.refreshToken !== null &&
        stored.refreshToken !== context.refreshToken &&
        stored.accessToken !== null &&
        isUsable(stored.user, stored.at)
      );
    },
    hasStoredRefreshToken: ({ event }) =>
      (event as unknown as { output: StoredSession }).output.refreshToken !== null,
    /** product §4, §8 'Refresh token expired': the stored refresh token's `exp` has passed (no call can renew it). */
    storedRefreshTokenExpired: ({ event }) => {
      const stored = (event as unknown as { output: StoredSession }).output;
      return (
        stored.refreshToken !== null &&
        typeof stored.refreshExpiresAt === 'number' &&
        stored.refreshExpiresAt <= stored.at
      );
    },
    /** Another tab stored an access token this tab can use now. */
    receivedUsableAccessToken: ({ event }) => {
      assertEvent(event, 'session.tokensChangedElsewhere');
      return event.accessToken !== null && isUsable(event.user, event.at);
    },
    hasStoredTokens: ({ context }) => context.accessToken !== null || context.refreshToken !== null,
    /** The 401 answered a token that has since been replaced: retry with the current one, no new refresh. */
    wasRefreshedSince: ({ context, event }) => {
      assertEvent(event, 'token.rejected');
      return (
        context.accessToken !== null &&
        event.token !== context.accessToken &&
        isUsable(context.user, event.at)
      );
    },
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    accessToken: input.accessToken,
    refreshToken: input.refreshToken,
    user: input.user,
    startedAt: input.now,
  }),
  initial: 'checking',
  on: {
    'session.signIn': { target: '.signedIn', actions: ['storeTokens', 'persistTokens'] },
    // Logout works from every state, also with an expired token kept from an earlier visit.
    'session.signOut': {
      target: '.signedOut',
      actions: [
        { type: 'revokeRefreshToken', params: ({ context }) => ({ refreshToken: context.refreshToken }) },
        'clearTokens',
        'forgetStoredTokens',
        'redirectToLogin',
      ],
    },
    // Another tab signed out: this one follows at once (its storage is already empty, and a refresh in flight here
    // is dropped, so it cannot store a new pair behind the sign-out).
    'session.signedOutElsewhere': {
      guard: 'hasStoredTokens',
      target: '.signedOut',
      actions: ['clearTokens', 'redirectToLogin'],
    },
    // product §4, §8: any 403 logs the user out with a message.
    'session.forbidden': {
      target: '.signedOut',
      actions: ['clearTokens', 'forgetStoredTokens', 'notifyLoggedOut', 'redirectToLogin'],
    },
  },
  states: {
    // product §4: at startup authenticated only if a stored access token exists and is not expired.
    // An expired one stays stored while a refresh token can renew it: the next request refreshes (signedOut →
    // refreshing). Without a refresh token nothing can: the tokens go at once, so the route guards send a protected
    // page to /login before it renders or sends a request (product §4).
    checking: {
      always: [
        { guard: 'hadUsableTokenAtStart', target: 'signedIn' },
        { guard: 'hasRefreshToken', target: 'signedOut' },
        { guard: 'hasStoredTokens', target: 'signedOut', actions: ['clearTokens', 'forgetStoredTokens'] },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      on: {
        'session.tokensChangedElsewhere': [
          { guard: 'receivedUsableAccessToken', target: 'signedIn', actions: 'adoptStoredTokens' },
          { actions: 'adoptStoredTokens' },
        ],
        // Signed out with tokens kept means the access token is expired (a usable one signs in at once): refresh
        // it, or without a refresh token clear them and go to /login (product §4).
        'token.requested': [
          { guard: 'hasRefreshToken', target: 'refreshing' },
          {
            guard: 'hasStoredTokens',
            target: 'signedOut',
            actions: ['clearTokens', 'forgetStoredTokens', 'redirectToLogin'],
          },
        ],
        'token.rejected': [
          { guard: 'hasRefreshToken', target: 'refreshing' },
          {
            guard: 'hasStoredTokens',
            target: 'signedOut',
            actions: ['clearTokens', 'forgetStoredTokens', 'redirectToLogin'],
          },
        ],
      },
    },
    signedIn: {
      on: {
        'session.tokensChangedElsewhere': { actions: 'adoptStoredTokens' },
        'token.requested': [
          { guard: 'hasUsableAccessToken' },
          { guard: 'hasRefreshToken', target: 'refreshing' },
          { target: 'signedOut', actions: ['clearTokens', 'forgetStoredTokens', 'redirectToLogin'] },
        ],
        'token.rejected': [
          { guard: 'wasRefreshedSince' },
          { guard: 'hasRefreshToken', target: 'refreshing' },
          { target: 'signedOut', actions: ['clearTokens', 'forgetStoredTokens', 'redirectToLogin'] },
        ],
      },
    },
    // The single refresh in flight: every request that needs a token waits until this state is left. Across tabs
    // the lock makes it the single refresh of the browser.
    refreshing: {
      initial: 'waitingForLock',
      exit: 'releaseRefreshLock',
      states: {
        waitingForLock: {
          invoke: {
            src: 'acquireRefreshLock',
            // Stryker disable next-line StringLiteral: an id nothing reads
            id: 'acquireRefreshLock',
            onDone: [
              { guard: 'anotherTabRefreshed', target: '#session.signedIn', actions: 'adoptStoredTokens' },
              // product §4: an expired refresh token is not sent; the tokens go and the person signs in again.
              {
                guard: 'storedRefreshTokenExpired',
                target: '#session.signedOut',
                actions: ['clearTokens', 'forgetStoredTokens', 'redirectToLogin'],
              },
              // Refresh with the newest stored refresh token, never a copy this tab kept in memory.
              { guard: 'hasStoredRefreshToken', target: 'callingServer', actions: 'adoptStoredTokens' },
              // Storage holds no refresh token: another tab signed out meanwhile.
              { target: '#session.signedOut', actions: ['clearTokens', 'redirectToLogin'] },
            ],
            // No lock to be had (the browser refused it): refresh alone rather than never.
            onError: { target: 'callingServer' },
          },
        },
        callingServer: {
          invoke: {
            src: 'refreshTokens',
            // Stryker disable next-line StringLiteral: an id nothing reads
            id: 'refreshTokens',
            input: ({ context }) => ({
              // Stryker disable next-line StringLiteral: refreshing is entered only with a refresh token in hand
              refreshToken: context.refreshToken ?? '',
            }),
            onDone: { target: '#session.signedIn', actions: ['storeRefreshedTokens', 'persistTokens'] },
            // product §4: any refresh failure clears the tokens and goes to /login
            onError: {
              target: '#session.signedOut',
              actions: ['clearTokens', 'forgetStoredTokens', 'redirectToLogin'],
            },
          },
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
