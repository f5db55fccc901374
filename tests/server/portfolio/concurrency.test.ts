import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createSecondInstance, createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, buy, caller, countTransactions, NOW, sell } from './helpers';

const TX = '/api/portfolios/transactions/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t?.close());

describe("one person's writes are serialised", () => {
  it('ten concurrent sells of a one-unit holding: exactly one succeeds', async () => {
    const { user, authHeader } = await createActiveUser(t.ctx);
    const api = caller(t, authHeader);
    expect((await api.post(TX, buy(ASSET.pound_full, 1, 27000, '2026-10-01'))).status).toBe(201);

    // Make the race real: keep the revision table locked from another connection while the ten sells arrive, so
    // they all reach the database together instead of one after the other. (In one process the person's write line,
    // server/portfolio/write-queue.ts, lets one of them in at a time; across processes the advisory lock does the
    // serialising: see the two-instance case below.)
    const blocker = new pg.Client({ connectionString: t.ctx.config.databaseUrl });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE portfolio_revisions IN ACCESS EXCLUSIVE MODE');
    const pending = Promise.all(
      Array.from({ length: 10 }, (_, i) => api.post(TX, sell(ASSET.pound_full, 1, 28000 + i, '2026-10-02'))),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await blocker.query('COMMIT');
    await blocker.end();
    const replies = await pending;
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = replies.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r).toMatchObject({ status: 400, body: { detail: 'Not enough balance' } });

    expect(await countTransactions(t.ctx, user.id)).toBe(2);
    expect((await api.get('/api/portfolios/holdings/')).body).toEqual([]);
  });

  it('ten concurrent buys all land, and the holdings count every one of them', async () => {
    const { user, authHeader } = await createActiveUser(t.ctx);
    const api = caller(t, authHeader);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => api.post(TX, buy(ASSET.gram_24k, 0.5, 4000, '2026-10-01'))),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(await countTransactions(t.ctx, user.id)).toBe(10);
    expect((await api.get('/api/portfolios/holdings/')).body).toMatchObject([
      { asset_code: 'gram_24k', quantity: 5 },
    ]);
  });

  it('concurrent deletes of two buys that a sell depends on: only one goes through', async () => {
    const { user, authHeader } = await createActiveUser(t.ctx);
    const api = caller(t, authHeader);
    const a = (await api.post(TX, buy(ASSET.usd, 100, 48, '2026-10-01'))).body as { uuid: string };
    const b = (await api.post(TX, buy(ASSET.usd, 100, 48, '2026-10-01'))).body as { uuid: string };
    expect((await api.post(TX, sell(ASSET.usd, 100, 49, '2026-10-02'))).status).toBe(201);
    const replies = await Promise.all([api.delete(`${TX}${a.uuid}/`), api.delete(`${TX}${b.uuid}/`)]);
    expect(replies.map((r) => r.status).sort()).toEqual([204, 400]);
    expect(await countTransactions(t.ctx, user.id)).toBe(2);
  });

  it('ten concurrent sells of a one-unit holding over two instances: exactly one succeeds', async () => {
    const { user, authHeader } = await createActiveUser(t.ctx);
    const b = createSecondInstance(t);
    try {
      const apis = [caller(t, authHeader), caller({ ...t, ...b }, authHeader)];
      expect((await apis[0]!.post(TX, buy(ASSET.pound_half, 1, 13500, '2026-10-01'))).status).toBe(201);
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          apis[i % 2]!.post(TX, sell(ASSET.pound_half, 1, 14000, '2026-10-02')),
        ),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(400)]);
      expect(await countTransactions(t.ctx, user.id)).toBe(2);
    } finally {
      await b.close();
    }
  });
});
