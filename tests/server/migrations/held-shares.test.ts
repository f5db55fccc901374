import { describe, expect, it } from 'vitest';
import { migrateOnly, useMigrationDatabase } from './migration-database';

/**
 * Migration 0701 (product §16: shares a password reset holds) on a database of the schema before it: a new,
 * empty table; every account, household and share stays as it was.
 */
const MIGRATION = '0701_held_shares.sql';
const database = useMigrationDatabase();

describe('migration 0701: held shares', () => {
  it('adds an empty table and changes no account, household or share', async () => {
    const pool = database.pool;
    await migrateOnly(pool, (file) => file.endsWith('.sql') && file < MIGRATION);
    await pool.query(
      `INSERT INTO users (email, password_hash, is_active, terms_accepted_at, language)
       VALUES ('owner@example.com', 'hash', true, '2026-01-02T08:00:00Z', 'ar'),
              ('viewer@example.com', 'hash', true, '2026-01-03T08:00:00Z', 'en')`,
    );
    await pool.query(
      `INSERT INTO household_roles (household_id, user_id, role)
       SELECT h.id, v.id, 'viewer' FROM households h, users v
        WHERE h.owner_id = (SELECT id FROM users WHERE email = 'owner@example.com') AND v.email = 'viewer@example.com'`,
    );
    const dump = async () =>
      (
        await pool.query<{ rows: unknown }>(
          `SELECT (SELECT jsonb_agg(to_jsonb(u) ORDER BY id) FROM users u)
                  || (SELECT jsonb_agg(to_jsonb(h) ORDER BY id) FROM households h)
                  || (SELECT jsonb_agg(to_jsonb(r) ORDER BY household_id, user_id) FROM household_roles r) AS rows`,
        )
      ).rows[0]!.rows;
    const before = await dump();
    expect(await migrateOnly(pool, (file) => file.endsWith('.sql') && file <= MIGRATION)).toEqual([
      MIGRATION,
    ]);
    expect(await dump()).toEqual(before);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM household_roles_held');
    expect(rows[0].n).toBe(0);
  });
});
