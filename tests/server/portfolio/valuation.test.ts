import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { ZERO_PORTFOLIO_VALUE } from '@tests/support/portfolio-fixtures';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, buy, caller, NOW, recordPrices, sell, type Caller } from './helpers';

const TX = '/api/portfolios/transactions/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t?.close());

async function newUser(): Promise<Caller> {
  return caller(t, (await createActiveUser(t.ctx)).authHeader);
}

async function record(api: Caller, body: unknown) {
  const reply = await api.post(TX, body);
  expect(reply.status, reply.text).toBe(201);
}

// The tests run in order: the first ones see a database without any price.
describe('before any price was ever recorded', () => {
  it('a new person sees zeros, no holdings and no chart points', async () => {
    const api = await newUser();
    expect(await api.get('/api/portfolios/value/')).toMatchObject({
      status: 200,
      body: ZERO_PORTFOLIO_VALUE,
    });
    expect(await api.get('/api/portfolios/holdings/')).toMatchObject({ status: 200, body: [] });
    for (const range of ['1w', '1m', '6m', 'all']) {
      expect(await api.get(`/api/portfolios/chart/?range=${range}`)).toMatchObject({ status: 200, body: [] });
    }
  });

  it('holdings are listed but valued 0, and value has price fields 0 (never a 500)', async () => {
    const api = await newUser();
    await record(api, buy(ASSET.pound_full, 1, 27000, '2026-11-01'));
    expect((await api.get('/api/portfolios/value/')).body).toEqual({
      ...ZERO_PORTFOLIO_VALUE,
      total_grams: 8,
      pure_gold_grams: 7, // 8 g of 21 karat
      // Without a price the holding is worth 0 here too, as in the holdings row below.
      cost_basis: 27000,
      unrealized_gain: -27000,
      unrealized_gain_pct: -100,
      total_gain: -27000,
      // The pound's workmanship was not recorded: unknown, never zero.
      workmanship_paid: null,
      gold_cost: null,
      gold_gain: null,
      workmanship_known: false,
    });
    expect((await api.get('/api/portfolios/holdings/')).body).toMatchObject([
      {
        asset_code: 'pound_full',
        quantity: 1,
        prices_at: null,
        current_price: 0,
        total_value: 0,
        average_cost: 27000,
        cost_basis: 27000,
        unrealized_gain: -27000,
        unrealized_gain_pct: -100,
      },
    ]);
    const chart = (await api.get('/api/portfolios/chart/?range=1w')).body as Array<{ value: number }>;
    expect(chart).toHaveLength(7);
    expect(chart.every((p) => p.value === 0)).toBe(true);
  });
});

describe('valued at the latest prices, against hand-computed numbers', () => {
  let api: Caller;

  beforeAll(async () => {
    // Yesterday's close (Cairo 21 Nov) and this morning's reading. Dealers pay the "buy" side; sell is 1% above.
    await recordPrices(t.ctx, '2026-11-21T15:00:00Z', { k24: 4000, k21: 3500, k18: 3000, usd: 50 });
    await recordPrices(t.ctx, '2026-11-22T09:00:00Z', { k24: 4100, k21: 3600, k18: 3100, usd: 51 });
    api = await newUser();
    await record(api, buy(ASSET.pound_full, 2, 27000, '2026-11-01'));
    await record(api, buy(ASSET.gram_21k, 10.5, 3400, '2026-11-05'));
    await record(api, buy(ASSET.ingot_2_5g, 1, 9800, '2026-11-06'));
    await record(api, buy(ASSET.usd, 1000, 48, '2026-11-07'));
    await record(api, buy(ASSET.gram_14k, 3, 2300, '2026-11-08'));
    await record(api, sell(ASSET.pound_full, 1, 28000, '2026-11-10'));
  });

  it('holdings: one row per asset held, in catalogue order, with weighted-average cost and gain', async () => {
    const reply = await api.get('/api/portfolios/holdings/');
    expect(reply.status).toBe(200);
    const rows = reply.body as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.asset_code)).toEqual([
      'pound_full',
      'gram_21k',
      'gram_14k',
      'ingot_2_5g',
      'usd',
    ]);
    expect(rows[0]).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      asset: ASSET.pound_full,
      asset_name: 'Gold Pound',
      asset_code: 'pound_full',
      asset_type: 'gold',
      main_type: 'pounds',
      quantity: 1,
      current_price: 28800, // 8 g × 3600 (21k)
      total_value: 28800,
      average_cost: 27000,
      cost_basis: 27000,
      unrealized_gain: 1800,
      unrealized_gain_pct: 6.67,
      // product §10: each row says when its prices were taken (this morning's reading).
      prices_at: '2026-11-22T09:00:00.000Z',
      // Bought without its workmanship recorded: the split is unknown, the break-even is the average cost.
      workmanship_paid: null,
      refundable: 0,
      gold_cost: null,
      gold_gain: null,
      resale_value: 28800,
      break_even_price: 27000,
      workmanship_known: false,
    });
    expect(rows.every((r) => r.prices_at === '2026-11-22T09:00:00.000Z')).toBe(true);
    expect(rows[1]).toMatchObject({
      quantity: 10.5,
      current_price: 3600,
      total_value: 37800,
      cost_basis: 35700,
      unrealized_gain: 2100,
      unrealized_gain_pct: 5.88,
    });
    // 14k is not quoted by this source: 24k × 0.585 = 2398.5
    expect(rows[2]).toMatchObject({
      quantity: 3,
      current_price: 2398.5,
      total_value: 7195.5,
      cost_basis: 6900,
      unrealized_gain: 295.5,
      unrealized_gain_pct: 4.28,
    });
    // 2.5 g × 4100 (24k)
    expect(rows[3]).toMatchObject({
      asset_type: 'gold',
      main_type: 'gold_ingots',
      current_price: 10250,
      total_value: 10250,
      unrealized_gain: 450,
    });
    expect(rows[4]).toMatchObject({
      asset_type: 'currency',
      asset_name: 'US Dollar',
      quantity: 1000,
      current_price: 51,
      total_value: 51000,
      average_cost: 48,
      unrealized_gain: 3000,
      unrealized_gain_pct: 6.25,
    });
  });

  it('the holding uuid is stable across requests and changes', async () => {
    const first = (await api.get('/api/portfolios/holdings/')).body as Array<{ uuid: string }>;
    await record(api, buy(ASSET.gram_21k, 0.5, 3500, '2026-11-12'));
    const second = (await api.get('/api/portfolios/holdings/')).body as Array<{
      uuid: string;
      quantity: number;
    }>;
    expect(second.map((r) => r.uuid)).toEqual(first.map((r) => r.uuid));
    expect(second[1]!.quantity).toBe(11);
    const list = (await api.get(TX)).body as Array<{ uuid: string }>;
    const res = await api.delete(`${TX}${list[0]!.uuid}/`);
    expect(res.status).toBe(204);
  });

  it('a holding says exactly what is held, to the 6 decimals a quantity is typed with (what the sell dialog says)', async () => {
    const person = await newUser();
    await record(person, buy(ASSET.gram_21k, '0.123456', 3500, '2026-11-10'));
    await record(person, buy(ASSET.gram_21k, '1.000001', 3500, '2026-11-11'));
    const rows = (await person.get('/api/portfolios/holdings/')).body as Array<{ quantity: number }>;
    expect(rows.map((r) => r.quantity)).toEqual([1.123457]);
  });

  it('value: total now, change since yesterday’s close, grams and gold prices', async () => {
    const reply = await api.get('/api/portfolios/value/');
    expect(reply.status).toBe(200);
    // now:       28800 + 37800 + 7195.5 + 10250 + 51000 = 135045.5
    // yesterday: 28000 + 36750 + 7020   + 10000 + 50000 = 131770
    expect(reply.body).toEqual({
      total_value: 135045.5,
      latest_change: 3275.5,
      percentage_change: 2.49,
      total_grams: 24, // 8 + 10.5 + 3 + 2.5
      // product §10: the pure gold in it, grams × karat / 24: 7 + 9.1875 + 1.75 (14k) + 2.5 (24k)
      pure_gold_grams: 20.4375,
      gold_24k_price: 4100,
      gold_21k_price: 3600,
      gold_18k_price: 3100,
      // product §10: the prices' time and the close the change compares with (Cairo 21 Nov).
      prices_at: '2026-11-22T09:00:00.000Z',
      previous_close_day: '2026-11-21',
      // Cost of what is held: 27000 + 35700 + 6900 + 9800 + 48000 = 127400 (the holdings' cost bases).
      cost_basis: 127400,
      unrealized_gain: 7645.5, // 135045.5 − 127400
      unrealized_gain_pct: 6, // 7645.5 / 127400 = 6.0012 %
      // One of two pounds (average 27000) sold at 28000.
      realized_gain: 1000,
      total_gain: 8645.5,
      workmanship_paid: null,
      refundable: 0,
      gold_cost: null,
      gold_gain: null,
      resale_value: 135045.5,
      workmanship_known: false,
      // 135045.5 / 3600 (21k); / 28800 (a pound: 8 g of 21k); / 51 (USD).
      in_units: { gold_21_grams: 37.5126, gold_pounds: 4.6891, usd: 2647.95 },
    });
  });

  it("the chart's last point is the total value", async () => {
    const chart = (await api.get('/api/portfolios/chart/?range=1w')).body as Array<{
      date: string;
      value: number;
    }>;
    expect(chart.at(-1)).toEqual({ date: '2026-11-22', value: 135045.5, priced_on: '2026-11-22' });
    expect(chart.at(-2)).toEqual({ date: '2026-11-21', value: 131770, priced_on: '2026-11-21' });
  });
});
