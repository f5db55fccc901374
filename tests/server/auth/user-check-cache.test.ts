import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '@server/app-context';
import { signAccessToken } from '@server/auth/tokens';
import {
  listenForUserChecks,
  MAX_ENTRIES,
  UserCheckCache,
  userCheckCache,
} from '@server/auth/user-check-cache';
import { authCommands } from '@server/cli/auth-commands';
import { unwrappedPool } from '@server/db/request-transaction';
import { createActiveUser, FIXTURE_PASSWORD } from '@tests/support/auth-fixtures';
import { createSecondInstance, type TestApp } from '@tests/support/test-app';
import { appWithTwoReadings, ASSET, buy, TODAY } from '../portfolio/helpers';

/**
 * The user check's rows kept in each process (server/auth/user-check-cache.ts), with two instances on one database,
 * A and B, each listening as main.ts makes them: a read B has seen before makes no user query, and whatever revokes a
 * sign-in on A (a password change, sign-out everywhere, deletion) or in the admin CLI (deactivation) is refused by
 * B on the very next request. While B's listener is down B reads the database on every request.
 */

const HOLDINGS = '/api/portfolios/holdings/';
const ME = '/api/users/me/';
const NEW_PASSWORD = 'Another-Gold-Phrase-2027!';

let t: TestApp;
let b: ReturnType<typeof createSecondInstance>;
const listeners: Array<{ stop(): Promise<void> }> = [];
/** User check statements each instance sent to the database. */
const checks = new Map<AppContext['pool'], number>();
/** Barriers each instance sent after a write. */
const barriers = new Map<AppContext['pool'], number>();

/** Counts the statements of the user check, and the barriers, the instance's pool sends. */
function countChecks(ctx: AppContext) {
  const pool = unwrappedPool(ctx.pool);
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  checks.set(pool, 0);
  barriers.set(pool, 0);
  pool.query = ((...args: unknown[]) => {
    const name = (args[0] as { name?: string } | null)?.name;
    if (name?.includes('require-user')) checks.set(pool, checks.get(pool)! + 1);
    if (name === 'user-check-barrier') barriers.set(pool, barriers.get(pool)! + 1);
    return query(...args);
  }) as typeof pool.query;
}
const checksOf = (ctx: AppContext) => checks.get(unwrappedPool(ctx.pool))!;
const barriersOf = (ctx: AppContext) => barriers.get(unwrappedPool(ctx.pool))!;

/** Resolves once the instance's listener is in effect (it reconnects a second after a drop). */
async function listening(ctx: AppContext) {
  for (let i = 0; i < 200 && !userCheckCache(ctx.pool).listening; i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(userCheckCache(ctx.pool).listening).toBe(true);
}

beforeAll(async () => {
  t = await appWithTwoReadings();
  b = createSecondInstance(t);
  for (const ctx of [t.ctx, b.ctx]) {
    countChecks(ctx);
    listeners.push(listenForUserChecks(ctx));
    await listening(ctx);
  }
});
afterAll(async () => {
  await Promise.all(listeners.map((l) => l.stop()));
  await b?.close();
  await t?.close();
});

async function get(instance: { app: TestApp['app'] }, path: string, token: string) {
  const res = await instance.app.request(path, { headers: { Authorization: `Bearer ${token}` } });
  return res.status;
}

async function send(method: string, path: string, token: string | null, body?: unknown) {
  const res = await t.app.request(path, {
    method,
    headers: {
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      'Content-Type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return res.status;
}

/** A person signed in on two devices (two sessions), both already seen by B. */
async function personSeenByB() {
  const person = await createActiveUser(t.ctx);
  const other = await signAccessToken(t.ctx, person.user);
  const seen = async () => {
    for (const token of [person.accessToken, other]) {
      expect(await get(b, HOLDINGS, token)).toBe(200);
      expect(await get(b, ME, token)).toBe(200);
    }
  };
  await seen();
  // The account's creation and first reads notified: once B has heard all of it, B keeps what it reads next.
  await userCheckCache(b.ctx.pool).settled(unwrappedPool(b.ctx.pool));
  await seen();
  return { ...person, here: person.accessToken, other };
}

describe('the user check kept in each instance', () => {
  it('answers a read it has seen before without a user query', async () => {
    const { here } = await personSeenByB();
    const before = checksOf(b.ctx);
    expect(await get(b, HOLDINGS, here)).toBe(200);
    expect(await get(b, ME, here)).toBe(200);
    expect(await get(b, HOLDINGS, here)).toBe(200);
    expect(checksOf(b.ctx) - before).toBe(0);
  });

  it('refuses on B the other sign-ins of a password changed on A, at the next request', async () => {
    const { here, other } = await personSeenByB();
    expect(
      await send('POST', '/auth/users/set_password/', here, {
        current_password: FIXTURE_PASSWORD,
        new_password: NEW_PASSWORD,
      }),
    ).toBe(204);
    expect(await get(b, HOLDINGS, other)).toBe(401);
    expect(await get(b, ME, other)).toBe(401);
    // The device that changed it stays signed in.
    expect(await get(b, HOLDINGS, here)).toBe(200);
  });

  it('refuses on B every sign-in ended on A by sign-out everywhere', async () => {
    const { here, other } = await personSeenByB();
    expect(await send('POST', '/api/users/logout-all/', here)).toBe(204);
    expect(await get(b, HOLDINGS, other)).toBe(401);
    expect(await get(b, ME, here)).toBe(401);
  });

  it('refuses on B an account deleted on A', async () => {
    const { here, other } = await personSeenByB();
    expect(await send('DELETE', '/auth/users/me/', here, { current_password: FIXTURE_PASSWORD })).toBe(204);
    expect(await get(b, HOLDINGS, other)).toBe(401);
    expect(await get(b, ME, here)).toBe(401);
  });

  it('refuses on B an account the admin CLI deactivated', async () => {
    const { user, here, other } = await personSeenByB();
    const out: string[] = [];
    const code = await authCommands['users:deactivate']!.run(t.ctx, [user.email], (line) => out.push(line));
    expect(code).toBe(0);
    expect(await get(b, HOLDINGS, other)).toBe(401);
    expect(await get(b, ME, here)).toBe(401);
  });

  it('makes a write wait for the other instances only when it changed what the check reads', async () => {
    const { user, here } = await personSeenByB();
    const barriersBefore = () => barriersOf(t.ctx);
    let before = barriersBefore();
    // Refused: nothing written.
    expect(await send('POST', '/api/portfolios/transactions/', here, { transaction_type: 'buy' })).toBe(400);
    expect(
      await send('POST', '/api/portfolios/transactions/', 'not-a-token', buy(ASSET.gram_21k, 1, 3000, TODAY)),
    ).toBe(401);
    // A failed sign-in: its throttle rows are not what the check reads.
    expect(
      await send('POST', '/api/users/login/', null, { email: user.email, password: 'Not-The-Password-1!' }),
    ).toBe(401);
    expect(barriersBefore() - before).toBe(0);

    // A purchase bumps the portfolio revision, which the check reads: B must have heard of it when it answers.
    before = barriersBefore();
    expect(
      await send('POST', '/api/portfolios/transactions/', here, buy(ASSET.gram_21k, 1, 3000, TODAY)),
    ).toBe(201);
    expect(barriersBefore() - before).toBe(1);

    // In a request transaction (an Idempotency-Key): after its commit; its replay writes nothing.
    const keyed = () =>
      t.app.request('/api/portfolios/transactions/', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${here}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
        },
        body: JSON.stringify(buy(ASSET.gram_21k, 2, 3000, TODAY)),
      });
    before = barriersBefore();
    expect((await keyed()).status).toBe(201);
    expect(barriersBefore() - before).toBe(1);
    const replay = await keyed();
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(barriersBefore() - before).toBe(1);
  });

  it('does not wait for an instance whose listener has connected but is not listening yet', async () => {
    const c = createSecondInstance(t);
    let listen!: () => void;
    const held = new Promise<void>((resolve) => (listen = resolve));
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const send = () => (query as (...a: unknown[]) => unknown).apply(this, args);
      return (
        typeof args[0] === 'string' && args[0].startsWith('LISTEN') ? held.then(send) : send()
      ) as never;
    });
    const listener = listenForUserChecks(c.ctx);
    try {
      const connected = async () =>
        (
          await t.ctx.pool.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE application_name LIKE 'dahabi-user-check-listener%' AND datname = current_database()`,
          )
        ).rows[0]!.n;
      await expect.poll(connected, { timeout: 5_000 }).toBe(3);
      const started = performance.now();
      await userCheckCache(t.ctx.pool).settled(unwrappedPool(t.ctx.pool));
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      spy.mockRestore();
      listen();
      await listening(c.ctx);
      await listener.stop();
      await c.close();
    }
  });

  it('reads the database while its listener is down, and keeps rows again once it is back', async () => {
    const { here, other } = await personSeenByB();
    const cache = userCheckCache(b.ctx.pool);
    await t.ctx.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'dahabi-user-check-listener' AND datname = current_database()`,
    );
    await expect.poll(() => cache.listening, { timeout: 5_000 }).toBe(false);
    // Both listeners were cut (they share the database): A answers its write at once, and B, without notifications,
    // must read the revocation from the database.
    const before = checksOf(b.ctx);
    expect(await get(b, HOLDINGS, here)).toBe(200);
    expect(await get(b, HOLDINGS, here)).toBe(200);
    expect(checksOf(b.ctx) - before).toBe(2);
    expect(await send('POST', '/api/users/logout-all/', here)).toBe(204);
    expect(await get(b, HOLDINGS, other)).toBe(401);
    expect(await get(b, HOLDINGS, here)).toBe(401);

    // Back (the listener reconnects after a second): nothing kept from before, rows kept again from now on.
    await listening(b.ctx);
    await listening(t.ctx);
    expect(await get(b, HOLDINGS, here)).toBe(401);
    const fresh = await personSeenByB();
    const again = checksOf(b.ctx);
    expect(await get(b, HOLDINGS, fresh.here)).toBe(200);
    expect(checksOf(b.ctx) - again).toBe(0);
  });
});

describe('UserCheckCache', () => {
  it('keeps no row whose read raced a notification or a lost connection', () => {
    const cache = new UserCheckCache();
    const early = cache.stamp;
    cache.fill('a', 7, early, { n: 1 });
    expect(cache.get('a')).toBeUndefined(); // not listening yet

    cache.onListening();
    const raced = cache.stamp;
    cache.onNotification('7'); // a write of theirs: the read's snapshot may predate it
    cache.fill('a', 7, raced, { n: 2 });
    expect(cache.get('a')).toBeUndefined();

    cache.fill('a', 7, cache.stamp, { n: 3 });
    cache.fill('b', 8, cache.stamp, { n: 4 });
    expect(cache.get('a')).toEqual({ n: 3 });
    cache.onNotification('9,7');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual({ n: 4 });

    const beforeDrop = cache.stamp;
    cache.onLost();
    expect(cache.get('b')).toBeUndefined();
    cache.fill('b', 8, beforeDrop, { n: 5 });
    cache.onListening();
    cache.fill('b', 8, beforeDrop, { n: 6 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(0);

    cache.fill('b', 8, cache.stamp, { n: 7 });
    cache.onNotification('*');
    expect(cache.get('b')).toBeUndefined();
  });

  it("drops a fill in flight for a person's notification, not for another's", () => {
    const cache = new UserCheckCache();
    cache.onListening();
    const stamp = cache.stamp;
    cache.onNotification('7,9'); // writes of people 7 and 9 while 8's row and 7's row were being read
    cache.fill('eight', 8, stamp, { n: 1 });
    cache.fill('seven', 7, stamp, { n: 2 });
    expect(cache.get('eight')).toEqual({ n: 1 });
    expect(cache.get('seven')).toBeUndefined();

    const next = cache.stamp;
    cache.onNotification('8');
    cache.fill('eight', 8, next, { n: 3 });
    cache.fill('nine', 9, next, { n: 4 });
    expect(cache.get('eight')).toBeUndefined(); // dropped by the notification, and the racing fill not kept
    expect(cache.get('nine')).toEqual({ n: 4 });
  });

  it('holds at most MAX_ENTRIES rows, the least recently used leaving first', () => {
    const cache = new UserCheckCache();
    cache.onListening();
    for (let i = 0; i < MAX_ENTRIES; i++) cache.fill(`k${i}`, i, cache.stamp, { i });
    expect(cache.get('k0')).toEqual({ i: 0 }); // used: k1 is now the oldest
    cache.fill('new', -1, cache.stamp, { i: -1 });
    expect(cache.size).toBe(MAX_ENTRIES);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k0')).toEqual({ i: 0 });
    cache.onNotification('0');
    expect(cache.size).toBe(MAX_ENTRIES - 1);
  });
});
