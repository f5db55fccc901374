import Big from 'big.js';
import type { AppContext } from '../app-context';
import { priceCache, rowToSnapshot, SNAPSHOT_COLUMNS, type SnapshotRow } from './price-cache';
import { recordSnapshot } from './price-store';
import type { MarketSnapshot, MarketSnapshotInput } from './market-snapshot';
import type { PriceProvider } from './providers/price-provider';

export type PollOutcome =
  | { outcome: 'stored'; snapshot: MarketSnapshot }
  /** Same prices as the latest reading from this source: nothing stored. */
  | { outcome: 'unchanged'; snapshot: MarketSnapshot };

/** Fetch one reading and store it if it is new. Rejects with the provider's or the checks' reason. */
export async function pollOnce(
  ctx: AppContext,
  provider: PriceProvider,
  signal: AbortSignal,
): Promise<PollOutcome> {
  const reading = await provider.fetchLatest(signal);
  const previous = await latestOfSource(ctx, reading.source);
  if (previous && samePrices(previous, reading)) return { outcome: 'unchanged', snapshot: previous };
  const { stored, snapshot } = await recordSnapshot(ctx, reading);
  return stored ? { outcome: 'stored', snapshot } : { outcome: 'unchanged', snapshot };
}

async function latestOfSource(ctx: AppContext, source: string): Promise<MarketSnapshot | null> {
  const { rows } = await ctx.pool.query<SnapshotRow>(
    `SELECT ${SNAPSHOT_COLUMNS} FROM price_snapshots s WHERE s.source = $1 ORDER BY s.taken_at DESC, s.id DESC LIMIT 1`,
    [source],
  );
  const [latest] = await priceCache(ctx.pool).withRates(ctx, rows.map(rowToSnapshot));
  return latest ?? null;
}

/** Compared as decimals (6875.3 = 6875.30), every price and every rate. */
function samePrices(stored: MarketSnapshot, reading: MarketSnapshotInput): boolean {
  const same = (a: string | undefined, b: string | undefined) =>
    a === b || (a !== undefined && b !== undefined && new Big(a).eq(b));
  const pair = (a: { buy: string; sell: string } | null, b: { buy: string; sell: string } | null) =>
    a === b || (a !== null && b !== null && same(a.buy, b.buy) && same(a.sell, b.sell));
  const g = stored.gold;
  const r = reading.gold;
  return (
    pair(g.k24, r.k24) &&
    pair(g.k21, r.k21) &&
    pair(g.k18, r.k18) &&
    pair(g.k14, r.k14) &&
    same(g.poundBuy, r.poundBuy) &&
    same(g.ounceUsd, r.ounceUsd) &&
    Object.keys(stored.rates).every((code) =>
      same(
        stored.rates[code as keyof typeof stored.rates],
        reading.rates[code as keyof typeof reading.rates],
      ),
    )
  );
}
