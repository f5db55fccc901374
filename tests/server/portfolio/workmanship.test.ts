import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsvImportResult } from '@contract/csv-import';
import type { Holding, PortfolioValue, Transaction } from '@contract/portfolio';
import type { TestApp } from '@tests/support/test-app';
import { appWithTwoReadings, ASSET, buy, newCaller, sell } from './helpers';

/**
 * What gold is really worth (workmanship, refund, break-even, wealth in gold): the two optional parts of a gold
 * buy's price through the API, the holdings and value figures they give, and the CSV round trip. Prices today
 * (appWithTwoReadings): 21k 3600 a gram, 24k 4100, a pound 8 × 3600 = 28800, USD 51.
 */

const TX = '/api/portfolios/transactions/';
const JEWELLERY_21K = 52;
let t: TestApp;

beforeAll(async () => {
  t = await appWithTwoReadings();
});
afterAll(() => t?.close());

const ring = { ...buy(JEWELLERY_21K, 10, 6000, '2026-11-20'), workmanship_per_unit: 400 };
const pound = {
  ...buy(ASSET.pound_full, 1, 30000, '2026-11-20'),
  workmanship_per_unit: '1000',
  refund_per_unit: '500',
};

describe('recording workmanship and refund on a gold buy', () => {
  it('a ring with workmanship and a pound with a refund come back with both parts, in every answer', async () => {
    const { api } = await newCaller(t);
    const created = await api.post(TX, ring);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ price: 6000, workmanship_per_unit: 400, refund_per_unit: null });
    const second = await api.post(TX, pound);
    expect(second.body).toMatchObject({ price: 30000, workmanship_per_unit: 1000, refund_per_unit: 500 });
    const list = (await api.get(TX)).body as Transaction[];
    expect(list.map((x) => [x.asset, x.workmanship_per_unit, x.refund_per_unit]).sort()).toEqual([
      [ASSET.pound_full, 1000, 500],
      [JEWELLERY_21K, 400, null],
    ]);
    const one = await api.get(`${TX}${(created.body as Transaction).uuid}/`);
    expect(one.body).toMatchObject({ workmanship_per_unit: 400, refund_per_unit: null });
  });

  it.each([
    [
      'on a currency',
      { ...buy(ASSET.usd, 100, 50, '2026-11-20'), workmanship_per_unit: 1 },
      'workmanship_per_unit',
      /only for gold/,
    ],
    [
      'above the price',
      { ...buy(ASSET.gram_21k, 1, 3500, '2026-11-20'), workmanship_per_unit: 3500.01 },
      'workmanship_per_unit',
      /not more than the price/,
    ],
    [
      'refund above workmanship',
      { ...buy(ASSET.gram_21k, 1, 3500, '2026-11-20'), workmanship_per_unit: 100, refund_per_unit: 101 },
      'refund_per_unit',
      /not more than workmanship/,
    ],
    [
      'refund without workmanship',
      { ...buy(ASSET.gram_21k, 1, 3500, '2026-11-20'), refund_per_unit: 10 },
      'refund_per_unit',
      /needs the workmanship/,
    ],
    [
      'negative',
      { ...buy(ASSET.gram_21k, 1, 3500, '2026-11-20'), workmanship_per_unit: '-1' },
      'workmanship_per_unit',
      /greater than or equal to 0/,
    ],
    [
      'not a number',
      { ...buy(ASSET.gram_21k, 1, 3500, '2026-11-20'), workmanship_per_unit: 'abc' },
      'workmanship_per_unit',
      /valid number/,
    ],
    [
      'too many decimals',
      { ...buy(ASSET.gram_21k, 1, 3500, '2026-11-20'), workmanship_per_unit: '1.0000001' },
      'workmanship_per_unit',
      /decimal places/,
    ],
  ])('is refused %s, with the field named and nothing stored', async (_, body, field, message) => {
    const { api } = await newCaller(t);
    const reply = await api.post(TX, body);
    expect(reply.status).toBe(400);
    expect((reply.body as Record<string, string[]>)[field]![0]).toMatch(message);
    expect((await api.get(TX)).body).toEqual([]);
  });

  it('is refused on a sell; 0 is an answer (free workmanship)', async () => {
    const { api } = await newCaller(t);
    expect(
      (await api.post(TX, { ...buy(ASSET.gram_21k, 2, 3500, '2026-11-20'), workmanship_per_unit: 0 })).body,
    ).toMatchObject({
      workmanship_per_unit: 0,
    });
    const reply = await api.post(TX, {
      ...sell(ASSET.gram_21k, 1, 3600, '2026-11-21'),
      workmanship_per_unit: 10,
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { workmanship_per_unit: ['Workmanship is recorded only on a buy.'] },
    });
  });

  it('PATCH sets, keeps and clears them, and refuses a price below the recorded workmanship', async () => {
    const { api } = await newCaller(t);
    const { uuid } = (await api.post(TX, buy(ASSET.gram_21k, 1, 3500, '2026-11-20'))).body as Transaction;
    expect(
      (await api.patch(`${TX}${uuid}/`, { workmanship_per_unit: 200, refund_per_unit: 50 })).body,
    ).toMatchObject({
      workmanship_per_unit: 200,
      refund_per_unit: 50,
    });
    expect((await api.patch(`${TX}${uuid}/`, { quantity: 2 })).body).toMatchObject({
      quantity: 2,
      workmanship_per_unit: 200,
      refund_per_unit: 50,
    });
    expect(await api.patch(`${TX}${uuid}/`, { price: 150 })).toMatchObject({
      status: 400,
      body: { workmanship_per_unit: ['Ensure workmanship_per_unit is not more than the price.'] },
    });
    expect(await api.patch(`${TX}${uuid}/`, { workmanship_per_unit: null })).toMatchObject({
      status: 400,
      body: { refund_per_unit: [expect.stringMatching(/needs the workmanship/)] },
    });
    expect(
      (await api.patch(`${TX}${uuid}/`, { workmanship_per_unit: null, refund_per_unit: null })).body,
    ).toMatchObject({
      workmanship_per_unit: null,
      refund_per_unit: null,
      price: 3500,
    });
  });
});

describe('holdings and value split gold from workmanship', () => {
  it('the ring: gold gain and workmanship loss add up to the unrealised gain; the pound breaks even below its price', async () => {
    const { api } = await newCaller(t);
    await api.post(TX, ring);
    await api.post(TX, pound);
    const rows = (await api.get('/api/portfolios/holdings/')).body as Holding[];
    const poundRow = rows.find((r) => r.asset_code === 'pound_full')!;
    const ringRow = rows.find((r) => r.asset_code === 'jewellery_21k')!;
    // 10 g × 6000 = 60000, of which 10 × 400 = 4000 workmanship; the shop pays 10 × 3600 = 36000.
    expect(ringRow).toMatchObject({
      cost_basis: 60000,
      total_value: 36000,
      unrealized_gain: -24000,
      workmanship_paid: 4000,
      refundable: 0,
      gold_cost: 56000,
      gold_gain: -20000,
      resale_value: 36000,
      break_even_price: 6000,
      workmanship_known: true,
    });
    // 30000 with 1000 workmanship, 500 of it refunded on resale: selling at 29500 recovers what was paid.
    expect(poundRow).toMatchObject({
      cost_basis: 30000,
      total_value: 28800,
      workmanship_paid: 1000,
      refundable: 500,
      gold_cost: 29000,
      gold_gain: -200,
      resale_value: 29300,
      break_even_price: 29500,
      workmanship_known: true,
    });
    const value = (await api.get('/api/portfolios/value/')).body as PortfolioValue;
    expect(value).toMatchObject({
      total_value: 64800,
      cost_basis: 90000,
      unrealized_gain: -25200,
      workmanship_paid: 5000,
      refundable: 500,
      gold_cost: 85000,
      gold_gain: -20200,
      resale_value: 65300,
      workmanship_known: true,
      // 64800 / 3600 = 18 g of 21k; / 28800 = 2.25 pounds; / 51 = 1270.59 USD.
      in_units: { gold_21_grams: 18, gold_pounds: 2.25, usd: 1270.59 },
    });
  });

  it('a partial sale keeps the average-cost figures: the units left carry their share of workmanship and refund', async () => {
    const { api } = await newCaller(t);
    await api.post(TX, { ...pound, quantity: 2 });
    await api.post(TX, {
      ...buy(ASSET.pound_full, 2, 28000, '2026-11-21'),
      workmanship_per_unit: 600,
      refund_per_unit: 100,
    });
    await api.post(TX, sell(ASSET.pound_full, 3, 28800, '2026-11-22'));
    const [row] = (await api.get('/api/portfolios/holdings/')).body as Holding[];
    // Held 4 at an average of 29000 with 800 workmanship and 300 refund each; one left.
    expect(row).toMatchObject({
      quantity: 1,
      cost_basis: 29000,
      workmanship_paid: 800,
      refundable: 300,
      gold_cost: 28200,
      gold_gain: 600,
      resale_value: 29100,
      break_even_price: 28700,
    });
  });

  it('gold bought without its workmanship stays unknown, never zero, even beside known gold', async () => {
    const { api } = await newCaller(t);
    await api.post(TX, buy(ASSET.gram_21k, 1, 3500, '2026-11-20'));
    await api.post(TX, { ...buy(ASSET.gram_21k, 1, 3700, '2026-11-21'), workmanship_per_unit: 200 });
    const [row] = (await api.get('/api/portfolios/holdings/')).body as Holding[];
    expect(row).toMatchObject({
      workmanship_known: false,
      workmanship_paid: null,
      gold_cost: null,
      gold_gain: null,
      resale_value: 7200,
      break_even_price: 3600,
    });
    const value = (await api.get('/api/portfolios/value/')).body as PortfolioValue;
    expect(value).toMatchObject({ workmanship_known: false, workmanship_paid: null, gold_gain: null });
  });
});

describe('the CSV export and import', () => {
  it('round trip keeps both parts, and an Arabic header names them', async () => {
    const { api, authHeader } = await newCaller(t);
    await api.post(TX, ring);
    await api.post(TX, pound);
    const exported = await t.app.request('/api/portfolios/transactions/export.csv', {
      headers: { Authorization: authHeader },
    });
    const file = await exported.text();
    expect(file.split('\r\n')[0]).toMatch(/,workmanship_per_unit,refund_per_unit$/);
    const { api: other, authHeader: otherAuth } = await newCaller(t);
    const stored = await t.app.request('/api/portfolios/transactions/import/', {
      method: 'POST',
      headers: { Authorization: otherAuth, 'Content-Type': 'text/csv' },
      // Another household has no member of that name: the column is renamed so the import leaves it alone.
      body: file.replace(',member,', ',notes,'),
    });
    expect(((await stored.json()) as CsvImportResult).imported).toBe(2);
    const list = (await other.get(TX)).body as Transaction[];
    expect(list.map((x) => [x.price, x.workmanship_per_unit, x.refund_per_unit]).sort()).toEqual([
      [30000, 1000, 500],
      [6000, 400, null],
    ]);

    const arabic = await t.app.request('/api/portfolios/transactions/import/?dry_run=1', {
      method: 'POST',
      headers: { Authorization: otherAuth, 'Content-Type': 'text/csv' },
      body: 'التاريخ,النوع,كود الأصل,الكمية,السعر,المصنعية,المسترد\r\n2026-11-20,buy,pound_full,1,30000,1000,2000\r\n',
    });
    const preview = (await arabic.json()) as { rows: { errors: { column: string; code: string }[] }[] };
    expect(preview.rows[0]!.errors).toEqual([
      expect.objectContaining({ column: 'refund_per_unit', code: 'invalidWorkmanship' }),
    ]);
  });
});
