import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketSnapshotInput } from '@server/prices/market-snapshot';
import { recordSnapshot } from '@server/prices/price-store';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createSecondInstance, createTestApp, type TestApp } from '@tests/support/test-app';
import { manualSnapshot } from '../prices/fixtures/snapshots';

/** Alerts fire in the transaction that stores a snapshot: once per firing, whatever the instances do. */

let t: TestApp;
let clock = new Date('2026-11-22T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** A reading a minute later, every gold price scaled so 21k buy is `k21` (so the plausibility checks pass). */
function reading(k21: string): MarketSnapshotInput {
  clock = new Date(clock.getTime() + 60_000);
  const base = manualSnapshot({ takenAt: new Date(clock.getTime() - 1000) });
  const f = new Big(k21).div(base.gold.k21.buy);
  const x = (v: string) => new Big(v).times(f).toFixed(2);
  const pair = (p: { buy: string; sell: string }) => ({ buy: x(p.buy), sell: x(p.sell) });
  const g = base.gold;
  return {
    ...base,
    gold: {
      k24: pair(g.k24),
      k21: pair(g.k21),
      k18: pair(g.k18),
      k14: g.k14 && pair(g.k14),
      poundBuy: x(g.poundBuy),
      ounceUsd: x(g.ounceUsd),
    },
  };
}

async function newAlert(condition: string, threshold: string): Promise<number> {
  const { user } = await createActiveUser(t.ctx);
  const { rows } = await t.ctx.pool.query<{ id: number }>(
    `INSERT INTO price_alerts (user_id, instrument, condition, threshold) VALUES ($1, 'gold_21_buy', $2, $3)
     RETURNING id`,
    [user.id, condition, threshold],
  );
  return rows[0]!.id;
}

async function outboxKeys(alertId: number): Promise<string[]> {
  const { rows } = await t.ctx.pool.query<{ key: string }>(
    `SELECT key FROM notification_outbox WHERE key LIKE $1 ORDER BY id`,
    [`alert:${alertId}:%`],
  );
  return rows.map((r) => r.key);
}

async function state(alertId: number) {
  const { rows } = await t.ctx.pool.query<{ state: string; n: number; unread: number }>(
    `SELECT a.state, (SELECT count(*)::int FROM alert_firings f WHERE f.alert_id = a.id) AS n,
            (SELECT count(*)::int FROM notifications x WHERE x.user_id = a.user_id AND NOT x.read) AS unread
       FROM price_alerts a WHERE a.id = $1`,
    [alertId],
  );
  return rows[0]!;
}

describe('price alert firing', () => {
  it('fires once on a crossing snapshot and not on the next; re-armed, it fires again', async () => {
    await recordSnapshot(t.ctx, reading('6100.00'));
    const id = await newAlert('above', '6200');
    await recordSnapshot(t.ctx, reading('6150.00'));
    expect(await outboxKeys(id)).toEqual([]);
    await recordSnapshot(t.ctx, reading('6250.00'));
    expect(await outboxKeys(id)).toEqual([`alert:${id}:1`]);
    expect(await state(id)).toEqual({ state: 'fired', n: 1, unread: 1 });
    await recordSnapshot(t.ctx, reading('6300.00'));
    expect(await outboxKeys(id)).toEqual([`alert:${id}:1`]);

    await t.ctx.pool.query(`UPDATE price_alerts SET state = 'armed' WHERE id = $1`, [id]);
    await recordSnapshot(t.ctx, reading('6310.00'));
    expect(await outboxKeys(id)).toEqual([`alert:${id}:1`, `alert:${id}:2`]);
    expect(await state(id)).toEqual({ state: 'fired', n: 2, unread: 2 });
  });

  it('an alert made while its condition is met fires only after the price went back and crossed again (product §17)', async () => {
    await recordSnapshot(t.ctx, reading('5819.00'));
    const { user } = await createActiveUser(t.ctx);
    const { rows } = await t.ctx.pool.query<{ id: number }>(
      `INSERT INTO price_alerts (user_id, instrument, condition, threshold, created_at)
       VALUES ($1, 'gold_21_buy', 'above', 5000, $2) RETURNING id`,
      [user.id, clock],
    );
    const id = rows[0]!.id;
    await recordSnapshot(t.ctx, reading('5900.00')); // still above: no "rose above"
    expect(await outboxKeys(id)).toEqual([]);
    await recordSnapshot(t.ctx, reading('4950.00')); // back below: quiet
    expect(await outboxKeys(id)).toEqual([]);
    await recordSnapshot(t.ctx, reading('5050.00')); // the crossing
    expect(await outboxKeys(id)).toEqual([`alert:${id}:1`]);
    expect((await state(id)).state).toBe('fired');
  });

  it('a paused alert stays quiet', async () => {
    const id = await newAlert('below', '9000');
    await t.ctx.pool.query(`UPDATE price_alerts SET state = 'paused' WHERE id = $1`, [id]);
    await recordSnapshot(t.ctx, reading('6100.00'));
    expect(await outboxKeys(id)).toEqual([]);
  });

  it('a % move from the previous Cairo day fires once a day', async () => {
    clock = new Date('2026-11-23T10:00:00Z');
    await recordSnapshot(t.ctx, reading('6000.00')); // Monday's close
    const id = await newAlert('change_pct', '2');
    clock = new Date('2026-11-24T09:00:00Z');
    await recordSnapshot(t.ctx, reading('6100.00')); // +1.67 %: quiet
    expect(await outboxKeys(id)).toEqual([]);
    await recordSnapshot(t.ctx, reading('6150.00')); // +2.5 %: fires
    await recordSnapshot(t.ctx, reading('6200.00')); // +3.3 %, same day: quiet
    expect(await outboxKeys(id)).toEqual([`alert:${id}:1`]);
    clock = new Date('2026-11-25T09:00:00Z');
    await recordSnapshot(t.ctx, reading('6400.00')); // +3.2 % from Tuesday's 6200: the next day, fires again
    expect(await outboxKeys(id)).toEqual([`alert:${id}:1`, `alert:${id}:2`]);
  });

  it('two instances storing the same snapshot at once write one firing and one e-mail', async () => {
    const id = await newAlert('below', '5000');
    const second = createSecondInstance(t);
    try {
      const input = reading('4900.00');
      const results = await Promise.all([recordSnapshot(t.ctx, input), recordSnapshot(second.ctx, input)]);
      expect(results.map((r) => r.stored).sort()).toEqual([false, true]);
      expect(await outboxKeys(id)).toEqual([`alert:${id}:1`]);
      expect((await state(id)).n).toBe(1);
    } finally {
      await second.close();
    }
  });
});
