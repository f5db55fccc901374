import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../app-context';
import { clientIp } from './client-ip';

/**
 * The security events an operator must be able to find in the logs (ASVS V16): each is logged once, as one
 * structured line, where the decision is taken. Never a secret: no password, token, uid or e-mail address.
 */
export type SecurityEvent =
  | 'signin'
  | 'signin.locked'
  | 'signup'
  | 'activation'
  | 'activation.resend'
  | 'password_reset.request'
  | 'password_reset.confirm'
  | 'password.change'
  | 'signout'
  | 'signout.everywhere'
  | 'account.delete'
  | 'household.role_granted'
  | 'household.role_revoked'
  | 'household.invitation_accepted';

export type SecurityOutcome = 'succeeded' | 'failed' | 'refused' | 'throttled';

export interface SecurityEventFields {
  outcome: SecurityOutcome;
  /** The account the event is about, when one is known (never the e-mail address). */
  userId?: number | null;
  /** A short machine-readable reason for a failure: `wrong_password`, `invalid_token`, `inactive`… */
  reason?: string;
  /** Another account the event names (the grantee of a role). */
  otherUserId?: number | null;
  role?: string;
}

/** One `security` log line: the event, its outcome, the user id, the client address (TRUST_PROXY-aware), the request id. */
export function logSecurityEvent(
  ctx: Pick<AppContext, 'log' | 'config'>,
  c: Context<AppEnv>,
  event: SecurityEvent,
  fields: SecurityEventFields,
): void {
  const { outcome, userId, reason, otherUserId, role } = fields;
  const line: Record<string, unknown> = {
    security: event,
    outcome,
    userId: userId ?? null,
    ip: clientIp(c, ctx.config),
    reqId: c.get('requestId'),
  };
  if (reason) line.reason = reason;
  if (otherUserId != null) line.otherUserId = otherUserId;
  if (role) line.role = role;
  const level = outcome === 'succeeded' ? 'info' : 'warn';
  ctx.log[level](line, `security event: ${event} ${outcome}`);
}
