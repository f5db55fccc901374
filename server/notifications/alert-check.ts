import type { Pool, PoolClient } from 'pg';
import type { AlertInstrument } from '@contract/alerts';
import { cairoDay } from '../time/cairo-day';

/**
 * Checks every live alert against a snapshot just stored, inside the transaction that stored it (architecture §11).
 * Only the instance whose INSERT stored the snapshot gets here (the others hit ON CONFLICT DO NOTHING), and
 * the UPDATE re-checks `state` under the row lock, so one firing happens once; its notification and outbox
 * row carry the unique key `alert:{id}:{firing}` as the last guard.
 */

/** Each instrument as (name, price) from one snapshot: gold columns, the ounce, and the currency rates. */
const PRICES_OF = `
  SELECT v.instrument, v.price FROM price_snapshots s CROSS JOIN LATERAL (VALUES
    ('gold_24_buy', s.gold_24_buy), ('gold_24_sell', s.gold_24_sell),
    ('gold_21_buy', s.gold_21_buy), ('gold_21_sell', s.gold_21_sell),
    ('gold_18_buy', s.gold_18_buy), ('gold_18_sell', s.gold_18_sell),
    ('gold_14_buy', s.gold_14_buy), ('gold_14_sell', s.gold_14_sell),
    ('gold_pound_buy', NULLIF(s.gold_pound_buy, 0)), ('gold_ounce_price', NULLIF(s.gold_ounce_usd, 0))
  ) AS v(instrument, price) WHERE s.id = $1 AND v.price IS NOT NULL
  UNION ALL SELECT code, value FROM currency_rates WHERE snapshot_id = $1`;

/** `snapshot`'s price of `instrument` (SQL expressions), or NULL where the snapshot has none. */
const PRICE_IN = (snapshot: string, instrument: string) => `CASE ${instrument}
    WHEN 'gold_24_buy' THEN ${snapshot}.gold_24_buy WHEN 'gold_24_sell' THEN ${snapshot}.gold_24_sell
    WHEN 'gold_21_buy' THEN ${snapshot}.gold_21_buy WHEN 'gold_21_sell' THEN ${snapshot}.gold_21_sell
    WHEN 'gold_18_buy' THEN ${snapshot}.gold_18_buy WHEN 'gold_18_sell' THEN ${snapshot}.gold_18_sell
    WHEN 'gold_14_buy' THEN ${snapshot}.gold_14_buy WHEN 'gold_14_sell' THEN ${snapshot}.gold_14_sell
    WHEN 'gold_pound_buy' THEN NULLIF(${snapshot}.gold_pound_buy, 0)
    WHEN 'gold_ounce_price' THEN NULLIF(${snapshot}.gold_ounce_usd, 0)
    ELSE (SELECT cr.value FROM currency_rates cr WHERE cr.snapshot_id = ${snapshot}.id AND cr.code = ${instrument})
  END`;

/** The instruments the latest snapshot prices, with their prices (product §17: an alert only on a priced one). */
export async function pricedInstruments(
  pool: Pool | PoolClient,
): Promise<{ instrument: AlertInstrument; price: string }[]> {
  const { rows } = await pool.query<{ instrument: AlertInstrument; price: string }>(
    `SELECT instrument, trim_scale(price)::text AS price FROM (${PRICES_OF.replaceAll(
      '$1',
      '(SELECT id FROM price_snapshots ORDER BY taken_at DESC, id DESC LIMIT 1)',
    )}) p`,
  );
  return rows;
}

/**
 * Product §17: an "above" or "below" alert whose condition was already met when it was made (by the latest reading
 * then) fires only once a later reading has gone back across the threshold, so at the next crossing and not at the
 * next reading. The readings since then tell it; nothing is stored for it. (A re-armed alert fires as before.)
 */
const MADE_AT = `(SELECT max(m.taken_at) FROM price_snapshots m WHERE m.id <> $1 AND m.taken_at <= a.created_at)`;
const CROSSED_SINCE_MADE = `(a.firings > 0 OR ${MADE_AT} IS NULL OR EXISTS (
    SELECT 1 FROM price_snapshots r
     WHERE r.id <> $1 AND r.taken_at >= ${MADE_AT}
       AND NOT CASE a.condition WHEN 'above' THEN ${PRICE_IN('r', 'a.instrument')} > a.threshold
                                ELSE ${PRICE_IN('r', 'a.instrument')} < a.threshold END))`;

export interface Firing {
  alertId: number;
  userId: number;
  firing: number;
}

export async function checkAlerts(client: PoolClient, snapshotId: number, now: Date): Promise<Firing[]> {
  const { rows: snap } = await client.query<{ taken_at: Date; latest: boolean }>(
    `SELECT taken_at, NOT EXISTS (SELECT 1 FROM price_snapshots o WHERE o.taken_at > s.taken_at) AS latest
       FROM price_snapshots s WHERE id = $1`,
    [snapshotId],
  );
  // A reading older than the latest (a late import) says nothing about the price now.
  if (!snap[0]?.latest) return [];
  const day = cairoDay(snap[0].taken_at);
  const { rows } = await client.query<{ id: number; user_id: number; firings: number }>(
    `WITH now_prices AS (${PRICES_OF}),
     prev AS (
       SELECT id FROM price_snapshots
        WHERE (taken_at AT TIME ZONE 'Africa/Cairo')::date < $2::date
        ORDER BY taken_at DESC, id DESC LIMIT 1
     ),
     prev_prices AS (${PRICES_OF.replaceAll('$1', '(SELECT id FROM prev)')}),
     fired AS (
       UPDATE price_alerts a
          SET state = 'fired', fired_at = $3, firings = a.firings + 1, fired_day = $2::date
         FROM now_prices p LEFT JOIN prev_prices q ON q.instrument = p.instrument
        WHERE a.instrument = p.instrument
          AND (a.state = 'armed' OR (a.condition = 'change_pct' AND a.state = 'fired' AND a.fired_day < $2::date))
          AND CASE a.condition
                WHEN 'above' THEN p.price > a.threshold AND ${CROSSED_SINCE_MADE}
                WHEN 'below' THEN p.price < a.threshold AND ${CROSSED_SINCE_MADE}
                ELSE q.price IS NOT NULL AND abs(p.price - q.price) * 100 > a.threshold * q.price
              END
       RETURNING a.id, a.user_id, a.firings, a.uuid, a.instrument, a.condition, a.threshold, p.price, q.price AS prev
     ),
     history AS (
       INSERT INTO alert_firings (alert_id, firing, snapshot_id, price, fired_at)
       SELECT id, firings, $1, price, $3 FROM fired
     ),
     payloads AS (
       SELECT f.*, 'alert:' || f.id || ':' || f.firings AS key,
              jsonb_build_object('alert', f.uuid, 'instrument', f.instrument, 'condition', f.condition,
                'threshold', trim_scale(f.threshold)::text, 'price', trim_scale(f.price)::text,
                'previous_close', trim_scale(f.prev)::text) AS payload
         FROM fired f
     ),
     inbox AS (
       INSERT INTO notifications (user_id, kind, key, payload, created_at)
       SELECT user_id, 'price_alert', key, payload, $3 FROM payloads ON CONFLICT (key) DO NOTHING
     ),
     outbox AS (
       INSERT INTO notification_outbox (key, user_id, kind, payload, next_attempt_at, created_at)
       SELECT key, user_id, 'alert_email', payload, $3, $3 FROM payloads ON CONFLICT (key) DO NOTHING
     )
     SELECT id, user_id, firings FROM fired`,
    [snapshotId, day, now],
  );
  return rows.map((r) => ({ alertId: r.id, userId: r.user_id, firing: r.firings }));
}
