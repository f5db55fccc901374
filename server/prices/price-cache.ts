import Big from 'big.js';
import type { Pool } from 'pg';
import { CURRENCY_CODES, type CurrencyCode } from '@contract/market';
import type { AppContext } from '../app-context';
import { addDays, cairoDay } from '../time/cairo-day';
import type { DailyClose, MarketSnapshot, Money, SnapshotSource } from './market-snapshot';

/**
 * The in-memory copy of the daily-close series (the last snapshot of every Cairo day). Its last element is
 * also the latest snapshot, so one structure backs both the market endpoint and the portfolio chart.
 *
 * Freshness: a process that stores a snapshot merges it at once; other processes hear of it through
 * `NOTIFY prices_changed` (price-listener.ts). A process without a listener (a test app, the admin CLI)
 * re-reads the database when its copy is older than a few seconds, so it is never stale for long.
 */

export const PRICES_CHANGED_CHANNEL = 'prices_changed';

/** How long a copy is trusted when no LISTEN connection keeps it current. */
const UNLISTENED_TTL_MS = 2_000;

export interface SnapshotRow {
  id: number;
  taken_at: Date;
  source: SnapshotSource;
  g24b: string;
  g24s: string;
  g21b: string;
  g21s: string;
  g18b: string;
  g18s: string;
  g14b: string | null;
  g14s: string | null;
  pound: string;
  ounce: string;
  s999b: string | null;
  s999s: string | null;
  s925b: string | null;
  s925s: string | null;
  sounce: string | null;
}

export const SNAPSHOT_COLUMNS = `s.id, s.taken_at, s.source,
  s.gold_24_buy AS g24b, s.gold_24_sell AS g24s, s.gold_21_buy AS g21b, s.gold_21_sell AS g21s,
  s.gold_18_buy AS g18b, s.gold_18_sell AS g18s, s.gold_14_buy AS g14b, s.gold_14_sell AS g14s,
  s.gold_pound_buy AS pound, s.gold_ounce_usd AS ounce,
  s.silver_999_buy AS s999b, s.silver_999_sell AS s999s, s.silver_925_buy AS s925b, s.silver_925_sell AS s925s,
  s.silver_ounce_usd AS sounce`;

/** A row without its rates yet (they are filled in by `withRates`). */
export function rowToSnapshot(row: SnapshotRow): MarketSnapshot {
  return {
    id: row.id,
    takenAt: row.taken_at,
    source: row.source,
    gold: {
      k24: { buy: row.g24b, sell: row.g24s },
      k21: { buy: row.g21b, sell: row.g21s },
      k18: { buy: row.g18b, sell: row.g18s },
      k14: row.g14b !== null && row.g14s !== null ? { buy: row.g14b, sell: row.g14s } : null,
      poundBuy: row.pound,
      ounceUsd: row.ounce,
    },
    // The table keeps the five silver columns all set or all null.
    silver:
      row.s999b !== null &&
      row.s999s !== null &&
      row.s925b !== null &&
      row.s925s !== null &&
      row.sounce !== null
        ? {
            g999: { buy: row.s999b, sell: row.s999s },
            g925: { buy: row.s925b, sell: row.s925s },
            ounceUsd: row.sounce,
          }
        : null,
    rates: {} as Record<CurrencyCode, Money>,
  };
}

/** Later wins; for the same instant, the later stored (higher id). */
const isAfter = (a: MarketSnapshot, b: MarketSnapshot) =>
  a.takenAt.getTime() > b.takenAt.getTime() || (a.takenAt.getTime() === b.takenAt.getTime() && a.id > b.id);

export class PriceCache {
  private series: DailyClose[] = [];
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | null = null;
  /** Snapshots merged while a reload was reading: applied again on top of its result. */
  private mergedDuringLoad: MarketSnapshot[] = [];
  /** Active LISTEN connections keeping this copy current. */
  listeners = 0;
  /** Counts the changes of the series: an answer worked out from it holds while this is unchanged. */
  private version = 0;
  /** The last closeOnOrBefore answer (every value read asks for the same day until the day or the prices move). */
  private lastClose: { day: string; version: number; close: DailyClose | null } | null = null;

  /**
   * Load the series if this process never has, or refresh a copy no listener keeps current. When the
   * database cannot be read, a copy already held is served (prices a few seconds old beat an error).
   */
  async ready(ctx: AppContext): Promise<void> {
    const loaded = this.loadedAt !== Number.NEGATIVE_INFINITY;
    const fresh = this.listeners > 0 || performance.now() - this.loadedAt < UNLISTENED_TTL_MS;
    if (loaded && fresh) return;
    try {
      await this.reload(ctx);
    } catch (error) {
      if (!loaded) throw error;
      ctx.log.warn({ err: error }, 'could not refresh prices from the database; serving the copy in memory');
    }
  }

  latest(): MarketSnapshot | null {
    return this.series.at(-1)?.snapshot ?? null;
  }

  /** Closes from `fromDay` to `toDay`, plus the one before `fromDay` (forward-fill seed). */
  closes(fromDay: string, toDay: string): DailyClose[] {
    if (toDay < fromDay) return [];
    const start = Math.max(0, this.firstIndexAtOrAfter(fromDay) - 1);
    const end = this.firstIndexAtOrAfter(toDay === '9999-12-31' ? toDay : addDays(toDay, 1));
    return this.series.slice(start, end);
  }

  /** The last close on or before `day` (YYYY-MM-DD), or null when there is none. */
  closeOnOrBefore(day: string): DailyClose | null {
    const last = this.lastClose;
    if (last?.day === day && last.version === this.version) return last.close;
    const close = this.closes(day, day).at(-1) ?? null;
    this.lastClose = { day, version: this.version, close };
    return close;
  }

  /** Read the whole series again (start-up, a bulk import, a reconnected listener). */
  reload(ctx: AppContext): Promise<void> {
    this.loading ??= this.load(ctx).finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** Put one stored snapshot in its day, if it is that day's last. */
  merge(snapshot: MarketSnapshot): void {
    if (this.loading) this.mergedDuringLoad.push(snapshot);
    this.place(deepFreeze(snapshot));
  }

  /** A snapshot another process stored (NOTIFY payload: its id, or "*" for many). */
  async onChanged(ctx: AppContext, payload: string): Promise<void> {
    const id = Number(payload);
    if (!Number.isInteger(id)) return this.reload(ctx);
    const { rows } = await ctx.pool.query<SnapshotRow>(
      `SELECT ${SNAPSHOT_COLUMNS} FROM price_snapshots s WHERE s.id = $1`,
      [id],
    );
    const [snapshot] = await this.withRates(ctx, rows.map(rowToSnapshot));
    if (snapshot) this.merge(snapshot);
  }

  async withRates(ctx: AppContext, snapshots: MarketSnapshot[]): Promise<MarketSnapshot[]> {
    if (snapshots.length === 0) return snapshots;
    const byId = new Map(snapshots.map((s) => [s.id, s]));
    const { rows } = await ctx.pool.query<{ snapshot_id: number; code: CurrencyCode; value: string }>(
      'SELECT snapshot_id, code, value FROM currency_rates WHERE snapshot_id = ANY($1::int[])',
      [[...byId.keys()]],
    );
    for (const r of rows) {
      const s = byId.get(r.snapshot_id);
      if (s) s.rates[r.code] = new Big(r.value).toString();
    }
    // The schema guarantees a rate per code only through the writer; never hand out a partial set.
    return snapshots.filter((s) => CURRENCY_CODES.every((c) => s.rates[c] !== undefined));
  }

  private async load(ctx: AppContext): Promise<void> {
    this.mergedDuringLoad = [];
    const startedAt = performance.now();
    // DISTINCT ON walks price_snapshots_cairo_day_idx: the last snapshot of every Cairo day.
    const { rows } = await ctx.pool.query<SnapshotRow & { day: string }>(
      `SELECT DISTINCT ON ((s.taken_at AT TIME ZONE 'Africa/Cairo')::date)
              to_char((s.taken_at AT TIME ZONE 'Africa/Cairo')::date, 'YYYY-MM-DD') AS day, ${SNAPSHOT_COLUMNS}
         FROM price_snapshots s
        ORDER BY (s.taken_at AT TIME ZONE 'Africa/Cairo')::date, s.taken_at DESC, s.id DESC`,
    );
    const snapshots = await this.withRates(ctx, rows.map(rowToSnapshot));
    const days = new Map(rows.map((r) => [r.id, r.day]));
    this.series = snapshots.map((snapshot) =>
      Object.freeze({ day: days.get(snapshot.id)!, snapshot: deepFreeze(snapshot) }),
    );
    this.version++;
    const merged = this.mergedDuringLoad;
    this.mergedDuringLoad = [];
    for (const s of merged) this.place(s);
    this.loadedAt = startedAt;
  }

  private place(snapshot: MarketSnapshot): void {
    this.version++;
    const day = cairoDay(snapshot.takenAt);
    const i = this.firstIndexAtOrAfter(day);
    const current = this.series[i];
    if (current?.day === day) {
      if (isAfter(snapshot, current.snapshot)) this.series[i] = Object.freeze({ day, snapshot });
    } else {
      this.series.splice(i, 0, Object.freeze({ day, snapshot }));
    }
  }

  /** Binary search: index of the first day ≥ `day` (series.length when none). */
  private firstIndexAtOrAfter(day: string): number {
    let lo = 0;
    let hi = this.series.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.series[mid]!.day < day) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Callers share these objects: nobody may change one in place. */
function deepFreeze(snapshot: MarketSnapshot): MarketSnapshot {
  for (const k of ['k24', 'k21', 'k18', 'k14'] as const)
    if (snapshot.gold[k]) Object.freeze(snapshot.gold[k]);
  Object.freeze(snapshot.gold);
  if (snapshot.silver) {
    Object.freeze(snapshot.silver.g999);
    Object.freeze(snapshot.silver.g925);
    Object.freeze(snapshot.silver);
  }
  Object.freeze(snapshot.rates);
  return Object.freeze(snapshot);
}

/** One copy per database pool: every context built on the same pool shares it. */
const caches = new WeakMap<Pool, PriceCache>();

export function priceCache(pool: Pool): PriceCache {
  let cache = caches.get(pool);
  if (!cache) {
    cache = new PriceCache();
    caches.set(pool, cache);
  }
  return cache;
}
