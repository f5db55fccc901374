import type { PoolClient } from 'pg';
import type { Alert } from '@contract/alerts';
import type { AppContext } from '../app-context';
import { inTransaction } from '../db/transaction';
import type { AlertFields } from './alert-input';

/**
 * The writes of price alerts that must keep a person's active alerts at most `max`. The count is checked after the
 * person's row is locked by an earlier statement of the same transaction: each statement reads the rows committed
 * before it began, so a write waiting on that lock counts what the one before it added. (A lock taken inside the
 * write's own statement does not do it: the count is read before the wait, and writes at once passed the cap.)
 */

export const ALERT_COLUMNS = `uuid::text, instrument, condition, trim_scale(threshold)::text AS threshold, state,
  to_char(fired_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS fired_at,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

const ACTIVE = `(SELECT count(*) FROM price_alerts WHERE user_id = $1 AND state <> 'paused')`;

/** FOR NO KEY UPDATE leaves the foreign-key checks of other rows free. */
const lockPerson = (client: PoolClient, userId: number) =>
  client.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);

/**
 * A new armed alert; `tooManyActive` when the person already has `maxActive` active ones, `tooMany` when they have
 * `max` alerts in any state (product §16: paused alerts cost nothing to make, and were not counted). Nothing
 * is written then.
 */
export function insertAlert(
  ctx: AppContext,
  userId: number,
  alert: Required<Pick<AlertFields, 'instrument' | 'condition' | 'threshold'>>,
  limits: { maxActive: number; max: number },
): Promise<Alert | 'tooManyActive' | 'tooMany'> {
  return inTransaction(ctx.pool, async (client) => {
    await lockPerson(client, userId);
    const { rows } = await client.query<{ active: number; total: number }>(
      `SELECT ${ACTIVE}::int AS active, (SELECT count(*) FROM price_alerts WHERE user_id = $1)::int AS total`,
      [userId],
    );
    if (rows[0]!.total >= limits.max) return 'tooMany';
    if (rows[0]!.active >= limits.maxActive) return 'tooManyActive';
    const inserted = await client.query<Alert>(
      `INSERT INTO price_alerts (user_id, instrument, condition, threshold, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${ALERT_COLUMNS}`,
      [userId, alert.instrument, alert.condition, alert.threshold, ctx.now()],
    );
    return inserted.rows[0]!;
  });
}

/** The person's alerts, oldest first: one page of them, and how many they have. */
export async function alertPage(
  ctx: AppContext,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; alerts: Alert[] }> {
  const { rows } = await ctx.pool.query<Alert & { count: number }>(
    `SELECT count(*) OVER ()::int AS count, ${ALERT_COLUMNS} FROM price_alerts WHERE user_id = $1
      ORDER BY id LIMIT $2 OFFSET $3`,
    [userId, page.limit, page.offset],
  );
  if (rows.length === 0 && page.offset > 0) {
    // Past the end: the count alone.
    const total = await ctx.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM price_alerts WHERE user_id = $1',
      [userId],
    );
    return { count: total.rows[0]!.n, alerts: [] };
  }
  return { count: rows[0]?.count ?? 0, alerts: rows.map(({ count: _count, ...alert }) => alert) };
}

/**
 * Changes the person's alert; re-arming a paused one counts against `max`. `missing` when the person has no such
 * alert, `tooMany` when re-arming it would pass `max` (nothing changed then).
 */
export function changeAlert(
  ctx: AppContext,
  userId: number,
  uuid: string,
  change: AlertFields,
  max: number,
): Promise<Alert | 'missing' | 'tooMany'> {
  return inTransaction(ctx.pool, async (client) => {
    if (change.state === 'armed') await lockPerson(client, userId);
    const { rows } = await client.query<Alert>(
      `UPDATE price_alerts SET instrument = coalesce($3, instrument), condition = coalesce($4, condition),
              threshold = coalesce($5::numeric, threshold), state = coalesce($6, state)
        WHERE uuid = $2 AND user_id = $1
          AND ($6 IS DISTINCT FROM 'armed' OR state <> 'paused' OR ${ACTIVE} < $7)
       RETURNING ${ALERT_COLUMNS}`,
      [
        userId,
        uuid,
        change.instrument ?? null,
        change.condition ?? null,
        change.threshold ?? null,
        change.state ?? null,
        max,
      ],
    );
    if (rows[0]) return rows[0];
    const exists = await client.query('SELECT 1 FROM price_alerts WHERE uuid = $1 AND user_id = $2', [
      uuid,
      userId,
    ]);
    return exists.rowCount ? 'tooMany' : 'missing';
  });
}
