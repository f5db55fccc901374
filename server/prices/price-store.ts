import Big from 'big.js';
import { CURRENCY_CODES, type CurrencyCode } from '@contract/market';
import type { AppContext } from '../app-context';
import { inTransaction } from '../db/transaction';
import { checkAlerts } from '../notifications/alert-check';
import { addDays, cairoDay, isDay } from '../time/cairo-day';
import {
  priceCache,
  PRICES_CHANGED_CHANNEL,
  rowToSnapshot,
  SNAPSHOT_COLUMNS,
  type SnapshotRow,
} from './price-cache';
import type { DailyClose, KaratPrice, MarketSnapshot, MarketSnapshotInput, Money } from './market-snapshot';
import { snapshotProblems } from './snapshot-checks';

/** A reading that failed the plausibility checks; `reasons` say why, one sentence each. */
export class InvalidSnapshotError extends Error {
  override name = 'InvalidSnapshotError';
  constructor(readonly reasons: string[]) {
    super(`The prices were not stored: ${reasons.join(' ')}`);
  }
}

/**
 * The latest snapshot (by `takenAt`), or null when no price was ever stored.
 * Served from memory; the memory is refreshed when this process stores a snapshot and, across processes,
 * on `NOTIFY prices_changed` (see price-listener.ts).
 */
export async function getLatestSnapshot(ctx: AppContext): Promise<MarketSnapshot | null> {
  const cache = priceCache(ctx.pool);
  await cache.ready(ctx);
  return cache.latest();
}

/**
 * The last snapshot of each Cairo day from `fromDay` to `toDay` (inclusive, YYYY-MM-DD) that has one, in
 * order, preceded by the last day before `fromDay` that has one (when there is one), so a caller can
 * forward-fill from the start of its range. Served from memory.
 */
export async function getDailyCloses(ctx: AppContext, fromDay: string, toDay: string): Promise<DailyClose[]> {
  if (!isDay(fromDay) || !isDay(toDay))
    throw new RangeError(`Days must be YYYY-MM-DD, got ${fromDay} and ${toDay}.`);
  const cache = priceCache(ctx.pool);
  await cache.ready(ctx);
  return cache.closes(fromDay, toDay);
}

/** The last daily close on or before `day` (YYYY-MM-DD), or null: what "since the previous close" compares with. */
export async function getCloseOnOrBefore(ctx: AppContext, day: string): Promise<DailyClose | null> {
  const cache = priceCache(ctx.pool);
  await cache.ready(ctx);
  return cache.closeOnOrBefore(day);
}

/**
 * Check a reading, store it with its rates in one transaction, and tell every process (NOTIFY).
 * The same reading (same source and `takenAt`) is stored once: `stored` is false when it already was,
 * and `snapshot` is the row already there. Throws InvalidSnapshotError with the reasons when implausible.
 */
export async function recordSnapshot(
  ctx: AppContext,
  input: MarketSnapshotInput,
): Promise<{ stored: boolean; snapshot: MarketSnapshot }> {
  const problems = snapshotProblems(input, ctx.now());
  if (problems.length > 0) throw new InvalidSnapshotError(problems);
  const normalized = normalize(input);
  const [id] = await insertSnapshots(ctx, [normalized]);
  if (id === undefined) {
    const { rows } = await ctx.pool.query<SnapshotRow>(
      `SELECT ${SNAPSHOT_COLUMNS} FROM price_snapshots s WHERE s.source = $1 AND s.taken_at = $2`,
      [input.source, input.takenAt],
    );
    const existing = await priceCache(ctx.pool).withRates(ctx, rows.map(rowToSnapshot));
    return { stored: false, snapshot: existing[0]! };
  }
  const snapshot: MarketSnapshot = { id, ...normalized };
  priceCache(ctx.pool).merge(snapshot);
  return { stored: true, snapshot };
}

/**
 * Store many readings in one statement (the reference history, test fixtures). Every reading is checked
 * first; one implausible reading refuses them all (InvalidSnapshotError naming it). Readings already stored
 * are skipped. Returns how many were new.
 */
export async function recordSnapshots(ctx: AppContext, inputs: MarketSnapshotInput[]): Promise<number> {
  const now = ctx.now();
  const problems = inputs.flatMap((input, i) =>
    snapshotProblems(input, now).map((p) => `Reading ${i + 1}: ${p}`),
  );
  if (problems.length > 0) throw new InvalidSnapshotError(problems);
  const ids = await insertSnapshots(ctx, inputs.map(normalize));
  if (ids.length > 0) await priceCache(ctx.pool).reload(ctx);
  return ids.length;
}

/** Same text for the same amount, as PostgreSQL hands it back (gold numeric(14,2), rates without zeros). */
function normalize(input: MarketSnapshotInput): Omit<MarketSnapshot, 'id'> {
  const pair = (p: KaratPrice) => ({ buy: new Big(p.buy).toFixed(2), sell: new Big(p.sell).toFixed(2) });
  const rates = {} as Record<CurrencyCode, Money>;
  for (const code of CURRENCY_CODES) rates[code] = new Big(input.rates[code]).toString();
  return {
    takenAt: input.takenAt,
    source: input.source,
    gold: {
      k24: pair(input.gold.k24),
      k21: pair(input.gold.k21),
      k18: pair(input.gold.k18),
      k14: input.gold.k14 ? pair(input.gold.k14) : null,
      poundBuy: new Big(input.gold.poundBuy).toFixed(2),
      ounceUsd: new Big(input.gold.ounceUsd).toFixed(2),
    },
    silver: input.silver
      ? {
          g999: pair(input.silver.g999),
          g925: pair(input.silver.g925),
          ounceUsd: new Big(input.silver.ounceUsd).toFixed(2),
        }
      : null,
    rates,
  };
}

/**
 * One statement for snapshots and rates (ON CONFLICT skips readings already stored), then NOTIFY in the
 * same transaction, so listeners hear of it only once it is visible. Returns the new ids in input order.
 */
async function insertSnapshots(ctx: AppContext, inputs: MarketSnapshotInput[]): Promise<number[]> {
  const seen = new Set<string>();
  const unique = inputs.filter((s) => {
    const key = `${s.source}|${s.takenAt.toISOString()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (unique.length === 0) return [];
  const records = unique.map((s, ord) => ({
    ord,
    taken_at: s.takenAt.toISOString(),
    source: s.source,
    g24b: s.gold.k24.buy,
    g24s: s.gold.k24.sell,
    g21b: s.gold.k21.buy,
    g21s: s.gold.k21.sell,
    g18b: s.gold.k18.buy,
    g18s: s.gold.k18.sell,
    g14b: s.gold.k14?.buy ?? null,
    g14s: s.gold.k14?.sell ?? null,
    pound: s.gold.poundBuy,
    ounce: s.gold.ounceUsd,
    s999b: s.silver?.g999.buy ?? null,
    s999s: s.silver?.g999.sell ?? null,
    s925b: s.silver?.g925.buy ?? null,
    s925s: s.silver?.g925.sell ?? null,
    sounce: s.silver?.ounceUsd ?? null,
    rates: s.rates,
  }));
  return inTransaction(ctx.pool, async (client) => {
    const { rows } = await client.query<{ id: number; ord: number }>(
      `WITH input AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(
           ord int, taken_at timestamptz, source text,
           g24b numeric, g24s numeric, g21b numeric, g21s numeric, g18b numeric, g18s numeric,
           g14b numeric, g14s numeric, pound numeric, ounce numeric,
           s999b numeric, s999s numeric, s925b numeric, s925s numeric, sounce numeric, rates jsonb)
       ),
       ins AS (
         INSERT INTO price_snapshots (taken_at, source, fetched_at, gold_24_buy, gold_24_sell, gold_21_buy,
           gold_21_sell, gold_18_buy, gold_18_sell, gold_14_buy, gold_14_sell, gold_pound_buy, gold_ounce_usd,
           silver_999_buy, silver_999_sell, silver_925_buy, silver_925_sell, silver_ounce_usd)
         SELECT taken_at, source, $2, g24b, g24s, g21b, g21s, g18b, g18s, g14b, g14s, pound, ounce,
                s999b, s999s, s925b, s925s, sounce
           FROM input ORDER BY ord
         ON CONFLICT (source, taken_at) DO NOTHING
         RETURNING id, source, taken_at
       ),
       rates AS (
         INSERT INTO currency_rates (snapshot_id, code, value)
         SELECT ins.id, r.key, r.value::numeric
           FROM ins
           JOIN input ON input.source = ins.source AND input.taken_at = ins.taken_at
           CROSS JOIN LATERAL jsonb_each_text(input.rates) AS r
       )
       SELECT ins.id, input.ord FROM ins
         JOIN input ON input.source = ins.source AND input.taken_at = ins.taken_at
        ORDER BY input.ord`,
      [JSON.stringify(records), ctx.now()],
    );
    if (rows.length > 0) {
      // One id: listeners fetch just that snapshot; several: they reload the series.
      const payload = rows.length === 1 ? String(rows[0]!.id) : '*';
      await client.query('SELECT pg_notify($1, $2)', [PRICES_CHANGED_CHANNEL, payload]);
      // Alerts fire in the storing transaction: only the instance that stored the reading checks it.
      await checkAlerts(client, rows.at(-1)!.id, ctx.now());
    }
    return rows.map((r) => r.id);
  });
}

/** The close the latest prices' changes are measured against: the last one before their Cairo day. */
export async function previousClose(ctx: AppContext, latest: MarketSnapshot): Promise<DailyClose | null> {
  const dayBefore = addDays(cairoDay(latest.takenAt), -1);
  return (await getDailyCloses(ctx, dayBefore, dayBefore)).at(-1) ?? null;
}
