import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, buy, caller, NOW, recordPrices, type Caller } from './helpers';

/**
 * Product §10: every value says when its prices were taken, and "since yesterday" names the close it compares
 * with. The tests share one app and run in order: each adds to the price history.
 */
let t: TestApp;
let now = NOW;
afterAll(() => t?.close());

async function personHolding21k(): Promise<Caller> {
  const api = caller(t, (await createActiveUser(t.ctx)).authHeader);
  const reply = await api.post('/api/portfolios/transactions/', buy(ASSET.gram_21k, 10, 3400, '2026-11-05'));
  expect(reply.status, reply.text).toBe(201);
  return api;
}

describe('value: the close it compares with', () => {
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
  });

  it('with only this morning’s prices there is no close: no change and no day named', async () => {
    await recordPrices(t.ctx, '2026-11-22T08:00:00Z', { k24: 4100, k21: 3600, k18: 3100, usd: 51 });
    const api = await personHolding21k();
    expect((await api.get('/api/portfolios/value/')).body).toMatchObject({
      total_value: 36000,
      latest_change: 0,
      prices_at: '2026-11-22T08:00:00.000Z',
      previous_close_day: null,
    });
  });

  it('no prices yesterday: the change compares with the last close before it, and names that day', async () => {
    // Cairo 19 Nov 17:00 (UTC+2); nothing on the 20th or 21st.
    await recordPrices(t.ctx, '2026-11-19T15:00:00Z', { k24: 4000, k21: 3500, k18: 3000, usd: 50 });
    await recordPrices(t.ctx, '2026-11-22T09:30:00Z', { k24: 4150, k21: 3650, k18: 3150, usd: 51 });
    const api = await personHolding21k();
    const value = await api.get('/api/portfolios/value/');
    expect(value.body).toMatchObject({
      total_value: 36500,
      latest_change: 1500, // 10 g × (3650 − 3500)
      prices_at: '2026-11-22T09:30:00.000Z',
      previous_close_day: '2026-11-19',
    });
    const holdings = (await api.get('/api/portfolios/holdings/')).body as Array<Record<string, unknown>>;
    expect(holdings.map((h) => h.prices_at)).toEqual(['2026-11-22T09:30:00.000Z']);
  });

  it('prices stale for days: the last prices compare with the close before their own day, not with themselves', async () => {
    now = new Date('2026-11-25T10:00:00Z'); // nothing since 22 Nov 09:30
    const api = await personHolding21k();
    expect((await api.get('/api/portfolios/value/')).body).toMatchObject({
      total_value: 36500,
      latest_change: 1500, // 22 Nov's 3650 against 19 Nov's close of 3500, as on the 22nd
      prices_at: '2026-11-22T09:30:00.000Z',
      previous_close_day: '2026-11-19',
    });
  });
});
