import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  RESET_INVALID_TOKEN,
  RESET_INVALID_UID,
} from '@contract/auth';
import type { AppContext, AppEnv } from '../app-context';
import { jsonRequestBody, throttledInputErrors } from '../http/openapi-parts';
import { logSecurityEvent } from '../http/security-events';
import { throttledResponse, type AuthRateLimiter } from './rate-limits';
import { confirmPasswordReset, requestPasswordReset } from './password-reset';

/**
 * Forgotten passwords (product §11): Djoser's reset_password and reset_password_confirm. Rules and limits:
 * docs/decisions/012 and 023.
 */

const resetRoute = createRoute({
  method: 'post',
  path: '/auth/users/reset_password/',
  tags: ['accounts'],
  summary: 'E-mail a password reset link',
  description:
    'The same 204 whether or not the address has an account; when it has one, an e-mail in the account’s language ' +
    'with `PUBLIC_URL/password-reset/{uid}/{token}` (one hour, single use, dead once two newer ones were sent). ' +
    'Past five an hour for one address, nothing more is sent (the same 204).',
  request: jsonRequestBody(passwordResetRequestSchema),
  responses: { 204: { description: 'Accepted' }, ...throttledInputErrors },
});

const resetConfirmRoute = createRoute({
  method: 'post',
  path: '/auth/users/reset_password_confirm/',
  tags: ['accounts'],
  summary: 'Set a new password with a reset link’s uid and token',
  description:
    'Ends every session of the account, holds every share of its household until the owner keeps or ends it ' +
    '(`/api/users/me/held-shares/`), activates an account never activated, gives a Google account a password.',
  request: jsonRequestBody(passwordResetConfirmSchema),
  responses: { 204: { description: 'Password set' }, ...throttledInputErrors },
});

export function registerPasswordResetRoutes(
  app: OpenAPIHono<AppEnv>,
  ctx: AppContext,
  limiter: AuthRateLimiter,
): void {
  app.openapi(resetRoute, async (c) => {
    const { email } = c.req.valid('json');
    const limitedIp = await limiter.hitIp(c, 'passwordReset');
    if (limitedIp) {
      logSecurityEvent(ctx, c, 'password_reset.request', { outcome: 'throttled', reason: 'client_limit' });
      return throttledResponse(c, limitedIp);
    }
    // Over the address's limit (anyone can ask for anyone's address) nothing is sent and nothing is superseded:
    // the owner's mailbox already holds the newest links, and they outlive the limit's hour (docs/decisions/023).
    if (await limiter.hitAccount('passwordReset', email)) {
      logSecurityEvent(ctx, c, 'password_reset.request', { outcome: 'throttled', reason: 'email_limit' });
      return c.body(null, 204);
    }
    const userId = await requestPasswordReset(ctx, email);
    logSecurityEvent(ctx, c, 'password_reset.request', {
      outcome: userId === null ? 'refused' : 'succeeded',
      userId,
      ...(userId === null ? { reason: 'no_account' } : {}),
    });
    return c.body(null, 204);
  });

  app.openapi(resetConfirmRoute, async (c) => {
    const { uid, token, new_password: newPassword } = c.req.valid('json');
    const result = await confirmPasswordReset(ctx, uid, token, newPassword);
    if (result.ok) {
      logSecurityEvent(ctx, c, 'password_reset.confirm', { outcome: 'succeeded', userId: result.userId });
      return c.body(null, 204);
    }
    if (result.field === 'new_password') {
      logSecurityEvent(ctx, c, 'password_reset.confirm', { outcome: 'refused', reason: 'weak_password' });
      return c.json({ new_password: result.problems }, 400);
    }
    // Only wrong links are counted and refused: a right one always goes through (docs/decisions/023).
    const limited = await limiter.hitWrongLink(c, 'passwordResetConfirm', uid);
    const outcome = limited ? 'throttled' : 'failed';
    logSecurityEvent(ctx, c, 'password_reset.confirm', { outcome, reason: `invalid_${result.field}` });
    if (limited) return throttledResponse(c, limited);
    if (result.field === 'uid') return c.json({ uid: [RESET_INVALID_UID] }, 400);
    return c.json({ token: [RESET_INVALID_TOKEN] }, 400);
  });
}
