import { readFileSync } from 'node:fs';
import path from 'node:path';
import Big from 'big.js';
import { CURRENCY_CODES, type CurrencyCode } from '@contract/market';
import type { AppContext } from '../app-context';
import { cairoWallTime, isDay } from '../time/cairo-day';
import { deriveLocalGold, pricingSettings, type PricingSettings } from './derive-local-prices';
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
    return { date, rates, xauOz: numbers[11]!, gold24kGram: numbers[13]! };
  });
}

/** One reference row as a stored reading: local prices derived with the configured premium and spread. */
export function referenceSnapshot(row: ReferenceRow, settings: PricingSettings): MarketSnapshotInput {
  const ounceUsd = new Big(row.xauOz).div(row.rates.USD);
  return {
    takenAt: cairoWallTime(row.date, REFERENCE_CAIRO_HOUR),
    source: 'reference',
    gold: deriveLocalGold(new Big(row.gold24kGram), ounceUsd, settings),
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
  if ((counted[0]?.n ?? 0) >= rows.length) return { imported: 0, skipped: 0 };

  const settings = pricingSettings(ctx.config);
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
  if (imported > 0) {
    ctx.log.info({ imported, skipped, through: rows.at(-1)?.date }, 'reference price history imported');
  }
  return { imported, skipped };
}
