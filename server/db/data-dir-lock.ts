import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One Dahabi process per DATA_DIR: a lock file holding the owner's PID. A second server on the same
 * directory refuses to start instead of starting a second PostgreSQL on the same files. A lock left by
 * a process that died (kill -9, power loss) is detected by its PID and taken over.
 */

export type LockRole = 'server' | 'cli';

export interface LockHolder {
  pid: number;
  role: LockRole;
  startedAt: string;
}

export interface DataDirLock {
  file: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `Another Dahabi ${holder.role === 'server' ? 'server' : 'admin command'} (PID ${holder.pid}, started ${holder.startedAt}) ` +
        `is already using DATA_DIR ${dataDir}. Stop it first, or give this one its own DATA_DIR.`,
    );
  }
}

export const lockFilePath = (dataDir: string) => path.join(dataDir, 'dahabi.lock');

export async function acquireDataDirLock(dataDir: string, role: LockRole): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  const mine: LockHolder = { pid: process.pid, role, startedAt: new Date().toISOString() };
  const content = `${JSON.stringify(mine)}\n`;

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(file, content, { flag: 'wx', mode: 0o644 });
      return holdLock(file, content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder === 'unreadable') {
      // Another process is between creating and writing the file: give it a moment.
      await sleep(50);
      continue;
    }
    if (holder && isAlive(holder.pid)) throw new DataDirLockedError(dataDir, holder);
    // Stale: take it over atomically, then check nobody else took it over at the same moment.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, content, { mode: 0o644 });
    fs.renameSync(tmp, file);
    await sleep(30);
    if (fs.readFileSync(file, 'utf8') === content) return holdLock(file, content);
  }
  const holder = readHolder(file);
  if (holder && holder !== 'unreadable') throw new DataDirLockedError(dataDir, holder);
  throw new Error(`Could not take the lock ${file}; remove it if no Dahabi process is running.`);
}

/** The live process holding the lock, if any. */
export function currentLockHolder(dataDir: string): LockHolder | undefined {
  const holder = readHolder(lockFilePath(dataDir));
  return holder && holder !== 'unreadable' && isAlive(holder.pid) ? holder : undefined;
}

function holdLock(file: string, content: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      // Only remove the file while it is still ours.
      if (fs.readFileSync(file, 'utf8') === content) fs.unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return { file, release };
}

function readHolder(file: string): LockHolder | undefined | 'unreadable' {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = JSON.parse(text) as LockHolder;
    if (typeof parsed.pid !== 'number') return undefined;
    return parsed;
  } catch {
    // Half-written by a process creating it right now, or garbage left by a crash.
    const age = Date.now() - fs.statSync(file).mtimeMs;
    return age < 2_000 ? 'unreadable' : undefined;
  }
}

/** Is `pid` a running process other than us (a recycled PID 1 in a restarted container is ours)? */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // After a reboot the PID may belong to something else: on Linux, require a running (not zombie) node process.
  try {
    if (/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))) return false;
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}
