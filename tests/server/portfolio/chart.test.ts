import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLatestSnapshot, recordSnapshots } from '@server/prices/price-store';
import type { MarketSnapshotInput } from '@server/prices/market-snapshot';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, buy, newCaller, NOW, recordPrices, sell, snapshotInput, TODAY, type Caller } from './helpers';

const TX = '/api/portfolios/transactions/';
type Point = { date: string; value: number; priced_on: string | null };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t?.close());

const newUser = () => newCaller(t);

async function chart(api: Caller, range: string): Promise<Point[]> {
  const reply = await api.get(`/api/portfolios/chart/?range=${range}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body as Point[];
}

describe('chart ranges', () => {
  let api: Caller;

  beforeAll(async () => {
    await recordPrices(t.ctx, '2026-11-10T15:00:00Z', { k24: 4000, k21: 3500, k18: 3000, usd: 50 });
    await recordPrices(t.ctx, '2026-11-19T15:00:00Z', { k24: 4000, k21: 3600, k18: 3000, usd: 52 });
    await recordPrices(t.ctx, '2026-11-22T09:00:00Z', { k24: 4000, k21: 3700, k18: 3000, usd: 53 });
    ({ api } = await newUser());
    for (const body of [
      buy(ASSET.usd, 100, 49, '2026-11-16'),
      buy(ASSET.pound_full, 2, 27000, '2026-11-18'),
      sell(ASSET.pound_full, 1, 29000, '2026-11-20'),
    ]) {
      expect((await api.post(TX, body)).status).toBe(201);
    }
  });

  it('1w: seven days; a buy mid-range, a price change, a sale and a currency, by hand', async () => {
    expect(await chart(api, '1w')).toEqual([
      // 100 USD × 50 (the close of the 10th, carried forward, and the point says so)
      { date: '2026-11-16', value: 5000, priced_on: '2026-11-10' },
      { date: '2026-11-17', value: 5000, priced_on: '2026-11-10' },
      { date: '2026-11-18', value: 61000, priced_on: '2026-11-10' }, // + 2 pounds × 8 g × 3500
      { date: '2026-11-19', value: 62800, priced_on: '2026-11-19' }, // new close: 100 × 52 + 16 g × 3600
      { date: '2026-11-20', value: 34000, priced_on: '2026-11-19' }, // one pound sold: 5200 + 8 g × 3600
      { date: '2026-11-21', value: 34000, priced_on: '2026-11-19' }, // no price that day: carried forward
      { date: '2026-11-22', value: 34900, priced_on: TODAY }, // today, latest prices: 5300 + 8 g × 3700
    ]);
  });

  it('1m and 6m: a point per day ending today, 0 before the first purchase', async () => {
    const month = await chart(api, '1m');
    expect(month).toHaveLength(31);
    // nothing held yet: 0 needs no price, so the point is its own day's
    expect(month[0]).toEqual({ date: '2026-10-23', value: 0, priced_on: '2026-10-23' });
    expect(month.filter((p) => p.value === 0)).toHaveLength(24); // 23 Oct … 15 Nov
    expect(month.slice(-7)).toEqual(await chart(api, '1w'));
    const half = await chart(api, '6m');
    expect(half).toHaveLength(184);
    expect(half[0]!.date).toBe('2026-05-23');
    expect(half.at(-1)).toEqual({ date: TODAY, value: 34900, priced_on: TODAY });
  });

  it('all: from the first transaction day (daily while under a year)', async () => {
    expect(await chart(api, 'all')).toEqual(await chart(api, '1w'));
  });

  it('without a range: 1m, the SPA default', async () => {
    const reply = await api.get('/api/portfolios/chart/');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(await chart(api, '1m'));
  });

  it.each(['2y', '1W', '', 'all;drop'])('range=%s is a clear 400', async (range) => {
    const reply = await api.get(`/api/portfolios/chart/?range=${encodeURIComponent(range)}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ range: ['Choose one of 1w, 1m, 6m, all.'] });
  });

  it('a person with no transactions gets []', async () => {
    const { api: fresh } = await newUser();
    expect(await chart(fresh, 'all')).toEqual([]);
    expect(await chart(fresh, '1w')).toEqual([]);
  });
});

describe('chart over two months without prices (product §17)', () => {
  // The bundled reference history ends on 29 September 2026; the first live reading is this morning, 28 November.
  let gap: TestApp;
  beforeAll(async () => {
    gap = await createTestApp({ now: () => new Date('2026-11-28T10:00:00Z') });
    await recordPrices(gap.ctx, '2026-09-29T15:00:00Z', { k24: 4000, k21: 3500, k18: 3000, usd: 50 });
    await recordPrices(gap.ctx, '2026-11-28T08:00:00Z', { k24: 3700, k21: 3200, k18: 2800, usd: 50 });
  });
  afterAll(() => gap?.close());

  it('1w: each day names the 29 September prices that valued it, and today its own', async () => {
    const { api } = await newCaller(gap);
    expect((await api.post(TX, buy(ASSET.gram_21k, 10, 3400, '2026-09-01'))).status).toBe(201);
    expect(await chart(api, '1w')).toEqual([
      ...['22', '23', '24', '25', '26', '27'].map((d) => ({
        date: `2026-11-${d}`,
        value: 35000, // 10 g × 3500, carried forward two months
        priced_on: '2026-09-29',
      })),
      { date: '2026-11-28', value: 32000, priced_on: '2026-11-28' },
    ]);
  });

  it('a day with holdings and no price ever known is 0 and priced on no day', async () => {
    const early = await createTestApp({ now: () => new Date('2026-11-28T10:00:00Z') });
    try {
      const { api } = await newCaller(early);
      expect((await api.post(TX, buy(ASSET.gram_21k, 1, 3400, '2026-11-27'))).status).toBe(201);
      expect((await chart(api, '1w')).slice(-2)).toEqual([
        { date: '2026-11-27', value: 0, priced_on: null },
        { date: '2026-11-28', value: 0, priced_on: null },
      ]);
    } finally {
      await early.close();
    }
  });
});

describe('chart all over two years of history', () => {
  const DAY_MS = 86_400_000;
  const start = Date.UTC(2024, 10, 23, 12); // 23 Nov 2024, 12:00 UTC (14:00 in Cairo)
  const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10); // 12:00 UTC is the same day in Cairo

  // Weekly prices from the day before the first transaction to 20 Nov 2026, 24k rising from 3000 to about 5000.
  const snapshots = Array.from({ length: 105 }, (_, w) => {
    const k24 = 3000 + w * 19;
    return snapshotInput(new Date(start - DAY_MS + w * 7 * DAY_MS), {
      k24,
      k21: Math.round(k24 * 0.875),
      k18: Math.round(k24 * 0.75),
      usd: 48 + (w % 5),
    });
  });

  // 2,000 transactions over 730 days: grams of 24k bought and partly sold, dollars bought now and then.
  const transactions = Array.from({ length: 2000 }, (_, i) => {
    const at = start + Math.floor((i * 730) / 2000) * DAY_MS;
    if (i % 10 === 9) return { asset: ASSET.usd, type: 'buy', quantity: '25', price: '49', at };
    if (i % 4 === 3) return { asset: ASSET.gram_24k, type: 'sell', quantity: '0.5', price: '4100', at };
    return { asset: ASSET.gram_24k, type: 'buy', quantity: '1.25', price: '4000', at };
  });

  /** The naive definition, computed independently: each point's holdings at that day's end × that day's close. */
  function expectedValue(day: string, latest: MarketSnapshotInput): Big {
    let grams = new Big(0);
    let dollars = new Big(0);
    for (const tx of transactions) {
      if (dayOf(tx.at) > day) continue;
      const q = new Big(tx.quantity).times(tx.type === 'buy' ? 1 : -1);
      if (tx.asset === ASSET.usd) dollars = dollars.plus(q);
      else grams = grams.plus(q);
    }
    const close = day === TODAY ? latest : snapshots.filter((s) => dayOf(s.takenAt.getTime()) <= day).at(-1)!;
    return grams.times(close.gold.k24.buy).plus(dollars.times(close.rates.USD));
  }

  it('weekly points from the first transaction to today, each the holdings at that day’s close', async () => {
    await recordSnapshots(t.ctx, snapshots);
    const { user, api } = await newUser();
    await t.ctx.pool.query(
      `INSERT INTO transactions (user_id, asset_id, type, quantity, price, "timestamp")
       SELECT $1, a, ty, q::numeric, p::numeric, to_timestamp(ms / 1000.0)
         FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::bigint[]) AS x(a, ty, q, p, ms)`,
      [
        user.id,
        transactions.map((x) => x.asset),
        transactions.map((x) => x.type),
        transactions.map((x) => x.quantity),
        transactions.map((x) => x.price),
        transactions.map((x) => x.at),
      ],
    );
    await t.ctx.pool.query('INSERT INTO portfolio_revisions (user_id, revision) VALUES ($1, 1)', [user.id]);

    const points = await chart(api, 'all');
    expect(points[0]!.date).toBe('2024-11-23');
    expect(points.at(-1)!.date).toBe(TODAY);
    // 23 Nov 2024 + 104 weeks = 21 Nov 2026, then today.
    expect(points).toHaveLength(106);
    for (let i = 1; i < points.length - 1; i += 1) {
      expect(Date.parse(points[i]!.date) - Date.parse(points[i - 1]!.date)).toBe(7 * DAY_MS);
    }
    // Today is valued at the newest reading in the database (this morning's, recorded by the tests above).
    const latest = (await getLatestSnapshot(t.ctx))!;
    for (const point of points) {
      expect(point.value, point.date).toBe(Number(expectedValue(point.date, latest).round(2).toFixed(2)));
    }
    // The holdings and the value agree with the chart's last point.
    const value = (await api.get('/api/portfolios/value/')).body as {
      total_value: number;
      total_grams: number;
    };
    expect(value.total_value).toBe(points.at(-1)!.value);
    // 1,400 buys of 1.25 g and 400 sells of 0.5 g (every 20th transaction is a dollar purchase instead of a sell).
    expect(value.total_grams).toBe(1400 * 1.25 - 400 * 0.5);
  });
});
