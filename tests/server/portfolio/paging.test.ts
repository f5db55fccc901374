import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, buy, caller, NOW, sell, type Caller } from './helpers';

/**
 * Product §16: the transactions list pages with DRF's LimitOffsetPagination when asked
 * (`?limit=&offset=` → {count, next, previous, results}); without paging parameters it is the spec's plain array.
 */

const TX = '/api/portfolios/transactions/';

interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: { uuid: string; transaction_type: string }[];
}

let t: TestApp;
let api: Caller;
let all: { uuid: string; transaction_type: string }[];
let base: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  base = `${t.ctx.config.publicUrl}${TX}`;
  const { authHeader } = await createActiveUser(t.ctx);
  api = caller(t, authHeader);
  // Seven transactions, two of them on the same day (the order is still total).
  const days = [
    '2026-10-01',
    '2026-10-03',
    '2026-10-03',
    '2026-10-05',
    '2026-10-08',
    '2026-10-09',
    '2026-10-12',
  ];
  for (const [i, day] of days.entries()) {
    const body = i % 3 === 2 ? sell(ASSET.usd, 10, 49, day) : buy(ASSET.usd, 100, 48, day);
    expect((await api.post(TX, body)).status).toBe(201);
  }
  // Someone else's transaction never shows up in the count.
  const other = await createActiveUser(t.ctx);
  await caller(t, other.authHeader).post(TX, buy(ASSET.usd, 1, 48, '2026-10-02'));
  const plain = await api.get(TX);
  expect(plain.status).toBe(200);
  all = plain.body as typeof all;
});
afterAll(() => t?.close());

const page = async (query: string) => {
  const reply = await api.get(`${TX}?${query}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body as Page;
};

describe('the transactions list', () => {
  it('answers pages with the right slices, count and links, and the pages add up to the plain list', async () => {
    // Without paging parameters: the spec's plain array, newest first.
    expect(Array.isArray(all)).toBe(true);
    expect(all).toHaveLength(7);
    const first = await page('limit=3');
    expect(first).toEqual({
      count: 7,
      next: `${base}?limit=3&offset=3`,
      previous: null,
      results: all.slice(0, 3),
    });
    const second = await page('limit=3&offset=3');
    expect(second).toEqual({
      count: 7,
      next: `${base}?limit=3&offset=6`,
      previous: `${base}?limit=3`,
      results: all.slice(3, 6),
    });
    const third = await page('limit=3&offset=6');
    expect(third).toEqual({
      count: 7,
      next: null,
      previous: `${base}?limit=3&offset=3`,
      results: all.slice(6),
    });
    expect([...first.results, ...second.results, ...third.results]).toEqual(all);
  });

  it('past the end is an empty page that still counts', async () => {
    expect(await page('limit=3&offset=10')).toEqual({
      count: 7,
      next: null,
      previous: `${base}?limit=3&offset=7`,
      results: [],
    });
  });

  it('offset alone pages by the default size (100)', async () => {
    expect(await page('offset=2')).toEqual({
      count: 7,
      next: null,
      previous: `${base}?limit=100`,
      results: all.slice(2),
    });
  });

  it('pages the filtered list, and the links keep the filters', async () => {
    const sells = all.filter((x) => x.transaction_type === 'sell');
    expect(sells).toHaveLength(2);
    expect(await page('transaction_type=sell&limit=1')).toEqual({
      count: 2,
      next: `${base}?transaction_type=sell&limit=1&offset=1`,
      previous: null,
      results: sells.slice(0, 1),
    });
  });

  it.each([
    ['limit=0', { limit: ['Ensure this value is greater than or equal to 1.'] }],
    ['limit=1001', { limit: ['Ensure this value is less than or equal to 1000.'] }],
    ['limit=abc', { limit: ['A valid integer is required.'] }],
    ['limit=2.5', { limit: ['A valid integer is required.'] }],
    ['offset=-1', { offset: ['Ensure this value is greater than or equal to 0.'] }],
  ])('?%s is a DRF-shaped 400', async (query, body) => {
    expect(await api.get(`${TX}?${query}`)).toMatchObject({ status: 400, body });
  });

  it('documents limit, offset and the page in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/schema/')).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[]; responses: object } }>;
    };
    const list = doc.paths[TX]!.get!;
    expect(list.parameters!.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['limit', 'offset']),
    );
    expect(JSON.stringify(list.responses)).toContain('"previous"');
  });
});
