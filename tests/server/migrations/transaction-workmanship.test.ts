import { describe, expect, it } from 'vitest';
import { migrateOnly, useMigrationDatabase } from './migration-database';

/**
 * Migration 0712 (workmanship and refund of a gold buy) on a database of the schema just before it: every transaction
 * keeps its row as it was, with both new parts NULL (not recorded, never zero); the new checks hold for new writes.
 */
const MIGRATION = '0712_transaction_workmanship.sql';
const database = useMigrationDatabase();

describe('migration 0712: transaction workmanship', () => {
  it('keeps every transaction unchanged with both parts unknown, and keeps the parts within the price', async () => {
    const pool = database.pool;
    await migrateOnly(pool, (file) => file.endsWith('.sql') && file < MIGRATION);
    await pool.query(
      `INSERT INTO users (email, password_hash, is_active, terms_accepted_at, language)
       VALUES ('saver@example.com', 'hash', true, '2026-01-02T08:00:00Z', 'ar')`,
    );
    await pool.query(
      `INSERT INTO transactions (user_id, asset_id, type, quantity, price, "timestamp")
       SELECT id, 1, 'buy', 2, 27000, '2026-01-05T12:00:00Z'::timestamptz FROM users
       UNION ALL SELECT id, 1, 'sell', 1, 28000.5, '2026-02-05T12:00:00Z'::timestamptz FROM users`,
    );
    const dump = async () =>
      (
        await pool.query<{ row: Record<string, unknown> }>(
          'SELECT to_jsonb(t) AS row FROM transactions t ORDER BY "timestamp"',
        )
      ).rows.map((r) => r.row);
    const before = await dump();

    expect(await migrateOnly(pool, (file) => file.endsWith('.sql') && file <= MIGRATION)).toEqual([
      MIGRATION,
    ]);
    const after = await dump();
    expect(after.map(({ workmanship_per_unit: _w, refund_per_unit: _r, ...rest }) => rest)).toEqual(before);
    expect(after.map((r) => [r.workmanship_per_unit, r.refund_per_unit])).toEqual([
      [null, null],
      [null, null],
    ]);

    const write = (workmanship: string | null, refund: string | null) =>
      pool.query(
        `INSERT INTO transactions (user_id, asset_id, type, quantity, price, "timestamp", workmanship_per_unit,
                                   refund_per_unit)
         SELECT id, 1, 'buy', 1, 30000, '2026-03-05T12:00:00Z', $1, $2 FROM users`,
        [workmanship, refund],
      );
    await expect(write('1000', '500')).resolves.toBeDefined();
    await expect(write('30000.01', null)).rejects.toThrow(/transactions_workmanship_within_price/);
    await expect(write('100', '101')).rejects.toThrow(/transactions_workmanship_within_price/);
    await expect(write(null, '1')).rejects.toThrow(/transactions_workmanship_within_price/);
  });
});
