import { readFileSync } from 'node:fs';
import path from 'node:path';
import Big from 'big.js';
import { CURRENCY_CODES, type CurrencyCode } from '@contract/market';
import type { AppContext } from '../app-context';
import { cairoWallTime, isDay } from '../time/cairo-day';
import {
  deriveLocalGold,
  deriveLocalSilver,
  GRAMS_PER_TROY_OUNCE,
  pricingSettings,
  type PricingSettings,
} from './derive-local-prices';
import { priceCache } from './price-cache';
import { recordSnapshots } from './price-store';
import type { MarketSnapshotInput, Money } from './market-snapshot';
import { snapshotProblems } from './snapshot-checks';

/**
 * The bundled reference history (server/prices/reference/README.md): daily EGP rates and the international
 * gold parity from 2024-03-02 to 2026-09-29, so a new installation has a real chart and a real latest price
 * without any network. Each row becomes one snapshot with source "reference".
 */

export const REFERENCE_CSV = path.join(import.meta.dirname, 'reference', 'egp-daily-reference.csv');

/**
 * The file records a date, not a time of day. Each row is stored as taken at noon, Cairo time, on its date:
 * inside the right Cairo day whatever the season, and never later than the truth by more than half a day.
 */
export const REFERENCE_CAIRO_HOUR = 12;

const HEADER = 'date,usd,eur,gbp,sar,aed,kwd,cad,chf,jpy,cny,aud,xau_oz,xag_oz,gold_24k_gram';
const DECIMAL = /^\d+(?:\.\d+)?$/;

export interface ReferenceRow {
  date: string;
  /** EGP per unit. */
  rates: Record<CurrencyCode, Money>;
  /** EGP per troy ounce of gold. */
  xauOz: Money;
  /** EGP per troy ounce of silver. */
  xagOz: Money;
  /** EGP per gram of pure gold at international parity. */
  gold24kGram: Money;
}

export function parseReferenceCsv(text: string): ReferenceRow[] {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  if (lines[0]?.trim() !== HEADER)
    throw new Error(`Unexpected reference CSV header: ${lines[0] ?? '(empty file)'}`);
  return lines.slice(1).map((line, i) => {
    const cells = line.trim().split(',');
    const where = `reference CSV line ${i + 2}`;
    if (cells.length !== 15) throw new Error(`${where}: expected 15 columns, got ${cells.length}`);
    const [date, ...numbers] = cells as [string, ...string[]];
    if (!isDay(date)) throw new Error(`${where}: bad date ${date}`);
    for (const n of numbers) if (!DECIMAL.test(n)) throw new Error(`${where}: bad number ${n}`);
    const rates = {} as Record<CurrencyCode, Money>;
    CURRENCY_CODES.forEach((code, j) => (rates[code] = numbers[j]!));
    return { date, rates, xauOz: numbers[11]!, xagOz: numbers[12]!, gold24kGram: numbers[13]! };
  });
}

/** One reference row as a stored reading: local prices derived with the configured premium and spread. */
export function referenceSnapshot(row: ReferenceRow, settings: PricingSettings): MarketSnapshotInput {
  const ounceUsd = new Big(row.xauOz).div(row.rates.USD);
  return {
    takenAt: cairoWallTime(row.date, REFERENCE_CAIRO_HOUR),
    source: 'reference',
    gold: deriveLocalGold(new Big(row.gold24kGram), ounceUsd, settings),
    silver: deriveLocalSilver(
      new Big(row.xagOz).div(GRAMS_PER_TROY_OUNCE),
      new Big(row.xagOz).div(row.rates.USD),
      settings,
    ),
    rates: { ...row.rates },
  };
}

let cachedRows: ReferenceRow[] | null = null;

export function readReferenceRows(): ReferenceRow[] {
  cachedRows ??= parseReferenceCsv(readFileSync(REFERENCE_CSV, 'utf8'));
  return cachedRows;
}

/**
 * Store the bundled history once (idempotent: rows already stored are skipped, and a complete import is
 * noticed with one count, so later starts cost a single query). One multi-row insert.
 */
export async function importReferenceHistory(
  ctx: AppContext,
): Promise<{ imported: number; skipped: number }> {
  const rows = readReferenceRows();
  const { rows: counted } = await ctx.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM price_snapshots WHERE source = 'reference'",
  );
  const settings = pricingSettings(ctx.config);
  if ((counted[0]?.n ?? 0) >= rows.length) {
    await backfillReferenceSilver(ctx, rows, settings);
    return { imported: 0, skipped: 0 };
  }

  const now = ctx.now();
  const good: MarketSnapshotInput[] = [];
  let skipped = 0;
  for (const row of rows) {
    const snapshot = referenceSnapshot(row, settings);
    const problems = snapshotProblems(snapshot, now);
    if (problems.length === 0) good.push(snapshot);
    else {
      skipped += 1;
      ctx.log.warn({ date: row.date, problems }, 'reference price row skipped');
    }
  }
  const imported = await recordSnapshots(ctx, good);
  await backfillReferenceSilver(ctx, rows, settings);
  if (imported > 0) {
    ctx.log.info({ imported, skipped, through: rows.at(-1)?.date }, 'reference price history imported');
  }
  return { imported, skipped };
}

/**
 * A database whose reference history was stored before silver (migration 0711) has no silver in it: each such row
 * gets its day's silver prices, derived as a new import would. One query when there is nothing to do.
 */
async function backfillReferenceSilver(
  ctx: AppContext,
  rows: readonly ReferenceRow[],
  settings: PricingSettings,
): Promise<void> {
  const { rows: missing } = await ctx.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM price_snapshots WHERE source = 'reference' AND silver_999_buy IS NULL",
  );
  if ((missing[0]?.n ?? 0) === 0) return;
  const records = rows.flatMap((row) => {
    const snapshot = referenceSnapshot(row, settings);
    const silver = snapshot.silver;
    if (!silver || snapshotProblems(snapshot, ctx.now()).length > 0) return [];
    return [
      {
        taken_at: snapshot.takenAt.toISOString(),
        b999: silver.g999.buy,
        s999: silver.g999.sell,
        b925: silver.g925.buy,
        s925: silver.g925.sell,
        ounce: silver.ounceUsd,
      },
    ];
  });
  const { rowCount } = await ctx.pool.query(
    `UPDATE price_snapshots p
        SET silver_999_buy = x.b999, silver_999_sell = x.s999, silver_925_buy = x.b925, silver_925_sell = x.s925,
            silver_ounce_usd = x.ounce
       FROM jsonb_to_recordset($1::jsonb)
            AS x(taken_at timestamptz, b999 numeric, s999 numeric, b925 numeric, s925 numeric, ounce numeric)
      WHERE p.source = 'reference' AND p.taken_at = x.taken_at AND p.silver_999_buy IS NULL`,
    [JSON.stringify(records)],
  );
  if ((rowCount ?? 0) > 0) {
    await priceCache(ctx.pool).reload(ctx);
    ctx.log.info({ updated: rowCount }, 'reference silver prices added to the stored history');
  }
}
