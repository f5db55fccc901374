import type pg from 'pg';
import { testPool } from '@tests/support/test-db';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '@server/app-context';
import { pollOnce } from '@server/prices/poll-once';
import { priceCache } from '@server/prices/price-cache';
import { startPricePoller } from '@server/prices/poller';
import { getLatestSnapshot, InvalidSnapshotError, recordSnapshot } from '@server/prices/price-store';
import { createManualProvider } from '@server/prices/providers/manual-provider';
import { ProviderError, type PriceProvider } from '@server/prices/providers/price-provider';
import { createReferenceProvider } from '@server/prices/providers/reference-provider';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { manualSnapshot } from './fixtures/snapshots';

let t: TestApp;
const extraPools: pg.Pool[] = [];
beforeAll(async () => {
  t = await createTestApp({
    localPremiumPct: 0,
    dealerSpreadPct: 1,
    now: () => new Date('2027-01-15T12:00:00Z'),
  });
});
afterAll(async () => {
  await Promise.all(extraPools.map((p) => p.end()));
  await t.close();
});

/** Another process on the same database: its own pool (so its own cache, listener and election connection). */
function anotherInstance(log = t.ctx.log): AppContext {
  const pool = testPool(t.ctx.config.databaseUrl!, 3);
  pool.on('error', () => undefined);
  extraPools.push(pool);
  return { ...t.ctx, pool, log };
}

/** A provider whose every reading is new (a minute later, a piastre dearer pound), counting its calls. */
function countingProvider(startAt: string, firstPound: number) {
  let minute = 0;
  const provider: PriceProvider & { calls: number } = {
    name: 'fake',
    calls: 0,
    fetchLatest() {
      provider.calls += 1;
      minute += 1;
      const reading = manualSnapshot({
        takenAt: new Date(Date.parse(startAt) + minute * 60_000),
        source: 'live',
      });
      reading.gold.poundBuy = (firstPound + minute).toFixed(2);
      return Promise.resolve(reading);
    },
  };
  return provider;
}

function capturingLog() {
  const lines: Array<Record<string, unknown>> = [];
  return { lines, log: pino({ level: 'info' }, { write: (l: string) => lines.push(JSON.parse(l)) }) };
}

const liveRows = async () =>
  (
    await t.ctx.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM price_snapshots WHERE source = 'live'",
    )
  ).rows[0]!.n;

describe('price poller', () => {
  it('imports the reference history on start and keeps its cache current through NOTIFY', async () => {
    const a = anotherInstance();
    const poller = startPricePoller(a); // PRICE_PROVIDER=manual in tests: no network polling
    try {
      await expect
        .poll(async () => (await getLatestSnapshot(a))?.source, { timeout: 10_000 })
        .toBe('reference');
      await expect.poll(() => priceCache(a.pool).listeners, { timeout: 5_000 }).toBe(1);
      // With a listener the cache never re-reads on its own: only the notification can bring this in.
      const b = anotherInstance();
      await recordSnapshot(
        b,
        manualSnapshot({ takenAt: new Date('2026-10-01T08:30:00Z'), k21Buy: '6105.00' }),
      );
      await expect
        .poll(async () => (await getLatestSnapshot(a))?.gold.k21.buy, { timeout: 5_000, interval: 20 })
        .toBe('6105.00');
    } finally {
      await poller.stop();
    }
    expect(priceCache(a.pool).listeners).toBe(0);
  });

  it('polls on exactly one of two instances, and the other takes over when it stops', async () => {
    const providerA = countingProvider('2026-11-01T00:00:00Z', 48_000);
    const providerB = countingProvider('2026-11-02T00:00:00Z', 48_500);
    const options = { intervalMs: 50, electionRetryMs: 100 };
    const a = startPricePoller(anotherInstance(), { ...options, provider: providerA });
    const b = startPricePoller(anotherInstance(), { ...options, provider: providerB });
    const running = new Set([a, b]);
    const stop = async (poller: typeof a) => {
      running.delete(poller);
      await poller.stop();
    };
    try {
      await expect
        .poll(() => providerA.calls + providerB.calls, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(4);
      await new Promise((r) => setTimeout(r, 300)); // several election rounds for the follower
      const [leader, follower] = providerA.calls > 0 ? [providerA, providerB] : [providerB, providerA];
      expect(leader.calls).toBeGreaterThanOrEqual(4);
      expect(follower.calls).toBe(0);

      await stop(leader === providerA ? a : b);
      const leaderCalls = leader.calls;
      await expect.poll(() => follower.calls, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
      await stop(follower === providerA ? a : b);
      expect(leader.calls).toBe(leaderCalls);
      // Every reading was new: each poll stored exactly one row, from whichever instance led.
      expect(await liveRows()).toBe(providerA.calls + providerB.calls);
    } finally {
      await Promise.all([...running].map((p) => p.stop()));
    }
  });

  it('logs failures with a growing delay and keeps serving the last prices', async () => {
    const { lines, log } = capturingLog();
    let calls = 0;
    const failing: PriceProvider = {
      name: 'flaky',
      fetchLatest() {
        calls += 1;
        return Promise.reject(new ProviderError('gold-api.com: HTTP 503 from http://example.test/price/XAU'));
      },
    };
    const ctx = anotherInstance(log);
    const poller = startPricePoller(ctx, {
      provider: failing,
      intervalMs: 10_000,
      retryBaseMs: 40,
      electionRetryMs: 100,
    });
    try {
      await expect.poll(() => calls, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    } finally {
      await poller.stop();
    }
    const failures = lines.filter(
      (l) => l.msg === 'price poll failed; the API keeps serving the last stored prices',
    );
    expect(failures.slice(0, 4).map((l) => [l.failures, l.retryInMs])).toEqual([
      [1, 40],
      [2, 80],
      [3, 160],
      [4, 320],
    ]);
    expect(failures[0]!.reason).toBe('gold-api.com: HTTP 503 from http://example.test/price/XAU');
    const res = await t.app.request('/api/prices/market/');
    expect(res.status).toBe(200);
  });
});

describe('pollOnce', () => {
  it('stores a new reading, and not an unchanged one again', async () => {
    const reading = manualSnapshot({
      takenAt: new Date('2026-12-10T09:00:00Z'),
      source: 'live',
      k21Buy: '6120.00',
    });
    const same: PriceProvider = { name: 'same', fetchLatest: () => Promise.resolve(reading) };
    const signal = new AbortController().signal;
    const before = await liveRows();
    const first = await pollOnce(t.ctx, same, signal);
    expect(first.outcome).toBe('stored');
    // Same prices, a later time: still not new.
    const later: PriceProvider = {
      name: 'later',
      fetchLatest: () => Promise.resolve({ ...reading, takenAt: new Date('2026-12-10T09:05:00Z') }),
    };
    expect(await pollOnce(t.ctx, same, signal)).toEqual({ outcome: 'unchanged', snapshot: first.snapshot });
    expect((await pollOnce(t.ctx, later, signal)).outcome).toBe('unchanged');
    expect(await liveRows()).toBe(before + 1);
  });

  it('stores nothing when the reading is refused', async () => {
    const bad = manualSnapshot({ takenAt: new Date('2026-12-11T09:00:00Z'), source: 'live' });
    bad.gold.k18 = { buy: '6100.00', sell: '6150.00' }; // 18k at 87% of 24k: swapped with 21k?
    const before = await liveRows();
    const error = await pollOnce(
      t.ctx,
      { name: 'bad', fetchLatest: () => Promise.resolve(bad) },
      new AbortController().signal,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidSnapshotError);
    expect((error as InvalidSnapshotError).reasons).toEqual([
      'The 18k price is 87.5% of the 24k price, which does not fit its purity.',
    ]);
    expect(await liveRows()).toBe(before);
  });
});

describe('manual and reference providers', () => {
  it('reference: the newest bundled day', async () => {
    const reading = await createReferenceProvider({
      localPremiumPct: 0,
      dealerSpreadPct: 1,
      silverPremiumPct: 0,
      silverSpreadPct: 3,
    }).fetchLatest(new AbortController().signal);
    expect(reading.takenAt).toEqual(new Date('2026-09-29T09:00:00Z'));
    expect(reading.source).toBe('reference');
    expect(reading.gold.k21).toEqual({ buy: '6015.89', sell: '6076.35' });
  });

  it('reference: a local premium raises every price', async () => {
    const reading = await createReferenceProvider({
      localPremiumPct: 2,
      dealerSpreadPct: 1,
      silverPremiumPct: 0,
      silverSpreadPct: 3,
    }).fetchLatest(new AbortController().signal);
    // 6909.85 × 1.02 = 7048.047; × 0.995 = 7012.8068
    expect(reading.gold.k24.buy).toBe('7012.81');
    expect(reading.gold.ounceUsd).toBe('4129.10'); // the global ounce is not local
  });

  it('manual: fetches nothing and says where prices come from', async () => {
    await expect(createManualProvider().fetchLatest(new AbortController().signal)).rejects.toThrow(
      'The manual price provider fetches nothing: record prices with npm run admin -- prices:record FILE.json',
    );
  });
});
