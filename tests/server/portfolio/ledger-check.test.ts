import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createSecondInstance, createTestApp, type TestApp } from '@tests/support/test-app';
import type { Member } from '@contract/household';
import { ASSET, buy, caller, countTransactions, NOW, sell } from './helpers';

/**
 * A write on an instance with no current replay of the ledger checks only the changed asset's history from the
 * earliest moment the change touches (server/portfolio/ledger-check.ts). Every write here goes through a fresh
 * instance, so none has a replay: ADR 007's rule must hold exactly as with the whole ledger.
 */

const TX = '/api/portfolios/transactions/';
const NOT_ENOUGH = { status: 400, body: { detail: 'Not enough balance' } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t?.close());

/** One call on a brand-new instance (nothing in its memory). */
async function cold<T>(authHeader: string, call: (api: ReturnType<typeof caller>) => Promise<T>): Promise<T> {
  const instance = createSecondInstance(t);
  try {
    return await call(caller({ ...t, ...instance }, authHeader));
  } finally {
    await instance.close();
  }
}

describe('the write check without a cached replay', () => {
  it('refuses every change that makes a balance negative at some moment, and accepts the sound ones', async () => {
    const { user, authHeader } = await createActiveUser(t.ctx);
    const post = (body: unknown) => cold(authHeader, (api) => api.post(TX, body));
    const patch = (uuid: string, body: unknown) =>
      cold(authHeader, (api) => api.patch(`${TX}${uuid}/`, body));
    const del = (uuid: string) => cold(authHeader, (api) => api.delete(`${TX}${uuid}/`));
    const uuid = (r: { body: unknown }) => (r.body as { uuid: string }).uuid;

    const early = uuid(await post(buy(ASSET.gram_21k, 2, 3000, '2026-10-01')));
    const late = uuid(await post(buy(ASSET.gram_21k, 3, 3100, '2026-10-10')));
    // Other assets and other people never count for this one.
    await post(buy(ASSET.usd, 1000, 48, '2026-09-01'));
    const other = await createActiveUser(t.ctx);
    await caller(t, other.authHeader).post(TX, buy(ASSET.gram_21k, 100, 3000, '2026-09-01'));

    expect(await post(sell(ASSET.gram_21k, 2.5, 3200, '2026-10-05'))).toMatchObject(NOT_ENOUGH);
    expect(await post(sell(ASSET.gram_21k, 5.000001, 3200, '2026-10-11'))).toMatchObject(NOT_ENOUGH);
    const sold = uuid(await post(sell(ASSET.gram_21k, 4, 3200, '2026-10-12')));

    // The sell needs both buys before it: moving, shrinking or deleting one is refused...
    expect(await patch(early, { timestamp: '2026-10-13T12:00:00.000Z' })).toMatchObject(NOT_ENOUGH);
    expect(await patch(late, { quantity: 1.5 })).toMatchObject(NOT_ENOUGH);
    expect(await del(early)).toMatchObject(NOT_ENOUGH);
    // ...moving the sell before the second buy too, while the same day as it is one moment (buys first).
    expect(await patch(sold, { timestamp: '2026-10-09T12:00:00.000Z' })).toMatchObject(NOT_ENOUGH);
    expect((await patch(sold, { timestamp: '2026-10-10T12:00:00.000Z' })).status).toBe(200);
    expect((await patch(early, { quantity: 1 })).status).toBe(200);
    expect((await patch(late, { timestamp: '2026-09-30T12:00:00.000Z' })).status).toBe(200);
    expect(await del(late)).toMatchObject(NOT_ENOUGH);
    expect(
      await cold(authHeader, (api) =>
        api.patch(`${TX}6f1c8f5e-8a53-4c0e-9d0f-5b0c4f0d9a11/`, { quantity: 1 }),
      ),
    ).toMatchObject({ status: 404 });
    expect((await del(sold)).status).toBe(204);
    expect((await del(late)).status).toBe(204);

    expect(await countTransactions(t.ctx, user.id)).toBe(2);
    const holdings = (await caller(t, authHeader).get('/api/portfolios/holdings/')).body as object[];
    expect(holdings).toHaveLength(2);
    expect(holdings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ asset_code: 'gram_21k', quantity: 1 }),
        expect.objectContaining({ asset_code: 'usd', quantity: 1000 }),
      ]),
    );
  });

  it('an edit that gives a transaction to another member is checked in both balances: the one it leaves and the one it joins', async () => {
    const { authHeader } = await createActiveUser(t.ctx);
    const api = caller(t, authHeader);
    const [self] = (await api.get('/api/household/members/')).body as Member[];
    const spouse = (
      await api.post('/api/household/members/', { name: 'Karim', relation: 'spouse', colour: '#2b6cb0' })
    ).body as Member;
    const post = (body: unknown) => cold(authHeader, (c) => c.post(TX, body));
    const patch = (uuid: string, body: unknown) => cold(authHeader, (c) => c.patch(`${TX}${uuid}/`, body));
    const uuid = (r: { body: unknown }) => (r.body as { uuid: string }).uuid;

    const mine = uuid(await post(buy(ASSET.gram_21k, 3, 3000, '2026-10-01')));
    const his = uuid(await post({ ...buy(ASSET.gram_21k, 1, 3000, '2026-10-02'), member: spouse.uuid }));
    const sold = uuid(await post(sell(ASSET.gram_21k, 2, 3200, '2026-10-05')));

    // My buy given to Karim leaves my sell without gold: refused, though his balance would only grow.
    expect(await patch(mine, { member: spouse.uuid })).toMatchObject(NOT_ENOUGH);
    // My sell given to Karim leaves my balance sound but takes 2 g from his 1 g: refused.
    expect(await patch(sold, { member: spouse.uuid })).toMatchObject(NOT_ENOUGH);
    // Naming the member it already has is an ordinary edit, checked once: my buy shrunk to the 2 g my sell needs.
    expect((await patch(mine, { member: self!.uuid, quantity: 2 })).status).toBe(200);
    // His buy given to me leaves both sound: accepted, and it is mine afterwards.
    const moved = await patch(his, { member: self!.uuid });
    expect(moved.status).toBe(200);
    expect((moved.body as { member: string }).member).toBe(self!.uuid);
  });

  it('reads a moment whole even when rows of it were stored with microseconds', async () => {
    const { authHeader, user } = await createActiveUser(t.ctx);
    // One moment as the replay sees it (12:00:00.001, instants rounded to the ms): two buys, then two sells stored
    // by hand 0.4 ms earlier. Sound: buys first, the moment ends at 0. Were the sells read as before the moment,
    // the check would start it at -2 and refuse any change there.
    await t.ctx.pool.query(
      `INSERT INTO transactions (user_id, asset_id, type, quantity, price, "timestamp")
       SELECT $1, $2, kind, 1, 27000, at::timestamptz
         FROM (VALUES ('buy', '2026-10-01 12:00:00.001+00'), ('buy', '2026-10-01 12:00:00.001+00'),
                      ('sell', '2026-10-01 12:00:00.0006+00'), ('sell', '2026-10-01 12:00:00.0006+00')) v (kind, at)`,
      [user.id, ASSET.pound_full],
    );
    const at = (body: object) => ({ ...body, timestamp: '2026-10-01T12:00:00.001Z' });
    expect(
      (await cold(authHeader, (api) => api.post(TX, at(buy(ASSET.pound_full, 1, 27000, '2026-10-01')))))
        .status,
    ).toBe(201);
    expect(
      await cold(authHeader, (api) => api.post(TX, at(sell(ASSET.pound_full, 1.5, 28000, '2026-10-01')))),
    ).toMatchObject(NOT_ENOUGH);
    expect(
      (await cold(authHeader, (api) => api.post(TX, at(sell(ASSET.pound_full, 1, 28000, '2026-10-01')))))
        .status,
    ).toBe(201);
  });
});
