/**
 * The real server as `npm start` runs it (scripts/start.mjs), in a test: its environment, the process with what it
 * prints, its start on a free port (on another when that one is taken first), its end, and the e-mails it wrote.
 * Shared by the browser tests (e2e.ts) and the fault tests (tests/faults/processes.ts), which differ in what they keep
 * of the process and how they clean up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort, waitForReady } from './server-readiness';

/**
 * The server's environment: this process's, the server on 127.0.0.1:`port` (its PUBLIC_URL too) over `dataDir`,
 * warnings only, then `env`. The inherited DATABASE_URL is dropped (the embedded PostgreSQL) unless `env` gives one.
 */
export function startEnv(port: number, dataDir: string, env: Record<string, string>): Record<string, string> {
  const full: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // A test's server has no load balancer to wait for: SIGTERM stops it at once.
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...env,
  };
  if (!env.DATABASE_URL) delete full.DATABASE_URL;
  return full;
}

export interface StartedProcess {
  child: ChildProcess;
  /** everything the server printed, for diagnosing a failure */
  output: () => string;
  /** its exit code (null when a signal ended it) */
  exited: Promise<number | null>;
}

/** Spawns scripts/start.mjs with `env` (see startEnv). */
export function spawnStart(env: Record<string, string>): StartedProcess {
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => log, exited };
}

/** What server/main.ts prints before it exits when another process holds its port. */
const PORT_TAKEN = /PORT \d+ is already in use/;
const PORT_ATTEMPTS = 3;

export interface ServerOnPort {
  port: number;
  url: string;
  /** the environment it was started with (startEnv's, on `port`) */
  env: Record<string, string>;
  server: StartedProcess;
}

/**
 * Starts the server on a free port over `dataDir` and waits until its /readyz answers. A port found free can be taken
 * by another process's connection in the seconds before the server, its database up, listens on it; the server then
 * says so and exits (having stopped its database), and it is started again on another port over the same data, as
 * the embedded PostgreSQL does for its own port. `spawned` sees every process started, for the caller's clean-up.
 */
export async function startOnFreePort(
  dataDir: string,
  env: Record<string, string>,
  {
    timeoutMs = 90_000,
    spawned = () => undefined,
    nextPort = freePort,
  }: {
    timeoutMs?: number;
    spawned?: (server: StartedProcess) => void;
    nextPort?: () => Promise<number>;
  } = {},
): Promise<ServerOnPort> {
  for (let attempt = 1; ; attempt++) {
    const port = await nextPort();
    const url = `http://127.0.0.1:${port}`;
    const full = startEnv(port, dataDir, env);
    const server = spawnStart(full);
    spawned(server);
    try {
      await waitForReady(url, server.child, server.output, timeoutMs);
      return { port, url, env: full, server };
    } catch (error) {
      await terminate(server);
      if (attempt < PORT_ATTEMPTS && PORT_TAKEN.test(server.output())) continue;
      throw error;
    }
  }
}

/** SIGTERM (the server drains and stops its PostgreSQL), SIGKILL if it is still running after 20 s. */
export async function terminate({ child, exited }: StartedProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/** The .eml files the server wrote to DATA_DIR/outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<string[]> {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
}
