import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, buy, newCaller, recordPrices } from './helpers';

/**
 * The dashboard's "since yesterday": units held since before today move with the market from yesterday's close;
 * units bought today are compared with what they cost, not with a close from before they were bought (a ring
 * bought this morning above the dealer's price has lost, not gained, since yesterday).
 */
let t: TestApp;
afterAll(() => t?.close());

describe('value: the daily change of what was bought today', () => {
  beforeAll(async () => {
    // 18:00 in Cairo on 22 November: a purchase stamped today at 12:00 UTC is in the past.
    t = await createTestApp({ now: () => new Date('2026-11-22T16:00:00Z') });
    await recordPrices(t.ctx, '2026-11-21T15:00:00Z', { k24: 4000, k21: 3500, k18: 3000, usd: 50 });
    await recordPrices(t.ctx, '2026-11-22T15:00:00Z', { k24: 4150, k21: 3650, k18: 3150, usd: 51 });
  });

  it('a buy made today is compared with its own price: 10 g of 21k at 3,700 valued at 3,650 is −500', async () => {
    const { api } = await newCaller(t);
    expect(
      (await api.post('/api/portfolios/transactions/', buy(ASSET.gram_21k, 10, 3700, '2026-11-22'))).status,
    ).toBe(201);
    const value = (await api.get('/api/portfolios/value/')).body;
    expect(value).toMatchObject({ total_value: 36500, latest_change: -500 });
    expect((value as { percentage_change: number }).percentage_change).toBeCloseTo((-500 / 37000) * 100, 2);
  });

  it('held since before and bought today: the old grams move from the close, the new ones from their price', async () => {
    const { api } = await newCaller(t);
    await api.post('/api/portfolios/transactions/', buy(ASSET.gram_21k, 10, 3400, '2026-11-05'));
    await api.post('/api/portfolios/transactions/', buy(ASSET.gram_21k, 10, 3700, '2026-11-22'));
    // 10 g × (3650 − 3500) + 10 g × (3650 − 3700)
    expect((await api.get('/api/portfolios/value/')).body).toMatchObject({
      total_value: 73000,
      latest_change: 1000,
    });
  });

  it('a sell today of what was held before leaves the rest moving from the close', async () => {
    const { api } = await newCaller(t);
    await api.post('/api/portfolios/transactions/', buy(ASSET.gram_21k, 10, 3400, '2026-11-05'));
    const sell = { ...buy(ASSET.gram_21k, 4, 3650, '2026-11-22'), transaction_type: 'sell' };
    expect((await api.post('/api/portfolios/transactions/', sell)).status).toBe(201);
    expect((await api.get('/api/portfolios/value/')).body).toMatchObject({
      total_value: 21900,
      latest_change: 900,
    });
  });

  it('a currency bought today at the day’s rate has not moved: 100 USD at 51 valued at 51', async () => {
    const { api } = await newCaller(t);
    await api.post('/api/portfolios/transactions/', buy(ASSET.usd, 100, 51, '2026-11-22'));
    expect((await api.get('/api/portfolios/value/')).body).toMatchObject({
      total_value: 5100,
      latest_change: 0,
    });
  });
});
