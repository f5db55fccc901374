import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, runMigrations } from '@server/db/migrate';
import { migrateOnly, silentLog as log, useMigrationDatabase } from './migration-database';

/**
 * People already keep records in Dahabi: every migration must upgrade a database in place without losing or
 * changing a record. This test builds the schema of the first release, stores an account's records in it
 * (release-1-seed.sql), applies every migration written since, and compares every row.
 */
const RELEASE_1 = ['0101_users.sql', '0201_prices.sql', '0301_portfolio.sql', '0302_portfolio_revisions.sql'];
const database = useMigrationDatabase();

type Rows = Record<string, Array<Record<string, unknown>>>;

/** Every row of every table (but the migrations' own), as text, in primary-key order. */
async function dumpTables(): Promise<Rows> {
  const { rows: tables } = await database.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'
     ORDER BY table_name`,
  );
  const dump: Rows = {};
  for (const { table_name: table } of tables) {
    // to_jsonb keeps numerics and timestamps exact (as text), whatever the pg driver would parse them to.
    const { rows } = await database.pool.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(t) AS row FROM ${pg.escapeIdentifier(table)} t ORDER BY 1`,
    );
    dump[table] = rows.map((r) => r.row).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return dump;
}

describe('upgrading a database of the first release', () => {
  it('keeps every record of every table, unchanged, through every later migration', async () => {
    const pool = database.pool;
    await migrateOnly(pool, (file) => RELEASE_1.includes(file));
    await pool.query(fs.readFileSync(path.join(import.meta.dirname, 'release-1-seed.sql'), 'utf8'));
    const before = await dumpTables();
    expect(before.transactions).toHaveLength(5);

    const { applied } = await runMigrations(pool, log);
    const later = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql') && !RELEASE_1.includes(f))
      .sort();
    expect(applied).toEqual(later);

    const after = await dumpTables();
    for (const [table, rows] of Object.entries(before)) {
      expect(after[table], `table ${table} is gone`).toBeDefined();
      // Later migrations may add columns (and rows of their own); every old column of every old row stays as it was.
      const afterRows = after[table]!.map((row) => JSON.stringify(pick(row, Object.keys(rows[0] ?? {}))));
      for (const row of rows)
        expect(afterRows, `a row of ${table} changed or vanished`).toContain(JSON.stringify(row));
    }

    // Product §13: every account got its household with its own member first, and every transaction written before
    // belongs to its owner's own member.
    const { rows: owners } = await pool.query<{ user_id: number; households: string; self: string }>(
      `SELECT u.id AS user_id, count(DISTINCT h.id)::text AS households,
              count(m.id) FILTER (WHERE m.relation = 'self' AND m.is_owner)::text AS self
         FROM users u JOIN households h ON h.owner_id = u.id
         JOIN household_roles r ON r.household_id = h.id AND r.user_id = u.id AND r.role = 'owner'
         JOIN household_members m ON m.household_id = h.id
        GROUP BY u.id`,
    );
    expect(owners.length).toBe(before.users!.length);
    for (const owner of owners) expect([owner.households, owner.self]).toEqual(['1', '1']);
    const { rows: misplaced } = await pool.query(
      `SELECT t.uuid FROM transactions t
         LEFT JOIN household_members m ON m.id = t.member_id AND m.is_owner
         LEFT JOIN households h ON h.id = m.household_id AND h.owner_id = t.user_id
        WHERE h.id IS NULL`,
    );
    expect(misplaced).toEqual([]);
  });
});

function pick(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, row[k]]));
}
