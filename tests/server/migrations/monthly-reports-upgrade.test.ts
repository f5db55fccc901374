import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, runMigrations } from '@server/db/migrate';
import { createTestDatabase, type TestDatabase } from '@tests/support/test-db';

/**
 * Migration 0603 (monthly reports, issue 18) on a database of the schema just before it: every account keeps its
 * row as it was and starts opted out (the report is opt-in), and no month counts as done.
 */
const MIGRATION = '0603_monthly_reports.sql';
const log = pino({ level: 'silent' });

let db: TestDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase();
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});

describe('upgrading to monthly reports', () => {
  it('keeps every account unchanged and opted out', async () => {
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'dahabi-before-reports-'));
    for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql') && f < MIGRATION))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before, file));
    await runMigrations(pool, log, before);
    fs.rmSync(before, { recursive: true, force: true });
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

    const { applied } = await runMigrations(pool, log);
    expect(applied).toContain(MIGRATION);
    const after = await dump();
    expect(after.map(({ monthly_report: _, ...rest }) => rest)).toEqual(rows);
    expect(after.map((r) => r.monthly_report)).toEqual([false, false]);
    expect((await pool.query('SELECT * FROM report_periods')).rows).toEqual([]);
  });
});
