import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY_CODES, CURRENCY_NAMES, marketResponseSchema, type CurrencyCode } from '@contract/market';
import { recordSnapshot } from '@server/prices/price-store';
import { importReferenceHistory } from '@server/prices/reference-history';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { manualSnapshot } from './fixtures/snapshots';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ localPremiumPct: 0, dealerSpreadPct: 1 });
});
afterAll(() => t.close());

const market = (headers: Record<string, string> = {}) => t.app.request('/api/prices/market/', { headers });

describe('GET /api/prices/market/', () => {
  it('answers 503 with a clear detail while no price was ever stored', async () => {
    const res = await market();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ detail: 'Market prices are not available yet.' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the newest reference day of a fresh install, with its true date and hand-computed prices', async () => {
    expect(await importReferenceHistory(t.ctx)).toEqual({ imported: 203, skipped: 0 });
    const res = await market();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(marketResponseSchema.parse(body)).toEqual(body);
    // 2026-09-29: gold_24k_gram 6909.85 EGP, xau_oz 214920.49 EGP, usd 52.0502; premium 0 %, spread 1 %
    // (buy = parity × purity × 0.995, sell × 1.005, half-up to piastres; pound = 8 × 21k buy; ounce = xau_oz / usd).
    // Each currency's rate that day in EGP, to 4 decimals.
    const rates: Record<CurrencyCode, number> = {
      USD: 52.0502,
      EUR: 59.1328,
      GBP: 68.9052,
      SAR: 13.8801,
      AED: 14.173,
      KWD: 168.604,
      CAD: 36.6851,
      CHF: 62.4575,
      JPY: 0.3305, // 0.330525 to 4 decimals
      CNY: 7.7597, // 7.75967
      AUD: 36.5329,
    };
    expect(body).toEqual({
      last_updated: '2026-09-29T09:00:00.000Z', // 12:00 Cairo (UTC+3 in September)
      gold_prices: {
        gold_24_buy: 6875.3, // 6909.85 × 0.995 = 6875.30075
        gold_24_sell: 6944.4, // 6909.85 × 1.005 = 6944.39925
        gold_21_buy: 6015.89, // 6046.119375 × 0.995 = 6015.8887...
        gold_21_sell: 6076.35, // 6046.119375 × 1.005 = 6076.3499...
        gold_18_buy: 5156.48, // 5182.3875 × 0.995 = 5156.4755...
        gold_18_sell: 5208.3, // 5182.3875 × 1.005 = 5208.2994...
        gold_14_buy: 4022.05, // 4042.26225 × 0.995 = 4022.0509...
        gold_14_sell: 4062.47, // 4042.26225 × 1.005 = 4062.4735...
        gold_pound_buy: 48127.12, // 8 × 6015.89
        gold_ounce_price: 4129.1, // 214920.49 / 52.0502 = 4129.1002
      },
      // xag_oz 3155.15 EGP: parity 3155.15 / 31.1034768 = 101.4404 EGP per gram of 999; silver premium 0 %,
      // spread 3 % (buy × 0.985, sell × 1.015); 925 at × 0.925 of 999.
      silver_prices: {
        silver_999_buy: 99.92, // 101.4404 × 0.985 = 99.9188
        silver_999_sell: 102.96, // 101.4404 × 1.015 = 102.9620
        silver_925_buy: 92.42, // 93.8324 × 0.985 = 92.4249
        silver_925_sell: 95.24, // 93.8324 × 1.015 = 95.2399
        silver_ounce_price: 60.62, // 3155.15 / 52.0502 = 60.6174
      },
      // each currency of product §9 in its order, under the contract's English name
      currency_rates: CURRENCY_CODES.map((code) => ({
        name: CURRENCY_NAMES[code],
        code,
        value: rates[code],
      })),
      daily_change: expect.objectContaining({ previous_close_day: '2026-09-28' }),
    });
  });

  it('is public: a bearer header, even a bad one, changes nothing', async () => {
    const res = await market({ Authorization: 'Bearer not-a-token' });
    expect(res.status).toBe(200);
    expect((await res.json()).last_updated).toBe('2026-09-29T09:00:00.000Z');
  });

  it('says how to cache it and answers 304 to a client that already has it', async () => {
    const res = await market();
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('last-modified')).toBe('Tue, 29 Sep 2026 09:00:00 GMT');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"market-\d+-[0-9a-z]+-\d+"$/);

    const again = await market({ 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await market({ 'If-None-Match': '"something-else"' })).status).toBe(200);
    expect((await market({ 'If-Modified-Since': 'Tue, 29 Sep 2026 09:00:00 GMT' })).status).toBe(304);
    expect((await market({ 'If-Modified-Since': 'Tue, 29 Sep 2026 08:59:59 GMT' })).status).toBe(200);
  });

  it('leaves out the 14k prices when the latest snapshot has none, and serves a newer snapshot at once', async () => {
    const before = (await market()).headers.get('etag');
    await recordSnapshot(t.ctx, manualSnapshot({ takenAt: new Date('2026-10-01T08:30:00Z'), k14: null }));
    const res = await market();
    const body = await res.json();
    expect(body.last_updated).toBe('2026-10-01T08:30:00.000Z');
    expect(body.gold_prices).not.toHaveProperty('gold_14_buy');
    expect(body.gold_prices).not.toHaveProperty('gold_14_sell');
    expect(body.gold_prices.gold_21_buy).toBe(6100);
    expect(body.currency_rates.map((r: { code: string }) => r.code)).toEqual([...CURRENCY_CODES]);
    expect(res.headers.get('etag')).not.toBe(before);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await (await t.app.request('/api/schema/')).json();
    expect(Object.keys(doc.paths)).toContain('/api/prices/market/');
    expect(doc.paths['/api/prices/market/'].get.responses).toHaveProperty('503');
  });
});
