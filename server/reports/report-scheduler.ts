import type { AppContext } from '../app-context';
import { inTransaction } from '../db/transaction';
import { deliverPending } from '../notifications/outbox-sender';
import { repeatWhileLeader, type LeaderJobOptions } from '../prices/leader-election';
import { addDays, cairoDay, cairoDayStart } from '../time/cairo-day';
import { monthDays, previousMonth } from './monthly-report';

/**
 * The monthly reports' schedule (product §14, architecture §11). On the elected instance, every few minutes: when the last
 * completed Cairo month has no row in report_periods, one transaction writes that row and one outbox row per
 * person who opted in and had a transaction by the month's end (key `report:{user}:{YYYY-MM}`); the outbox
 * sender then delivers them, retrying a failed person later without holding up the others.
 *
 * - Several instances: only the elected one runs this, and the period's primary key stops a second enqueue.
 * - A restart mid-run: every row was enqueued at once, so the sender resumes with what is still pending.
 * - Down on the 1st: the first run after start enqueues the month it missed. Only the last completed month is
 *   ever enqueued, so a server down for a season sends one report, not a backlog.
 */

/** Advisory lock key of the reports' election ("dahr"); the price poller's is "dahp". */
export const REPORT_SCHEDULER_LOCK_KEY = 0x64616872n;

/** Enqueues the last completed month's reports unless done already; the month and how many, or null. */
export async function enqueueMonthlyReports(
  ctx: AppContext,
): Promise<{ month: string; recipients: number } | null> {
  const month = previousMonth(cairoDay(ctx.now()).slice(0, 7));
  const { from, to } = monthDays(month);
  const now = ctx.now();
  return inTransaction(ctx.pool, async (client) => {
    const { rows } = await client.query(
      `INSERT INTO report_periods (month, recipients, enqueued_at) VALUES ($1::date, 0, $2)
       ON CONFLICT (month) DO NOTHING RETURNING month`,
      [from, now],
    );
    if (rows.length === 0) return null;
    const { rowCount } = await client.query(
      `INSERT INTO notification_outbox (key, user_id, kind, payload, next_attempt_at, created_at)
       SELECT 'report:' || u.id || ':' || $1, u.id, 'monthly_report_email', jsonb_build_object('month', $1::text),
              $2, $2
         FROM users u
        WHERE u.monthly_report AND u.is_active
          AND EXISTS (SELECT 1 FROM transactions t WHERE t.user_id = u.id AND t."timestamp" < $3)
       ON CONFLICT (key) DO NOTHING`,
      [month, now, cairoDayStart(addDays(to, 1))],
    );
    const recipients = rowCount ?? 0;
    await client.query('UPDATE report_periods SET recipients = $2 WHERE month = $1::date', [
      from,
      recipients,
    ]);
    return { month, recipients };
  });
}

/** One pass: enqueue when a month closed, then deliver what is pending (reports and anything else). */
export async function runReportsOnce(ctx: AppContext): Promise<void> {
  const enqueued = await enqueueMonthlyReports(ctx);
  if (enqueued) ctx.log.info(enqueued, 'monthly reports enqueued');
  const batch = 50;
  for (;;) {
    const { sent, failed } = await deliverPending(ctx, batch);
    if (sent + failed < batch) break;
  }
}

/**
 * Started once per process by main.ts; only the elected instance runs the passes. The elected instance looks every
 * 5 minutes and a follower stands again every 15 s unless `options` say otherwise.
 */
export function startReportScheduler(
  ctx: AppContext,
  options: LeaderJobOptions = {},
): { stop(): Promise<void> } {
  const log = ctx.log.child({ module: 'report-scheduler' });
  const intervalMs = options.intervalMs ?? 5 * 60_000;
  return repeatWhileLeader(
    ctx,
    {
      lockKey: REPORT_SCHEDULER_LOCK_KEY,
      retryMs: options.electionRetryMs ?? 15_000,
      name: 'report-scheduler',
    },
    async () => {
      await runReportsOnce(ctx).catch((err: unknown) => log.warn({ err }, 'monthly reports: pass failed'));
      return intervalMs;
    },
  );
}
