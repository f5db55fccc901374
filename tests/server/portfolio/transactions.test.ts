import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '@contract/market';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, buy, countTransactions, newCaller, NOW, sell, type Caller } from './helpers';

const TX = '/api/portfolios/transactions/';
const txUrl = (uuid: string) => `${TX}${uuid}/`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t?.close());

const newUser = () => newCaller(t);

/** Field refusals that several cases below share, as the API words them. */
const NOT_A_DATE = { timestamp: [expect.stringContaining('Datetime has wrong format')] };
const IN_THE_FUTURE = { timestamp: ['The date cannot be in the future.'] };
const EIGHT_DIGITS = 'Ensure that there are no more than 8 digits before the decimal point.';
const SIX_DECIMALS = 'Ensure that there are no more than 6 decimal places.';

async function storedRow(uuid: string) {
  const { rows } = await t.ctx.pool.query(
    `SELECT user_id, asset_id, type, quantity::text AS quantity, price::text AS price, "timestamp"
       FROM transactions WHERE uuid = $1`,
    [uuid],
  );
  return rows[0] as
    | { user_id: number; asset_id: number; type: string; quantity: string; price: string; timestamp: Date }
    | undefined;
}

async function created(api: Caller, body: unknown, url = TX): Promise<string> {
  const reply = await api.post(url, body);
  expect(reply.status, reply.text).toBe(201);
  return (reply.body as { uuid: string }).uuid;
}

describe('authentication', () => {
  it.each([
    ['GET', '/api/portfolios/available-assets/'],
    ['GET', TX],
    ['POST', TX],
    ['POST', '/transactions/'],
    ['PATCH', txUrl('6f1c8f5e-8a53-4c0e-9d0f-5b0c4f0d9a11')],
    ['DELETE', txUrl('6f1c8f5e-8a53-4c0e-9d0f-5b0c4f0d9a11')],
    ['GET', '/api/portfolios/holdings/'],
    ['GET', '/api/portfolios/value/'],
    ['GET', '/api/portfolios/chart/?range=1m'],
  ])('%s %s without a token is a SimpleJWT 401', async (method, url) => {
    const res = await t.app.request(url, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    expect(await res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('available assets', () => {
  it('lists the gold groups (jewellery included) and currencies, each sorted by order, with codes, weights and karats', async () => {
    const { api } = await newUser();
    const reply = await api.get('/api/portfolios/available-assets/');
    expect(reply.status).toBe(200);
    const body = reply.body as Record<
      string,
      Array<{
        id: number;
        code: string;
        name: string;
        weight: number | null;
        karat: number | null;
        order: number;
      }>
    >;
    expect(Object.keys(body)).toEqual([
      'gold_pounds',
      'grams',
      'gold_ingots',
      'jewellery',
      'silver',
      'currencies',
    ]);
    expect(body.silver!.map((a) => a.code)).toEqual([
      'silver_999_gram',
      'silver_925_gram',
      'silver_bar_100g',
    ]);
    expect(body.gold_pounds).toEqual([
      { id: 1, code: 'pound_full', name: 'Gold Pound', weight: 8, karat: 21, fineness: null, order: 1 },
      { id: 2, code: 'pound_half', name: 'Half Gold Pound', weight: 4, karat: 21, fineness: null, order: 2 },
      {
        id: 3,
        code: 'pound_quarter',
        name: 'Quarter Gold Pound',
        weight: 2,
        karat: 21,
        fineness: null,
        order: 3,
      },
    ]);
    expect(body.grams!.map((a) => [a.code, a.karat, a.weight])).toEqual([
      ['gram_24k', 24, 1],
      ['gram_21k', 21, 1],
      ['gram_18k', 18, 1],
      ['gram_14k', 14, 1],
    ]);
    expect(body.gold_ingots!.map((a) => a.weight)).toEqual([1, 2.5, 5, 10, 20, 31.1, 50, 100]);
    expect(body.jewellery).toEqual([
      {
        id: 51,
        code: 'jewellery_24k',
        name: '24K Gold Jewellery (gram)',
        weight: 1,
        karat: 24,
        fineness: null,
        order: 1,
      },
      {
        id: 52,
        code: 'jewellery_21k',
        name: '21K Gold Jewellery (gram)',
        weight: 1,
        karat: 21,
        fineness: null,
        order: 2,
      },
      {
        id: 53,
        code: 'jewellery_18k',
        name: '18K Gold Jewellery (gram)',
        weight: 1,
        karat: 18,
        fineness: null,
        order: 3,
      },
    ]);
    expect(body.gold_ingots!.every((a) => a.karat === 24)).toBe(true);
    // The spec's eleven currencies (§9), in the contract's order, as lower-case asset codes.
    expect(body.currencies!.map((a) => a.code)).toEqual(CURRENCY_CODES.map((c) => c.toLowerCase()));
    expect(body.currencies!.map((a) => a.name)).toContain('Kuwaiti Dinar');
    expect(body.currencies!.every((a) => a.weight === null && a.karat === null)).toBe(true);
    for (const group of Object.values(body)) {
      expect(group.map((a) => a.order)).toEqual([...group.map((a) => a.order)].sort((x, y) => x - y));
    }
  });

  it('keeps Arabic names in the catalogue', async () => {
    const { rows } = await t.ctx.pool.query(
      `SELECT name_ar FROM assets WHERE code IN ('pound_full', 'usd') ORDER BY id`,
    );
    expect(rows.map((r) => r.name_ar)).toEqual(['جنيه ذهب', 'دولار أمريكي']);
  });
});

describe('creating transactions', () => {
  it('a buy answers 201 with the transaction and stores exact decimals', async () => {
    const { api, user } = await newUser();
    const reply = await api.post(TX, buy(ASSET.gram_21k, 2.5, 3512.75, '2026-11-20'));
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      transaction_type: 'buy',
      asset: ASSET.gram_21k,
      asset_code: 'gram_21k',
      asset_type: 'grams',
      asset_name: '21K Gold Gram',
      quantity: 2.5,
      price: 3512.75,
      timestamp: '2026-11-20T12:00:00.000Z',
      // Product §13: whose gold it is; without `member`, the owner's own.
      member: expect.stringMatching(/^[0-9a-f-]{36}$/),
      // Not recorded: null, never 0.
      workmanship_per_unit: null,
      refund_per_unit: null,
    });
    const row = await storedRow((reply.body as { uuid: string }).uuid);
    expect(row).toMatchObject({
      user_id: user.id,
      asset_id: ASSET.gram_21k,
      type: 'buy',
      quantity: '2.500000',
      price: '3512.750000',
    });
    expect(row!.timestamp.toISOString()).toBe('2026-11-20T12:00:00.000Z');
  });

  it('transaction_type defaults to buy; decimal strings are accepted as numbers', async () => {
    const { api } = await newUser();
    const reply = await api.post(TX, {
      asset: ASSET.usd,
      quantity: '100.25',
      price: '49.5',
      timestamp: '2026-11-01T12:00:00Z',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      transaction_type: 'buy',
      quantity: 100.25,
      price: 49.5,
      asset_type: 'currencies',
    });
  });

  it('the legacy POST /transactions/ behaves as POST /api/portfolios/transactions/', async () => {
    const { api } = await newUser();
    const uuid = await created(api, buy(ASSET.pound_half, 1, 14000, '2026-11-02'), '/transactions/');
    const list = await api.get(TX);
    expect(
      (list.body as Array<{ uuid: string; asset_code: string }>).map((x) => [x.uuid, x.asset_code]),
    ).toEqual([[uuid, 'pound_half']]);
    expect(await api.post('/transactions/', buy(ASSET.pound_half, 0, 14000, '2026-11-02'))).toMatchObject({
      status: 400,
      body: { detail: 'Invalid quantity' },
    });
    expect(await api.post('/transactions/', sell(ASSET.pound_half, 2, 14000, '2026-11-03'))).toMatchObject({
      status: 400,
      body: { detail: 'Not enough balance' },
    });
  });

  it("today's date at 12:00 UTC is accepted even before noon; tomorrow is the future", async () => {
    const { api } = await newUser();
    // The clock says 10:00 UTC; the SPA stamps today's purchases 12:00 UTC (product §5).
    expect((await api.post(TX, buy(ASSET.gram_24k, 1, 4000, '2026-11-22'))).status).toBe(201);
    // 23:59:59 in Cairo today is still today.
    const lateToday = {
      ...buy(ASSET.gram_24k, 1, 4000, '2026-11-22'),
      timestamp: '2026-11-22T23:59:59+02:00',
    };
    expect((await api.post(TX, lateToday)).status).toBe(201);
    expect(await api.post(TX, buy(ASSET.gram_24k, 1, 4000, '2026-11-23'))).toMatchObject({
      status: 400,
      body: IN_THE_FUTURE,
    });
  });
});

describe('bad input: clear 400s, nothing stored', () => {
  const valid = buy(ASSET.gram_21k, 1, 3500, '2026-11-01');
  const cases: Array<[string, unknown, unknown]> = [
    ['zero quantity', { ...valid, quantity: 0 }, { detail: 'Invalid quantity' }],
    ['negative quantity', { ...valid, quantity: -2 }, { detail: 'Invalid quantity' }],
    ['negative quantity as text', { ...valid, quantity: '-0.5' }, { detail: 'Invalid quantity' }],
    ['zero price', { ...valid, price: 0 }, { detail: 'Invalid price' }],
    ['negative price', { ...valid, price: -3500 }, { detail: 'Invalid price' }],
    ['"NaN" quantity', { ...valid, quantity: 'NaN' }, { quantity: ['A valid number is required.'] }],
    ['"Infinity" price', { ...valid, price: 'Infinity' }, { price: ['A valid number is required.'] }],
    ['huge quantity', { ...valid, quantity: 123456789 }, { quantity: [EIGHT_DIGITS] }],
    ['huge price in exponent form', { ...valid, price: '1e20' }, { price: [EIGHT_DIGITS] }],
    ['over-precise quantity', { ...valid, quantity: 1.1234567 }, { quantity: [SIX_DECIMALS] }],
    ['over-precise price', { ...valid, price: '3500.0000001' }, { price: [SIX_DECIMALS] }],
    ['quantity as a boolean', { ...valid, quantity: true }, { quantity: ['A valid number is required.'] }],
    ['price as an object', { ...valid, price: {} }, { price: ['A valid number is required.'] }],
    ['price as null', { ...valid, price: null }, { price: ['A valid number is required.'] }],
    ['asset as text', { ...valid, asset: 'gram_21k' }, { asset: ['A valid integer is required.'] }],
    ['asset not an integer', { ...valid, asset: 1.5 }, { asset: ['A valid integer is required.'] }],
    ['unknown asset', { ...valid, asset: 999 }, { asset: ['Invalid pk "999" - object does not exist.'] }],
    [
      'unknown transaction type',
      { ...valid, transaction_type: 'gift' },
      { transaction_type: ['"gift" is not a valid choice.'] },
    ],
    [
      'transaction type an object String() cannot print',
      { ...valid, transaction_type: { toString: null } },
      { transaction_type: ['"[object Object]" is not a valid choice.'] },
    ],
    ['unknown field', { ...valid, user_id: 1 }, { user_id: ['Unknown field.'] }],
    ['timestamp not a date', { ...valid, timestamp: 'yesterday' }, NOT_A_DATE],
    ['timestamp without a zone', { ...valid, timestamp: '2026-11-01T12:00:00' }, NOT_A_DATE],
    ['impossible date', { ...valid, timestamp: '2026-02-30T12:00:00Z' }, NOT_A_DATE],
    ['timestamp as a number', { ...valid, timestamp: 1767268800 }, NOT_A_DATE],
    ['far future', { ...valid, timestamp: '2030-01-01T12:00:00Z' }, IN_THE_FUTURE],
    ['the last second of year 9999', { ...valid, timestamp: '9999-12-31T23:59:59Z' }, IN_THE_FUTURE],
    ['midnight tomorrow in Cairo', { ...valid, timestamp: '2026-11-23T00:00:00+02:00' }, IN_THE_FUTURE],
    [
      'before 1900',
      { ...valid, timestamp: '1899-12-31T12:00:00Z' },
      { timestamp: ['The date cannot be before 1900-01-01.'] },
    ],
    [
      'missing fields',
      {},
      {
        asset: ['This field is required.'],
        quantity: ['This field is required.'],
        price: ['This field is required.'],
        timestamp: ['This field is required.'],
      },
    ],
    ['a list instead of an object', [valid], { non_field_errors: [expect.stringContaining('Invalid data')] }],
  ];

  it.each(cases)('%s', async (_name, body, expected) => {
    const { api, user } = await newUser();
    const reply = await api.post(TX, body);
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body).toEqual(expected);
    expect(await countTransactions(t.ctx, user.id)).toBe(0);
  });

  it('raw NaN, Infinity and 1e999 in the JSON text are refused too', async () => {
    const { api, user } = await newUser();
    const text = (q: string) =>
      `{"asset": ${ASSET.gram_21k}, "quantity": ${q}, "price": 3500, "timestamp": "2026-11-01T12:00:00Z"}`;
    expect(await api.post(TX, text('NaN'))).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining('JSON parse error') },
    });
    expect(await api.post(TX, text('Infinity'))).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining('JSON parse error') },
    });
    expect(await api.post(TX, text('1e999'))).toMatchObject({
      status: 400,
      body: { quantity: ['A valid number is required.'] },
    });
    expect(await countTransactions(t.ctx, user.id)).toBe(0);
  });

  it('the largest and finest allowed amounts are stored exactly', async () => {
    const { api } = await newUser();
    const reply = await api.post(TX, { ...valid, quantity: '99999999.999999', price: '0.000001' });
    expect(reply.status, reply.text).toBe(201);
    const row = await storedRow((reply.body as { uuid: string }).uuid);
    expect(row).toMatchObject({ quantity: '99999999.999999', price: '0.000001' });
  });
});

describe('the balance may never go negative', () => {
  it.each([
    {
      name: 'buy then partial sell is fine; selling more than is left is Not enough balance',
      stored: [buy(ASSET.pound_full, 3, 27000, '2026-10-01'), sell(ASSET.pound_full, 2, 28000, '2026-10-10')],
      refused: sell(ASSET.pound_full, 1.5, 28000, '2026-10-11'),
    },
    {
      name: 'a sell dated before the buy is refused',
      stored: [buy(ASSET.gram_24k, 5, 4000, '2026-10-10')],
      refused: sell(ASSET.gram_24k, 1, 4000, '2026-10-09'),
    },
    {
      name: 'a sell with nothing bought, of another asset than the one held, is refused',
      stored: [buy(ASSET.gram_24k, 5, 4000, '2026-10-10')],
      refused: sell(ASSET.gram_21k, 1, 3500, '2026-10-11'),
    },
  ])('$name', async ({ stored, refused }) => {
    const { api, user } = await newUser();
    for (const body of stored) await created(api, body);
    expect(await api.post(TX, refused)).toMatchObject({
      status: 400,
      body: { detail: 'Not enough balance' },
    });
    expect(await countTransactions(t.ctx, user.id)).toBe(stored.length);
  });

  it('editing a buy below what was later sold is refused and changes nothing', async () => {
    const { api } = await newUser();
    const buyId = await created(api, buy(ASSET.gram_21k, 10, 3400, '2026-10-01'));
    await created(api, sell(ASSET.gram_21k, 7, 3500, '2026-10-05'));
    expect(await api.patch(txUrl(buyId), { quantity: 6.5 })).toMatchObject({
      status: 400,
      body: { detail: 'Not enough balance' },
    });
    expect(await storedRow(buyId)).toMatchObject({ quantity: '10.000000' });
    expect(await api.patch(txUrl(buyId), { timestamp: '2026-10-06T12:00:00Z' })).toMatchObject({
      status: 400,
      body: { detail: 'Not enough balance' },
    });
    const ok = await api.patch(txUrl(buyId), { quantity: 7 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ uuid: buyId, quantity: 7, price: 3400 });
  });

  it('deleting a buy that a sell depends on is refused; deleting the sell first then the buy works', async () => {
    const { api, user } = await newUser();
    const buyId = await created(api, buy(ASSET.usd, 500, 48, '2026-10-01'));
    const sellId = await created(api, sell(ASSET.usd, 200, 49, '2026-10-02'));
    expect(await api.delete(txUrl(buyId))).toMatchObject({
      status: 400,
      body: { detail: 'Not enough balance' },
    });
    expect(await countTransactions(t.ctx, user.id)).toBe(2);
    expect(await api.delete(txUrl(sellId))).toMatchObject({ status: 204, text: '' });
    expect(await api.delete(txUrl(buyId))).toMatchObject({ status: 204 });
    expect(await countTransactions(t.ctx, user.id)).toBe(0);
    expect(await api.delete(txUrl(buyId))).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });

  it('fractional grams: 0.1 + 0.2 g sold as 0.3 g leaves nothing, 0.300001 g is too much', async () => {
    const { api } = await newUser();
    await created(api, buy(ASSET.gram_18k, 0.1, 3000, '2026-10-01'));
    await created(api, buy(ASSET.gram_18k, 0.2, 3000, '2026-10-02'));
    expect((await api.post(TX, sell(ASSET.gram_18k, '0.300001', 3000, '2026-10-03'))).body).toEqual({
      detail: 'Not enough balance',
    });
    expect((await api.post(TX, sell(ASSET.gram_18k, 0.3, 3000, '2026-10-03'))).status).toBe(201);
    expect((await api.get('/api/portfolios/holdings/')).body).toEqual([]);
  });

  it('a buy and a sell on the same day (same 12:00 UTC stamp) work in either order', async () => {
    const { api } = await newUser();
    await created(api, buy(ASSET.pound_quarter, 1, 7000, '2026-10-01'));
    // The sell of the second quarter is recorded before its purchase, both dated the 2nd.
    expect((await api.post(TX, sell(ASSET.pound_quarter, 2, 7100, '2026-10-02'))).status).toBe(400);
    await created(api, buy(ASSET.pound_quarter, 1, 7000, '2026-10-02'));
    expect((await api.post(TX, sell(ASSET.pound_quarter, 2, 7100, '2026-10-02'))).status).toBe(201);
  });
});

describe('editing', () => {
  it('changes only quantity, price and timestamp; the answer is the updated transaction', async () => {
    const { api } = await newUser();
    const id = await created(api, buy(ASSET.ingot_2_5g, 2, 9800, '2026-10-01'));
    const reply = await api.patch(txUrl(id), { price: 9900.5, timestamp: '2026-10-03T12:00:00Z' });
    expect(reply).toMatchObject({
      status: 200,
      body: {
        uuid: id,
        transaction_type: 'buy',
        asset: ASSET.ingot_2_5g,
        quantity: 2,
        price: 9900.5,
        timestamp: '2026-10-03T12:00:00.000Z',
      },
    });
    expect(await storedRow(id)).toMatchObject({ price: '9900.500000', quantity: '2.000000' });
    expect(await api.patch(txUrl(id), {})).toMatchObject({ status: 200, body: { price: 9900.5 } });
  });

  it.each([
    [{ transaction_type: 'sell' }, { transaction_type: ['Unknown field.'] }],
    [{ asset: ASSET.gram_24k }, { asset: ['Unknown field.'] }],
    [{ quantity: 0 }, { detail: 'Invalid quantity' }],
    [{ price: -1 }, { detail: 'Invalid price' }],
    [{ quantity: 'lots' }, { quantity: ['A valid number is required.'] }],
    [{ price: 1.0000001 }, { price: [SIX_DECIMALS] }],
    [{ timestamp: '2027-01-01T12:00:00Z' }, IN_THE_FUTURE],
    [{ timestamp: 'soon' }, NOT_A_DATE],
  ])('PATCH %j → 400 %j, nothing changed', async (patch, expected) => {
    const { api } = await newUser();
    const id = await created(api, buy(ASSET.gram_24k, 2, 4000, '2026-10-01'));
    const reply = await api.patch(txUrl(id), patch);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(expected);
    expect(await storedRow(id)).toMatchObject({
      type: 'buy',
      asset_id: ASSET.gram_24k,
      quantity: '2.000000',
      price: '4000.000000',
    });
  });

  it('a uuid that is not one, or that does not exist, is 404', async () => {
    const { api } = await newUser();
    expect(await api.patch(txUrl('not-a-uuid'), { price: 1 })).toMatchObject({
      status: 404,
      body: { detail: 'Not found.' },
    });
    expect(await api.delete(txUrl('not-a-uuid'))).toMatchObject({
      status: 404,
      body: { detail: 'Not found.' },
    });
    expect(await api.get(txUrl('6f1c8f5e-8a53-4c0e-9d0f-5b0c4f0d9a11'))).toMatchObject({
      status: 404,
      body: { detail: 'Not found.' },
    });
  });
});

describe("another person's transactions", () => {
  it('are 404 on GET, PATCH and DELETE, and stay untouched', async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const id = await created(owner.api, buy(ASSET.pound_full, 1, 27000, '2026-10-01'));
    expect(await owner.api.get(txUrl(id))).toMatchObject({ status: 200, body: { uuid: id } });
    expect(await intruder.api.get(txUrl(id))).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    expect(await intruder.api.patch(txUrl(id), { quantity: 5 })).toMatchObject({
      status: 404,
      body: { detail: 'Not found.' },
    });
    expect(await intruder.api.delete(txUrl(id))).toMatchObject({
      status: 404,
      body: { detail: 'Not found.' },
    });
    expect((await intruder.api.get(TX)).body).toEqual([]);
    expect((await intruder.api.get('/api/portfolios/holdings/')).body).toEqual([]);
    expect(await storedRow(id)).toMatchObject({ user_id: owner.user.id, quantity: '1.000000' });
    // Nor can the intruder sell what the owner holds.
    expect(await intruder.api.post(TX, sell(ASSET.pound_full, 1, 27000, '2026-10-02'))).toMatchObject({
      status: 400,
      body: { detail: 'Not enough balance' },
    });
  });
});

describe('listing', () => {
  it('is newest first and filters by asset, type and date range', async () => {
    const { api } = await newUser();
    const a = await created(api, buy(ASSET.gram_21k, 2, 3400, '2026-09-01'));
    const b = await created(api, buy(ASSET.usd, 100, 48, '2026-09-15'));
    const c = await created(api, sell(ASSET.gram_21k, 1, 3500, '2026-10-01'));
    const d = await created(api, buy(ASSET.gram_21k, 1, 3550, '2026-10-20'));
    const ids = async (query = '') =>
      ((await api.get(`${TX}${query}`)).body as Array<{ uuid: string }>).map((x) => x.uuid);
    expect(await ids()).toEqual([d, c, b, a]);
    expect(await ids(`?asset=${ASSET.gram_21k}`)).toEqual([d, c, a]);
    expect(await ids('?transaction_type=sell')).toEqual([c]);
    expect(await ids('?from=2026-09-15&to=2026-10-01')).toEqual([c, b]);
    expect(await ids('?from=2026-09-15T12:00:01Z')).toEqual([d, c]);
    expect(await ids(`?asset=${ASSET.usd}&transaction_type=buy`)).toEqual([b]);
    expect(await ids('?from=0000-01-01&to=9999-12-31')).toEqual([d, c, b, a]);
    expect(await ids('?from=0001-01-01T00:00:00Z&to=9999-12-31T23:59:59Z')).toEqual([d, c, b, a]);
    expect(await ids('?to=1000-01-01')).toEqual([]);
  });

  it('refuses filters it cannot read', async () => {
    const { api } = await newUser();
    expect(await api.get(`${TX}?asset=gold`)).toMatchObject({
      status: 400,
      body: { asset: ['A valid integer is required.'] },
    });
    expect(await api.get(`${TX}?transaction_type=gift`)).toMatchObject({
      status: 400,
      body: { transaction_type: [expect.any(String)] },
    });
    expect(await api.get(`${TX}?asset=99999999999`)).toMatchObject({
      status: 400,
      body: { asset: [expect.any(String)] },
    });
    expect(await api.get(`${TX}?from=last-week`)).toMatchObject({
      status: 400,
      body: { from: [expect.any(String)] },
    });
  });
});
