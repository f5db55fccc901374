import { describe, expect, it } from 'vitest';
import { runMigrations } from '@server/db/migrate';
import { migrateOnly, silentLog, useMigrationDatabase } from './migration-database';

/**
 * Migration 0602 (product §13, shared households): a transaction records who created it and who last changed it. A
 * database at the schema before it (through 0601) holds rows that name nobody; after the upgrade they name their
 * ledger's owner, a row that named its editor still does, and nothing else of any row changes.
 */
const BEFORE = (file: string) => file.endsWith('.sql') && file < '0602';
const database = useMigrationDatabase();

const dump = async () =>
  (
    await database.pool.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(t) - 'created_by' - 'updated_by' AS row FROM transactions t ORDER BY uuid`,
    )
  ).rows.map((r) => r.row);

describe('migration 0602: the authors of transactions', () => {
  it('gives every row that named nobody its owner, keeps a named editor, and changes nothing else', async () => {
    const pool = database.pool;
    await migrateOnly(pool, BEFORE);

    await pool.query(
      `INSERT INTO users (id, email, password_hash, is_active, terms_accepted_at, language)
       OVERRIDING SYSTEM VALUE VALUES (1, 'owner@example.com', NULL, true, now(), 'ar'),
                                      (2, 'editor@example.com', NULL, true, now(), 'en')`,
    );
    await pool.query(
      `INSERT INTO transactions (uuid, user_id, asset_id, type, quantity, price, "timestamp", created_by, updated_by,
                                 created_at, updated_at)
       VALUES ('00000000-0000-4000-8000-000000000001', 1, 11, 'buy', 2.5, 3900, '2026-01-02T12:00:00Z', NULL, NULL,
               '2026-01-02T12:00:00Z', '2026-01-02T12:00:00Z'),
              ('00000000-0000-4000-8000-000000000002', 1, 12, 'buy', 1, 3500, '2026-02-02T12:00:00Z', 2, 2,
               '2026-02-02T12:00:00Z', '2026-02-03T12:00:00Z'),
              ('00000000-0000-4000-8000-000000000003', 1, 12, 'sell', 1, 3600, '2026-03-02T12:00:00Z', 1, NULL,
               '2026-03-02T12:00:00Z', '2026-03-02T12:00:00Z'),
              ('00000000-0000-4000-8000-000000000004', 2, 11, 'buy', 1, 4000, '2026-03-05T12:00:00Z', NULL, NULL,
               '2026-03-05T12:00:00Z', '2026-03-05T12:00:00Z')`,
    );
    const rows = await dump();

    const { applied } = await runMigrations(pool, silentLog);
    expect(applied).toContain('0602_transaction_authors.sql');
    // Columns later migrations add (the workmanship of 0712) are new, and empty, on every old row.
    const after = await dump();
    expect(after.map((row) => Object.fromEntries(Object.keys(rows[0]!).map((k) => [k, row[k]])))).toEqual(
      rows,
    );
    expect(after.every((row) => row.workmanship_per_unit === null && row.refund_per_unit === null)).toBe(
      true,
    );
    const { rows: authors } = await pool.query<{ uuid: string; created_by: number; updated_by: number }>(
      'SELECT uuid::text AS uuid, created_by, updated_by FROM transactions ORDER BY uuid',
    );
    expect(authors.map((a) => [a.uuid.slice(-1), a.created_by, a.updated_by])).toEqual([
      ['1', 1, 1],
      ['2', 2, 2],
      ['3', 1, 1],
      ['4', 2, 2],
    ]);
  });
});
