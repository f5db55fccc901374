import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createSecondInstance, createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, buy, caller, countTransactions, NOW, sell } from './helpers';

/**
 * Product §16: a ledger holds at most PORTFOLIO_MAX_TRANSACTIONS (default 10,000) transactions; a create
 * beyond it is a 400 whose detail names the limit, and stores nothing. The rows are inserted with SQL (the same
 * columns the API writes), so the default limit is tested as shipped.
 */

const TX = '/api/portfolios/transactions/';
const LIMIT = 10_000;
const FULL = { detail: 'A portfolio can hold at most 10,000 transactions. Delete some before adding more.' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t?.close());

/** `n` buys of one gram of 21k, one a minute from 1 January 2020, straight into the table. */
async function insertBuys(userId: number, n: number): Promise<void> {
  await t.ctx.pool.query(
    `INSERT INTO transactions (user_id, asset_id, type, quantity, price, "timestamp")
     SELECT $1, $2, 'buy', 1, 3000, timestamptz '2020-01-01 12:00:00+00' + i * interval '1 minute'
       FROM generate_series(1, $3) AS i`,
    [userId, ASSET.gram_21k, n],
  );
  // As a write would: the revision moves, so no instance trusts a replay from before the rows.
  await t.ctx.pool.query(
    `INSERT INTO portfolio_revisions (user_id, revision) VALUES ($1, 1)
     ON CONFLICT (user_id) DO UPDATE SET revision = portfolio_revisions.revision + 1`,
    [userId],
  );
}

describe("a ledger's size", () => {
  it('is the configured default', () => {
    expect(t.ctx.config.portfolioMaxTransactions).toBe(LIMIT);
  });

  it('refuses a create past the limit with a 400 naming it, whether the replay is cached or not', async () => {
    const { user, authHeader } = await createActiveUser(t.ctx);
    const api = caller(t, authHeader);
    await insertBuys(user.id, LIMIT - 1);
    // The last place is free: taken through the API.
    const last = await api.post(TX, sell(ASSET.gram_21k, 1, 3100, '2026-11-01'));
    expect(last.status, last.text).toBe(201);

    // Nothing cached on a fresh instance: counted in the database.
    const cold = createSecondInstance(t);
    try {
      const reply = await caller({ ...t, ...cold }, authHeader).post(TX, buy(ASSET.usd, 1, 48, '2026-11-02'));
      expect(reply).toMatchObject({ status: 400, body: FULL });
    } finally {
      await cold.close();
    }
    // The replay cached by a read: counted in memory.
    expect((await api.get('/api/portfolios/holdings/')).status).toBe(200);
    for (const url of [TX, '/transactions/']) {
      expect(await api.post(url, buy(ASSET.usd, 1, 48, '2026-11-02'))).toMatchObject({
        status: 400,
        body: FULL,
      });
    }
    expect(await countTransactions(t.ctx, user.id)).toBe(LIMIT);

    // A full ledger can still be edited and trimmed; then there is room for one more.
    const lastUuid = (last.body as { uuid: string }).uuid;
    expect((await api.patch(`${TX}${lastUuid}/`, { quantity: 2 })).status).toBe(200);
    expect((await api.delete(`${TX}${lastUuid}/`)).status).toBe(204);
    expect((await api.post(TX, buy(ASSET.usd, 1, 48, '2026-11-02'))).status).toBe(201);
    expect(await api.post(TX, buy(ASSET.usd, 1, 48, '2026-11-03'))).toMatchObject({
      status: 400,
      body: FULL,
    });
    expect(await countTransactions(t.ctx, user.id)).toBe(LIMIT);
    // Each person's ledger is counted alone.
    const someoneElse = await createActiveUser(t.ctx);
    expect(
      (await caller(t, someoneElse.authHeader).post(TX, buy(ASSET.usd, 1, 48, '2026-11-02'))).status,
    ).toBe(201);
  });
});
