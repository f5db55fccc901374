import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, buy, caller, NOW, sell, type Caller } from './helpers';

/**
 * Product §10: the transactions list sorts (`ordering`, DRF's OrderingFilter) and searches (`search`, the asset's
 * English or Arabic name or code), alone, with the filters and with paging.
 */

const TX = '/api/portfolios/transactions/';

interface Row {
  uuid: string;
  asset_code: string;
  quantity: number;
  price: number;
  timestamp: string;
}

let t: TestApp;
let api: Caller;
let all: Row[];
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const { authHeader } = await createActiveUser(t.ctx);
  api = caller(t, authHeader);
  // Quantities and prices chosen so that quantity, price and total each give a different order; a 9 and a 100
  // tell a numeric order from a text one.
  const bodies = [
    buy(ASSET.usd, 110, 48, '2026-10-01'),
    buy(ASSET.pound_full, 2, 30000, '2026-10-02'),
    buy(ASSET.eur, 9, 52, '2026-10-03'),
    sell(ASSET.usd, 100, 49, '2026-10-04'),
    buy(ASSET.gram_21k, 1000, 4, '2026-10-05'),
  ];
  for (const body of bodies) expect((await api.post(TX, body)).status).toBe(201);
  // Someone else's dollars never show up in a search.
  const other = await createActiveUser(t.ctx);
  await caller(t, other.authHeader).post(TX, buy(ASSET.usd, 1, 48, '2026-10-02'));
  all = (await api.get(TX)).body as Row[];
});
afterAll(() => t?.close());

const list = async (query: string) => {
  const reply = await api.get(`${TX}?${query}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body as Row[];
};
const days = (rows: Row[]) => rows.map((r) => r.timestamp.slice(0, 10));

describe('ordering', () => {
  it('without it the list is newest first, and -timestamp is the same', async () => {
    expect(days(all)).toEqual(['2026-10-05', '2026-10-04', '2026-10-03', '2026-10-02', '2026-10-01']);
    expect(await list('ordering=-timestamp')).toEqual(all);
    expect(await list('ordering=timestamp')).toEqual([...all].reverse());
  });

  it('orders by quantity, price and total as numbers, both ways', async () => {
    expect((await list('ordering=quantity')).map((r) => r.quantity)).toEqual([2, 9, 100, 110, 1000]);
    expect((await list('ordering=-quantity')).map((r) => r.quantity)).toEqual([1000, 110, 100, 9, 2]);
    expect((await list('ordering=price')).map((r) => r.price)).toEqual([4, 48, 49, 52, 30000]);
    const totals = (rows: Row[]) => rows.map((r) => r.quantity * r.price);
    expect(totals(await list('ordering=total'))).toEqual([468, 4000, 4900, 5280, 60000]);
    expect(totals(await list('ordering=-total'))).toEqual([60000, 5280, 4900, 4000, 468]);
  });

  it('pages an ordered list without overlap, and the links keep the order', async () => {
    const first = (await api.get(`${TX}?ordering=price&limit=2`)).body as { next: string; results: Row[] };
    expect(first.next).toContain('ordering=price');
    const second = (await api.get(`${TX}?ordering=price&limit=2&offset=2`)).body as { results: Row[] };
    expect([...first.results, ...second.results].map((r) => r.price)).toEqual([4, 48, 49, 52]);
  });

  it('refuses an unknown field with a DRF-shaped 400', async () => {
    const reply = await api.get(`${TX}?ordering=user_id`);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ ordering: [expect.stringContaining('-timestamp')] });
  });
});

describe('search', () => {
  const codes = async (query: string) => (await list(query)).map((r) => r.asset_code);

  it('finds by English name in any case, by Arabic name and by code', async () => {
    expect(await codes('search=dollar')).toEqual(['usd', 'usd']);
    expect(await codes(`search=${encodeURIComponent('جنيه')}`)).toEqual(['pound_full']);
    expect(await codes('search=EUR')).toEqual(['eur']);
    expect(await codes(`search=${encodeURIComponent('عيار 21')}`)).toEqual(['gram_21k']);
  });

  it('combines with the filters and paging, and a blank search is no search', async () => {
    expect(await codes('search=dollar&transaction_type=sell')).toEqual(['usd']);
    const page = (await api.get(`${TX}?search=dollar&limit=1`)).body as { count: number; next: string };
    expect(page.count).toBe(2);
    expect(page.next).toContain('search=dollar');
    expect(await list('search=%20%20')).toEqual(all);
  });

  it('takes % and _ literally, and finds nothing that matches nothing', async () => {
    // As wildcards, both would match "US Dollar".
    expect(await list('search=d%25r')).toEqual([]);
    expect(await list('search=d_llar')).toEqual([]);
    expect(await list('search=platinum')).toEqual([]);
  });

  it('refuses a search over 100 characters with a DRF-shaped 400', async () => {
    const reply = await api.get(`${TX}?search=${'a'.repeat(101)}`);
    expect(reply).toMatchObject({
      status: 400,
      body: { search: ['Ensure this field has no more than 100 characters.'] },
    });
  });

  it('refuses a NUL character with a DRF-shaped 400', async () => {
    const reply = await api.get(`${TX}?search=a%00b`);
    expect(reply).toMatchObject({ status: 400, body: { search: ['Null characters are not allowed.'] } });
  });

  it('documents ordering and search in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/schema/')).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    };
    const names = doc.paths[TX]!.get!.parameters!.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['ordering', 'search']));
  });
});
