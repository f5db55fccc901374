import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { OpenAPIHono } from '@hono/zod-openapi';
import pino from 'pino';
import type { AppContext, AppEnv } from '@server/app-context';
import { createApp } from '@server/app';
import { type Config, loadConfig } from '@server/config';
import { runMigrations } from '@server/db/migrate';
import { createPool } from '@server/db/pool';
import { createTestDatabase } from './test-db';

export interface TestApp {
  app: OpenAPIHono<AppEnv>;
  ctx: AppContext;
  /** Closes the pool, drops the database, removes the temporary DATA_DIR. */
  close(): Promise<void>;
}

export type TestAppOverrides = Partial<Config> & { now?: () => Date };

/** Fixed so tokens signed in one test stay verifiable in another of the same file. */
export const TEST_JWT_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

/**
 * The real app on a fresh database with every migration applied, logs silent; call `app.request(path, init)`.
 *
 *   let t: TestApp;
 *   beforeAll(async () => { t = await createTestApp(); });
 *   afterAll(() => t.close());
 */
export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const { now, ...configOverrides } = overrides;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dahabi-test-data-'));
  const database = await createTestDatabase();
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      PRICE_PROVIDER: 'manual',
    }),
    databaseUrl: database.url,
    ...configOverrides,
  };
  const log = pino({ level: 'silent' });
  const pool = createPool(database.url, log, { max: 5 });
  try {
    await runMigrations(pool, log);
  } catch (error) {
    await pool.end();
    await database.drop();
    throw error;
  }
  const ctx: AppContext = { config, pool, log, now: now ?? (() => new Date()) };
  const app = createApp(ctx);
  let closed = false;
  return {
    app,
    ctx,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another server process on the same database as `t`, as far as the app can tell: its own pool, so its own
 * in-memory caches (ledger replays, prices, catalogue). Close it before `t`.
 */
/**
 * From now on every line `t`'s app logs, at every level down to debug, is kept in the returned list as its JSON text:
 * for tests that prove what never reaches a log (a password, a token).
 */
export function captureLogs(t: TestApp): string[] {
  const lines: string[] = [];
  t.ctx.log = pino(
    { level: 'debug' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
  return lines;
}

export function createSecondInstance(t: TestApp): {
  app: OpenAPIHono<AppEnv>;
  ctx: AppContext;
  close(): Promise<void>;
} {
  const pool = createPool(t.ctx.config.databaseUrl!, t.ctx.log, { max: 5 });
  const ctx: AppContext = { ...t.ctx, pool };
  return { app: createApp(ctx), ctx, close: () => pool.end() };
}
