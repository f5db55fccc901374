import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@contract/reports';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, buy, newCaller, NOW, recordPrices, sell, type Caller } from '../portfolio/helpers';

/** GET /api/reports/{YYYY-MM}/: the figures of a seeded ledger, and what the route refuses. */

let t: TestApp;
let api: Caller;
let other: Caller;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  // Dealer prices (the buy side: the sell side is 1 % above): the close before October, two in October, one now.
  await recordPrices(t.ctx, '2026-09-30T15:00:00Z', { k24: 4000, k21: 3500, k18: 3000, usd: 48 });
  await recordPrices(t.ctx, '2026-10-10T15:00:00Z', { k24: 4100, k21: 3600, k18: 3080, usd: 49 });
  await recordPrices(t.ctx, '2026-10-31T15:00:00Z', { k24: 4200, k21: 3700, k18: 3170, usd: 50 });
  await recordPrices(t.ctx, '2026-11-22T09:00:00Z', { k24: 4300, k21: 3800, k18: 3250, usd: 51 });
  ({ api } = await newCaller(t));
  ({ api: other } = await newCaller(t));
  for (const body of [
    buy(ASSET.gram_21k, 10, 3400, '2026-09-15'),
    buy(ASSET.usd, 100, 48, '2026-10-05'),
    sell(ASSET.gram_21k, 2, 3650, '2026-10-20'),
  ])
    expect((await api.post('/api/portfolios/transactions/', body)).status).toBe(201);
});
afterAll(() => t.close());

const sum = (rows: Report['holdings'], key: 'start_value' | 'end_value' | 'change') =>
  Math.round(rows.reduce((s, h) => s + h[key] * 100, 0)) / 100;

describe('monthly report figures', () => {
  it('October: holdings at the September close and at the October close, the change, grams and price range', async () => {
    const { status, body } = await api.get('/api/reports/2026-10/');
    expect(status).toBe(200);
    const r = body as Report;
    // Start: 10 g of 21k at 3500. End: 8 g of 21k at 3700 and 100 USD at 50.
    expect(r).toMatchObject({
      month: '2026-10',
      from: '2026-10-01',
      to: '2026-10-31',
      complete: true,
      start_value: 10 * 3500,
      end_value: 8 * 3700 + 100 * 50,
      change: 8 * 3700 + 100 * 50 - 10 * 3500,
      net_invested: 100 * 48 - 2 * 3650,
      total_grams: 8,
      pure_gold_grams: (8 * 21) / 24,
      gold_21_buy: { min: 3600, max: 3700 },
      usd: { min: 49, max: 50 },
    });
    expect(r.change_pct).toBeCloseTo(((8 * 3700 + 100 * 50 - 35000) / 35000) * 100, 2);
    // The totals are the sums of the rows.
    expect(sum(r.holdings, 'start_value')).toBe(r.start_value);
    expect(sum(r.holdings, 'end_value')).toBe(r.end_value);
    expect(sum(r.holdings, 'change')).toBe(r.change);
    expect(r.holdings.map((h) => [h.asset_code, h.start_quantity, h.end_quantity])).toEqual([
      ['gram_21k', 10, 8],
      ['usd', 0, 100],
    ]);
    expect(r.transactions.map((x) => [x.transaction_type, x.quantity])).toEqual([
      ['buy', 100],
      ['sell', 2],
    ]);
    // Product §12: a past month's zakat line is as of its last day.
    expect(r.zakat.as_of).toBe('2026-10-31');
  });

  it('the first month starts from nothing (no percentage); the running month ends at the latest prices', async () => {
    const september = (await api.get('/api/reports/2026-09/')).body as Report;
    expect([september.start_value, september.change_pct, september.end_value]).toEqual([0, null, 10 * 3500]);
    const november = (await api.get('/api/reports/2026-11/')).body as Report;
    expect(november).toMatchObject({ complete: false, to: '2026-11-22', end_value: 8 * 3800 + 100 * 51 });
    // One month's end is the next one's start.
    const october = (await api.get('/api/reports/2026-10/')).body as Report;
    expect(november.start_value).toBe(october.end_value);
  });

  it('lists the months from the first transaction’s to this one, newest first', async () => {
    expect((await api.get('/api/reports/')).body).toEqual({ months: ['2026-11', '2026-10', '2026-09'] });
    expect((await other.get('/api/reports/')).body).toEqual({ months: [] });
  });

  it('404 before the first transaction and in the future; 400 for a malformed month', async () => {
    for (const month of ['2026-08', '2026-12', '2030-01'])
      expect((await api.get(`/api/reports/${month}/`)).status, month).toBe(404);
    for (const month of ['2026-13', '2026-1', 'abc', '2026-10-01', '%20'])
      expect(await api.get(`/api/reports/${month}/`), month).toMatchObject({
        status: 400,
        body: { month: ['Enter a month as YYYY-MM.'] },
      });
  });

  it('?member= gives the member’s part; another person’s member or report is a 404', async () => {
    const { rows } = await t.ctx.pool.query<{ uuid: string }>(
      `SELECT m.uuid::text AS uuid FROM household_members m JOIN transactions t ON t.member_id = m.id LIMIT 1`,
    );
    const member = rows[0]!.uuid;
    const own = await api.get(`/api/reports/2026-10/?member=${member}`);
    expect(own.body).toEqual((await api.get('/api/reports/2026-10/')).body);
    expect((await other.get(`/api/reports/2026-10/?member=${member}`)).status).toBe(404);
    expect((await other.get(`/api/reports/?member=${member}`)).status).toBe(404);
    expect((await other.get('/api/reports/2026-10/')).status).toBe(404);
    expect((await api.get(`/api/reports/2026-10/?member=00000000-0000-4000-8000-000000000000`)).status).toBe(
      404,
    );
  });

  it('needs a session', async () => {
    expect((await t.app.request('/api/reports/2026-10/')).status).toBe(401);
  });
});

describe('a month without prices (product §17)', () => {
  // The bundled reference history ends on 29 September 2026; no price was stored in October; the first live one is
  // on 28 November.
  let gap: TestApp;
  let caller: Caller;
  beforeAll(async () => {
    gap = await createTestApp({ now: () => new Date('2026-11-28T10:00:00Z') });
    await recordPrices(gap.ctx, '2026-09-29T15:00:00Z', { k24: 4000, k21: 3500, k18: 3000, usd: 48 });
    await recordPrices(gap.ctx, '2026-11-28T08:00:00Z', { k24: 4300, k21: 3800, k18: 3250, usd: 51 });
    ({ api: caller } = await newCaller(gap));
    for (const body of [
      buy(ASSET.gram_21k, 10, 3400, '2026-09-15'),
      buy(ASSET.gram_21k, 1, 3500, '2026-10-12'),
    ])
      expect((await caller.post('/api/portfolios/transactions/', body)).status).toBe(201);
  });
  afterAll(() => gap?.close());

  it('October says it had no prices and names the 29 September prices at both ends', async () => {
    const r = (await caller.get('/api/reports/2026-10/')).body as Report;
    expect(r).toMatchObject({
      complete: true,
      prices_in_month: false,
      start_priced_on: '2026-09-29',
      end_priced_on: '2026-09-29',
      // both ends at 3500: the change is the gram bought, not a market move
      start_value: 10 * 3500,
      end_value: 11 * 3500,
      gold_21_buy: null,
    });
  });

  it('September and the running November had prices, and name their days', async () => {
    const september = (await caller.get('/api/reports/2026-09/')).body as Report;
    expect(september).toMatchObject({
      prices_in_month: true,
      start_priced_on: null,
      end_priced_on: '2026-09-29',
    });
    const november = (await caller.get('/api/reports/2026-11/')).body as Report;
    expect(november).toMatchObject({
      complete: false,
      prices_in_month: true,
      start_priced_on: '2026-09-29',
      end_priced_on: '2026-11-28',
    });
  });
});

describe('e-mail choices', () => {
  it('the monthly report is off until the person switches it on; bad input is a 400', async () => {
    const { api: fresh } = await newCaller(t);
    const put = (body: unknown) => fresh.put('/api/users/me/notifications/', body);
    expect((await fresh.get('/api/users/me/notifications/')).body).toEqual({ monthly_report: false });
    expect((await put({ monthly_report: true })).body).toEqual({ monthly_report: true });
    expect((await fresh.get('/api/users/me/notifications/')).body).toEqual({ monthly_report: true });
    for (const bad of [
      { monthly_report: 'yes' },
      {},
      { monthly_report: true, extra: 1 },
      { monthly_report: null },
    ])
      expect((await put(bad)).status, JSON.stringify(bad)).toBe(400);
    expect((await fresh.get('/api/users/me/notifications/')).body).toEqual({ monthly_report: true });
  });
});
