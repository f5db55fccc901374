import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTFOLIO_LOCK_CLASS } from '@server/portfolio/ledger-store';
import { createSecondInstance, createTestApp, type TestApp } from '@tests/support/test-app';
import {
  ASSET,
  buy,
  caller,
  countTransactions,
  newCaller,
  NOW,
  recordPrices,
  sell,
  type Reply,
} from './helpers';

/**
 * Product §16: one person's write flood must not slow everyone else (docs/decisions/013-write-fairness.md).
 * The test app's pool has 5 connections; the line lets 1 write per person in flight and QUEUE wait behind it.
 */

const TX = '/api/portfolios/transactions/';
const QUEUE = 4;
const RATE = 10;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, portfolioWriteQueue: QUEUE, portfolioWritesPerMinute: RATE });
  await recordPrices(t.ctx, '2026-11-22T09:00:00Z', { k24: 4100, k21: 3600, k18: 3100, usd: 51 });
});
afterAll(() => t?.close());

const newPerson = () => newCaller(t);

function expectThrottled(reply: Reply, headers: Headers | null, maxSeconds: number) {
  expect(reply.status).toBe(429);
  const match = /^Request was throttled\. Expected available in (\d+) seconds?\.$/.exec(
    (reply.body as { detail: string }).detail,
  );
  expect(match, reply.text).not.toBeNull();
  const seconds = Number(match![1]);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  if (headers) expect(headers.get('retry-after')).toBe(String(seconds));
}

/** A write that also keeps its response headers (the caller helper keeps only status and body). */
async function send(authHeader: string, method: string, url: string, body?: unknown) {
  const res = await t.app.request(url, {
    method,
    headers: { Authorization: authHeader, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { reply: { status: res.status, body: text ? JSON.parse(text) : null, text }, headers: res.headers };
}

/** Resolves once `condition` holds, checking every 20 ms (the test's own timeout is the only deadline). */
async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Every asset's balance after every moment of the person's stored history (SQL, independent of the app). */
async function lowestBalance(userId: number): Promise<number> {
  const { rows } = await t.ctx.pool.query<{ lowest: string | null }>(
    `SELECT min(balance)::text AS lowest FROM (
       SELECT sum(moment) OVER (PARTITION BY asset_id ORDER BY "timestamp") AS balance
         FROM (SELECT asset_id, "timestamp", sum(CASE type WHEN 'buy' THEN quantity ELSE -quantity END) AS moment
                 FROM transactions WHERE user_id = $1 GROUP BY asset_id, "timestamp") m) b`,
    [userId],
  );
  return Number(rows[0]!.lowest ?? 0);
}

describe("one person's write flood", () => {
  it("leaves another person's reads answering, refuses the surplus with 429, and stores each accepted write once", async () => {
    const flooder = await newPerson();
    const other = await newPerson();
    expect((await flooder.api.post(TX, buy(ASSET.pound_full, 1, 27000, '2026-10-01'))).status).toBe(201);
    expect((await other.api.post(TX, buy(ASSET.gram_21k, 10, 3400, '2026-10-01'))).status).toBe(201);

    // Hold the flooder's ledger lock from outside, as a slow write on another instance would: every write of theirs
    // that reaches the database waits on it, holding a pool connection while it waits.
    const blocker = new pg.Client({ connectionString: t.ctx.config.databaseUrl });
    await blocker.connect();
    await blocker.query('SELECT pg_advisory_lock($1, $2)', [PORTFOLIO_LOCK_CLASS, flooder.user.id]);
    let released = false;
    try {
      let settled = 0;
      const flood = Array.from({ length: 200 }, (_, i) => {
        const day = `2026-10-${String(2 + (i % 20)).padStart(2, '0')}`;
        const body = i % 2 ? buy(ASSET.pound_full, 1, 27000, day) : sell(ASSET.pound_full, 1, 28000, day);
        return send(flooder.authHeader, 'POST', TX, body).finally(() => settled++);
      });
      // Wait (no deadline of our own) until a flooder's write is waiting on the lock inside the database.
      await until(async () => {
        const { rows } = await blocker.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_locks
            WHERE locktype = 'advisory' AND NOT granted AND classid = $1 AND objid = $2 AND objsubid = 2`,
          [PORTFOLIO_LOCK_CLASS, flooder.user.id],
        );
        return Number(rows[0]!.n) > 0;
      });

      const reads = await Promise.all(
        Array.from({ length: 4 }, () => [
          other.api.get('/api/portfolios/holdings/'),
          other.api.get('/api/portfolios/value/'),
          other.api.get(TX),
          other.api.get('/api/portfolios/chart/?range=1m'),
        ]).flat(),
      );
      expect(reads.map((r) => r.status)).toEqual(Array(16).fill(200));
      expect(reads[0]!.body).toMatchObject([{ asset_code: 'gram_21k', quantity: 10 }]);
      // Everything but the one write in flight and the QUEUE behind it has been answered, lock still held.
      await until(async () => settled === 200 - 1 - QUEUE);

      await blocker.query('SELECT pg_advisory_unlock($1, $2)', [PORTFOLIO_LOCK_CLASS, flooder.user.id]);
      released = true;
      const answers = await Promise.all(flood);
      const statuses = answers.map((a) => a.reply.status);
      expect(statuses.filter((s) => ![201, 400, 429].includes(s))).toEqual([]);
      // One in flight and QUEUE waiting were let through; every other write was refused at once.
      expect(statuses.filter((s) => s !== 429)).toHaveLength(1 + QUEUE);
      for (const a of answers.filter((x) => x.reply.status === 429)) expectThrottled(a.reply, a.headers, 1);
      for (const a of answers.filter((x) => x.reply.status === 400))
        expect(a.reply.body).toEqual({ detail: 'Not enough balance' });

      const accepted = answers
        .filter((a) => a.reply.status === 201)
        .map((a) => (a.reply.body as { uuid: string }).uuid);
      expect(accepted.length).toBeGreaterThan(0);
      const { rows } = await t.ctx.pool.query<{ uuid: string; n: string }>(
        'SELECT uuid, count(*) OVER (PARTITION BY uuid) AS n FROM transactions WHERE user_id = $1',
        [flooder.user.id],
      );
      expect(rows).toHaveLength(1 + accepted.length);
      expect(rows.every((r) => r.n === '1')).toBe(true);
      expect(rows.map((r) => r.uuid)).toEqual(expect.arrayContaining(accepted));
      expect(await lowestBalance(flooder.user.id)).toBeGreaterThanOrEqual(0);
      // The other person's ledger is untouched.
      expect(await countTransactions(t.ctx, other.user.id)).toBe(1);
    } finally {
      if (!released) await blocker.query('SELECT pg_advisory_unlock_all()');
      await blocker.end();
    }
  });
});

describe("a person's write rate", () => {
  it('counts creates, edits and deletes across instances, answers DRF’s 429 beyond it, and spares reads and others', async () => {
    const person = await newPerson();
    const bystander = await newPerson();
    const b = createSecondInstance(t);
    try {
      const onB = caller({ ...t, ...b }, person.authHeader);
      const first = await person.api.post(TX, buy(ASSET.usd, 100, 48, '2026-10-01'));
      expect(first.status).toBe(201);
      const uuid = (first.body as { uuid: string }).uuid;
      // A malformed write is refused before it reaches the ledger, and is not counted.
      expect((await person.api.post(TX, { asset: 'gold' })).status).toBe(400);
      let used = 1;
      for (; used < RATE - 2; used++) {
        expect((await onB.post(TX, buy(ASSET.usd, 1, 48, '2026-10-02'))).status).toBe(201);
      }
      expect((await person.api.patch(`${TX}${uuid}/`, { price: 49 })).status).toBe(200);
      const doomed = (await onB.post(TX, buy(ASSET.eur, 1, 52, '2026-10-03'))).body as { uuid: string };
      used += 2;
      expect(used).toBe(RATE);

      const before = await countTransactions(t.ctx, person.user.id);
      for (const [method, url, body] of [
        ['POST', TX, buy(ASSET.usd, 1, 48, '2026-10-04')],
        ['POST', '/transactions/', buy(ASSET.usd, 1, 48, '2026-10-04')],
        ['PATCH', `${TX}${uuid}/`, { price: 50 }],
        ['DELETE', `${TX}${doomed.uuid}/`, undefined],
      ] as const) {
        const { reply, headers } = await send(person.authHeader, method, url, body);
        expectThrottled(reply, headers, 60);
      }
      // The second instance shares the count.
      expectThrottled(await onB.post(TX, buy(ASSET.usd, 1, 48, '2026-10-04')), null, 60);
      expect(await countTransactions(t.ctx, person.user.id)).toBe(before);
      expect((await person.api.get(`${TX}${uuid}/`)).body).toMatchObject({ price: 49 });

      expect((await person.api.get('/api/portfolios/holdings/')).status).toBe(200);
      expect((await bystander.api.post(TX, buy(ASSET.usd, 1, 48, '2026-10-04'))).status).toBe(201);
    } finally {
      await b.close();
    }
  });
});
