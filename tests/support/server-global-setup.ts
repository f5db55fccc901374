import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@server/db/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL server test databases are created on. */
    testPostgresUrl: string;
  }
}

/**
 * Server tests run on a real PostgreSQL: the one named by TEST_DATABASE_URL (CI sets it to the machine's server),
 * otherwise one embedded PostgreSQL started here once per run in a temporary directory and removed afterwards.
 * Each test file then gets its own fresh database (tests/support/test-db.ts).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL?.trim();
  if (external) {
    project.provide('testPostgresUrl', external);
    return;
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
