import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Logger } from 'pino';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** Advisory lock key serialising migration runs across processes sharing one database. */
const MIGRATION_LOCK_KEY = 0x64616862; // "dahb"

const MIGRATION_FILE = /^\d{4}_[\w-]+\.sql$/i;

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export interface MigrationResult {
  applied: string[];
  alreadyApplied: number;
}

/**
 * Applies `migrations/*.sql` in file-name order, each in its own transaction, recording each in
 * `schema_migrations`. Two processes starting at once are serialised by a PostgreSQL advisory lock:
 * the second waits, then finds nothing left to do.
 */
export async function runMigrations(
  pool: pg.Pool,
  log: Logger,
  dir: string = MIGRATIONS_DIR,
): Promise<MigrationResult> {
  const files = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((f) => MIGRATION_FILE.test(f))
    .sort();
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const { rows } = await client.query<{ name: string; checksum: string }>(
        'SELECT name, checksum FROM schema_migrations',
      );
      const done = new Map(rows.map((r) => [r.name, r.checksum]));
      const applied: string[] = [];
      for (const file of files) {
        const sql = await fs.readFile(path.join(dir, file), 'utf8');
        const checksum = createHash('sha256').update(sql).digest('hex');
        const previous = done.get(file);
        if (previous !== undefined) {
          if (previous !== checksum)
            log.warn({ migration: file }, 'migration file changed after it was applied; not re-applied');
          continue;
        }
        const started = performance.now();
        try {
          await client.query('BEGIN');
          await client.query(sql);
          await client.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
            file,
            checksum,
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw new MigrationError(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(file);
        log.info({ migration: file, ms: Math.round(performance.now() - started) }, 'migration applied');
      }
      return { applied, alreadyApplied: done.size };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}
