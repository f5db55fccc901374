import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { hijriString, hijriYearAfter } from '@server/zakat/hijri';
import { ASSET, buy, caller, NOW, recordPrices, type Caller } from '../portfolio/helpers';

/**
 * Product §12 over HTTP on PostgreSQL: jewellery in the portfolio, the zakat computation with the person's settings,
 * payments settling a hawl, and the calendar reminder. Prices: 21k 3,500 and 24k 4,000 EGP a gram (dealer side).
 */
const JEWELLERY_21K = 52;
const TX = '/api/portfolios/transactions/';
const BOUGHT = '2025-06-01';
const DUE = hijriYearAfter(BOUGHT);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const levels = { k24: 4000, k21: 3500, k18: 3000, usd: 50 };
  await recordPrices(t.ctx, '2025-01-01T10:00:00Z', levels);
  await recordPrices(t.ctx, new Date(NOW.getTime() - 3_600_000), levels);
});
afterAll(() => t?.close());

async function newUser(): Promise<
  Caller & { userId: number; put: (url: string, body: unknown) => ReturnType<Caller['get']> }
> {
  const { authHeader, user } = await createActiveUser(t.ctx);
  const api = caller(t, authHeader);
  const put = async (url: string, body: unknown) => {
    const res = await t.app.request(url, {
      method: 'PUT',
      headers: { Authorization: authHeader, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null, text };
  };
  return { ...api, userId: user.id, put };
}

/** 100 g of 21k jewellery and 40 gold pounds (320 g of 21k, 1,120,000 EGP), bought on 1 June 2025. */
async function jewelleryAndPounds(api: Caller) {
  for (const body of [buy(JEWELLERY_21K, 100, 3600, BOUGHT), buy(ASSET.pound_full, 40, 29000, BOUGHT)]) {
    const reply = await api.post(TX, body);
    expect(reply.status, reply.text).toBe(201);
  }
}

describe('jewellery in the portfolio', () => {
  it('holdings, value and total grams count jewellery like any gram of gold', async () => {
    const api = await newUser();
    await jewelleryAndPounds(api);
    const holdings = (await api.get('/api/portfolios/holdings/')).body as Array<Record<string, unknown>>;
    expect(holdings.map((h) => [h.asset_code, h.asset_type, h.total_value])).toEqual([
      ['pound_full', 'gold', 1120000],
      ['jewellery_21k', 'gold', 350000],
    ]);
    expect((await api.get('/api/portfolios/value/')).body).toMatchObject({
      total_value: 1470000,
      total_grams: 420,
    });
  });
});

describe('GET /api/zakat/', () => {
  it('a person with nothing owes nothing and has no reminder', async () => {
    const api = await newUser();
    const reply = await api.get('/api/zakat/');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      as_of: '2026-11-22',
      nisab_grams: 85,
      nisab_value: 297500,
      nisab_reached: false,
      amount_due: 0,
      // Product §12: no estimate below the nisab.
      estimate: null,
      hawl: { state: 'below_nisab', started_on: null, due_on: null, due_on_hijri: null },
      settings: {
        nisab_basis: 'gold_21',
        hawl_rule: 'continuous',
        jewellery: 'exempt',
        cash_egp: 0,
        debts_egp: 0,
      },
    });
    expect(await api.get('/api/zakat/reminder.ics')).toMatchObject({ status: 404 });
  });

  it('is due a Hijri year after the nisab was reached; exempt jewellery is listed but not counted', async () => {
    const api = await newUser();
    await jewelleryAndPounds(api);
    const body = (await api.get('/api/zakat/')).body as Record<string, unknown>;
    expect(body).toMatchObject({
      hawl: { state: 'due', started_on: BOUGHT, due_on: DUE, due_on_hijri: hijriString(DUE) },
      value_on_due: 1120000,
      amount_due: 28000,
      // The next year runs from the due day, at the nisab today: what it would owe if it ended today.
      current: { state: 'running', started_on: DUE, due_on: hijriYearAfter(DUE) },
      estimate: 28000,
      zakatable_value: 1120000,
    });
    expect(body.items).toEqual([
      expect.objectContaining({ asset_code: 'pound_full', included: true, reason: 'saved_gold' }),
      expect.objectContaining({ asset_code: 'jewellery_21k', included: false, reason: 'jewellery_exempt' }),
    ]);
    expect((body.explanation as Array<{ key: string }>).map((s) => s.key)).toEqual([
      'due_year',
      'due_nisab',
      'due_zakatable',
      'due_amount',
      'today',
      'nisab',
      'zakatable',
      'excluded',
      'nisab_reached',
      'hawl_running',
      'estimate',
    ]);
  });
});

describe('PUT /api/zakat/settings/', () => {
  it('stores the settings, which change the computation (numbers as JSON numbers or decimal strings)', async () => {
    const api = await newUser();
    await jewelleryAndPounds(api);
    const stored = await api.put('/api/zakat/settings/', {
      nisab_basis: 'gold_24',
      jewellery: 'included',
      cash_egp: 30000.5,
      debts_egp: '10000',
    });
    expect(stored).toMatchObject({
      status: 200,
      body: {
        nisab_basis: 'gold_24',
        hawl_rule: 'continuous',
        jewellery: 'included',
        cash_egp: 30000.5,
        debts_egp: 10000,
      },
    });
    const body = (await api.get('/api/zakat/')).body as Record<string, unknown>;
    expect(body).toMatchObject({ nisab_value: 340000, value_on_due: 1490000.5, amount_due: 37250.01 });
    expect(await api.put('/api/zakat/settings/', { hawl_rule: 'start_and_end' })).toMatchObject({
      status: 200,
      body: { hawl_rule: 'start_and_end', nisab_basis: 'gold_24', cash_egp: 30000.5 },
    });
  });

  it('gives cash and debts back exactly as stored, so saving another setting never rewrites them', async () => {
    const api = await newUser();
    const storedAmounts = async () =>
      (
        await t.ctx.pool.query<{ cash_egp: string; debts_egp: string }>(
          'SELECT cash_egp::text, debts_egp::text FROM zakat_settings WHERE user_id = $1',
          [api.userId],
        )
      ).rows[0];
    const saved = await api.put('/api/zakat/settings/', { cash_egp: '1000.005', debts_egp: 250.000001 });
    expect(saved).toMatchObject({ status: 200, body: { cash_egp: 1000.005, debts_egp: 250.000001 } });
    const { settings } = (await api.get('/api/zakat/')).body as { settings: Record<string, unknown> };
    expect(settings).toMatchObject({ cash_egp: 1000.005, debts_egp: 250.000001 });

    // What the settings form does: every field as read, with only the hawl rule changed.
    expect(await api.put('/api/zakat/settings/', { ...settings, hawl_rule: 'start_and_end' })).toMatchObject({
      status: 200,
      body: { hawl_rule: 'start_and_end', cash_egp: 1000.005, debts_egp: 250.000001 },
    });
    expect(await storedAmounts()).toEqual({ cash_egp: '1000.005000', debts_egp: '250.000001' });
    expect(await api.put('/api/zakat/settings/', { jewellery: 'included' })).toMatchObject({ status: 200 });
    expect(await storedAmounts()).toEqual({ cash_egp: '1000.005000', debts_egp: '250.000001' });
  });

  it.each([
    [{ cash_egp: '-5' }, { cash_egp: ['Ensure this value is greater than or equal to 0.'] }],
    [{ debts_egp: 'abc' }, { debts_egp: ['A valid number is required.'] }],
    [
      { cash_egp: '123456789' },
      { cash_egp: ['Ensure that there are no more than 8 digits before the decimal point.'] },
    ],
    [{ cash_egp: '1.1234567' }, { cash_egp: ['Ensure that there are no more than 6 decimal places.'] }],
  ])('refuses %j with a DRF-shaped 400 and keeps the stored settings', async (payload, errors) => {
    const api = await newUser();
    expect(await api.put('/api/zakat/settings/', { cash_egp: 100 })).toMatchObject({ status: 200 });
    expect(await api.put('/api/zakat/settings/', payload)).toMatchObject({ status: 400, body: errors });
    expect(((await api.get('/api/zakat/')).body as { settings: unknown }).settings).toMatchObject({
      cash_egp: 100,
    });
  });

  it('refuses an unknown rule by field', async () => {
    const api = await newUser();
    const reply = await api.put('/api/zakat/settings/', { nisab_basis: 'copper' });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body as object)).toEqual(['nisab_basis']);
  });

  it('takes the silver and the lower nisab bases and answers with the nisab they give', async () => {
    const api = await newUser();
    for (const basis of ['silver', 'lower'] as const) {
      expect(await api.put('/api/zakat/settings/', { nisab_basis: basis })).toMatchObject({ status: 200 });
      const zakat = (await api.get('/api/zakat/')).body as {
        settings: { nisab_basis: string };
        nisab_metal: string;
      };
      expect(zakat.settings.nisab_basis).toBe(basis);
      expect(['gold', 'silver']).toContain(zakat.nisab_metal);
    }
  });
});

describe('payments', () => {
  it('a payment settles the due hawl, the next starts on its due day; deleting it makes it due again', async () => {
    const api = await newUser();
    await jewelleryAndPounds(api);
    const paid = await api.post('/api/zakat/payments/', { paid_on: '2026-11-20', amount: '28000' });
    expect(paid).toMatchObject({
      status: 201,
      body: { paid_on: '2026-11-20', amount: 28000, hawl_started_on: BOUGHT, hawl_due_on: DUE },
    });
    expect(((await api.get('/api/zakat/')).body as { hawl: unknown }).hawl).toMatchObject({
      state: 'running',
      started_on: DUE,
      due_on: hijriYearAfter(DUE),
    });
    expect((await api.get('/api/zakat/payments/')).body).toEqual([paid.body as object]);
    expect(await api.post('/api/zakat/payments/', { paid_on: '2026-11-21', amount: 1 })).toMatchObject({
      status: 400,
      body: { detail: 'No hawl is due: a payment settles the hawl that is due.' },
    });

    const uuid = (paid.body as { uuid: string }).uuid;
    const other = await newUser();
    expect(await other.delete(`/api/zakat/payments/${uuid}/`)).toMatchObject({
      status: 404,
      body: { detail: 'Not found.' },
    });
    expect((await other.get('/api/zakat/payments/')).body).toEqual([]);
    expect((await api.get('/api/zakat/payments/')).body).toHaveLength(1);

    expect(await api.delete(`/api/zakat/payments/${uuid}/`)).toMatchObject({ status: 204 });
    expect(((await api.get('/api/zakat/')).body as { hawl: unknown }).hawl).toMatchObject({ state: 'due' });
  });

  it.each([
    [{ paid_on: '2026-11-23', amount: 1 }, { paid_on: ['The payment date cannot be in the future.'] }],
    [{ paid_on: '2026-11-20', amount: 0 }, { amount: ['Ensure this value is greater than 0.'] }],
    [{ paid_on: '20-11-2026', amount: 1 }, { paid_on: [expect.stringContaining('YYYY-MM-DD')] }],
    // Year 0 is a date to zod but not to PostgreSQL (it was a 500): days before 1900 are refused like a transaction's.
    [{ paid_on: '0000-01-01', amount: '1' }, { paid_on: ['The date cannot be before 1900-01-01.'] }],
    [{ paid_on: '1899-12-31', amount: '1' }, { paid_on: ['The date cannot be before 1900-01-01.'] }],
  ])('refuses %j and records nothing', async (payload, errors) => {
    const api = await newUser();
    await jewelleryAndPounds(api);
    expect(await api.post('/api/zakat/payments/', payload)).toMatchObject({ status: 400, body: errors });
    expect((await api.get('/api/zakat/payments/')).body).toEqual([]);
  });
});

describe('GET /api/zakat/reminder.ics', () => {
  it('is an all-day iCalendar event on the next due day, described in Arabic and English', async () => {
    const api = await newUser();
    await jewelleryAndPounds(api);
    const reply = await api.get('/api/zakat/reminder.ics');
    expect(reply.status).toBe(200);
    const text = reply.text;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain(`DTSTART;VALUE=DATE:${DUE.replace(/-/g, '')}\r\n`);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('موعد إخراج الزكاة');
    expect(unfolded).toContain('Zakat is due');
    expect(unfolded).toContain('28000.00');
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

it('every zakat route needs a signed-in person', async () => {
  for (const [method, url] of [
    ['GET', '/api/zakat/'],
    ['PUT', '/api/zakat/settings/'],
    ['GET', '/api/zakat/payments/'],
    ['POST', '/api/zakat/payments/'],
    ['DELETE', '/api/zakat/payments/6f1c8f5e-8a53-4c0e-9d0f-5b0c4f0d9a11/'],
    ['GET', '/api/zakat/reminder.ics'],
  ])
    expect([method, url, (await t.app.request(url!, { method })).status]).toEqual([method, url, 401]);
});
