import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  deleteAccountSchema,
  DELETION_GOOGLE_INVALID,
  DELETION_LINK_INVALID,
  DELETION_LINK_NEEDS_NO_PASSWORD,
  DELETION_NOT_CONFIRMED,
  exportResponseSchema,
  INVALID_PASSWORD,
  meResponseSchema,
  setPasswordSchema,
} from '@contract/auth';
import { drfMessages, detailErrorSchema } from '@contract/errors';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext, AppEnv } from '../app-context';
import {
  jsonRequestBody,
  jsonResponse,
  signedInOperations,
  throttledInputErrors,
} from '../http/openapi-parts';
import { createRouter } from '../http/router';
import { logSecurityEvent } from '../http/security-events';
import { changePassword, checkPassword, deleteAccount, describeAccount, exportAccount } from './account';
import { isDeletionToken, isFreshGoogleCredential, sendDeletionLinkMail } from './deletion-confirmation';
import { authThrottles, type AuthPolicies } from './auth-throttles';
import { throttledResponse } from './rate-limits';
import { currentSessionId, requireUser, unauthorized, USER_NOT_FOUND } from './require-user';
import { revokeUserSessions } from './session-store';
import { findUserById, type UserRow } from './users';

/**
 * Accounts a person can keep (product §11): forgotten and changed passwords, sign-out everywhere, their data and its
 * deletion, with Djoser's request and answer shapes where Djoser has the call (forgotten passwords:
 * ./password-reset-routes.ts). Rules: docs/decisions/012.
 */

const accountOperation = signedInOperations('accounts');

const setPasswordRoute = accountOperation({
  method: 'post',
  path: '/auth/users/set_password/',
  summary: 'Change the password (signs out every other device)',
  request: jsonRequestBody(setPasswordSchema),
  responses: { 204: { description: 'Changed' }, ...throttledInputErrors },
});

const meRoute = accountOperation({
  method: 'get',
  path: '/api/users/me/',
  summary: 'The signed-in account',
  responses: { 200: jsonResponse(meResponseSchema, 'The account') },
});

const exportRoute = accountOperation({
  method: 'get',
  path: '/api/users/me/export/',
  summary: 'Everything stored about the signed-in person, as a JSON attachment',
  responses: { 200: jsonResponse(exportResponseSchema, 'The export (Content-Disposition: attachment)') },
});

const deleteRoute = accountOperation({
  method: 'delete',
  path: '/auth/users/me/',
  summary: 'Delete the account and everything of it',
  description:
    'Confirmed with `current_password`; an account that has no password confirms with `google_credential` (a ' +
    'Google ID token issued in the last 5 minutes for its Google identity) or `confirmation` (the token of the ' +
    'link POST /api/users/me/deletion-link/ e-mails, for an hour). The address alone is refused.',
  request: jsonRequestBody(deleteAccountSchema),
  responses: { 204: { description: 'Deleted' }, ...throttledInputErrors },
});

const deletionLinkRoute = accountOperation({
  method: 'post',
  path: '/api/users/me/deletion-link/',
  summary: 'E-mail the account without a password a link that confirms its deletion (valid for an hour)',
  responses: {
    202: jsonResponse(detailErrorSchema, 'Sent'),
    400: jsonResponse(detailErrorSchema, 'The account has a password (it confirms with that)'),
    429: throttledInputErrors[429],
  },
});

/** Deletion links one account may ask for per hour: each is an e-mail to its address. */
const DELETION_LINKS_PER_HOUR = 3;

const logoutAllRoute = signedInOperations('sessions')({
  method: 'post',
  path: '/api/users/logout-all/',
  summary: 'Sign out everywhere: every session of the account ends, this one included',
  responses: { 204: { description: 'Signed out everywhere' } },
});

export function accountRoutes(ctx: AppContext, ...policies: AuthPolicies): OpenAPIHono<AppEnv> {
  const app = createRouter();
  const { attemptPassword } = authThrottles(ctx, ...policies);
  const signedIn = requireUser(ctx);
  for (const path of [
    '/auth/users/set_password/',
    '/auth/users/me/',
    '/api/users/me/',
    '/api/users/me/export/',
    '/api/users/me/deletion-link/',
  ])
    app.use(path, signedIn);
  const deletionLinks = new RateLimiterPostgres({
    storeClient: ctx.pool,
    storeType: 'pool',
    tableName: 'auth_rate_limits',
    tableCreated: true, // by migration 0101
    keyPrefix: 'deletion-link',
    points: DELETION_LINKS_PER_HOUR,
    duration: 3600,
  });
  app.use('/api/users/logout-all/', signedIn);

  /** The signed-in person's row, or SimpleJWT's "user not found" when it vanished meanwhile. */
  const account = async (c: Context<AppEnv>) => findUserById(ctx, c.get('user').id);

  /** The signed-in person's current password checked, slowed like login: the 429 or 400 to answer, or null. */
  const refuseCurrentPassword = async (c: Context<AppEnv>, user: UserRow, password: string) => {
    const right = async () => ((await checkPassword(user, password)) ? user : null);
    const attempt = await attemptPassword(c, 'password-check', `user:${user.id}`, right);
    if ('throttled' in attempt) return throttledResponse(c, attempt.throttled);
    return attempt.passed ? null : c.json({ current_password: [INVALID_PASSWORD] }, 400);
  };

  app.openapi(setPasswordRoute, async (c) => {
    const { current_password: current, new_password: newPassword } = c.req.valid('json');
    const user = await account(c);
    if (!user) return unauthorized(c, USER_NOT_FOUND);
    const refused = await refuseCurrentPassword(c, user, current);
    if (refused) {
      logSecurityEvent(ctx, c, 'password.change', {
        outcome: refused.status === 429 ? 'throttled' : 'failed',
        userId: user.id,
        reason: 'wrong_password',
      });
      return refused;
    }
    const result = await changePassword(ctx, user, newPassword, await currentSessionId(ctx, c));
    if (!result.ok) {
      logSecurityEvent(ctx, c, 'password.change', {
        outcome: 'refused',
        userId: user.id,
        reason: 'weak_password',
      });
      return c.json({ new_password: result.problems }, 400);
    }
    logSecurityEvent(ctx, c, 'password.change', { outcome: 'succeeded', userId: user.id });
    return c.body(null, 204);
  });

  app.openapi(meRoute, async (c) => {
    const user = await account(c);
    if (!user) return unauthorized(c, USER_NOT_FOUND);
    return c.json(describeAccount(user), 200);
  });

  app.openapi(exportRoute, async (c) => {
    const data = await exportAccount(ctx, c.get('user').id);
    if (!data) return unauthorized(c, USER_NOT_FOUND);
    const day = data.exported_at.slice(0, 10);
    return c.json(data, 200, {
      'Content-Disposition': `attachment; filename="dahabi-export-${day}.json"`,
    });
  });

  app.openapi(deleteRoute, async (c) => {
    const {
      current_password: password,
      google_credential: googleCredential,
      confirmation,
    } = c.req.valid('json');
    const user = await account(c);
    if (!user) return unauthorized(c, USER_NOT_FOUND);
    const failed = (reason: string, outcome: 'failed' | 'throttled' = 'failed') =>
      logSecurityEvent(ctx, c, 'account.delete', { outcome, userId: user.id, reason });
    if (user.passwordHash) {
      if (password === undefined) return c.json({ current_password: [drfMessages.required] }, 400);
      const refused = await refuseCurrentPassword(c, user, password);
      if (refused) {
        failed('wrong_password', refused.status === 429 ? 'throttled' : 'failed');
        return refused;
      }
    } else if (googleCredential !== undefined) {
      if (!(await isFreshGoogleCredential(ctx, user, googleCredential))) {
        failed('invalid_google_credential');
        return c.json({ google_credential: [DELETION_GOOGLE_INVALID] }, 400);
      }
    } else if (confirmation !== undefined) {
      if (!isDeletionToken(ctx, user.id, confirmation)) {
        failed('invalid_link');
        return c.json({ confirmation: [DELETION_LINK_INVALID] }, 400);
      }
    } else {
      // Product §16: the address is in the access token already; it proves nothing.
      failed('not_confirmed');
      return c.json({ non_field_errors: [DELETION_NOT_CONFIRMED] }, 400);
    }
    await deleteAccount(ctx, user);
    logSecurityEvent(ctx, c, 'account.delete', { outcome: 'succeeded', userId: user.id });
    return c.body(null, 204);
  });

  app.openapi(deletionLinkRoute, async (c) => {
    const user = await account(c);
    if (!user) return unauthorized(c, USER_NOT_FOUND);
    if (user.passwordHash) return c.json({ detail: DELETION_LINK_NEEDS_NO_PASSWORD }, 400);
    try {
      await deletionLinks.consume(String(user.id));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      return c.json({ detail: drfMessages.throttled(seconds) }, 429, { 'Retry-After': String(seconds) });
    }
    await sendDeletionLinkMail(ctx, user);
    return c.json({ detail: 'The link is on its way to your e-mail address.' }, 202);
  });

  // Last, so the generated hostile-input suite (one account for every operation, in document order) signs its
  // test account out only after the other operations.
  app.openapi(logoutAllRoute, async (c) => {
    await revokeUserSessions(ctx, c.get('user').id);
    logSecurityEvent(ctx, c, 'signout.everywhere', { outcome: 'succeeded', userId: c.get('user').id });
    return c.body(null, 204);
  });

  return app;
}
