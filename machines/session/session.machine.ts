import { assign, fromPromise, setup } from 'xstate';
import type { RefreshedTokens, SessionContext, SessionEvent, SessionInput, SessionUser } from './types';

/**
 * A token this close to its `exp` is treated as expired, so it cannot expire while the request is in flight.
 */
export const EXPIRY_MARGIN_MS = 10_000;

/** spec §4: a token with no exp claim counts as expired. */
export function isUsable(user: SessionUser | null, at: number): boolean {
  return typeof user?.exp === 'number' && user.exp * 1000 - EXPIRY_MARGIN_MS > at;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** POST /auth/jwt/refresh/ (bound by the app). Rejects when the refresh token is missing, expired or refused. */
    refreshTokens: fromPromise<RefreshedTokens, { refreshToken: string }>(async () => {
      throw new Error('refreshTokens is not provided');
    }),
  },
  actions: {
    storeTokens: assign(({ event }) => {
      if (event.type !== 'session.signIn') return {};
      return { accessToken: event.accessToken, refreshToken: event.refreshToken, user: event.user };
    }),
    storeRefreshedTokens: assign(({ context, event }) => {
      const output = (event as unknown as { output: RefreshedTokens }).output;
      return {
        accessToken: output.accessToken,
        // DESIGN §4.1: keep a rotated refresh token when the response carries one
        refreshToken: output.refreshToken ?? context.refreshToken,
        user: output.user,
      };
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
  },
  guards: {
    hadUsableTokenAtStart: ({ context }) =>
      context.accessToken !== null && isUsable(context.user, context.startedAt),
    hasUsableAccessToken: ({ context, event }) =>
      context.accessToken !== null && 'at' in event && isUsable(context.user, event.at),
    hasRefreshToken: ({ context }) => context.refreshToken !== null,
    hasStoredTokens: ({ context }) => context.accessToken !== null || context.refreshToken !== null,
    /** The 401 answered a token that has since been replaced: retry with the current one, no new refresh. */
    wasRefreshedSince: ({ context, event }) =>
      event.type === 'token.rejected' &&
      context.accessToken !== null &&
      event.token !== context.accessToken &&
      isUsable(context.user, event.at),
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
    // spec §4, §8: any 403 logs the user out with a message.
    'session.forbidden': {
      target: '.signedOut',
      actions: ['clearTokens', 'forgetStoredTokens', 'notifyLoggedOut', 'redirectToLogin'],
    },
  },
  states: {
    // spec §4: at startup authenticated only if a stored access token exists and is not expired.
    // An expired one stays stored: the next request refreshes it (signedOut → refreshing).
    checking: {
      always: [{ guard: 'hadUsableTokenAtStart', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        'token.requested': [
          { guard: 'hasUsableAccessToken', target: 'signedIn' },
          { guard: 'hasRefreshToken', target: 'refreshing' },
        ],
        'token.rejected': [
          { guard: 'wasRefreshedSince', target: 'signedIn' },
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
    // The single refresh in flight: every request that needs a token waits until this state is left.
    refreshing: {
      invoke: {
        src: 'refreshTokens',
        id: 'refreshTokens',
        input: ({ context }) => ({ refreshToken: context.refreshToken ?? '' }),
        onDone: { target: 'signedIn', actions: ['storeRefreshedTokens', 'persistTokens'] },
        // spec §4: any refresh failure clears the tokens and goes to /login
        onError: { target: 'signedOut', actions: ['clearTokens', 'forgetStoredTokens', 'redirectToLogin'] },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
