import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from '@tests/support/test-app';
import { answerAllRecorded, liveFeedsEnv, startFakeFeeds, type FakeFeeds } from './fake-feeds';

/**
 * Architecture §4.2: "the election with two server processes on one database". Two real servers (server/main.ts) share
 * the test database and poll the fake feeds every 10 s (the shortest PRICE_POLL_SECONDS); exactly one polls,
 * and when it is stopped the other takes over.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

interface Server {
  child: ChildProcess;
  logs: Array<Record<string, unknown>>;
  dataDir: string;
  exited: Promise<void>;
}

let t: TestApp;
let feeds: FakeFeeds;
const servers: Server[] = [];

beforeAll(async () => {
  t = await createTestApp();
  feeds = await startFakeFeeds();
  answerAllRecorded(feeds);
});
afterAll(async () => {
  for (const s of servers) {
    if (s.child.exitCode === null) s.child.kill('SIGTERM');
    await s.exited;
    rmSync(s.dataDir, { recursive: true, force: true });
  }
  await feeds?.close();
  await t?.close();
});

function startServer(): Server {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dahabi-prices-election-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: t.ctx.config.databaseUrl!,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'info',
      PRICE_POLL_SECONDS: '10',
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...liveFeedsEnv(feeds),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  let buffer = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop()!;
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => logs.push({ stderr: chunk.toString() }));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server = { child, logs, dataDir, exited };
  servers.push(server);
  return server;
}

const said = (s: Server, msg: string) => s.logs.some((l) => l.msg === msg);
/** The poller's own election: the report scheduler, elected by its own lock, logs the same words. */
const POLLER_ELECTED = 'elected: this instance runs the job';
const electedToPoll = (s: Server) =>
  s.logs.some((l) => l.msg === POLLER_ELECTED && l.module === 'price-poller');
const listening = (s: Server) =>
  s.logs.some((l) => typeof l.msg === 'string' && l.msg.startsWith('Dahabi is listening'));

describe('price poller election across two server processes', { timeout: 240_000 }, () => {
  it('polls on exactly one server, and the other takes over when it stops', async () => {
    const one = startServer();
    const two = startServer();
    await expect.poll(() => listening(one) && listening(two), { timeout: 120_000, interval: 250 }).toBe(true);
    await expect
      .poll(() => electedToPoll(one) || electedToPoll(two), { timeout: 30_000, interval: 250 })
      .toBe(true);
    await new Promise((r) => setTimeout(r, 3_000)); // the follower has stood and lost by now
    expect([electedToPoll(one), electedToPoll(two)].filter(Boolean)).toHaveLength(1);

    const [leader, follower] = electedToPoll(one) ? [one, two] : [two, one];
    await expect.poll(() => said(leader, 'new prices stored'), { timeout: 30_000, interval: 250 }).toBe(true);
    expect(said(follower, 'new prices stored')).toBe(false);

    leader.child.kill('SIGTERM');
    await leader.exited;
    // The follower stands again every 10 s (min(PRICE_POLL_SECONDS, 15 s)).
    await expect.poll(() => electedToPoll(follower), { timeout: 40_000, interval: 250 }).toBe(true);
    await expect
      .poll(() => said(follower, 'prices unchanged'), { timeout: 30_000, interval: 250 })
      .toBe(true);
    const { rows } = await t.ctx.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM price_snapshots WHERE source = 'live'",
    );
    expect(rows[0]!.n).toBe(1); // the same reading, polled again by the new leader, is not stored twice
  });
});
