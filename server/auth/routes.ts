import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ACCOUNT_NOT_ACTIVE,
  ACCOUNT_NOT_ACTIVE_CODE,
  ACTIVATION_INVALID_TOKEN,
  ACTIVATION_INVALID_UID,
  ACTIVATION_PASSWORD_REQUIRED,
  ACTIVATION_STALE_TOKEN,
  activationRequestSchema,
  GOOGLE_EMAIL_NOT_VERIFIED,
  GOOGLE_NOT_CONFIGURED,
  GOOGLE_TOKEN_INVALID,
  GOOGLE_UNAVAILABLE,
  googleLoginRequestSchema,
  googleLoginResponseSchema,
  LOGIN_FAILED,
  loginRequestSchema,
  logoutRequestSchema,
  REFRESH_INVALID,
  refreshRequestSchema,
  refreshResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
  tokenPairSchema,
} from '@contract/auth';
import { detailErrorSchema, fieldErrorsSchema } from '@contract/errors';
import type { AppContext, AppEnv } from '../app-context';
import {
  jsonRequestBody,
  jsonResponse,
  throttledInputErrors,
  throttledResponseDoc,
  validationResponse,
} from '../http/openapi-parts';
import { createRouter } from '../http/router';
import { logSecurityEvent } from '../http/security-events';
import { activate } from './activation';
import { registerActivationResendRoute } from './activation-resend-routes';
import { authThrottles, type AuthPolicies } from './auth-throttles';
import { googleLogIn, verifyGoogleIdToken } from './google';
import { requestLanguage } from './language';
import { logIn, type SignInResult } from './login';
import { registerHeldShareRoutes } from './held-shares-routes';
import { registerPasswordResetRoutes } from './password-reset-routes';
import { prepareDummyHash } from './passwords';
import { throttledResponse } from './rate-limits';
import { unauthorized } from './require-user';
import { endSession, rotateRefreshToken } from './sessions';
import { signUp, type SignupEvent } from './signup';
import { verifyRefreshToken } from './tokens';

/**
 * The account and session calls (product §7, architecture §4.1, §4.3), answering as Djoser and SimpleJWT do.
 * Handlers are thin: validate (contract schemas) → rate limit → a domain function → the response.
 */

const signupRoute = createRoute({
  method: 'post',
  path: '/auth/users/',
  tags: ['accounts'],
  summary: 'Sign up (an inactive account and an activation e-mail)',
  description:
    'The same 201 whether or not the address already has an account: its owner is e-mailed instead. ' +
    'The e-mail is in `language` if given, else in the preferred of Arabic and English in Accept-Language, else Arabic.',
  request: jsonRequestBody(signupRequestSchema),
  responses: {
    201: jsonResponse(signupResponseSchema, 'Account created'),
    ...throttledInputErrors,
  },
});

const activationRoute = createRoute({
  method: 'post',
  path: '/auth/users/activation/',
  tags: ['accounts'],
  summary: 'Activate an account with the uid and token of its e-mail link',
  description:
    'An address given more than one password before activation has none: its link answers 400 on `new_password` ' +
    'until called with a `new_password` that passes the sign-up rules (docs/decisions/022).',
  request: jsonRequestBody(activationRequestSchema),
  responses: {
    204: { description: 'Activated' },
    ...throttledInputErrors,
    403: jsonResponse(detailErrorSchema, 'Already active (a link used twice)'),
  },
});

const loginRoute = createRoute({
  method: 'post',
  path: '/api/users/login/',
  tags: ['sessions'],
  summary: 'Sign in with e-mail and password',
  request: jsonRequestBody(loginRequestSchema),
  responses: {
    200: jsonResponse(tokenPairSchema, 'Access token (5 minutes) and refresh token'),
    400: validationResponse,
    401: jsonResponse(
      detailErrorSchema,
      'Unknown address or wrong password; with code `account_not_active`, a right password of an account not yet active',
    ),
    429: jsonResponse(
      detailErrorSchema,
      'Too many attempts from this address, or too many wrong passwords from it for this account; see Retry-After',
    ),
  },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/auth/jwt/refresh/',
  tags: ['sessions'],
  summary: 'A new access token (and a rotated refresh token) for a refresh token',
  request: jsonRequestBody(refreshRequestSchema),
  responses: {
    200: jsonResponse(refreshResponseSchema, 'New tokens; store the new refresh token'),
    ...throttledInputErrors,
    401: jsonResponse(detailErrorSchema, 'Invalid, expired, revoked or reused refresh token'),
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/api/users/logout/',
  tags: ['sessions'],
  summary: 'Sign out: revokes the refresh token and every token rotated from the same sign-in',
  request: jsonRequestBody(logoutRequestSchema),
  responses: {
    204: { description: 'Signed out' },
    400: validationResponse,
    401: jsonResponse(detailErrorSchema, 'Not a refresh token issued by this server'),
  },
});

const googleRoute = createRoute({
  method: 'post',
  path: '/api/users/google-login/',
  tags: ['sessions'],
  summary: 'Sign in or sign up with a Google ID token',
  description:
    'A new person with `terms_accepted: false` gets `{is_new_user: true, terms_accepted: false, user_info}` and ' +
    'no tokens; with `terms_accepted: true` the account is created (active) and tokens are returned.',
  request: jsonRequestBody(googleLoginRequestSchema),
  responses: {
    200: jsonResponse(googleLoginResponseSchema, 'Signed in, or terms needed'),
    400: jsonResponse(detailErrorSchema.or(fieldErrorsSchema), 'Invalid token or fields'),
    401: jsonResponse(detailErrorSchema, 'Account deactivated'),
    429: throttledResponseDoc,
    503: jsonResponse(detailErrorSchema, 'Google sign-in not configured or Google unreachable'),
  },
});

const REFRESH_FAILED = { detail: REFRESH_INVALID, code: 'token_not_valid' } as const;

export function authRoutes(ctx: AppContext, ...policies: AuthPolicies): OpenAPIHono<AppEnv> {
  const app = createRouter();
  const throttles = authThrottles(ctx, ...policies);
  const { limiter, attemptPassword } = throttles;
  void prepareDummyHash();

  app.openapi(signupRoute, async (c) => {
    const input = c.req.valid('json');
    const limited = await limiter.hitIpAndAccount(c, 'signup', input.email);
    if (limited) {
      logSecurityEvent(ctx, c, 'signup', { outcome: 'throttled' });
      return throttledResponse(c, limited);
    }
    const result = await signUp(ctx, {
      email: input.email,
      password: input.password,
      termsAccepted: input.terms_accepted,
      language: requestLanguage(input.language, c.req.header('accept-language')),
    });
    if (!result.ok) {
      logSecurityEvent(ctx, c, 'signup', { outcome: 'refused', reason: 'invalid_fields' });
      return c.json(result.errors, 400);
    }
    logSignup(c, result.event);
    return c.json(result.body, 201);
  });

  app.openapi(activationRoute, async (c) => {
    const { uid, token, new_password: newPassword } = c.req.valid('json');
    const result = await activate(ctx, uid, token, newPassword);
    // Only wrong links are counted and refused: a right one always goes through (docs/decisions/023).
    if (result.outcome === 'invalid_uid' || result.outcome === 'invalid_token') {
      const limited = await limiter.hitWrongLink(c, 'activation', uid);
      if (limited) {
        logSecurityEvent(ctx, c, 'activation', { outcome: 'throttled', reason: result.outcome });
        return throttledResponse(c, limited);
      }
    }
    if (result.outcome === 'activated')
      logSecurityEvent(ctx, c, 'activation', { outcome: 'succeeded', userId: result.userId });
    else logSecurityEvent(ctx, c, 'activation', { outcome: 'failed', reason: result.outcome });
    switch (result.outcome) {
      case 'activated':
        return c.body(null, 204);
      case 'password_required':
        return c.json({ new_password: [ACTIVATION_PASSWORD_REQUIRED] }, 400);
      case 'password_refused':
        return c.json({ new_password: result.problems }, 400);
      case 'invalid_uid':
        return c.json({ uid: [ACTIVATION_INVALID_UID] }, 400);
      case 'invalid_token':
        return c.json({ token: [ACTIVATION_INVALID_TOKEN] }, 400);
      case 'stale':
        return c.json({ detail: ACTIVATION_STALE_TOKEN }, 403);
    }
  });

  app.openapi(loginRoute, async (c) => {
    const { email, password } = c.req.valid('json');
    let failure: Extract<SignInResult, { ok: false }> | undefined;
    const attempt = await attemptPassword(c, 'login', email, async () => {
      const result = await logIn(ctx, email, password);
      if (result.ok) return result;
      failure = result;
      return null;
    });
    if ('throttled' in attempt) {
      const reason = attempt.by === 'ip' ? 'client_limit' : 'failures';
      logSecurityEvent(ctx, c, 'signin.locked', { outcome: 'throttled', reason });
      return throttledResponse(c, attempt.throttled);
    }
    if (!attempt.passed) {
      logSecurityEvent(ctx, c, 'signin', {
        outcome: 'failed',
        userId: failure?.userId,
        reason: failure?.reason,
      });
      if (failure?.reason === 'inactive')
        return unauthorized(c, { detail: ACCOUNT_NOT_ACTIVE, code: ACCOUNT_NOT_ACTIVE_CODE });
      return unauthorized(c, { detail: LOGIN_FAILED });
    }
    logSecurityEvent(ctx, c, 'signin', { outcome: 'succeeded', userId: attempt.passed.userId });
    return c.json(attempt.passed.tokens, 200);
  });

  app.openapi(refreshRoute, async (c) => {
    const { refresh } = c.req.valid('json');
    const limitedIp = await limiter.hitIp(c, 'refresh');
    if (limitedIp) return throttledResponse(c, limitedIp);
    const claims = await verifyRefreshToken(ctx, refresh);
    if (!claims) return unauthorized(c, REFRESH_FAILED);
    const limited = await limiter.hitAccount('refresh', `user:${claims.user_id}`);
    if (limited) return throttledResponse(c, limited);
    const result = await rotateRefreshToken(ctx, refresh);
    if (!result.ok) return unauthorized(c, REFRESH_FAILED);
    return c.json(result.tokens, 200);
  });

  app.openapi(logoutRoute, async (c) => {
    const { refresh } = c.req.valid('json');
    const userId = await endSession(ctx, refresh);
    if (userId === null) {
      logSecurityEvent(ctx, c, 'signout', { outcome: 'failed', reason: 'invalid_token' });
      return unauthorized(c, REFRESH_FAILED);
    }
    logSecurityEvent(ctx, c, 'signout', { outcome: 'succeeded', userId });
    return c.body(null, 204);
  });

  app.openapi(googleRoute, async (c) => {
    const clientId = ctx.config.googleClientId;
    if (!clientId) return c.json({ detail: GOOGLE_NOT_CONFIGURED }, 503);
    const { token, terms_accepted: termsAccepted } = c.req.valid('json');
    const limitedIp = await limiter.hitIp(c, 'google');
    if (limitedIp) {
      logSecurityEvent(ctx, c, 'signin.locked', { outcome: 'throttled', reason: 'google' });
      return throttledResponse(c, limitedIp);
    }
    const verified = await verifyGoogleIdToken(ctx, clientId, token);
    if (!verified.ok) {
      if (verified.reason === 'unavailable') return c.json({ detail: GOOGLE_UNAVAILABLE }, 503);
      logSecurityEvent(ctx, c, 'signin', { outcome: 'failed', reason: `google_${verified.reason}` });
      const detail =
        verified.reason === 'email_not_verified' ? GOOGLE_EMAIL_NOT_VERIFIED : GOOGLE_TOKEN_INVALID;
      return c.json({ detail }, 400);
    }
    const limited = await limiter.hitAccount('google', verified.identity.email);
    if (limited) {
      logSecurityEvent(ctx, c, 'signin.locked', { outcome: 'throttled', reason: 'google' });
      return throttledResponse(c, limited);
    }
    const language = requestLanguage(undefined, c.req.header('accept-language'));
    const result = await googleLogIn(ctx, verified.identity, termsAccepted, language);
    if (!result.ok) {
      logSecurityEvent(ctx, c, 'signin', {
        outcome: 'failed',
        userId: result.userId,
        reason: 'google_deactivated',
      });
      return unauthorized(c, { detail: LOGIN_FAILED });
    }
    // A new person who has yet to accept the terms is not signed in: nothing to log until they are.
    if (result.userId !== null)
      logSecurityEvent(ctx, c, 'signin', { outcome: 'succeeded', userId: result.userId, reason: 'google' });
    return c.json(result.body, 200);
  });

  registerPasswordResetRoutes(app, ctx, limiter);
  registerActivationResendRoute(app, ctx, throttles);
  registerHeldShareRoutes(app, ctx);
  return app;

  /** One line per sign-up: a new account, a fresh link to one not yet activated, or an address already taken. */
  function logSignup(c: Context<AppEnv>, event: SignupEvent) {
    if (event.kind === 'created')
      logSecurityEvent(ctx, c, 'signup', { outcome: 'succeeded', userId: event.userId });
    else if (event.kind === 'resent')
      logSecurityEvent(ctx, c, 'activation.resend', {
        outcome: 'succeeded',
        userId: event.userId,
        reason: 'repeat_signup_password_dropped',
      });
    else logSecurityEvent(ctx, c, 'signup', { outcome: 'refused', userId: event.userId, reason: event.kind });
  }
}
