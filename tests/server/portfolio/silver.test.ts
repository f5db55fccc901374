import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsvImportResult } from '@contract/csv-import';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, buy, caller, NOW, recordPrices } from './helpers';

/**
 * Silver as its own catalogue group (migration 0711): priced per gram of its fineness at what a dealer pays, like
 * gold's grams and ingots, and carried by holdings, the portfolio value, the chart and the CSV files.
 */
const TX = '/api/portfolios/transactions/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  // Yesterday: 999 silver at 100 a gram; this morning at 110 (925 at 92.5 % of it). Dealers pay the "buy" side.
  await recordPrices(t.ctx, '2026-11-21T15:00:00Z', {
    k24: 4000,
    k21: 3500,
    k18: 3000,
    usd: 50,
    silver999: 100,
  });
  await recordPrices(t.ctx, '2026-11-22T09:00:00Z', {
    k24: 4100,
    k21: 3600,
    k18: 3100,
    usd: 51,
    silver999: 110,
  });
});
afterAll(() => t?.close());

async function person(language: 'ar' | 'en' = 'en') {
  const user = await createActiveUser(t.ctx, undefined, { language });
  return { user, api: caller(t, user.authHeader) };
}

async function record(api: ReturnType<typeof caller>, body: unknown) {
  const reply = await api.post(TX, body);
  expect(reply.status, reply.text).toBe(201);
}

describe('silver: catalogue, holdings, value, chart and CSV', () => {
  it('the available assets list a silver group: 999 and 925 grams and a 100 g bar, each with its fineness', async () => {
    const { api } = await person();
    const { body } = (await api.get('/api/portfolios/available-assets/')) as {
      body: { silver: { code: string; weight: number; karat: null; fineness: number }[] };
    };
    expect(body.silver.map((a) => [a.code, a.weight, a.karat, a.fineness])).toEqual([
      ['silver_999_gram', 1, null, 999],
      ['silver_925_gram', 1, null, 925],
      ['silver_bar_100g', 100, null, 999],
    ]);
  });

  it('a person buying silver grams and a bar sees them valued at today’s dealer price per gram of their fineness', async () => {
    const { api } = await person();
    await record(api, buy(ASSET.silver_999_gram, 50, 95, '2026-11-20'));
    await record(api, buy(ASSET.silver_925_gram, 20, 90, '2026-11-20'));
    await record(api, buy(ASSET.silver_bar_100g, 1, 9800, '2026-11-20'));
    const holdings = (await api.get('/api/portfolios/holdings/')).body as Record<string, unknown>[];
    expect(
      holdings.map((h) => [h.asset_code, h.asset_type, h.main_type, h.current_price, h.total_value]),
    ).toEqual([
      ['silver_999_gram', 'silver', 'silver', 110, 5500],
      ['silver_925_gram', 'silver', 'silver', 101.75, 2035], // 110 × 0.925
      ['silver_bar_100g', 'silver', 'silver', 11000, 11000],
    ]);
    const value = (await api.get('/api/portfolios/value/')).body as Record<string, number>;
    expect(value.total_value).toBe(18535);
    // Silver is no gold: the gold weights stay zero.
    expect(value.total_grams).toBe(0);
    expect(value.pure_gold_grams).toBe(0);
  });

  it('the chart values the silver each day at that day’s silver price', async () => {
    const { api } = await person();
    await record(api, buy(ASSET.silver_999_gram, 10, 95, '2026-11-20'));
    const points = (await api.get('/api/portfolios/chart/?range=1w')).body as {
      date: string;
      value: number;
    }[];
    const byDay = new Map(points.map((p) => [p.date.slice(0, 10), p.value]));
    expect(byDay.get('2026-11-21')).toBe(1000); // 10 g × 100
    expect(byDay.get('2026-11-22')).toBe(1100); // 10 g × 110
  });

  it('exports silver rows with their Arabic names, and an Arabic silver row imports into a fresh account', async () => {
    const { user, api } = await person('ar');
    await record(api, buy(ASSET.silver_925_gram, '12.5', 88, '2026-11-19'));
    const res = await t.app.request('/api/portfolios/transactions/export.csv', {
      headers: { Authorization: user.authHeader },
    });
    const text = await res.text();
    expect(text).toContain(',silver_925_gram,جرام فضة عيار 925,12.5,88,');

    const fresh = await person('ar');
    const file = 'date,type,asset,quantity,price\r\n2026-11-18,buy,سبيكة فضة 100 جرام عيار 999,2,9700\r\n';
    const stored = await t.app.request('/api/portfolios/transactions/import/', {
      method: 'POST',
      headers: { Authorization: fresh.user.authHeader, 'Content-Type': 'text/csv' },
      body: file,
    });
    expect(((await stored.json()) as CsvImportResult).imported).toBe(1);
    const holdings = (await fresh.api.get('/api/portfolios/holdings/')).body as Record<string, unknown>[];
    expect(holdings.map((h) => [h.asset_code, h.quantity, h.total_value])).toEqual([
      ['silver_bar_100g', 2, 22000],
    ]);
  });
});
