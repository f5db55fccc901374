import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForReady } from '../../../scripts/lib/server-readiness';
import { serverDirs } from '@tests/support/server-dirs';

// Real server processes (`node --import tsx server/main.ts`) on a temporary DATA_DIR with the embedded PostgreSQL.

const root = path.resolve(import.meta.dirname, '../../..');
const SLOW = 120_000;

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function run(script: string, args: string[], env: Record<string, string>): Run {
  const { DATABASE_URL: _a, TEST_DATABASE_URL: _b, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let dataDir: string;
let dist: string;
let env: Record<string, string>;
let url: string;
let server: Run;

beforeAll(async () => {
  ({ root: dataDir, dist } = serverDirs('dahabi-proc-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  env = {
    DATA_DIR: path.join(dataDir, 'data'),
    PORT: String(port),
    HOST: '127.0.0.1',
    DIST_DIR: dist,
    PRICE_PROVIDER: 'manual',
    LOG_LEVEL: 'info',
    SHUTDOWN_DRAIN_SECONDS: '2',
  };
  server = run('server/main.ts', [], env);
  await waitForReady(url, server.child, () => `${server.stderr()}\n${server.stdout()}`, SLOW);
}, SLOW);

afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  it('serves the API and the app with security headers over a real socket', async () => {
    const ready = await fetch(`${url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready' });
    const page = await fetch(`${url}/some/client/route`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Dahabi</title>');
    expect(page.headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  it(
    'a second server on the same DATA_DIR refuses to start with a clear message',
    async () => {
      const second = run('server/main.ts', [], { ...env, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.stderr()).toContain(`Another Dahabi server (PID ${server.child.pid}`);
      expect(second.stderr()).toContain(`is already using DATA_DIR ${env.DATA_DIR}`);
      // The first one is unharmed.
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
    },
    SLOW,
  );

  it(
    "an admin command uses the running server's database instead of starting another",
    async () => {
      const cli = run('server/cli.ts', ['db:migrate'], env);
      expect(await cli.exited, cli.stderr()).toBe(0);
      expect(cli.stdout()).toMatch(/The database is up to date \(\d+ migrations applied before\)\./);
    },
    SLOW,
  );

  it(
    'SIGTERM answers /readyz 503 at once, serves for SHUTDOWN_DRAIN_SECONDS, drains, stops the embedded PostgreSQL, frees DATA_DIR and exits 0',
    async () => {
      const postmaster = fs.readFileSync(path.join(env.DATA_DIR!, 'pg', 'postmaster.pid'), 'utf8');
      const postgresPid = Number(postmaster.split('\n')[0]);
      expect(isAlive(postgresPid)).toBe(true);

      const signalled = Date.now();
      server.child.kill('SIGTERM');
      // At once the load balancer is told to stop sending, while what it still sends is served.
      await expect.poll(async () => (await fetch(`${url}/readyz`)).status).toBe(503);
      expect(await (await fetch(`${url}/readyz`)).json()).toEqual({
        status: 'draining',
        detail: 'This instance is shutting down.',
      });
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect((await fetch(`${url}/api/config/`)).status).toBe(200);
      expect(await server.exited).toBe(0);
      // It kept serving for SHUTDOWN_DRAIN_SECONDS before it stopped.
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(2_000);
      expect(server.stdout()).toContain('"msg":"stopped"');
      expect(isAlive(postgresPid)).toBe(false);
      expect(fs.existsSync(path.join(env.DATA_DIR!, 'pg', 'postmaster.pid'))).toBe(false);
      expect(fs.existsSync(path.join(env.DATA_DIR!, 'dahabi.lock'))).toBe(false);
    },
    SLOW,
  );
});

describe('configuration', () => {
  it(
    'a bad PORT stops the server with one message naming the variable',
    async () => {
      const bad = run('server/main.ts', [], { ...env, PORT: 'eighty' });
      expect(await bad.exited).toBe(1);
      expect(bad.stderr()).toContain('Invalid configuration:');
      expect(bad.stderr()).toContain('PORT="eighty": must be a whole number between 0 and 65535');
      expect(bad.stderr()).not.toMatch(/\n[ \t]+at /); // no stack trace
    },
    SLOW,
  );
});
