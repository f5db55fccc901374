import type { Language } from '@contract/auth';
import type { AppContext } from '../app-context';
import { inTransaction } from '../db/transaction';
import { sendMail } from '../mail/mailer';
import { alertMail, switchOffToken, type AlertPayload } from './alert-mail';

/**
 * Delivers pending outbox rows (DESIGN §11). Each row is claimed with FOR UPDATE SKIP LOCKED and marked sent in
 * the same transaction, so two senders never deliver one row; a failure is retried after 1, 2, 4 … minutes
 * (at most a day). Runs on the elected instance after each check, and may be called by any caller safely.
 */
export async function deliverPending(ctx: AppContext, limit = 50): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < limit; i += 1) {
    const drained = await inTransaction(ctx.pool, async (client) => {
      const { rows } = await client.query<{
        id: number;
        key: string;
        kind: string;
        payload: AlertPayload;
        attempts: number;
        email: string;
        language: Language;
      }>(
        `SELECT o.id, o.key, o.kind, o.payload, o.attempts, u.email, u.language
           FROM notification_outbox o JOIN users u ON u.id = o.user_id
          WHERE o.status = 'pending' AND o.next_attempt_at <= $1
          ORDER BY o.next_attempt_at, o.id LIMIT 1 FOR UPDATE OF o SKIP LOCKED`,
        [ctx.now()],
      );
      const row = rows[0];
      if (!row) return true;
      try {
        const firing = Number(row.key.split(':')[2]);
        const link = `${ctx.config.publicUrl}/alerts/off/${switchOffToken(ctx, row.payload.alert, firing)}`;
        await sendMail(ctx, alertMail(row.email, row.language, row.payload, link));
        await client.query(`UPDATE notification_outbox SET status = 'sent', sent_at = $2 WHERE id = $1`, [
          row.id,
          ctx.now(),
        ]);
        sent += 1;
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
