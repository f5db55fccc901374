import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '@server/db/migrate';
import { migrateOnly, silentLog, useMigrationDatabase } from './migration-database';

/**
 * Migration 0713 (the user check's notifications): a database at the schema before it keeps its accounts, sign-ins
 * and households as they were, and from then on every change the user check reads notifies `user_check` with the
 * ids of the people it concerns, at commit only.
 */
const BEFORE = (file: string) => file.endsWith('.sql') && file < '0713';
const database = useMigrationDatabase();

const dump = async () =>
  (
    await database.pool.query<{ row: Record<string, unknown> }>(
      `SELECT jsonb_build_object('users', (SELECT jsonb_agg(to_jsonb(u) ORDER BY id) FROM users u),
                                 'sessions', (SELECT jsonb_agg(to_jsonb(s) ORDER BY id) FROM sessions s),
                                 'households', (SELECT jsonb_agg(to_jsonb(h) ORDER BY id) FROM households h),
                                 'roles', (SELECT jsonb_agg(to_jsonb(r) ORDER BY user_id) FROM household_roles r)
                                ) AS row`,
    )
  ).rows[0]!.row;

describe('migration 0713: the user check notifies its changes', () => {
  it('keeps every row and notifies the people each later change concerns', async () => {
    const pool = database.pool;
    await migrateOnly(pool, BEFORE);
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, is_active, terms_accepted_at, language)
       VALUES ('owner@example.com', 'x', true, now(), 'ar'), ('viewer@example.com', 'x', true, now(), 'en')
       RETURNING id`,
    );
    const [owner, viewer] = rows.map((r) => r.id) as [number, number];
    await pool.query(
      'INSERT INTO sessions (id, user_id, authenticated_at) VALUES (gen_random_uuid(), $1, now())',
      [owner],
    );
    await pool.query(
      `INSERT INTO households (owner_id, name) SELECT $1, 'Home'
        WHERE NOT EXISTS (SELECT 1 FROM households WHERE owner_id = $1)`,
      [owner],
    );
    await pool.query(
      `INSERT INTO household_roles (household_id, user_id, role)
       SELECT id, $2, 'viewer' FROM households WHERE owner_id = $1`,
      [owner, viewer],
    );
    const before = await dump();

    const { applied } = await runMigrations(pool, silentLog);
    expect(applied).toContain('0713_user_check_notify.sql');
    expect(await dump()).toEqual(before);

    const listener = new pg.Client({ connectionString: pool.options.connectionString });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (msg) => heard.push(msg.payload ?? ''));
    await listener.query('LISTEN user_check');
    const next = async (write: () => Promise<unknown>) => {
      heard.length = 0;
      await write();
      await listener.query('SELECT 1'); // a round trip: what was sent before it has arrived
      return [...heard];
    };
    try {
      expect(
        await next(() => pool.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [owner])),
      ).toEqual([String(owner)]);
      expect(
        await next(() => pool.query('UPDATE users SET is_active = false WHERE id = $1', [viewer])),
      ).toEqual([String(viewer)]);
      // A new portfolio revision of the owner's ledger: everyone who reads it.
      const revision = await next(() =>
        pool.query('INSERT INTO portfolio_revisions (user_id, revision) VALUES ($1, 1)', [owner]),
      );
      expect(revision.map((p) => p.split(',').map(Number).sort())).toEqual([[owner, viewer].sort()]);
      expect(
        await next(() => pool.query('DELETE FROM household_roles WHERE user_id = $1', [viewer])),
      ).toEqual([String(viewer)]);
      // Nothing is sent for a write that does not commit.
      const client = await pool.connect();
      try {
        const rolledBack = await next(async () => {
          await client.query('BEGIN');
          await client.query('UPDATE users SET is_active = true WHERE id = $1', [viewer]);
          await client.query('ROLLBACK');
        });
        expect(rolledBack).toEqual([]);
      } finally {
        client.release();
      }
      expect(await next(() => pool.query('TRUNCATE sessions CASCADE'))).toEqual(['*']);
    } finally {
      await listener.end();
    }
  });
});
