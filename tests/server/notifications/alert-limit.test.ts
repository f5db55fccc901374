import { testPool } from '@tests/support/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ACTIVE_ALERTS, MAX_ALERTS } from '@contract/alerts';
import { changeAlert, insertAlert } from '@server/notifications/alert-store';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/**
 * Product §14's cap of MAX_ACTIVE_ALERTS active alerts holds for writes at once: the count was read in the insert's own
 * statement, before it waited for the person's lock, so alerts created together could all pass it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const ALERT = { instrument: 'USD', condition: 'above', threshold: '99' };
const LIMITS = { maxActive: MAX_ACTIVE_ALERTS, max: MAX_ALERTS };
const stored = (results: unknown[]) => results.filter((r) => typeof r === 'object');

async function activeAlerts(userId: number): Promise<number> {
  const { rows } = await t.ctx.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM price_alerts WHERE user_id = $1 AND state <> 'paused'`,
    [userId],
  );
  return rows[0]!.n;
}

/** The store on a pool of its own with every connection open first, so the ten writes truly overlap. */
async function withWidePool(work: (ctx: TestApp['ctx']) => Promise<void>) {
  const pool = testPool(t.ctx.config.databaseUrl!, 10);
  pool.on('error', () => undefined);
  try {
    const clients = await Promise.all(Array.from({ length: 10 }, () => pool.connect()));
    for (const client of clients) client.release();
    await work({ ...t.ctx, pool });
  } finally {
    await pool.end();
  }
}

describe('the active-alert cap under writes at once', () => {
  it('ten creates one short of the cap: exactly one is stored', async () => {
    await withWidePool(async (wide) => {
      for (let round = 0; round < 3; round += 1) {
        const { user } = await createActiveUser(t.ctx);
        for (let i = 1; i < MAX_ACTIVE_ALERTS; i += 1) await insertAlert(t.ctx, user.id, ALERT, LIMITS);
        const created = await Promise.all(
          Array.from({ length: 10 }, () => insertAlert(wide, user.id, ALERT, LIMITS)),
        );
        expect(stored(created)).toHaveLength(1);
        expect(await activeAlerts(user.id)).toBe(MAX_ACTIVE_ALERTS);
      }
    });
  });

  it('ten paused alerts re-armed at once, one short of the cap: exactly one is armed', async () => {
    await withWidePool(async (wide) => {
      for (let round = 0; round < 3; round += 1) {
        const { user } = await createActiveUser(t.ctx);
        const paused: string[] = [];
        for (let i = 0; i < 10; i += 1) {
          const alert = (await insertAlert(t.ctx, user.id, ALERT, LIMITS)) as { uuid: string };
          await changeAlert(t.ctx, user.id, alert.uuid, { state: 'paused' }, MAX_ACTIVE_ALERTS);
          paused.push(alert.uuid);
        }
        for (let i = 1; i < MAX_ACTIVE_ALERTS; i += 1) await insertAlert(t.ctx, user.id, ALERT, LIMITS);
        const results = await Promise.all(
          paused.map((uuid) => changeAlert(wide, user.id, uuid, { state: 'armed' }, MAX_ACTIVE_ALERTS)),
        );
        expect(results.filter((r) => r === 'tooMany')).toHaveLength(9);
        expect(await activeAlerts(user.id)).toBe(MAX_ACTIVE_ALERTS);
      }
    });
  });
});

describe('the cap on alerts in any state under writes at once (product §16)', () => {
  it('ten creates one short of the cap, every other alert paused: exactly one is stored', async () => {
    await withWidePool(async (wide) => {
      const { user } = await createActiveUser(t.ctx);
      await t.ctx.pool.query(
        `INSERT INTO price_alerts (user_id, instrument, condition, threshold, state, created_at)
         SELECT $1, 'USD', 'above', 99, 'paused', now() FROM generate_series(1, $2)`,
        [user.id, MAX_ALERTS - 1],
      );
      const created = await Promise.all(
        Array.from({ length: 10 }, () => insertAlert(wide, user.id, ALERT, LIMITS)),
      );
      expect(stored(created)).toHaveLength(1);
      expect(created.filter((r) => r === 'tooMany')).toHaveLength(9);
      const { rows } = await t.ctx.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM price_alerts WHERE user_id = $1',
        [user.id],
      );
      expect(rows[0]!.n).toBe(MAX_ALERTS);
    });
  });
});
