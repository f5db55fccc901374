import { describe, expect, it } from 'vitest';
import { migrateOnly, useMigrationDatabase } from './migration-database';

/**
 * Migration 0710 (idempotent writes) on a database of the schema before it: a new, empty table of keys; every
 * account and transaction stays exactly as it was.
 */
const MIGRATION = '0710_idempotency_keys.sql';
const database = useMigrationDatabase();

describe('migration 0710: idempotency keys', () => {
  it('adds the empty table of keys and changes no record', async () => {
    const pool = database.pool;
    await migrateOnly(pool, (file) => file.endsWith('.sql') && file < MIGRATION);
    const { rows: users } = await pool.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, is_active, terms_accepted_at, language)
       VALUES ('saver@example.com', 'hash', true, '2026-01-02T08:00:00Z', 'ar') RETURNING id`,
    );
    const dump = async () =>
      (
        await pool.query<{ row: Record<string, unknown> }>(
          'SELECT to_jsonb(u) AS row FROM users u ORDER BY id',
        )
      ).rows;
    const before = await dump();

    expect(await migrateOnly(pool, (file) => file.endsWith('.sql') && file <= MIGRATION)).toEqual([
      MIGRATION,
    ]);
    expect(await dump()).toEqual(before);
    expect((await pool.query('SELECT * FROM idempotency_keys')).rows).toEqual([]);
    // A key belongs to its account and goes with it.
    await pool.query(
      `INSERT INTO idempotency_keys (user_id, key, fingerprint, status, body, created_at)
       VALUES ($1, 'k', 'f', 201, '{}', now())`,
      [users[0]!.id],
    );
    await pool.query('DELETE FROM users');
    expect((await pool.query('SELECT * FROM idempotency_keys')).rows).toEqual([]);
  });
});
