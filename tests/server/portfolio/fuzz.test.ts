import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, caller, NOW, type Caller } from './helpers';

/** Nothing a client sends may produce a 500 (architecture §4.1): random bodies and queries, only 2xx or 4xx back. */

const TX = '/api/portfolios/transactions/';

let t: TestApp;
let api: Caller;
beforeAll(async () => {
  // Hundreds of writes a minute from one person: what the per-person write rate refuses (flood.test.ts), lifted here
  // so every random body reaches validation and the ledger.
  t = await createTestApp({ now: () => NOW, portfolioWritesPerMinute: 100_000 });
  api = caller(t, (await createActiveUser(t.ctx)).authHeader);
});
afterAll(() => t?.close());

const anyValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '0.0000001',
    '99999999.9999999',
    '',
    ' ',
    null,
    true,
    [],
    {},
  ),
  fc
    .date({
      min: new Date(-8_000_000_000_000_000),
      max: new Date(8_000_000_000_000_000),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString()),
);
const field = (good: fc.Arbitrary<unknown>) => fc.option(fc.oneof(good, anyValue), { nil: undefined });
const body = fc.record(
  {
    transaction_type: field(fc.constantFrom('buy', 'sell')),
    asset: field(fc.constantFrom(...Object.values(ASSET), 0, -1, 2 ** 31, 999)),
    quantity: field(fc.constantFrom(1, 0.5, '2.25')),
    price: field(fc.constantFrom(100, '3500.5')),
    timestamp: field(
      fc.constantFrom('2026-11-01T12:00:00Z', '2026-11-22T12:00:00.000Z', '2026-11-30T12:00:00Z'),
    ),
    extra: fc.option(anyValue, { nil: undefined }),
  },
  { requiredKeys: [] },
);

const dayOrInstant = fc.oneof(
  fc.string(),
  fc
    .date({ min: new Date(-62_000_000_000_000), max: new Date(253_402_300_799_000), noInvalidDate: true })
    .chain((d) => fc.constantFrom(d.toISOString(), d.toISOString().slice(0, 10))),
);

describe('random input never breaks the server', () => {
  it('POST and PATCH bodies', async () => {
    const created = await api.post(TX, {
      asset: ASSET.gram_21k,
      quantity: 5,
      price: 3500,
      timestamp: '2026-11-01T12:00:00Z',
    });
    const uuid = (created.body as { uuid: string }).uuid;
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const payload = Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined));
        const post = await api.post(TX, payload);
        expect([201, 400]).toContain(post.status);
        const patch = await api.patch(`${TX}${uuid}/`, payload);
        expect([200, 400]).toContain(patch.status);
        if (post.status === 400) expect(typeof post.body).toBe('object');
      }),
      { numRuns: 120 },
    );
  });

  it('query strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), dayOrInstant, fc.string(), async (a, from, range) => {
        const q = new URLSearchParams({ asset: a, from, to: from });
        expect([200, 400]).toContain((await api.get(`${TX}?${q}`)).status);
        expect([200, 400]).toContain(
          (await api.get(`/api/portfolios/chart/?range=${encodeURIComponent(range)}`)).status,
        );
      }),
      { numRuns: 80 },
    );
  });
});
