/**
 * API throughput with autocannon (50 connections, no pipelining, fixed duration) against the real server. A route
 * with a share budget is measured beside a bare `node:http` server answering the same body: the practical ceiling on
 * this machine, so the ratio is the figure to watch (architecture §7). Seeding goes through the real API only.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpus } from 'node:os';
import type { RunningServer } from '../lib/browser-app';
import { freePort } from '../lib/server-readiness';
import { cpuTimeMs, treeCpuMs } from './process-cpu';
import { createUserWithLedger, signIn } from './seed';
import type { BenchRow } from './report';

/** One measured window of a route or of the bare server (BENCH_SECONDS overrides). */
const WINDOW_SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
/** Rounds a ratio is read from, each against a bare server of its own; the figure is their median. */
const ROUNDS = 5;
/** Windows of a route without a ratio budget (chart, zakat), after its warm-up; the figures are their medians. */
const ALONE_WINDOWS = 5;
const BARE_WARM_UP_SECONDS = 3;
/** The route's warm-up ends when a window no longer beats the best before it by this much (4 to 12 windows). */
const STILL_CLIMBING = 1.03;
const CONNECTIONS = 50;
/**
 * BENCH_ROUTES=value,holdings measures only the routes whose name contains one of the parts (the writes and the
 * login are left out): to compare a change on a shared machine without running the whole section.
 */
const ROUTES = process.env.BENCH_ROUTES?.split(',').filter(Boolean);

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU time of the server's process per answered request (ms), when the run was against the server. */
  cpuMs?: number;
  /** CPU time of the server's PostgreSQL (postmaster and backends) per answered request (ms). */
  dbMs?: number;
}

/** The processes whose CPU time a run against the server counts: the server's and its PostgreSQL's. */
const measured: { url?: string; serverPid?: number; postmasterPid?: number } = {};

async function cannon(
  url: string,
  opts: {
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
    seconds?: number;
    connections?: number;
    requests?: autocannon.Request[];
  } = {},
): Promise<Run> {
  const ours = measured.url !== undefined && url.startsWith(measured.url);
  const cpuBefore = ours && measured.serverPid ? cpuTimeMs(measured.serverPid) : 0;
  const dbBefore = ours && measured.postmasterPid ? treeCpuMs(measured.postmasterPid) : 0;
  const result = await autocannon({
    url,
    connections: opts.connections ?? CONNECTIONS,
    pipelining: 1,
    duration: opts.seconds ?? WINDOW_SECONDS,
    method: opts.method ?? 'GET',
    headers: { ...(opts.headers ?? {}), ...(opts.body ? { 'content-type': 'application/json' } : {}) },
    body: opts.body,
    ...(opts.requests ? { requests: opts.requests } : {}),
  });
  const answered = Math.max(1, result.requests.total);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...(ours && measured.serverPid ? { cpuMs: (cpuTimeMs(measured.serverPid) - cpuBefore) / answered } : {}),
    ...(ours && measured.postmasterPid
      ? { dbMs: (treeCpuMs(measured.postmasterPid) - dbBefore) / answered }
      : {}),
  };
}

/** A bare node:http server in its own process answering one fixed body: the ceiling for that response size. */
async function bareServer(body: string): Promise<{ url: string; stop: () => void }> {
  const file = join(tmpdir(), `dahabi-bare-${process.pid}-${Date.now()}.json`);
  writeFileSync(file, body);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const b=require('fs').readFileSync(${JSON.stringify(file)});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json','content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1',()=>console.log('up'))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  pin(child.pid!, SERVER_CORE);
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => {
      child.kill();
      rmSync(file, { force: true });
    },
  };
}

/**
 * The server under test and the bare server on the first core, the load generator (this process: autocannon) on the
 * second, so every run measures the same arrangement: one core serving, one loading (PostgreSQL stays free to run
 * on either). Left to the scheduler, the busy processes shared a core for part of a run or not at all, and the bare
 * server's rate moved between about 44k and 90k req/s from row to row. Pinned, what still moves is each bare
 * server's launch and the machine itself (pairedRuns; docs/performance.md, architecture §7).
 * Where the machine has one core or no `taskset`, nothing is pinned and the note says so.
 */
const PINNED = cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
const SERVER_CORE = '0';
const LOAD_CORE = '1';

function pin(pid: number, core: string): void {
  if (!PINNED) return;
  const done = spawnSync('taskset', ['-a', '-c', '-p', core, String(pid)], { encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`taskset ${pid}: ${done.stderr}`);
}

/** The process listening on the server's port (scripts/start.mjs runs the server as a child of its own). */
function listeningPid(url: string): number {
  const port = new URL(url).port;
  const listed = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout;
  const pid = /pid=(\d+)/.exec(listed)?.[1];
  if (!pid) throw new Error(`no process found listening on port ${port}`);
  return Number(pid);
}

/** Counts the CPU time of `server`'s process and of its embedded PostgreSQL in the runs against it. */
function track(server: RunningServer): void {
  measured.url = server.url;
  measured.serverPid = listeningPid(server.url);
  const pidFile = join(server.dataDir, 'pg', 'postmaster.pid');
  if (existsSync(pidFile)) measured.postmasterPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
}

export async function measureApi(server: RunningServer): Promise<BenchRow[]> {
  pin(process.pid, LOAD_CORE);
  track(server);
  if (PINNED) pin(measured.serverPid!, SERVER_CORE);
  try {
    return await measureRoutes(server);
  } finally {
    // What the bench starts next (the start-up runs) inherits this process's cores: all of them again.
    pin(process.pid, `0-${cpus().length - 1}`);
  }
}

async function measureRoutes(server: RunningServer): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const u500 = await createUserWithLedger(server, 500, 365);
  const u2000 = await createUserWithLedger(server, 2000, 730);

  const cases: Array<{
    name: string;
    path: string;
    user?: { email: string; password: string };
    minRatio?: number;
    maxP99?: number;
    minRps?: number;
    maxP50?: number;
  }> = [
    { name: 'GET /api/prices/market/', path: '/api/prices/market/', minRatio: 0.4, maxP99: 15 },
    {
      name: 'GET /api/portfolios/value/ (500 tx)',
      path: '/api/portfolios/value/',
      user: u500,
      minRatio: 0.1,
      maxP99: 30,
    },
    {
      name: 'GET /api/portfolios/holdings/ (500 tx)',
      path: '/api/portfolios/holdings/',
      user: u500,
      minRatio: 0.1,
      maxP99: 30,
    },
    // The capacity model's reads (docs/capacity.md): a two-year ledger, as the dashboard refreshes it.
    {
      name: 'GET /api/portfolios/value/ (2,000 tx)',
      path: '/api/portfolios/value/',
      user: u2000,
      minRatio: 0.5,
      maxP99: 30,
    },
    {
      name: 'GET /api/portfolios/holdings/ (2,000 tx)',
      path: '/api/portfolios/holdings/',
      user: u2000,
      minRatio: 0.5,
      maxP99: 30,
    },
    {
      name: 'GET /api/portfolios/chart/?range=all (2,000 tx)',
      path: '/api/portfolios/chart/?range=all',
      user: u2000,
      minRps: 1000,
      maxP50: 20,
    },
    // Product §12: the hawl walks every day of two years of ledger and closes.
    { name: 'GET /api/zakat/ (2,000 tx)', path: '/api/zakat/', user: u2000, maxP50: 50 },
  ];
  for (const c of cases.filter((c) => !ROUTES || ROUTES.some((part) => c.name.includes(part)))) {
    // A fresh access token for each route: they live five minutes.
    const login = c.user ? (await signIn(server, c.user)).access : null;
    const headers: Record<string, string> = login ? { authorization: `Bearer ${login}` } : {};
    const sample = await fetch(`${server.url}${c.path}`, { headers });
    const body = await sample.text();
    if (!sample.ok) throw new Error(`${c.name}: ${sample.status} ${body}`);
    const url = `${server.url}${c.path}`;
    const { run, share } = c.minRatio ? await pairedRuns(url, headers, body) : await aloneRuns(url, headers);
    const where = PINNED ? 'servers on core 0, load on core 1' : 'not pinned';
    const note = share
      ? `median of ${ROUNDS} rounds, each a fresh bare server measured before and after two runs of the route; ${where}; bare node:http ${share.ceiling.toLocaleString('en-US')} req/s; shares ${share.ratios.map((r) => `${Math.round(r * 1000) / 10} %`).join(', ')}; non-2xx ${run.non2xx}, errors ${run.errors}`
      : `median of ${ALONE_WINDOWS} runs after the warm-up; ${where}; non-2xx ${run.non2xx}, errors ${run.errors}`;
    rows.push({
      group: 'api',
      name: `${c.name} req/s`,
      value: run.rps,
      unit: 'req/s',
      ...(c.minRps ? { budget: { op: '>=', limit: c.minRps } } : {}),
      note,
    });
    if (c.minRatio && share)
      rows.push({
        group: 'api',
        name: `${c.name} share of bare`,
        value: Math.round(share.ratio * 1000) / 10,
        unit: '%',
        budget: { op: '>=', limit: c.minRatio * 100 },
      });
    if (run.cpuMs !== undefined)
      rows.push({
        group: 'api',
        name: `${c.name} server CPU per request`,
        value: Math.round(run.cpuMs * 1000) / 1000,
        unit: 'ms',
        note: `the server process's CPU time over its runs, divided by the requests answered; PostgreSQL's: ${run.dbMs === undefined ? 'not measured' : `${(Math.round(run.dbMs * 1000) / 1000).toLocaleString('en-US')} ms`}`,
      });
    for (const [quantile, max] of [
      ['p50', c.maxP50],
      ['p99', c.maxP99],
    ] as const)
      rows.push({
        group: 'api',
        name: `${c.name} ${quantile}`,
        value: run[quantile],
        unit: 'ms',
        ...(max ? { budget: { op: '<=', limit: max } } : {}),
      });
    if (run.non2xx || run.errors)
      rows.push({
        group: 'api',
        name: `${c.name} failed responses`,
        value: run.non2xx + run.errors,
        unit: '',
        budget: { op: '<=', limit: 0 },
      });
  }

  if (ROUTES) return rows;
  rows.push(...(await measureWrites(server)));
  await waitForQuietCpu();
  // Login: argon2id by design (~10 ms of one core a hash) and rate-limited per IP and account, so most of a
  // 50-connection flood is refused with 429: reported for information, with the refusals counted.
  const login = await cannon(`${server.url}/api/users/login/`, {
    method: 'POST',
    body: JSON.stringify({ email: u500.email, password: u500.password }),
  });
  rows.push({
    group: 'api',
    name: 'POST /api/users/login/ req/s',
    value: login.rps,
    unit: 'req/s',
    note: `p50 ${login.p50} ms, p99 ${login.p99} ms; non-2xx ${login.non2xx} (rate limit), errors ${login.errors}`,
  });
  return rows;
}

/**
 * Writes: POST /api/portfolios/transactions/ with an Idempotency-Key each, by five people on two connections each (a
 * person's writes are taken one at a time), for the capacity model's write cost (docs/capacity.md).
 */
export async function measureWrites(server: RunningServer): Promise<BenchRow[]> {
  if (measured.url === undefined) track(server);
  const writers = await Promise.all(Array.from({ length: 5 }, () => createUserWithLedger(server, 1, 1)));
  const assets = (await (
    await fetch(`${server.url}/api/portfolios/available-assets/`, {
      headers: { authorization: `Bearer ${writers[0]!.access}` },
    })
  ).json()) as Record<string, unknown>;
  const asset = (Object.values(assets).filter(Array.isArray).flat()[0] as { id: number }).id;
  let n = 0;
  await waitForQuietCpu();
  const run = await cannon(`${server.url}/api/portfolios/transactions/`, {
    connections: 10,
    seconds: Math.max(5, WINDOW_SECONDS * 3),
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            headers: {
              authorization: `Bearer ${writers[n % writers.length]!.access}`,
              'content-type': 'application/json',
              'idempotency-key': `bench-${process.pid}-${n}`,
            },
            body: JSON.stringify({
              transaction_type: 'buy',
              asset,
              quantity: 1,
              price: 1000 + (n % 1000),
              timestamp: new Date(Date.now() - 60_000).toISOString(),
            }),
          };
        },
      },
    ],
  });
  const name = 'POST /api/portfolios/transactions/ (Idempotency-Key)';
  return [
    {
      group: 'api',
      name: `${name} req/s`,
      value: run.rps,
      unit: 'req/s',
      note: `five people, 10 connections; p50 ${run.p50} ms, p99 ${run.p99} ms; non-2xx ${run.non2xx}, errors ${run.errors}`,
    },
    {
      group: 'api',
      name: `${name} server CPU per request`,
      value: Math.round((run.cpuMs ?? 0) * 1000) / 1000,
      unit: 'ms',
      note: `PostgreSQL's: ${run.dbMs === undefined ? 'not measured' : `${(Math.round(run.dbMs * 1000) / 1000).toLocaleString('en-US')} ms`}`,
    },
  ];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Medians of the runs (rate, latencies), with every failed response counted. */
function summary(runs: Run[]): Run {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    ...(runs.every((r) => r.cpuMs !== undefined) ? { cpuMs: median(runs.map((r) => r.cpuMs!)) } : {}),
    ...(runs.every((r) => r.dbMs !== undefined) ? { dbMs: median(runs.map((r) => r.dbMs!)) } : {}),
  };
}

/**
 * Load the route until its rate stops climbing. A fresh server's market route climbed for about 8 seconds (some
 * 200,000 requests) before it reached its plateau: measured after the 3 seconds it used to get, the first rounds
 * read a still-cold server.
 */
async function warmUp(url: string, headers: Record<string, string>): Promise<void> {
  let best = 0;
  for (let window = 0; window < 12; window++) {
    const { rps } = await cannon(url, { headers });
    if (window >= 3 && rps < best * STILL_CLIMBING) return;
    best = Math.max(best, rps);
  }
}

/** A route without a share budget: its warm-up, then the medians of a few runs. */
async function aloneRuns(url: string, headers: Record<string, string>) {
  await waitForQuietCpu();
  await warmUp(url, headers);
  const runs: Run[] = [];
  for (let i = 0; i < ALONE_WINDOWS; i++) runs.push(await cannon(url, { headers }));
  return { run: summary(runs), share: null };
}

/**
 * The route's share of a bare server's rate, read so that it holds from run to run (architecture §7). What moved it:
 * - the route was measured before it was warm (see warmUp);
 * - a bare server's rate depends on its launch: the same three-line server, warmed the same way, served about 52,000
 *   req/s in some launches and 66,000-69,000 in others, one launch after another on a quiet machine, while the route
 *   beside it held within a few percent. One bare server for the whole run made the share move with its luck.
 * - the machine's pace drifts over seconds (a loop over a Map took 133-208 ms from one try to the next).
 * So each round starts a bare server of its own, warms it, and measures it just before and just after two runs of the
 * route (bare, route, route, bare), which cancels a steady drift; the share is the median of the rounds.
 */
async function pairedRuns(url: string, headers: Record<string, string>, body: string) {
  await waitForQuietCpu();
  await warmUp(url, headers);
  const runs: Run[] = [];
  const ratios: number[] = [];
  const ceilings: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bare = await bareServer(body);
    try {
      await waitForQuietCpu();
      await cannon(bare.url, { seconds: BARE_WARM_UP_SECONDS });
      const before = await cannon(bare.url);
      const route = [await cannon(url, { headers }), await cannon(url, { headers })];
      const after = await cannon(bare.url);
      runs.push(...route);
      ceilings.push((before.rps + after.rps) / 2);
      ratios.push((route[0]!.rps + route[1]!.rps) / (before.rps + after.rps));
    } finally {
      bare.stop();
    }
  }
  const ratio = median(ratios);
  return {
    run: summary(runs),
    share: { ratio, ratios, ceiling: Math.round(ceilings[ratios.indexOf(ratio)]!) },
  };
}

/** How long a run waits for a quiet machine (BENCH_QUIET_WAIT seconds; a shared machine may never be quiet). */
const QUIET_WAIT_MS = Number(process.env.BENCH_QUIET_WAIT ?? 30) * 1000;

/** Waits (up to QUIET_WAIT_MS) until the machine is at least 85 % idle over a second: autovacuum, a browser closing. */
async function waitForQuietCpu(): Promise<void> {
  const idle = () => {
    const all = cpus();
    return {
      idle: all.reduce((n, c) => n + c.times.idle, 0),
      total: all.reduce(
        (n, c) => n + c.times.idle + c.times.user + c.times.sys + c.times.nice + c.times.irq,
        0,
      ),
    };
  };
  const deadline = Date.now() + QUIET_WAIT_MS;
  while (Date.now() < deadline) {
    const before = idle();
    await new Promise((r) => setTimeout(r, 1000));
    const after = idle();
    if ((after.idle - before.idle) / (after.total - before.total) >= 0.85) return;
  }
}
