import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@server/db/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL server test databases are created on. */
    testPostgresUrl: string;
    /** Prefix of this run's test databases, so the teardown can drop any a crashed test file left behind. */
    testDatabasePrefix: string;
  }
}

/**
 * Server tests run on a real PostgreSQL: the one named by TEST_DATABASE_URL (CI sets it to the machine's server),
 * otherwise one embedded PostgreSQL started here once per run in a temporary directory and removed afterwards.
 * Each test file then gets its own fresh database (tests/support/test-db.ts).
 */
export default async function setup(project: TestProject) {
  const prefix = `dahabi_t_${Date.now().toString(36)}_`;
  project.provide('testDatabasePrefix', prefix);
  const external = process.env.TEST_DATABASE_URL?.trim();
  if (external) {
    project.provide('testPostgresUrl', external);
    return () => dropLeftovers(external, prefix);
  }
  // Under /tmp (world-traversable): as root, the embedded PostgreSQL runs as the postgres OS user.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dahabi-test-pg-'));
  fs.chmodSync(dataDir, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir, log: pino({ level: 'silent' }), fast: true });
  project.provide('testPostgresUrl', pg.url);
  return async () => {
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Databases of this run still there at the end (a test file that crashed before its afterAll). */
async function dropLeftovers(adminUrl: string, prefix: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
