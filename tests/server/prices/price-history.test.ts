import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { NOW, recordPrices } from '@tests/server/portfolio/helpers';

/**
 * Each price's daily change on the market answer and its history (`/api/prices/history/`): the last price of each
 * Cairo day, in the chart's ranges. Dealers pay the `buy` side; the helper's sell side is 1 % above it.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await recordPrices(t.ctx, '2026-10-01T09:00:00Z', { k24: 3900, k21: 3400, k18: 2900, usd: 49 });
  await recordPrices(t.ctx, '2026-11-20T09:00:00Z', { k24: 3950, k21: 3450, k18: 2950, usd: 49.5 });
  await recordPrices(t.ctx, '2026-11-21T08:00:00Z', { k24: 3990, k21: 3490, k18: 2990, usd: 49.9 });
  await recordPrices(t.ctx, '2026-11-21T15:00:00Z', { k24: 4000, k21: 3500, k18: 3000, usd: 50 });
  await recordPrices(t.ctx, '2026-11-22T09:00:00Z', { k24: 4100, k21: 3600, k18: 3100, usd: 51 });
});
afterAll(() => t?.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.request(url, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('the market answer', () => {
  it("gives each price's change since the previous Cairo day's close", async () => {
    const { body } = await get('/api/prices/market/');
    expect(body.daily_change).toEqual({
      previous_close_day: '2026-11-21',
      gold_prices: {
        gold_24_buy: 100,
        gold_24_sell: 101,
        gold_21_buy: 100,
        gold_21_sell: 101,
        gold_18_buy: 100,
        gold_18_sell: 101,
      },
      currency_rates: expect.objectContaining({ USD: 1 }),
    });
  });
});

describe('GET /api/prices/history/', () => {
  it("answers one instrument's daily closes in the range, oldest first, the day's last price each", async () => {
    const { status, body } = await get('/api/prices/history/?instrument=gold_21&range=1w');
    expect(status).toBe(200);
    expect(body).toEqual({
      instrument: 'gold_21',
      currency: 'EGP',
      points: [
        { date: '2026-11-20', price: 3450, sell: 3484.5 },
        { date: '2026-11-21', price: 3500, sell: 3535 },
        { date: '2026-11-22', price: 3600, sell: 3636 },
      ],
    });
  });

  it('a currency has one side; the range reaches back as the chart does; public like the market', async () => {
    const { body } = await get('/api/prices/history/?instrument=USD&range=6m', {
      Authorization: 'Bearer nonsense',
    });
    expect(body.points).toEqual([
      { date: '2026-10-01', price: 49, sell: null },
      { date: '2026-11-20', price: 49.5, sell: null },
      { date: '2026-11-21', price: 50, sell: null },
      { date: '2026-11-22', price: 51, sell: null },
    ]);
    const month = await get('/api/prices/history/?instrument=USD');
    expect((month.body.points as unknown[]).length).toBe(3);
    // Not quoted by this source: no points rather than zeros.
    expect((await get('/api/prices/history/?instrument=gold_pound&range=all')).body.points).toEqual([]);
  });

  it('reads 21k without an instrument, and refuses an unknown instrument or range with a clear 400', async () => {
    expect((await get('/api/prices/history/')).body.instrument).toBe('gold_21');
    for (const url of [
      '/api/prices/history/?instrument=gold_22',
      '/api/prices/history/?instrument=USD&range=2y',
    ]) {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toMatch(/Choose one of/);
    }
  });
});
