/**
 * API throughput with autocannon (50 connections, no pipelining, fixed duration) against the real server, each
 * route beside a bare `node:http` server answering the same body: the practical ceiling on this machine, so the
 * ratio is the figure to watch (DESIGN §7). Seeding goes through the real API only.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { apiCall, createSignedInUser, freePort, type RunningServer } from '../../tests/support/e2e';
import type { BenchRow } from './report';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function cannon(
  url: string,
  opts: { headers?: Record<string, string>; method?: 'GET' | 'POST'; body?: string } = {},
): Promise<Run> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: DURATION,
    method: opts.method ?? 'GET',
    headers: { ...(opts.headers ?? {}), ...(opts.body ? { 'content-type': 'application/json' } : {}) },
    body: opts.body,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
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
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => {
      child.kill();
      rmSync(file, { force: true });
    },
  };
}

async function seedTransactions(
  server: RunningServer,
  access: string,
  count: number,
  days: number,
): Promise<void> {
  const assets = (await apiCall(server, access, 'GET', '/api/portfolios/available-assets/')).body as Record<
    string,
    Array<{ id: number; weight: number | null }>
  >;
  const ids = [
    ...(assets.gold_pounds ?? []),
    ...(assets.grams ?? []),
    ...(assets.gold_ingots ?? []),
    ...(assets.currencies ?? []),
  ].map((a) => a.id);
  const balance = new Map<number, number>();
  const start = Date.now() - days * 86_400_000;
  const step = (days * 86_400_000 - 3_600_000) / count;
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const payloads = Array.from({ length: count }, (_, i) => {
    const asset = ids[Math.floor(random() * ids.length)]!;
    const held = balance.get(asset) ?? 0;
    const sell = held > 2 && random() < 0.25;
    const quantity = sell ? Math.floor(held / 2) : 1 + Math.floor(random() * 4);
    balance.set(asset, held + (sell ? -quantity : quantity));
    return {
      transaction_type: sell ? 'sell' : 'buy',
      asset,
      quantity,
      price: Math.round(10_000 + random() * 500_000) / 100,
      timestamp: new Date(start + i * step).toISOString(),
    };
  });
  // In order (the ledger refuses a sell before its buys), a few at a time per asset is not needed: sequential.
  for (const p of payloads) {
    const res = await apiCall(server, access, 'POST', '/api/portfolios/transactions/', p);
    if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

export async function measureApi(server: RunningServer): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const u500 = await createSignedInUser(server);
  await seedTransactions(server, u500.access, 500, 365);
  const u2000 = await createSignedInUser(server);
  await seedTransactions(server, u2000.access, 2000, 730);

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
    {
      name: 'GET /api/portfolios/chart/?range=all (2,000 tx)',
      path: '/api/portfolios/chart/?range=all',
      user: u2000,
      minRps: 1000,
      maxP50: 20,
    },
    // Issue 16: the hawl walks every day of two years of ledger and closes.
    { name: 'GET /api/zakat/ (2,000 tx)', path: '/api/zakat/', user: u2000, maxP50: 50 },
  ];
  for (const c of cases) {
    // A fresh access token for each run: they live five minutes.
    const login = c.user ? await createSession(server, c.user) : null;
    const headers: Record<string, string> = login ? { authorization: `Bearer ${login}` } : {};
    const sample = await fetch(`${server.url}${c.path}`, { headers });
    const body = await sample.text();
    if (!sample.ok) throw new Error(`${c.name}: ${sample.status} ${body}`);
    const bare = await bareServer(body);
    const ceiling = await cannon(bare.url);
    bare.stop();
    const run = await cannon(`${server.url}${c.path}`, { headers });
    const ratio = run.rps / ceiling.rps;
    const note = `bare node:http ${ceiling.rps.toLocaleString('en-US')} req/s (p99 ${ceiling.p99} ms); non-2xx ${run.non2xx}, errors ${run.errors}`;
    rows.push({
      group: 'api',
      name: `${c.name} req/s`,
      value: run.rps,
      unit: 'req/s',
      ...(c.minRps ? { budget: { op: '>=', limit: c.minRps } } : {}),
      note,
    });
    if (c.minRatio)
      rows.push({
        group: 'api',
        name: `${c.name} share of bare`,
        value: Math.round(ratio * 1000) / 10,
        unit: '%',
        budget: { op: '>=', limit: c.minRatio * 100 },
      });
    rows.push({
      group: 'api',
      name: `${c.name} p50`,
      value: run.p50,
      unit: 'ms',
      ...(c.maxP50 ? { budget: { op: '<=', limit: c.maxP50 } } : {}),
    });
    rows.push({
      group: 'api',
      name: `${c.name} p99`,
      value: run.p99,
      unit: 'ms',
      ...(c.maxP99 ? { budget: { op: '<=', limit: c.maxP99 } } : {}),
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

async function createSession(
  server: RunningServer,
  user: { email: string; password: string },
): Promise<string> {
  const res = await fetch(`${server.url}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!res.ok) throw new Error(`login for the benchmark failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access: string }).access;
}
