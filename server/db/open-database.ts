import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { acquireDataDirLock, currentLockHolder, type DataDirLock, DataDirLockedError } from './data-dir-lock';
import { type EmbeddedPostgres, runningEmbeddedUrl, startEmbeddedPostgres } from './embedded-postgres';

export interface DatabaseHandle {
  url: string;
  /** "external" (DATABASE_URL), "embedded" (started here) or "attached" (the running server's embedded one). */
  source: 'external' | 'embedded' | 'attached';
  /** Stops what this process started and releases the DATA_DIR lock. */
  close(): Promise<void>;
}

/**
 * The server's database: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR. The caller holds the DATA_DIR lock
 * (acquireDataDirLock(dataDir, 'server')), so a second server on the same directory has stopped with a clear message
 * before getting here; closing the handle releases it.
 */
export async function openServerDatabase(
  config: Config,
  log: Logger,
  lock: DataDirLock,
): Promise<DatabaseHandle> {
  return openLocked(config, log, lock);
}

/**
 * An admin command's database (npm run admin): DATABASE_URL; else the embedded PostgreSQL of the server running
 * on this DATA_DIR, when there is one; else the embedded PostgreSQL started for the command and stopped after.
 */
export async function openCliDatabase(config: Config, log: Logger): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, source: 'external', close: async () => {} };
  try {
    const lock = await acquireDataDirLock(config.dataDir, 'cli');
    return await openLocked(config, log, lock);
  } catch (error) {
    if (!(error instanceof DataDirLockedError) || error.holder.role !== 'server') throw error;
  }
  // A server holds DATA_DIR: use its database (it may still be starting it).
  const deadline = Date.now() + 60_000;
  for (;;) {
    const url = runningEmbeddedUrl(config.dataDir);
    if (url) return { url, source: 'attached', close: async () => {} };
    if (!currentLockHolder(config.dataDir)) return openCliDatabase(config, log); // it stopped meanwhile
    if (Date.now() > deadline) {
      throw new Error(
        `The server running on DATA_DIR ${config.dataDir} has not started its database within 60 s.`,
      );
    }
    await sleep(100);
  }
}

async function openLocked(config: Config, log: Logger, lock: DataDirLock): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, source: 'external', close: async () => lock.release() };
  }
  let embedded: EmbeddedPostgres;
  try {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log });
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    url: embedded.url,
    source: 'embedded',
    async close() {
      try {
        await embedded.stop();
      } finally {
        lock.release();
      }
    },
  };
}
