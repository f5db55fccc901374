import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getCloseOnOrBefore,
  getDailyCloses,
  getLatestSnapshot,
  InvalidSnapshotError,
  recordSnapshot,
} from '@server/prices/price-store';
import type { DailyClose } from '@server/prices/market-snapshot';
import { importReferenceHistory } from '@server/prices/reference-history';
import { priceRoutes } from '@server/prices/routes';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { manualSnapshot } from './fixtures/snapshots';

let t: TestApp;
beforeAll(async () => {
  // A fixed clock after every date used here.
  t = await createTestApp({
    localPremiumPct: 0,
    dealerSpreadPct: 1,
    now: () => new Date('2027-01-15T12:00:00Z'),
  });
});
afterAll(() => t.close());

const days = (closes: DailyClose[]) => closes.map((c) => c.day);
/** A manual snapshot taken at `takenAt` whose 21 karat buy price is `k21Buy`. */
const recordK21Buy = (takenAt: string, k21Buy: string) =>
  recordSnapshot(t.ctx, manualSnapshot({ takenAt: new Date(takenAt), k21Buy }));
const count = async () =>
  (await t.ctx.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM price_snapshots')).rows[0]!.n;

describe('price store', () => {
  it('has nothing before any price is stored', async () => {
    expect(await getLatestSnapshot(t.ctx)).toBeNull();
    expect(await getDailyCloses(t.ctx, '2024-01-01', '2026-12-31')).toEqual([]);
  });

  it('imports the reference history once: 203 days, 12:00 Cairo each', async () => {
    expect(await importReferenceHistory(t.ctx)).toEqual({ imported: 203, skipped: 0 });
    expect(await importReferenceHistory(t.ctx)).toEqual({ imported: 0, skipped: 0 });
    expect(await count()).toBe(203);
    const all = await getDailyCloses(t.ctx, '2024-03-02', '2026-09-29');
    expect(all).toHaveLength(203);
    expect(all[0]!.day).toBe('2024-03-02');
    expect(all[0]!.snapshot.takenAt).toEqual(new Date('2024-03-02T10:00:00Z')); // winter: UTC+2
    expect(all.at(-1)!.snapshot.takenAt).toEqual(new Date('2026-09-29T09:00:00Z')); // summer: UTC+3
    expect(all[0]!.snapshot.rates.USD).toBe('30.8648');
    expect(all[0]!.snapshot.gold.k24.buy).toBe('2057.32'); // 2067.66 × 0.995 = 2057.3217
  });

  describe('getDailyCloses', () => {
    it('includes the last day with prices before the range, so callers can forward-fill', async () => {
      // No rows for all of October 2024: the last before is 2024-09-06, the next 2024-11-01.
      expect(days(await getDailyCloses(t.ctx, '2024-10-01', '2024-10-31'))).toEqual(['2024-09-06']);
      expect(days(await getDailyCloses(t.ctx, '2024-10-01', '2024-11-01'))).toEqual([
        '2024-09-06',
        '2024-11-01',
      ]);
      // A range starting on a day with prices still gets the one before it.
      expect(days(await getDailyCloses(t.ctx, '2026-09-28', '2026-09-29'))).toEqual([
        '2026-09-27',
        '2026-09-28',
        '2026-09-29',
      ]);
    });

    it('has no seed before the first day, and nothing for a range before all prices', async () => {
      expect(days(await getDailyCloses(t.ctx, '2024-01-01', '2024-03-04'))).toEqual([
        '2024-03-02',
        '2024-03-04',
      ]);
      expect(await getDailyCloses(t.ctx, '2023-01-01', '2023-12-31')).toEqual([]);
    });

    it('gives the last close for a range after all prices', async () => {
      expect(days(await getDailyCloses(t.ctx, '2027-01-01', '2027-01-31'))).toEqual(['2026-09-29']);
    });

    it('refuses malformed days', async () => {
      await expect(getDailyCloses(t.ctx, '2026-9-1', '2026-09-30')).rejects.toThrow(RangeError);
      await expect(getDailyCloses(t.ctx, '2026-02-30', '2026-03-01')).rejects.toThrow(RangeError);
    });
  });

  it('keeps the last snapshot of each Cairo day, with days cut at Cairo midnight', async () => {
    // 2026-10-02 21:30 UTC is 00:30 on 3 October in Cairo (UTC+3 until the end of October).
    await recordK21Buy('2026-10-02T06:00:00Z', '6100.00');
    await recordK21Buy('2026-10-02T20:59:00Z', '6110.00');
    await recordK21Buy('2026-10-02T21:30:00Z', '6120.00');
    // Winter time: 2026-12-01 22:30 UTC is 00:30 on 2 December (UTC+2).
    await recordK21Buy('2026-12-01T22:30:00Z', '6130.00');
    const closes = await getDailyCloses(t.ctx, '2026-10-02', '2026-12-02');
    expect(closes.map((c) => [c.day, c.snapshot.gold.k21.buy])).toEqual([
      ['2026-09-29', '6015.89'],
      ['2026-10-02', '6110.00'],
      ['2026-10-03', '6120.00'],
      ['2026-12-02', '6130.00'],
    ]);
    const latest = await getLatestSnapshot(t.ctx);
    expect(latest?.takenAt).toEqual(new Date('2026-12-01T22:30:00Z'));
    expect(latest?.source).toBe('manual');
  });

  it('answers the close a value compares with, and a close stored after it answered at once', async () => {
    const close = async (day: string) => {
      const found = await getCloseOnOrBefore(t.ctx, day);
      return found && [found.day, found.snapshot.gold.k21.buy];
    };
    expect(await close('2026-11-15')).toEqual(['2026-10-03', '6120.00']);
    expect(await close('2026-11-15')).toEqual(['2026-10-03', '6120.00']); // asked again: the same
    await recordK21Buy('2026-11-10T10:00:00Z', '6125.00'); // a day in between
    expect(await close('2026-11-15')).toEqual(['2026-11-10', '6125.00']);
    await recordK21Buy('2026-11-10T12:00:00Z', '6126.00'); // a later close of that day
    expect(await close('2026-11-15')).toEqual(['2026-11-10', '6126.00']);
    expect(await close('2024-03-01')).toBeNull(); // before the first price
  });

  it('stores the same reading once', async () => {
    const before = await count();
    const reading = manualSnapshot({ takenAt: new Date('2026-10-05T09:00:00Z') });
    const first = await recordSnapshot(t.ctx, reading);
    const second = await recordSnapshot(t.ctx, reading);
    expect(first.stored).toBe(true);
    expect(second).toEqual({ stored: false, snapshot: first.snapshot });
    expect(await count()).toBe(before + 1);
  });

  it('refuses implausible readings with the reasons, storing nothing', async () => {
    const before = await count();
    const bad = manualSnapshot({ takenAt: new Date('2026-10-06T09:00:00Z') });
    bad.gold.k21 = { buy: '6100.00', sell: '6000.00' };
    bad.rates.USD = '0.0192';
    bad.gold.ounceUsd = '131.20';
    const error = await recordSnapshot(t.ctx, bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidSnapshotError);
    expect((error as InvalidSnapshotError).reasons).toEqual([
      'The 21k selling price (6000.00) is below its buying price (6100.00).',
      'The USD rate 0.0192 EGP is outside 10–500.',
      'The ounce price 131.20 USD is outside 500–20000.',
    ]);
    const future = manualSnapshot({ takenAt: new Date('2027-01-15T13:00:00Z') }); // an hour after "now"
    await expect(recordSnapshot(t.ctx, future)).rejects.toThrow(/dated in the future/);
    expect(await count()).toBe(before);
  });

  it('hands out snapshots nobody can change in place', async () => {
    const latest = (await getLatestSnapshot(t.ctx))!;
    expect(Object.isFrozen(latest)).toBe(true);
    expect(Object.isFrozen(latest.gold.k24)).toBe(true);
    expect(Object.isFrozen(latest.rates)).toBe(true);
  });

  it('sees what another process stored (no listener here: within its short time-to-live)', async () => {
    // A second pool is what a second server process or the admin CLI looks like to this one.
    const pg = await import('pg');
    const other = new pg.default.Pool({ connectionString: t.ctx.config.databaseUrl });
    try {
      const otherCtx = { ...t.ctx, pool: other };
      await recordSnapshot(
        otherCtx,
        manualSnapshot({ takenAt: new Date('2026-12-03T09:00:00Z'), k21Buy: '6140.00' }),
      );
      await expect
        .poll(async () => (await getLatestSnapshot(t.ctx))?.gold.k21.buy, { timeout: 5_000, interval: 200 })
        .toBe('6140.00');
    } finally {
      await other.end();
    }
  });
  it('serves the copy in memory when the database cannot be read, and a 503 when it never could', async () => {
    const pg = await import('pg');
    const pool = new pg.default.Pool({ connectionString: t.ctx.config.databaseUrl });
    const ctx = { ...t.ctx, pool };
    const held = await getLatestSnapshot(ctx);
    expect(held).not.toBeNull();
    await pool.end(); // the database is gone for this process
    await new Promise((r) => setTimeout(r, 2_100)); // past the 2 s a copy without a listener is trusted
    expect(await getLatestSnapshot(ctx)).toBe(held);

    const never = new pg.default.Pool({ connectionString: t.ctx.config.databaseUrl });
    await never.end();
    const res = await priceRoutes({ ...t.ctx, pool: never }).request('/api/prices/market/');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ detail: 'Market prices are not available yet.' });
  });
});
