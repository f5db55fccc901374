import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCommands } from '@server/cli/auth-commands';
import { createActiveUser, type ActiveUser } from '@tests/support/auth-fixtures';
import { createSecondInstance, type TestApp } from '@tests/support/test-app';
import { appWithTwoReadings, ASSET, buy, caller, sell, type Caller } from './helpers';

/**
 * Each server process keeps a person's replayed ledger in memory, keyed by their revision in the database
 * (server/portfolio/ledger-store.ts). Two instances on one database, A and B, take turns writing; after every
 * change B (whose memory holds the previous revision) and a cold instance (nothing in memory, everything read
 * from the tables) must answer exactly what A answers, and the holdings must be the hand-computed
 * weighted-average figures of ADR 007.
 */

const TX = '/api/portfolios/transactions/';
const READS = [
  '/api/portfolios/holdings/',
  '/api/portfolios/value/',
  '/api/portfolios/chart/?range=1w',
  '/api/portfolios/chart/?range=all',
  TX,
];

let t: TestApp;
let b: ReturnType<typeof createSecondInstance>;
beforeAll(async () => {
  t = await appWithTwoReadings();
  b = createSecondInstance(t);
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

interface Person {
  user: ActiveUser['user'];
  a: Caller;
  b: Caller;
  authHeader: string;
}

/** A new account with its calls through instance A and through instance B. */
async function newPerson(): Promise<Person> {
  const { user, authHeader } = await createActiveUser(t.ctx);
  return { user, a: caller(t, authHeader), b: caller({ ...t, ...b }, authHeader), authHeader };
}

/** Every read, from A, from B and from a fresh instance: all three the same; returns A's holdings. */
async function expectSameEverywhere(person: Person) {
  const cold = createSecondInstance(t);
  try {
    const fresh = caller({ ...t, ...cold }, person.authHeader);
    for (const url of READS) {
      const [fromA, fromB, fromCold] = await Promise.all([
        person.a.get(url),
        person.b.get(url),
        fresh.get(url),
      ]);
      expect(fromA.status, `${url}: ${fromA.text}`).toBe(200);
      expect(fromB.body, `B, ${url}`).toEqual(fromA.body);
      expect(fromCold.body, `cold, ${url}`).toEqual(fromA.body);
    }
  } finally {
    await cold.close();
  }
  return (await person.a.get('/api/portfolios/holdings/')).body as Array<Record<string, unknown>>;
}

/** The 21 karat gram holding, the same through every instance, matches `expected`. */
const expectGram21k = async (person: Person, expected: Record<string, unknown>) =>
  expect((await expectSameEverywhere(person)).find((h) => h.asset_code === 'gram_21k')).toMatchObject(
    expected,
  );

/** A transaction created (201): its uuid. */
const created = (res: { status: number; text: string; body: unknown }) => {
  expect(res.status, res.text).toBe(201);
  return (res.body as { uuid: string }).uuid;
};

describe('the in-memory ledger of one instance never hides a change made through another', () => {
  it('creates, a back-dated buy, edits of price and date, a refused delete and deletes, writers alternating', async () => {
    const person = await newPerson();
    await expectSameEverywhere(person); // B and the cold instance remember an empty portfolio

    const firstBuy = created(await person.a.post(TX, buy(ASSET.gram_21k, 10, 3000, '2026-11-01')));
    await expectGram21k(person, {
      quantity: 10,
      average_cost: 3000,
      cost_basis: 30000,
      total_value: 36000,
    });

    const theSale = created(await person.b.post(TX, sell(ASSET.gram_21k, 4, 3300, '2026-11-10')));
    // A sale leaves the average where it was.
    await expectGram21k(person, {
      quantity: 6,
      average_cost: 3000,
      cost_basis: 18000,
      total_value: 21600,
    });

    // Dated before everything else: the replay order changes, not just the end.
    const earlyBuy = created(await person.a.post(TX, buy(ASSET.gram_21k, 10, 2000, '2026-10-01')));
    // 10 @ 2000 + 10 @ 3000 = 20 @ 2500; the sale of 4 leaves 16 @ 2500.
    await expectGram21k(person, {
      quantity: 16,
      average_cost: 2500,
      cost_basis: 40000,
      total_value: 57600,
    });

    expect((await person.b.patch(`${TX}${firstBuy}/`, { price: 4000 })).status).toBe(200);
    // 10 @ 2000 + 10 @ 4000 = 20 @ 3000; 16 left @ 3000.
    await expectGram21k(person, {
      quantity: 16,
      average_cost: 3000,
      cost_basis: 48000,
      unrealized_gain: 9600,
    });

    expect((await person.a.patch(`${TX}${theSale}/`, { timestamp: '2026-10-15T12:00:00.000Z' })).status).toBe(
      200,
    );
    // The sale now falls between the buys: 6 @ 2000 left, then + 10 @ 4000 = 16 @ 3250.
    await expectGram21k(person, {
      quantity: 16,
      average_cost: 3250,
      cost_basis: 52000,
    });

    // The sale on 15 October needs the buy of 1 October: refused, and nothing changes anywhere.
    expect(await person.b.delete(`${TX}${earlyBuy}/`)).toMatchObject({
      status: 400,
      body: { detail: 'Not enough balance' },
    });
    await expectGram21k(person, { quantity: 16, cost_basis: 52000 });

    expect((await person.b.delete(`${TX}${theSale}/`)).status).toBe(204);
    await expectGram21k(person, {
      quantity: 20,
      average_cost: 3000,
      cost_basis: 60000,
    });

    expect((await person.a.delete(`${TX}${earlyBuy}/`)).status).toBe(204);
    await expectGram21k(person, {
      quantity: 10,
      average_cost: 4000,
      cost_basis: 40000,
      total_value: 36000,
    });
    // Yesterday's close valued the same 10 g at 3500.
    expect((await person.b.get('/api/portfolios/value/')).body).toEqual({
      total_value: 36000,
      latest_change: 1000,
      percentage_change: 2.86,
      total_grams: 10,
      pure_gold_grams: 8.75, // 10 g of 21 karat
      gold_24k_price: 4100,
      gold_21k_price: 3600,
      gold_18k_price: 3100,
      prices_at: expect.any(String),
      previous_close_day: expect.any(String),
      cost_basis: 40000,
      unrealized_gain: -4000,
      unrealized_gain_pct: -10,
      realized_gain: 0,
      total_gain: -4000,
      workmanship_paid: null,
      refundable: 0,
      gold_cost: null,
      gold_gain: null,
      resale_value: 36000,
      workmanship_known: false,
      in_units: { gold_21_grams: 10, gold_pounds: 1.25, usd: 705.88 },
    });
  });

  it('a transaction created on one instance can be read, edited and deleted through the other at once', async () => {
    const person = await newPerson();
    await expectSameEverywhere(person);
    const created = await person.a.post(TX, buy(ASSET.usd, 100, 48, '2026-11-02'));
    const url = `${TX}${(created.body as { uuid: string }).uuid}/`;
    expect(await person.b.get(url)).toMatchObject({ status: 200, body: { quantity: 100, price: 48 } });
    expect((await person.b.patch(url, { quantity: 150 })).status).toBe(200);
    expect(await person.a.get(url)).toMatchObject({ status: 200, body: { quantity: 150 } });
    expect((await person.b.delete(url)).status).toBe(204);
    expect((await person.a.get(url)).status).toBe(404);
    expect((await person.a.get('/api/portfolios/holdings/')).body).toEqual([]);
  });

  it('reads that find the same new revision share one read of the ledger, and answer what a fresh instance does', async () => {
    const person = await newPerson();
    created(await person.a.post(TX, buy(ASSET.gram_21k, 10, 3000, '2026-11-02')));
    created(await person.a.post(TX, buy(ASSET.usd, 200, 48, '2026-11-03')));
    expect((await person.b.get('/api/portfolios/value/')).status).toBe(200); // B keeps this revision
    created(await person.a.post(TX, sell(ASSET.gram_21k, 4, 3400, '2026-11-10')));

    // B's replay is now a revision behind: a dashboard's reads arrive at once, several of each.
    const pool = b.ctx.pool;
    const query = pool.query;
    let ledgerReads = 0;
    pool.query = ((...args: Parameters<typeof query>) => {
      if ((args[0] as { name?: string }).name === 'portfolio-load-ledger') ledgerReads += 1;
      return (query as (...a: unknown[]) => unknown).apply(pool, args);
    }) as typeof query;
    try {
      const urls = [READS[0]!, READS[1]!, READS[2]!, READS[3]!];
      const answers = await Promise.all([...urls, ...urls, ...urls].map((url) => person.b.get(url)));
      expect(ledgerReads).toBe(1);
      answers.forEach((answer, i) => expect(answer.body).toEqual(answers[i % urls.length]!.body));
    } finally {
      pool.query = query;
    }
    await expectGram21k(person, { quantity: 6, average_cost: 3000, cost_basis: 18000 });
  });

  it('a deactivated person is refused at once by both instances, though both just served them', async () => {
    const person = await newPerson();
    expect((await person.a.get('/api/portfolios/value/')).status).toBe(200);
    expect((await person.b.get('/api/portfolios/value/')).status).toBe(200);
    expect(await authCommands['users:deactivate']!.run(t.ctx, [person.user.email], () => undefined)).toBe(0);
    for (const api of [person.a, person.b]) {
      expect(await api.get('/api/portfolios/value/')).toMatchObject({
        status: 401,
        body: { detail: 'User is inactive', code: 'user_inactive' },
      });
    }
  });
});
