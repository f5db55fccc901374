import type { Language } from '@contract/auth';
import type { AppContext } from '../app-context';
import { inTransaction } from '../db/transaction';
import { sendMail, type Mail } from '../mail/mailer';
import { renderReportMail } from '../reports/report-render';
import { alertMail, switchOffToken, type AlertPayload } from './alert-mail';

interface OutboxRow {
  id: number;
  user_id: number;
  key: string;
  kind: 'alert_email' | 'monthly_report_email';
  payload: AlertPayload & { month?: string };
  attempts: number;
  email: string;
  language: Language;
  monthly_report: boolean;
  created_at: Date;
}

/** The message of one outbox row; null when there is nothing to send any more (it is marked sent unsent). */
async function render(ctx: AppContext, row: OutboxRow): Promise<Mail | null> {
  if (row.kind === 'monthly_report_email') {
    const recipient = {
      userId: row.user_id,
      email: row.email,
      language: row.language,
      monthlyReport: row.monthly_report,
    };
    return renderReportMail(ctx, recipient, row.payload.month ?? '');
  }
  const firing = Number(row.key.split(':')[2]);
  const link = `${ctx.config.publicUrl}/alerts/off/${switchOffToken(ctx, row.payload.alert, firing)}`;
  return alertMail(row.email, row.language, row.payload, link, row.created_at);
}

/**
 * Delivers pending outbox rows (architecture §11). Each row is claimed with FOR UPDATE SKIP LOCKED and marked sent in
 * the same transaction, so two senders never deliver one row; a failure is retried after 1, 2, 4 … minutes
 * (at most a day). Runs on the elected instance after each check, and may be called by any caller safely.
 */
export async function deliverPending(ctx: AppContext, limit = 50): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < limit; i += 1) {
    const drained = await inTransaction(ctx.pool, async (client) => {
      const { rows } = await client.query<OutboxRow>(
        `SELECT o.id, o.user_id, o.key, o.kind, o.payload, o.attempts, o.created_at, u.email, u.language,
                u.monthly_report
           FROM notification_outbox o JOIN users u ON u.id = o.user_id
          WHERE o.status = 'pending' AND o.next_attempt_at <= $1
          ORDER BY o.next_attempt_at, o.id LIMIT 1 FOR UPDATE OF o SKIP LOCKED`,
        [ctx.now()],
      );
      const row = rows[0];
      if (!row) return true;
      try {
        const mail = await render(ctx, row);
        if (mail) await sendMail(ctx, mail);
        await client.query(`UPDATE notification_outbox SET status = 'sent', sent_at = $2 WHERE id = $1`, [
          row.id,
          ctx.now(),
        ]);
        if (mail) sent += 1;
      } catch (error) {
        const minutes = Math.min(2 ** row.attempts, 24 * 60);
        await client.query(
          `UPDATE notification_outbox SET attempts = attempts + 1, last_error = $2,
                  next_attempt_at = $3::timestamptz + make_interval(mins => $4) WHERE id = $1`,
          [row.id, String(error).slice(0, 500), ctx.now(), minutes],
        );
        ctx.log.warn({ err: error, key: row.key }, 'notification not delivered; will retry');
        failed += 1;
      }
      return false;
    });
    if (drained) break;
  }
  return { sent, failed };
}
