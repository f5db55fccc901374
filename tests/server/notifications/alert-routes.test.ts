import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSnapshot } from '@server/prices/price-store';
import { createActiveUser, type ActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { caller } from '../portfolio/helpers';
import { manualSnapshot } from '../prices/fixtures/snapshots';

let t: TestApp;
let me: ActiveUser;
let other: ActiveUser;
const NOW = new Date('2026-11-22T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  me = await createActiveUser(t.ctx);
  other = await createActiveUser(t.ctx);
  // An alert watches a priced instrument (product §17): the prices an hour before, 21k buy at 6000.
  await recordSnapshot(
    t.ctx,
    manualSnapshot({ takenAt: new Date('2026-11-22T09:00:00Z'), k21Buy: '6000.00' }),
  );
});
afterAll(() => t.close());

/** The answer's status and JSON body (the tests compare the two whole). */
async function call(who: ActiveUser, method: string, url: string, body?: unknown) {
  const reply = await caller(t, who.authHeader).request(method, url, body);
  return { status: reply.status, body: reply.body };
}

describe('alerts API', () => {
  it('creates, lists, pauses, re-arms and deletes; another person sees a 404', async () => {
    const created = await call(me, 'POST', '/api/alerts/', {
      instrument: 'gold_21_buy',
      condition: 'above',
      threshold: '6050.5',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      instrument: 'gold_21_buy',
      threshold: '6050.5',
      state: 'armed',
      fired_at: null,
      met_now: false,
    });
    const uuid = (created.body as { uuid: string }).uuid;
    expect((await call(me, 'GET', '/api/alerts/')).body).toHaveLength(1);
    expect((await call(other, 'GET', '/api/alerts/')).body).toEqual([]);
    expect((await call(other, 'PATCH', `/api/alerts/${uuid}/`, { state: 'paused' })).status).toBe(404);
    expect((await call(other, 'DELETE', `/api/alerts/${uuid}/`)).status).toBe(404);

    // It fires on a crossing snapshot: a notification with the price, unread until marked read.
    await recordSnapshot(t.ctx, manualSnapshot({ takenAt: new Date('2026-11-22T09:59:00Z') }));
    const alert = (await call(me, 'GET', '/api/alerts/')).body as { state: string; fired_at: string }[];
    expect(alert[0]).toMatchObject({ state: 'fired', fired_at: '2026-11-22T10:00:00.000Z' });
    const list = await call(me, 'GET', '/api/notifications/');
    expect(list.body).toMatchObject({
      unread: 1,
      results: [
        {
          kind: 'price_alert',
          read: false,
          instrument: 'gold_21_buy',
          condition: 'above',
          threshold: '6050.5',
          price: '6100',
        },
      ],
    });
    expect((await call(other, 'GET', '/api/notifications/')).body).toEqual({ unread: 0, results: [] });
    expect((await call(me, 'POST', '/api/notifications/read/', {})).body).toEqual({ unread: 0 });

    const armed = await call(me, 'PATCH', `/api/alerts/${uuid}/`, { state: 'armed' });
    expect(armed.body).toMatchObject({ state: 'armed' });
    expect((await call(me, 'PATCH', `/api/alerts/${uuid}/`, { state: 'paused' })).body).toMatchObject({
      state: 'paused',
    });
    expect((await call(me, 'DELETE', `/api/alerts/${uuid}/`)).status).toBe(204);
    expect((await call(me, 'GET', '/api/alerts/')).body).toEqual([]);
    // The notification outlives the alert.
    expect((await call(me, 'GET', '/api/notifications/')).body).toMatchObject({
      unread: 0,
      results: [{ price: '6100' }],
    });
  });

  it('offers only the instruments the latest prices include, and refuses an alert on any other (product §17)', async () => {
    const who = await createActiveUser(t.ctx);
    // The latest reading has no 14 karat price.
    await recordSnapshot(t.ctx, manualSnapshot({ takenAt: new Date('2026-11-22T09:59:30Z'), k14: null }));
    const offered = await call(who, 'GET', '/api/alerts/instruments/');
    expect(offered.status).toBe(200);
    const list = offered.body as { instrument: string; price: string }[];
    expect(list.map((p) => p.instrument)).not.toContain('gold_14_buy');
    expect(list.map((p) => p.instrument)).not.toContain('gold_14_sell');
    expect(list).toContainEqual({ instrument: 'gold_21_buy', price: '6100' });
    expect(list).toContainEqual({ instrument: 'USD', price: '52.0502' });
    const refused = await call(who, 'POST', '/api/alerts/', {
      instrument: 'gold_14_buy',
      condition: 'above',
      threshold: '4000',
    });
    expect(refused).toEqual({
      status: 400,
      body: { instrument: ['There is no price for this now, so no alert can watch it.'] },
    });
    const made = await call(who, 'POST', '/api/alerts/', {
      instrument: 'gold_21_buy',
      condition: 'above',
      threshold: '5000',
    });
    expect(made.body).toMatchObject({ state: 'armed', met_now: true });
    const uuid = (made.body as { uuid: string }).uuid;
    expect((await call(who, 'PATCH', `/api/alerts/${uuid}/`, { instrument: 'gold_14_sell' })).status).toBe(
      400,
    );
    const { rows } = await t.ctx.pool.query(
      'SELECT count(*)::int AS n FROM price_alerts WHERE user_id = $1',
      [who.user.id],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('refuses unknown instruments, conditions and non-positive thresholds with DRF-shaped 400s', async () => {
    const r = await call(me, 'POST', '/api/alerts/', {
      instrument: 'gold_22_buy',
      condition: 'near',
      threshold: 5,
    });
    expect(r).toEqual({
      status: 400,
      body: {
        instrument: ['"gold_22_buy" is not a valid choice.'],
        condition: ['"near" is not a valid choice.'],
      },
    });
    for (const threshold of [0, '0.00', -3])
      expect(
        (await call(me, 'POST', '/api/alerts/', { instrument: 'USD', condition: 'below', threshold })).body,
      ).toEqual({
        threshold: [
          threshold === -3 ? 'A valid number is required.' : 'Ensure this value is greater than 0.',
        ],
      });
    expect(
      (await call(me, 'POST', '/api/alerts/', { instrument: 'USD', condition: 'below', threshold: '1e3' }))
        .body,
    ).toEqual({
      threshold: ['A valid number is required.'],
    });
    // An object with its own "toString" cannot be made into text by String(): still a 400, never a 500.
    expect(
      await call(me, 'POST', '/api/alerts/', {
        instrument: 'USD',
        condition: { toString: null },
        threshold: 5,
      }),
    ).toEqual({ status: 400, body: { condition: ['"[object Object]" is not a valid choice.'] } });
    expect((await call(me, 'POST', '/api/alerts/', {})).body).toEqual({
      instrument: ['This field is required.'],
      condition: ['This field is required.'],
      threshold: ['This field is required.'],
    });
  });

  it('refuses the 21st active alert, and re-arming a paused one past 20', async () => {
    const who = await createActiveUser(t.ctx);
    const make = () =>
      call(who, 'POST', '/api/alerts/', { instrument: 'USD', condition: 'above', threshold: 99 });
    for (let i = 0; i < 20; i += 1) expect((await make()).status).toBe(201);
    expect(await make()).toEqual({
      status: 400,
      body: { non_field_errors: ['You can have at most 20 active alerts.'] },
    });
    const first = ((await call(who, 'GET', '/api/alerts/')).body as { uuid: string }[])[0]!.uuid;
    await call(who, 'PATCH', `/api/alerts/${first}/`, { state: 'paused' });
    expect((await make()).status).toBe(201);
    expect((await call(who, 'PATCH', `/api/alerts/${first}/`, { state: 'armed' })).status).toBe(400);
  });

  it('refuses the 101st alert whatever their states, with a 400 naming the limit (product §16)', async () => {
    const who = await createActiveUser(t.ctx);
    // 99 paused alerts, as pausing each one after making it would leave them.
    await t.ctx.pool.query(
      `INSERT INTO price_alerts (user_id, instrument, condition, threshold, state, created_at)
       SELECT $1, 'USD', 'above', 99, 'paused', now() FROM generate_series(1, 99)`,
      [who.user.id],
    );
    const make = () =>
      call(who, 'POST', '/api/alerts/', { instrument: 'EUR', condition: 'below', threshold: 40 });
    expect((await make()).status).toBe(201);
    expect(await make()).toEqual({
      status: 400,
      body: { non_field_errors: ['You can have at most 100 alerts, paused ones included.'] },
    });
    const { rows } = await t.ctx.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM price_alerts WHERE user_id = $1',
      [who.user.id],
    );
    expect(rows[0]!.n).toBe(100);
    // One deleted, one more may be made.
    const list = (await call(who, 'GET', '/api/alerts/')).body as { uuid: string }[];
    expect(list).toHaveLength(100);
    expect((await call(who, 'DELETE', `/api/alerts/${list[0]!.uuid}/`)).status).toBe(204);
    expect((await make()).status).toBe(201);
  });

  it('pages like the transactions list with limit and offset; without them, the whole array', async () => {
    const who = await createActiveUser(t.ctx);
    const thresholds = ['10', '20', '30', '40', '50'];
    for (const threshold of thresholds)
      expect(
        (await call(who, 'POST', '/api/alerts/', { instrument: 'USD', condition: 'above', threshold }))
          .status,
      ).toBe(201);
    const all = (await call(who, 'GET', '/api/alerts/')).body as { threshold: string }[];
    expect(all.map((a) => a.threshold)).toEqual(thresholds);

    const base = `${t.ctx.config.publicUrl}/api/alerts/`;
    const first = await call(who, 'GET', '/api/alerts/?limit=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 5, next: `${base}?limit=2&offset=2`, previous: null });
    expect((first.body as { results: { threshold: string }[] }).results.map((a) => a.threshold)).toEqual([
      '10',
      '20',
    ]);
    const last = await call(who, 'GET', '/api/alerts/?limit=2&offset=4');
    expect(last.body).toMatchObject({ count: 5, next: null, previous: `${base}?limit=2&offset=2` });
    expect((last.body as { results: { threshold: string }[] }).results.map((a) => a.threshold)).toEqual([
      '50',
    ]);
    expect((await call(who, 'GET', '/api/alerts/?offset=10')).body).toEqual({
      count: 5,
      next: null,
      previous: `${base}?limit=100`,
      results: [],
    });
    // Another person's page is their own.
    expect((await call(other, 'GET', '/api/alerts/?limit=2')).body).toMatchObject({ count: 0, results: [] });

    expect(await call(who, 'GET', '/api/alerts/?limit=0')).toEqual({
      status: 400,
      body: { limit: ['Ensure this value is greater than or equal to 1.'] },
    });
    expect(await call(who, 'GET', '/api/alerts/?limit=101')).toEqual({
      status: 400,
      body: { limit: ['Ensure this value is less than or equal to 100.'] },
    });
    expect((await call(who, 'GET', '/api/alerts/?offset=x')).status).toBe(400);
  });
});
