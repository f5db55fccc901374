import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  deleteAccountSchema,
  EMAIL_MISMATCH,
  exportResponseSchema,
  INVALID_PASSWORD,
  meResponseSchema,
  setPasswordSchema,
} from '@contract/auth';
import { drfMessages } from '@contract/errors';
import type { AppContext, AppEnv } from '../app-context';
import {
  jsonRequestBody,
  jsonResponse,
  signedInOperations,
  throttledInputErrors,
} from '../http/openapi-parts';
import { createRouter } from '../http/router';
import {
  changePassword,
  checkPassword,
  deleteAccount,
  describeAccount,
  exportAccount,
  sameAddress,
} from './account';
import { authThrottles, type AuthPolicies } from './auth-throttles';
import { throttledResponse } from './rate-limits';
import { currentSessionId, requireUser, unauthorized, USER_NOT_FOUND } from './require-user';
import { revokeUserSessions } from './session-store';
import { findUserById, type UserRow } from './users';

/**
 * Accounts a person can keep (issue 13): forgotten and changed passwords, sign-out everywhere, their data and its
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
  description: 'Confirmed with `current_password`, or with `email` for an account that has no password.',
  request: jsonRequestBody(deleteAccountSchema),
  responses: { 204: { description: 'Deleted' }, ...throttledInputErrors },
});

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
  ])
    app.use(path, signedIn);
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
    if (refused) return refused;
    const result = await changePassword(ctx, user, newPassword, await currentSessionId(ctx, c));
    if (!result.ok) return c.json({ new_password: result.problems }, 400);
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
    const { current_password: password, email } = c.req.valid('json');
    const user = await account(c);
    if (!user) return unauthorized(c, USER_NOT_FOUND);
    if (user.passwordHash) {
      if (password === undefined) return c.json({ current_password: [drfMessages.required] }, 400);
      const refused = await refuseCurrentPassword(c, user, password);
      if (refused) return refused;
    } else if (email === undefined || !sameAddress(user, email)) {
      return c.json({ email: [email === undefined ? drfMessages.required : EMAIL_MISMATCH] }, 400);
    }
    await deleteAccount(ctx, user);
    return c.body(null, 204);
  });

  // Last, so the generated hostile-input suite (one account for every operation, in document order) signs its
  // test account out only after the other operations.
  app.openapi(logoutAllRoute, async (c) => {
    await revokeUserSessions(ctx, c.get('user').id);
    return c.body(null, 204);
  });

  return app;
}
