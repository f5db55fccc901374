import type { Language } from '@contract/auth';
import type { AppContext } from '../app-context';
import type { Mail } from '../mail/mailer';
import { reportFor } from './report-query';
import { reportMail } from './report-mail';
import { currentUnsubscribeToken } from './unsubscribe-token';

/**
 * One pending report e-mail, rendered when it is sent (so it carries the figures of that moment): null when there
 * is nothing to send any more (the person switched the reports off meanwhile, or deleted every transaction).
 */
export async function renderReportMail(
  ctx: AppContext,
  recipient: { userId: number; email: string; language: Language; monthlyReport: boolean },
  month: string,
): Promise<Mail | null> {
  if (!recipient.monthlyReport) return null;
  const report = await reportFor(ctx, { userId: recipient.userId }, month);
  if (!report) return null;
  const token = await currentUnsubscribeToken(ctx, recipient.userId, month);
  if (token === null) return null;
  return reportMail(recipient.email, recipient.language, report, {
    report: `${ctx.config.publicUrl}/dashboard/reports/${month}`,
    unsubscribe: `${ctx.config.publicUrl}/reports/unsubscribe/${token}`,
    oneClick: `${ctx.config.publicUrl}/api/report-unsubscribe/${token}/`,
  });
}
