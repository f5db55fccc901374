import { assign, setup } from 'xstate';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { afterSignInPath } from '@machines/shared/after-sign-in';
import type { UserMessage } from '@machines/shared/api-failure';
import type {
  GoogleAuthContext,
  GoogleAuthEvent,
  GoogleAuthInput,
  GoogleLoginAnswer,
  TokenPair,
} from './types';

const answerOf = (event: unknown): GoogleLoginAnswer => {
  const output = (event as { output?: unknown }).output;
  return typeof output === 'object' && output !== null ? (output as GoogleLoginAnswer) : {};
};

const tokensOf = (answer: GoogleLoginAnswer): TokenPair => ({
  // Stryker disable next-line StringLiteral: only read after hasTokens found both tokens
  access: answer.access ?? '',
  // Stryker disable next-line StringLiteral: only read after hasTokens found both tokens
  refresh: answer.refresh ?? '',
});

/** product §8 Google: the red-box message of a failed first call, by page. */
const signInFailure = (context: GoogleAuthContext): UserMessage =>
  context.mode === 'signup' ? { key: 'signup.googleSignupFailed' } : { key: 'login.googleLoginFailed' };

/** product §8: 'An error occurred while accepting terms. Please try again.' */
const acceptFailure: UserMessage = { key: 'google.termsAcceptFailed' };

/** The terms box, first shown or after a failed accept: tick, accept (again), or decline. */
const TERMS_CHOICE = {
  'google.termsChanged': { actions: 'setTermsAccepted' },
  'google.accept': { guard: 'hasTickedTerms', target: 'accepting', actions: 'clearFailure' },
  'google.decline': [
    { guard: 'isTermsPage', target: 'leaving', actions: 'goToSignup' },
    { target: 'available', actions: 'forgetCredential' },
  ],
} as const;

export const googleAuthMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    context: {} as GoogleAuthContext,
    events: {} as GoogleAuthEvent,
    input: {} as GoogleAuthInput,
  },
  // Stryker disable all: placeholders, replaced by provide() wherever the machine runs
  actors: {
    /** GET /api/config/: the Google client id, or null when Google sign-in is not configured (architecture §4.1). */
    loadGoogleConfig: placeholderActor<string | null>('loadGoogleConfig'),
    /** Google's Identity Services script, loaded only once a client id exists (product §7). */
    loadGoogleScript: placeholderActor<void, { clientId: string }>('loadGoogleScript'),
    /** POST /api/users/google-login/; rejects with an ApiFailure. */
    googleLogin: placeholderActor<unknown, { token: string; terms_accepted: boolean }>('googleLogin'),
  },
  // Stryker restore all
  actions: {
    setClientId: assign((_, params: { clientId: string | null }) => ({ clientId: params.clientId })),
    setCredential: assign(({ event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'google.credentialReceived' ? { credential: event.credential, failure: null } : {},
    ),
    setUserInfo: assign(({ event }) => ({
      userInfo: answerOf(event).user_info ?? null,
      termsAccepted: false,
    })),
    setTermsAccepted: assign(({ event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'google.termsChanged' ? { termsAccepted: event.accepted } : {},
    ),
    setFailure: assign((_, params: { failure: UserMessage }) => ({ failure: params.failure })),
    clearFailure: assign({ failure: null }),
    forgetCredential: assign({ credential: null, userInfo: null, termsAccepted: false }),
    /** Store both tokens and set the user (the session; bound by the page). */
    storeTokens: (_, _params: TokenPair) => {},
    /** product §4: the login page sends a new user to /terms-and-conditions with googleToken and userInfo. */
    goToTermsPage: (_, _params: { googleToken: string; userInfo: GoogleAuthContext['userInfo'] }) => {},
    /** Signed in: login page → the page the visitor came from, else /dashboard; sign-up and terms → /dashboard. */
    redirectAfterSignIn: (_, _params: { to: string }) => {},
    /** product §4: decline (or no token) on the terms page → /signup. */
    goToSignup: () => {},
  },
  guards: {
    needsTerms: ({ event }) => {
      const answer = answerOf(event);
      return answer.is_new_user === true && answer.terms_accepted === false;
    },
    needsTermsInline: ({ context, event }) => {
      const answer = answerOf(event);
      return context.mode === 'signup' && answer.is_new_user === true && answer.terms_accepted === false;
    },
    hasTokens: ({ event }) => {
      const answer = answerOf(event);
      return (
        typeof answer.access === 'string' &&
        answer.access !== '' &&
        typeof answer.refresh === 'string' &&
        answer.refresh !== ''
      );
    },
    isTermsPage: ({ context }) => context.mode === 'termsPage',
    hasClientId: ({ event }) => {
      const output = (event as { output?: unknown }).output;
      return typeof output === 'string' && output !== '';
    },
    hasPendingTerms: ({ context }) =>
      context.mode === 'termsPage' && context.credential !== null && context.credential !== '',
    hasTickedTerms: ({ context }) => context.termsAccepted,
  },
}).createMachine({
  id: 'googleAuth',
  context: ({ input }) => ({
    mode: input.mode,
    afterSignIn: afterSignInPath(input.from, input.pendingInvitation),
    clientId: null,
    credential: input.credential ?? null,
    userInfo: input.userInfo ?? null,
    termsAccepted: false,
    failure: null,
  }),
  initial: 'starting',
  states: {
    // The terms page starts from what its navigation state carried (product §2): the token and user info, or nothing
    // (then → /signup). /login and /signup first find out whether Google sign-in can be offered at all.
    starting: {
      always: [
        { guard: 'hasPendingTerms', target: 'termsRequired' },
        { guard: 'isTermsPage', target: 'leaving', actions: 'goToSignup' },
        { target: 'checkingConfiguration' },
      ],
    },
    // architecture §4.1: the button exists only when GET /api/config/ returns a client id.
    checkingConfiguration: {
      invoke: {
        src: 'loadGoogleConfig',
        // Stryker disable next-line StringLiteral: an id nothing reads
        id: 'loadGoogleConfig',
        onDone: [
          {
            guard: 'hasClientId',
            target: 'loadingScript',
            actions: { type: 'setClientId', params: ({ event }) => ({ clientId: event.output }) },
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'loadingFailed' },
      },
    },
    // product §7: Google's script is loaded only once a client id exists.
    loadingScript: {
      invoke: {
        src: 'loadGoogleScript',
        // Stryker disable next-line StringLiteral: an id nothing reads
        id: 'loadGoogleScript',
        // Stryker disable next-line StringLiteral: the script loads only after hasClientId found one
        input: ({ context }) => ({ clientId: context.clientId ?? '' }),
        onDone: { target: 'available' },
        onError: { target: 'loadingFailed' },
      },
    },
    /** Google sign-in is not configured on this server: no button, no "or" rule. */
    unavailable: {},
    /** The configuration or Google's script could not be loaded (offline, blocked): the e-mail form alone. */
    loadingFailed: {},
    /** Google's button is shown. */
    available: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'google.credentialReceived': { target: 'signingIn', actions: 'setCredential' } },
        },
        // product §4: the first call sends terms_accepted false
        signingIn: {
          invoke: {
            src: 'googleLogin',
            // Stryker disable next-line StringLiteral: an id nothing reads
            id: 'googleLogin',
            // Stryker disable next-line StringLiteral: a credential was just received
            input: ({ context }) => ({ token: context.credential ?? '', terms_accepted: false }),
            onDone: [
              { guard: 'needsTermsInline', target: '#googleAuth.termsRequired', actions: 'setUserInfo' },
              {
                guard: 'needsTerms',
                target: '#googleAuth.leaving',
                actions: [
                  'setUserInfo',
                  {
                    type: 'goToTermsPage',
                    params: ({ context, event }) => ({
                      // Stryker disable next-line StringLiteral: a credential was just received
                      googleToken: context.credential ?? '',
                      userInfo: answerOf(event).user_info ?? null,
                    }),
                  },
                ],
              },
              {
                guard: 'hasTokens',
                target: '#googleAuth.signedIn',
                actions: [
                  { type: 'storeTokens', params: ({ event }) => tokensOf(answerOf(event)) },
                  { type: 'redirectAfterSignIn', params: ({ context }) => ({ to: context.afterSignIn }) },
                ],
              },
              {
                target: 'signInFailed',
                actions: {
                  type: 'setFailure',
                  params: ({ context }) => ({ failure: signInFailure(context) }),
                },
              },
            ],
            onError: {
              target: 'signInFailed',
              actions: { type: 'setFailure', params: ({ context }) => ({ failure: signInFailure(context) }) },
            },
          },
        },
        signInFailed: {
          on: { 'google.credentialReceived': { target: 'signingIn', actions: 'setCredential' } },
        },
      },
    },
    // The terms box (inline on /signup) or the terms page.
    termsRequired: {
      on: TERMS_CHOICE,
    },
    // product §4: the call repeats with terms_accepted true
    accepting: {
      invoke: {
        src: 'googleLogin',
        // Stryker disable next-line StringLiteral: an id nothing reads
        id: 'acceptTerms',
        // Stryker disable next-line StringLiteral: the terms are shown only with a credential in hand
        input: ({ context }) => ({ token: context.credential ?? '', terms_accepted: true }),
        onDone: [
          {
            guard: 'hasTokens',
            target: 'signedIn',
            actions: [
              { type: 'storeTokens', params: ({ event }) => tokensOf(answerOf(event)) },
              { type: 'redirectAfterSignIn', params: ({ context }) => ({ to: context.afterSignIn }) },
            ],
          },
          { target: 'acceptFailed', actions: { type: 'setFailure', params: { failure: acceptFailure } } },
        ],
        onError: {
          target: 'acceptFailed',
          actions: { type: 'setFailure', params: { failure: acceptFailure } },
        },
      },
    },
    acceptFailed: {
      on: TERMS_CHOICE,
    },
    signedIn: { type: 'final' },
    /** Navigating away (terms page, or back to /signup). */
    leaving: { type: 'final' },
  },
});

export type GoogleAuthMachine = typeof googleAuthMachine;
