import { describe, expect, it } from 'vitest';
import { migrateOnly, useMigrationDatabase } from './migration-database';

/**
 * Migration 0702 (product §16: report unsubscribe links dead once used or superseded) on a database of the
 * schema just before it: every account keeps its row as it was, its report choice included, at link version 0 (so
 * the links already sent keep working until the person's first change).
 */
const MIGRATION = '0702_report_link_version.sql';
const database = useMigrationDatabase();

describe('migration 0702: report link versions', () => {
  it('keeps every account unchanged, each at link version 0', async () => {
    const pool = database.pool;
    await migrateOnly(pool, (file) => file.endsWith('.sql') && file < MIGRATION);
    await pool.query(
      `INSERT INTO users (email, password_hash, is_active, terms_accepted_at, language, monthly_report)
       VALUES ('saver@example.com', 'hash', true, '2026-01-02T08:00:00Z', 'ar', true),
              ('reader@example.com', NULL, false, NULL, 'en', false)`,
    );
    const dump = async () =>
      (
        await pool.query<{ row: Record<string, unknown> }>(
          'SELECT to_jsonb(u) AS row FROM users u ORDER BY id',
        )
      ).rows.map((r) => r.row);
    const rows = await dump();

    expect(await migrateOnly(pool, (file) => file.endsWith('.sql') && file <= MIGRATION)).toEqual([
      MIGRATION,
    ]);
    const after = await dump();
    expect(after.map(({ report_link_version: _, ...rest }) => rest)).toEqual(rows);
    expect(after.map((r) => r.report_link_version)).toEqual([0, 0]);
  });
});
