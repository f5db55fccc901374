import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, FIXTURE_PASSWORD } from '@tests/support/auth-fixtures';
import { createSecondInstance, createTestApp, type TestApp } from '@tests/support/test-app';
import { KEY_LIFETIME_MS } from '@server/http/idempotency';
import { ASSET, buy, countTransactions, recordPrices } from '../portfolio/helpers';

/**
 * Idempotent writes (server/http/idempotency.ts): a client whose connection dropped after it sent a write sends it
 * again with the same Idempotency-Key and gets the first answer, whichever instance answers, with nothing written
 * twice.
 */

const TX = '/api/portfolios/transactions/';
let t: TestApp;
let b: ReturnType<typeof createSecondInstance>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-22T10:00:00Z') });
  await recordPrices(t.ctx, '2026-11-22T09:00:00Z', { k24: 4100, k21: 3600, k18: 3100, usd: 51 });
  b = createSecondInstance(t);
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

async function person() {
  const { user, authHeader } = await createActiveUser(t.ctx);
  const send = async (
    method: string,
    url: string,
    body: unknown,
    key: string | undefined,
    app: TestApp['app'] = t.app,
  ) => {
    const res = await app.request(url, {
      method,
      headers: {
        Authorization: authHeader,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(key === undefined ? {} : { 'Idempotency-Key': key }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      text,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      res,
    };
  };
  return { user, send };
}

const aBuy = buy(ASSET.gram_21k, 10, 3500, '2026-11-20');

describe('idempotent writes', () => {
  it('the same key with the same purchase answers the first answer again and stores one transaction', async () => {
    const { user, send } = await person();
    const first = await send('POST', TX, aBuy, 'purchase-1');
    expect(first.status, first.text).toBe(201);
    expect(first.res.headers.get('idempotent-replayed')).toBeNull();
    const again = await send('POST', TX, aBuy, 'purchase-1');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expect(again.res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await countTransactions(t.ctx, user.id)).toBe(1);
  });

  it('the same key with another request is refused with 422 and writes nothing', async () => {
    const { user, send } = await person();
    expect((await send('POST', TX, aBuy, 'purchase-2')).status).toBe(201);
    const other = await send('POST', TX, { ...aBuy, quantity: 11 }, 'purchase-2');
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ detail: 'This Idempotency-Key was already used with a different request.' });
    expect(await countTransactions(t.ctx, user.id)).toBe(1);
  });

  it('two instances racing one key store one transaction and both answer it', async () => {
    const { user, send } = await person();
    const answers = await Promise.all([
      send('POST', TX, aBuy, 'race', t.app),
      send('POST', TX, aBuy, 'race', b.app),
      send('POST', TX, aBuy, 'race', t.app),
      send('POST', TX, aBuy, 'race', b.app),
    ]);
    for (const answer of answers) expect(answer.status, answer.text).toBe(201);
    expect(new Set(answers.map((a) => a.body!.uuid)).size).toBe(1);
    expect(await countTransactions(t.ctx, user.id)).toBe(1);
  });

  it('a purchase undone because its key was taken meanwhile leaves the figures as the database has them', async () => {
    const { user, send } = await person();
    expect((await send('POST', TX, buy(ASSET.gram_24k, 2, 4000, '2026-11-19'), undefined)).status).toBe(201);
    expect((await send('GET', '/api/portfolios/holdings/', undefined, undefined)).status).toBe(200);
    // On one instance: the second request waits for the first's lock, writes the purchase again, finds the key
    // taken when it records it, and undoes its work.
    const answers = await Promise.all([
      send('POST', TX, aBuy, 'race-one-instance'),
      send('POST', TX, aBuy, 'race-one-instance'),
    ]);
    for (const answer of answers) expect(answer.status, answer.text).toBe(201);
    expect(await countTransactions(t.ctx, user.id)).toBe(2);
    expect((await send('POST', TX, buy(ASSET.usd, 100, 50, '2026-11-21'), undefined)).status).toBe(201);

    const cold = createSecondInstance(t);
    try {
      for (const url of ['/api/portfolios/holdings/', '/api/portfolios/value/']) {
        const here = await send('GET', url, undefined, undefined);
        const fresh = await send('GET', url, undefined, undefined, cold.app);
        expect(here.body, url).toEqual(fresh.body);
      }
    } finally {
      await cold.close();
    }
    const holdings = (await send('GET', '/api/portfolios/holdings/', undefined, undefined))
      .body as unknown as Array<{
      asset_code: string;
      quantity: number;
    }>;
    expect(holdings.map((h) => [h.asset_code, h.quantity])).toEqual([
      ['gram_24k', 2],
      ['gram_21k', 10],
      ['usd', 100],
    ]);
  });

  it('a key older than 24 hours is a new request', async () => {
    const { user, send } = await person();
    expect((await send('POST', TX, aBuy, 'old-key')).status).toBe(201);
    await t.ctx.pool.query(
      `UPDATE idempotency_keys SET created_at = created_at - make_interval(secs => $2::double precision)
        WHERE user_id = $1`,
      [user.id, KEY_LIFETIME_MS / 1000 + 1],
    );
    const later = await send('POST', TX, aBuy, 'old-key');
    expect(later.status, later.text).toBe(201);
    expect(later.res.headers.get('idempotent-replayed')).toBeNull();
    expect(await countTransactions(t.ctx, user.id)).toBe(2);
    // The key now answers the second purchase.
    expect((await send('POST', TX, aBuy, 'old-key')).body).toEqual(later.body);
    expect(await countTransactions(t.ctx, user.id)).toBe(2);
  });

  it('without a key every write is its own, as before', async () => {
    const { user, send } = await person();
    await send('POST', TX, aBuy, undefined);
    await send('POST', TX, aBuy, undefined);
    expect(await countTransactions(t.ctx, user.id)).toBe(2);
  });

  it('a refusal is answered again too, and a deletion sent twice answers its 204 twice', async () => {
    const { user, send } = await person();
    const refused = await send('POST', TX, { ...aBuy, quantity: 'ten' }, 'bad-1');
    expect(refused.status).toBe(400);
    expect(await send('POST', TX, { ...aBuy, quantity: 'ten' }, 'bad-1')).toMatchObject({
      status: 400,
      body: refused.body,
    });
    const created = await send('POST', TX, aBuy, 'to-delete');
    const url = `${TX}${created.body!.uuid as string}/`;
    expect((await send('DELETE', url, undefined, 'delete-1')).status).toBe(204);
    const again = await send('DELETE', url, undefined, 'delete-1');
    expect(again.status).toBe(204);
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expect(await countTransactions(t.ctx, user.id)).toBe(0);
  });

  it('the other writes of a person take a key: an alert and a family member are created once', async () => {
    const { user, send } = await person();
    const alert = { instrument: 'gold_21_buy', condition: 'above', threshold: '5000' };
    const first = await send('POST', '/api/alerts/', alert, 'alert-1');
    expect(first.status, first.text).toBe(201);
    expect((await send('POST', '/api/alerts/', alert, 'alert-1', b.app)).body).toEqual(first.body);
    const member = { name: 'Mona', relation: 'spouse', colour: '#3366cc' };
    const created = await send('POST', '/api/household/members/', member, 'member-1');
    expect(created.status, created.text).toBe(201);
    expect((await send('POST', '/api/household/members/', member, 'member-1', b.app)).body).toEqual(
      created.body,
    );
    const counts = await t.ctx.pool.query<{ alerts: string; members: string }>(
      `SELECT (SELECT count(*) FROM price_alerts WHERE user_id = $1) AS alerts,
              (SELECT count(*) FROM household_members m JOIN households h ON h.id = m.household_id
                WHERE h.owner_id = $1) AS members`,
      [user.id],
    );
    expect(counts.rows[0]).toEqual({ alerts: '1', members: '2' });
  });

  it('a key that is not 1 to 255 printable characters is a 400, not a write', async () => {
    const { user, send } = await person();
    for (const key of ['', 'x'.repeat(256), 'tab\tinside', 'caf\u00e9']) {
      const reply = await send('POST', TX, aBuy, key);
      expect(reply.status, JSON.stringify(key)).toBe(400);
      expect(reply.body).toEqual({ detail: 'Idempotency-Key must be 1 to 255 printable ASCII characters.' });
    }
    expect(await countTransactions(t.ctx, user.id)).toBe(0);
  });

  it('an account deleted with a key is deleted: there is no one left to keep the key for', async () => {
    const { user, send } = await person();
    const deleted = await send(
      'DELETE',
      '/auth/users/me/',
      { current_password: FIXTURE_PASSWORD },
      'delete-me',
    );
    expect(deleted.status, deleted.text).toBe(204);
    const { rows } = await t.ctx.pool.query('SELECT 1 FROM users WHERE id = $1', [user.id]);
    expect(rows).toEqual([]);
  });
});
