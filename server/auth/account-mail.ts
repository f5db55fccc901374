import type { Language } from '@contract/auth';
import type { AppContext } from '../app-context';
import { sendMail } from '../mail/mailer';
import { activationMail, signupAttemptMail } from '../mail/templates/auth-mails';
import { ACTIVATION_TOKEN_LIFETIME_MS, createActivationToken, encodeUid } from './activation';

/** The e-mails of the account flows, sent in the visitor's language. */

export function activationLink(ctx: AppContext, userId: number, token: string): string {
  return `${ctx.config.publicUrl}/activate/${encodeUid(userId)}/${token}`;
}

/** A fresh activation link to the address (product §7: the SPA's /activate/{uid}/{token} page posts it back). */
export async function sendActivationMail(
  ctx: AppContext,
  user: { id: number; email: string },
  language: Language,
): Promise<void> {
  const token = await createActivationToken(ctx, user.id);
  const link = activationLink(ctx, user.id, token);
  const days = ACTIVATION_TOKEN_LIFETIME_MS / 86_400_000;
  const delivery = await sendMail(ctx, activationMail(user.email, language, link, days));
  if (delivery.via === 'outbox') {
    // Without SMTP the log is how a developer finds the link (architecture §2); with SMTP the link is never logged.
    ctx.log.info({ userId: user.id, file: delivery.file, link }, 'activation e-mail written to the outbox');
  } else {
    ctx.log.info({ userId: user.id, messageId: delivery.messageId }, 'activation e-mail sent');
  }
}

/** Tells the owner of an active account that someone tried to sign up with the address. */
export async function sendSignupAttemptMail(
  ctx: AppContext,
  user: { id: number; email: string },
  language: Language,
): Promise<void> {
  const delivery = await sendMail(
    ctx,
    signupAttemptMail(user.email, language, `${ctx.config.publicUrl}/login`),
  );
  ctx.log.info({ userId: user.id, via: delivery.via }, 'sign-up attempt notice sent');
}
