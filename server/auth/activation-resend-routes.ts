import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { LOGIN_FAILED, resendActivationRequestSchema } from '@contract/auth';
import { detailErrorSchema } from '@contract/errors';
import type { AppContext, AppEnv } from '../app-context';
import { jsonRequestBody, jsonResponse, throttledInputErrors } from '../http/openapi-parts';
import { logSecurityEvent } from '../http/security-events';
import { sendActivationMail } from './account-mail';
import type { authThrottles } from './auth-throttles';
import { inactiveAccountOf } from './login';
import { throttledResponse } from './rate-limits';
import { unauthorized } from './require-user';

const resendActivationRoute = createRoute({
  method: 'post',
  path: '/auth/users/resend_activation/',
  tags: ['accounts'],
  summary: 'A fresh activation link, asked for from the login form with the account’s own password',
  description:
    'Only the right password of an account not yet active sends a link; anything else answers as a failed ' +
    'sign-in. Counted as sign-in attempts, and its e-mails with sign-up’s per-address limit.',
  request: jsonRequestBody(resendActivationRequestSchema),
  responses: {
    204: { description: 'A fresh activation link was sent' },
    ...throttledInputErrors,
    401: jsonResponse(
      detailErrorSchema,
      'Unknown address, wrong password, or an account that is not waiting',
    ),
  },
});

/** POST /auth/users/resend_activation/: the login form's "send the link again" (an account not yet active). */
export function registerActivationResendRoute(
  app: OpenAPIHono<AppEnv>,
  ctx: AppContext,
  { limiter, attemptPassword }: ReturnType<typeof authThrottles>,
): void {
  app.openapi(resendActivationRoute, async (c) => {
    const { email, password } = c.req.valid('json');
    let refusal: { reason: string; userId: number | null } | undefined;
    const attempt = await attemptPassword(c, 'login', email, async () => {
      const result = await inactiveAccountOf(ctx, email, password);
      if (result.ok) return result.user;
      refusal = result;
      return null;
    });
    if ('throttled' in attempt) {
      logSecurityEvent(ctx, c, 'activation.resend', { outcome: 'throttled', reason: attempt.by });
      return throttledResponse(c, attempt.throttled);
    }
    const user = attempt.passed;
    if (!user) {
      logSecurityEvent(ctx, c, 'activation.resend', { outcome: 'failed', ...refusal });
      return unauthorized(c, { detail: LOGIN_FAILED });
    }
    // Sign-up sends the same e-mail to the same address: one limit keeps the mailbox from being flooded by either.
    const limited = await limiter.hitAccount('signup', user.email);
    if (limited) {
      logSecurityEvent(ctx, c, 'activation.resend', { outcome: 'throttled', userId: user.id });
      return throttledResponse(c, limited);
    }
    await sendActivationMail(ctx, user, user.language);
    logSecurityEvent(ctx, c, 'activation.resend', { outcome: 'succeeded', userId: user.id });
    return c.body(null, 204);
  });
}
