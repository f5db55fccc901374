import { assign, setup } from 'xstate';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { submitIfValid } from '@machines/shared/submit-form';
import { editField } from '@machines/shared/edit-field';
import { afterSignInPath, invitationOf } from '@machines/shared/after-sign-in';
import { apiFailureOf, failureRetryAt, failureStatus, type UserMessage } from '@machines/shared/api-failure';
import { emailProblem, requiredProblem } from '@machines/shared/form-rules';
import type { LoginContext, LoginEvent, LoginFieldErrors, LoginInput, TokenPair } from './types';

function fieldErrorsOf(context: Pick<LoginContext, 'email' | 'password'>): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const email = emailProblem(context.email);
  if (email) errors.email = email;
  const password = requiredProblem(context.password);
  if (password) errors.password = password;
  return errors;
}

/** product §5: the login answer must carry non-empty string access and refresh tokens. */
export function tokenProblem(output: unknown): UserMessage | null {
  const body = typeof output === 'object' && output !== null ? (output as Record<string, unknown>) : {};
  if (typeof body.access !== 'string' || body.access === '') return { key: 'login.invalidAccessToken' };
  if (typeof body.refresh !== 'string' || body.refresh === '') return { key: 'login.invalidRefreshToken' };
  return null;
}

/** The form, in `editing` and after a failed sign-in alike. */
const editing = {
  'login.emailChanged': { actions: 'setEmail' },
  'login.passwordChanged': { actions: 'setPassword' },
  'login.submit': submitIfValid('isFormValid', 'submitting', 'showFieldErrors'),
} as const;

/**
 * The form once the server said the account waits for activation: a fresh link is sent for the e-mail and password
 * it verified, so changing either leaves the offer behind (and until then the form is the valid one it verified).
 */
const awaitingActivation = {
  'login.emailChanged': { target: 'editing', actions: 'setEmail' },
  'login.passwordChanged': { target: 'editing', actions: 'setPassword' },
  'login.submit': { target: 'submitting' },
} as const;

const ACCOUNT_NOT_ACTIVE_CODE = 'account_not_active';

export const loginMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  // Stryker disable all: placeholders, replaced by provide() wherever the machine runs
  actors: {
    /** POST /api/users/login/; resolves the raw body, rejects with an ApiFailure. */
    login: placeholderActor<unknown, { email: string; password: string }>('login'),
    /** POST /auth/users/resend_activation/ with the same e-mail and password; rejects with an ApiFailure. */
    resendActivation: placeholderActor<unknown, { email: string; password: string }>('resendActivation'),
  },
  // Stryker restore all
  actions: {
    setEmail: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'login.emailChanged' ? editField(context, 'email', event.value) : {},
    ),
    setPassword: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the action is wired to this event only; the check narrows its type
      event.type === 'login.passwordChanged' ? editField(context, 'password', event.value) : {},
    ),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: fieldErrorsOf(context) })),
    clearFailure: assign({ failure: null, retryAt: null }),
    /** Product §10: a throttled sign-in says when to try again (the server's Retry-After, null when it gave none). */
    setRetryAt: assign(({ event }) => ({ retryAt: failureRetryAt((event as { error?: unknown }).error) })),
    setFailure: assign((_, params: { failure: UserMessage }) => ({ failure: params.failure })),
    /** Stores both tokens and sets the user (the session; bound by the page). */
    storeTokens: (_, _params: TokenPair) => {},
    /** product §8: the Arabic "login successful" toast. A failure has no toast: the red box by the form says it once (product §10). */
    notifySignedIn: () => {},
    /** Product §13: an invitation link that sent the visitor here is kept until answered (bound by the page). */
    rememberInvitation: (_, _params: { token: string | null }) => {},
    /** product §4: go to the origin page or /dashboard. */
    redirectAfterLogin: (_, _params: { to: string }) => {},
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(fieldErrorsOf(context)).length === 0,
    hasTokenPair: ({ event }) => tokenProblem((event as { output?: unknown }).output) === null,
    isUnauthorized: ({ event }) => failureStatus((event as { error?: unknown }).error) === 401,
    isThrottled: ({ event }) => failureStatus((event as { error?: unknown }).error) === 429,
    // Said only after the password verified: the server tells nobody else that the account exists.
    isNotActive: ({ event }) => {
      const failure = apiFailureOf((event as { error?: unknown }).error);
      const body = failure.body as { code?: unknown } | null;
      return failure.status === 401 && body?.code === ACCOUNT_NOT_ACTIVE_CODE;
    },
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id, which no target names
  id: 'login',
  context: ({ input }) => ({
    email: '',
    password: '',
    fieldErrors: {},
    redirectTo: afterSignInPath(input.from, invitationOf(input.from?.pathname) ?? input.pendingInvitation),
    failure: null,
    retryAt: null,
  }),
  // Product §13: remembered at once, so that signing up first (then activation, then this page again) comes back to it.
  entry: {
    type: 'rememberInvitation',
    params: ({ context }) => ({ token: invitationOf(context.redirectTo) }),
  },
  initial: 'editing',
  states: {
    editing: { on: editing },
    submitting: {
      invoke: {
        src: 'login',
        // Stryker disable next-line StringLiteral: an id nothing reads
        id: 'login',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: [
          {
            guard: 'hasTokenPair',
            target: 'signedIn',
            actions: [
              { type: 'storeTokens', params: ({ event }) => event.output as TokenPair },
              'notifySignedIn',
              { type: 'redirectAfterLogin', params: ({ context }) => ({ to: context.redirectTo }) },
            ],
          },
          {
            target: 'signInFailed',
            actions: [
              { type: 'setFailure', params: ({ event }) => ({ failure: tokenProblem(event.output)! }) },
            ],
          },
        ],
        onError: [
          { guard: 'isNotActive', target: 'notActive' },
          {
            // product §8: 401 → "e-mail or password incorrect"
            guard: 'isUnauthorized',
            target: 'signInFailed',
            actions: [{ type: 'setFailure', params: { failure: { key: 'login.invalidCredentials' } } }],
          },
          {
            // product §8 / DRF: 429 "Request was throttled"; the view adds when to try again
            guard: 'isThrottled',
            target: 'signInFailed',
            actions: [{ type: 'setFailure', params: { failure: { key: 'login.throttled' } } }, 'setRetryAt'],
          },
          {
            target: 'signInFailed',
            actions: [{ type: 'setFailure', params: { failure: { key: 'login.errorOccurred' } } }],
          },
        ],
      },
    },
    // The form stays usable; the message stays until the next try.
    signInFailed: { on: editing },
    // The right password of an account waiting for its link: say so, and offer a fresh link.
    notActive: { on: { ...awaitingActivation, 'login.resendActivation': 'resendingActivation' } },
    resendingActivation: {
      invoke: {
        src: 'resendActivation',
        // Stryker disable next-line StringLiteral: an id nothing reads
        id: 'resendActivation',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: { target: 'activationResent' },
        onError: [
          {
            guard: 'isThrottled',
            target: 'resendFailed',
            actions: [{ type: 'setFailure', params: { failure: { key: 'login.throttled' } } }, 'setRetryAt'],
          },
          {
            target: 'resendFailed',
            actions: [{ type: 'setFailure', params: { failure: { key: 'login.resendFailed' } } }],
          },
        ],
      },
    },
    activationResent: { on: awaitingActivation },
    resendFailed: { on: { ...awaitingActivation, 'login.resendActivation': 'resendingActivation' } },
    signedIn: { type: 'final' },
  },
});

export type LoginMachine = typeof loginMachine;
