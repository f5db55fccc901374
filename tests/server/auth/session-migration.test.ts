import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, runMigrations } from '@server/db/migrate';
import { createPool } from '@server/db/pool';
import { createTestDatabase, type TestDatabase } from '@tests/support/test-db';

/** Migration 0102 upgrades a database holding sign-ins from before sessions were rows, losing none of them. */

const log = pino({ level: 'silent' });
let database: TestDatabase;
let pool: ReturnType<typeof createPool>;
let before: string;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, log, { max: 2 });
  before = await fs.mkdtemp(path.join(os.tmpdir(), 'dahabi-migrations-before-'));
  for (const file of await fs.readdir(MIGRATIONS_DIR)) {
    // The schema of the release before it: the migrations before 0102 (later ones may build on sessions).
    if (file < '0102_') await fs.copyFile(path.join(MIGRATIONS_DIR, file), path.join(before, file));
  }
});
afterAll(async () => {
  await pool.end();
  await database.drop();
  await fs.rm(before, { recursive: true, force: true });
});

describe('migration 0102 (sessions)', () => {
  it('turns each refresh-token family into a session, keeping its start, its revocation and every token', async () => {
    await runMigrations(pool, log, before);
    const { rows: users } = await pool.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, is_active) VALUES ('old@example.com', 'x', true),
       ('pending@example.com', 'first', false) RETURNING id`,
    );
    const [owner, pending] = users.map((u) => u.id);
    const live = '00000000-0000-4000-8000-000000000001';
    const ended = '00000000-0000-4000-8000-000000000002';
    await pool.query(
      `INSERT INTO refresh_tokens (jti, token_hash, family, user_id, expires_at, revoked_at, replaced_at, created_at)
       VALUES (gen_random_uuid(), 'h1', $2, $1, now() + interval '7 days', NULL, now(), '2026-10-01T10:00:00Z'),
              (gen_random_uuid(), 'h2', $2, $1, now() + interval '7 days', NULL, NULL, '2026-10-05T10:00:00Z'),
              (gen_random_uuid(), 'h3', $3, $1, now() + interval '7 days', '2026-10-06T10:00:00Z', NULL,
               '2026-10-02T10:00:00Z')`,
      [owner, live, ended],
    );
    await pool.query(
      `INSERT INTO activation_tokens (user_id, token_hash, password_hash, expires_at)
       VALUES ($1, 't1', 'strangers-hash', now() + interval '3 days')`,
      [pending],
    );

    const result = await runMigrations(pool, log);
    expect(result.applied[0]).toBe('0102_sessions.sql');

    const { rows: sessions } = await pool.query(
      'SELECT id, user_id, authenticated_at, revoked_at FROM sessions ORDER BY id',
    );
    expect(sessions).toEqual([
      { id: live, user_id: owner, authenticated_at: new Date('2026-10-01T10:00:00Z'), revoked_at: null },
      {
        id: ended,
        user_id: owner,
        authenticated_at: new Date('2026-10-02T10:00:00Z'),
        revoked_at: new Date('2026-10-06T10:00:00Z'),
      },
    ]);
    const { rows: tokens } = await pool.query('SELECT count(*)::int AS n FROM refresh_tokens');
    expect(tokens[0].n).toBe(3);
    const { rows: activation } = await pool.query('SELECT password_hash FROM activation_tokens');
    expect(activation).toEqual([{ password_hash: null }]);
    const { rows: account } = await pool.query('SELECT password_hash FROM users WHERE id = $1', [pending]);
    expect(account[0].password_hash).toBe('first');
    // Deleting the person deletes their sessions, and the sessions their tokens.
    await pool.query('DELETE FROM users WHERE id = $1', [owner]);
    const { rows: left } = await pool.query(
      'SELECT (SELECT count(*) FROM sessions)::int AS s, (SELECT count(*) FROM refresh_tokens)::int AS r',
    );
    expect(left[0]).toEqual({ s: 0, r: 0 });
  });
});
