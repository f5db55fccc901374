import { describe, expect, it } from 'vitest';
import { migrateOnly, useMigrationDatabase } from './migration-database';

/**
 * Migration 0603 (monthly reports, product §14) on a database of the schema just before it: every account keeps its
 * row as it was and starts opted out (the report is opt-in), and no month counts as done.
 */
const MIGRATION = '0603_monthly_reports.sql';
const database = useMigrationDatabase();

describe('upgrading to monthly reports', () => {
  it('keeps every account unchanged and opted out', async () => {
    const pool = database.pool;
    await migrateOnly(pool, (file) => file < MIGRATION);
    await pool.query(
      `INSERT INTO users (email, password_hash, is_active, terms_accepted_at, language)
       VALUES ('saver@example.com', 'hash', true, '2026-01-02T08:00:00Z', 'ar'),
              ('reader@example.com', NULL, false, NULL, 'en')`,
    );
    const dump = async () =>
      (
        await pool.query<{ row: Record<string, unknown> }>(
          'SELECT to_jsonb(u) AS row FROM users u ORDER BY id',
        )
      ).rows.map((r) => r.row);
    const rows = await dump();

    // This migration alone: later ones may add columns of their own.
    expect(await migrateOnly(pool, (file) => file <= MIGRATION)).toEqual([MIGRATION]);
    const after = await dump();
    expect(after.map(({ monthly_report: _, ...rest }) => rest)).toEqual(rows);
    expect(after.map((r) => r.monthly_report)).toEqual([false, false]);
    expect((await pool.query('SELECT * FROM report_periods')).rows).toEqual([]);
  });
});
