import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { MIGRATIONS_DIR, runMigrations } from '@server/db/migrate';
import { createTestDatabase, type TestDatabase, testPool } from '@tests/support/test-db';

/** A migration test's own empty database (no migration applied), with a pool on it; dropped after the file. */
export function useMigrationDatabase(): { readonly pool: pg.Pool } {
  let db: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    db = await createTestDatabase();
    pool = testPool(db.url, 2);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });
  return {
    get pool() {
      return pool;
    },
  };
}

export const silentLog = pino({ level: 'silent' });

/**
 * Applies only the migrations `files` selects, as a server of an earlier release would have; answers the names of
 * those it applied (the ones not applied yet).
 */
export async function migrateOnly(pool: pg.Pool, files: (file: string) => boolean): Promise<string[]> {
  const earlier = fs.mkdtempSync(path.join(os.tmpdir(), 'dahabi-earlier-schema-'));
  try {
    for (const file of fs.readdirSync(MIGRATIONS_DIR).filter(files))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(earlier, file));
    return (await runMigrations(pool, silentLog, earlier)).applied;
  } finally {
    fs.rmSync(earlier, { recursive: true, force: true });
  }
}
