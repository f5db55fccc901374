/**
 * `npm run drill`: the multi-instance deployment as an operator runs it (docs/deploy.md), on 127.0.0.1 only:
 * Debian's HAProxy in front of three instances and of a PostgreSQL primary with a synchronous streaming replica,
 * under a bounded autocannon load of signed-in readers and writers using Idempotency-Key. Scenarios: a rolling
 * restart, an instance killed with SIGKILL mid-write, a database failover, and a password change revoking a token
 * on the other instances. Prints each check, then `N passed, N failed` (also written to test-results/drill.json,
 * summed by scripts/test.mjs --summary). Installs haproxy and postgresql with apt-get when they are missing.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createSignedInUser, type RunningServer } from '../lib/browser-app';
import {
  ensurePackages,
  startCluster,
  startInstances,
  waitAllUp,
  type Cluster,
  type Instance,
} from './infra';
import { failures, keyedWriters, readers, retryingWriters, statuses, type Person } from './load';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (line: string) => console.info(`  [${elapsed()}] ${line}`);
let passed = 0;
let failed = 0;
function check(ok: boolean, what: string, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  console.info(`${ok ? '✔' : '✖'} ${what}${detail ? ` — ${detail}` : ''}`);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const NEW_PASSWORD = 'Another-Gold-Bar-2027';
/** The bound within which every instance serves again after the primary is stopped (measured figure: see the log). */
const FAILOVER_BOUND_S = 30;

async function people(instance: Instance, count: number): Promise<Person[]> {
  const server = { url: instance.url, dataDir: instance.dataDir, outbox: instance.outbox } as RunningServer;
  const made = await Promise.all(Array.from({ length: count }, () => createSignedInUser(server)));
  return made.map((p) => {
    const claims = JSON.parse(Buffer.from(p.access.split('.')[1]!, 'base64url').toString()) as {
      user_id: number;
    };
    return { email: p.email, password: p.password, access: p.access, userId: claims.user_id };
  });
}

async function firstAsset(url: string, person: Person): Promise<number> {
  const res = await fetch(`${url}/api/portfolios/available-assets/`, {
    headers: { authorization: `Bearer ${person.access}` },
  });
  const assets = (await res.json()) as Record<string, Array<{ id: number }> | unknown>;
  const ids = Object.values(assets)
    .filter(Array.isArray)
    .flat()
    .map((a) => (a as { id: number }).id);
  return ids[0]!;
}

/** The price of every transaction the writers have stored (each write's price is its own). */
async function storedPrices(db: pg.Client, users: number[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ price: string; n: string }>(
    `SELECT price::numeric(14, 2)::text AS price, count(*) AS n FROM transactions
      WHERE user_id = ANY($1) GROUP BY price`,
    [users],
  );
  return new Map(rows.map((r) => [r.price, Number(r.n)]));
}

/**
 * Each acknowledged write stored exactly once, and nothing else stored since `before` but writes that a stopped load
 * generator sent and never saw answered (`unanswered`).
 */
async function exactlyOnce(
  db: pg.Client,
  writes: Array<{ price: string }>,
  users: number[],
  before: Map<string, number>,
): Promise<{ missing: number; duplicated: number; extra: number }> {
  const stored = await storedPrices(db, users);
  let missing = 0;
  let duplicated = 0;
  for (const w of writes) {
    const n = stored.get(w.price) ?? 0;
    if (n === 0) missing += 1;
    if (n > 1) duplicated += 1;
  }
  const acknowledged = new Set(writes.map((w) => w.price));
  let extra = 0;
  for (const [price, n] of stored) {
    if (acknowledged.has(price) || before.has(price)) continue;
    if (unanswered.has(price) && n === 1) continue;
    extra += n;
  }
  return { missing, duplicated, extra };
}

/** Writes sent by a load generator that was stopped before their answer came. */
const unanswered = new Set<string>();

async function signIn(url: string, person: Person): Promise<string> {
  const res = await fetch(`${url}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access: string }).access;
}

async function readStatus(url: string, access: string): Promise<number> {
  try {
    const res = await fetch(`${url}/api/portfolios/value/`, {
      headers: { authorization: `Bearer ${access}` },
      signal: AbortSignal.timeout(5_000),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

async function rollingRestart(cluster: Cluster, instances: Instance[], front: string, ps: Team) {
  console.info('\nrolling restart');
  const db = await cluster.connect();
  const users = ps.writers.map((w) => w.userId);
  const before = await storedPrices(db, users);
  const reading = readers(front, ps.readers, 120);
  const writing = keyedWriters(front, ps.writers, ps.asset, 25);
  await sleep(1_500);
  for (const instance of instances) {
    const t = Date.now();
    const code = await instance.stop();
    await instance.start();
    await waitAllUp(cluster, instances.length);
    log(`${instance.name} restarted (exit ${code}) and back in rotation after ${Date.now() - t} ms`);
  }
  await sleep(1_000);
  const [r, w] = [await reading.stop(), await writing.stop()];
  for (const price of writing.unanswered) unanswered.add(price);
  // What the stopped generator left open finishes on the server.
  await sleep(1_000);
  check(
    failures(r) === 0,
    'rolling restart: 0 failed reads at the client',
    `${r.requests.total} reads, statuses ${JSON.stringify(statuses(r))}, errors ${r.errors}, timeouts ${r.timeouts}`,
  );
  check(
    failures(w) === 0,
    'rolling restart: 0 failed writes at the client',
    `${w.requests.total} writes, statuses ${JSON.stringify(statuses(w))}, errors ${w.errors}, timeouts ${w.timeouts}`,
  );
  const stored = await exactlyOnce(db, writing.acknowledged, users, before);
  check(
    stored.missing === 0 && stored.duplicated === 0 && stored.extra === 0,
    'rolling restart: every acknowledged write stored exactly once',
    `${writing.acknowledged.length} acknowledged; missing ${stored.missing}, duplicated ${stored.duplicated}, unacknowledged rows ${stored.extra} (${writing.unanswered.size} left unanswered when the load stopped)`,
  );
  await db.end();
}

async function crash(cluster: Cluster, instances: Instance[], front: string, ps: Team) {
  console.info('\ncrash (kill -9 mid-write)');
  const db = await cluster.connect();
  const users = ps.writers.map((w) => w.userId);
  const before = await storedPrices(db, users);
  const reading = readers(front, ps.readers, 120);
  const victim = instances[1]!;
  const writing = retryingWriters(front, ps.writers.slice(1), ps.asset, 20);
  // One writer sends each write to the victim itself first, so the kill lands while it has a write open.
  const direct = retryingWriters(front, ps.writers.slice(0, 1), ps.asset, 0, victim.url);
  await sleep(2_000);
  let open = false;
  for (const deadline = Date.now() + 5_000; !open && Date.now() < deadline;) {
    open = direct.inFlight() > 0;
    if (!open) await sleep(1);
  }
  await victim.kill9();
  log(`${victim.name} killed with SIGKILL${open ? ' while a write to it was open' : ''}`);
  await sleep(3_000);
  await victim.start();
  await waitAllUp(cluster, instances.length);
  log(`${victim.name} started again`);
  await sleep(1_000);
  const gaveUp = (await writing.stop()).gaveUp + (await direct.stop()).gaveUp;
  const r = await reading.stop();
  const writes = [...writing.acknowledged, ...direct.acknowledged];
  const result = await exactlyOnce(db, writes, users, before);
  const retried = writes.filter((w) => w.attempts > 1).length;
  const seen = { through_haproxy: writing.seen, first_to_victim: direct.seen };
  check(
    open && gaveUp === 0,
    'crash: killed mid-write, every write acknowledged in the end (retried with its key)',
    `${writes.length} writes, ${retried} needed a retry; attempts' statuses ${JSON.stringify(seen)}`,
  );
  check(
    result.missing === 0 && result.duplicated === 0 && result.extra === 0,
    'crash: every acknowledged write stored exactly once (counted in the database)',
    `missing ${result.missing}, duplicated ${result.duplicated}, unacknowledged rows ${result.extra}`,
  );
  log(
    `reads during the crash: ${r.requests.total}, statuses ${JSON.stringify(statuses(r))}, errors ${r.errors + r.timeouts}`,
  );
  await db.end();
}

async function revocation(instances: Instance[], front: string, person: Person) {
  console.info('\nrevocation');
  const old = await signIn(front, person);
  const changer = await signIn(front, person);
  const beforeStatuses = await Promise.all(instances.map((i) => readStatus(i.url, old)));
  check(
    beforeStatuses.every((s) => s === 200),
    'revocation: the token is accepted on every instance first',
    beforeStatuses.join(', '),
  );
  const change = await fetch(`${instances[0]!.url}/auth/users/set_password/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${changer}`, 'content-type': 'application/json' },
    body: JSON.stringify({ current_password: person.password, new_password: NEW_PASSWORD }),
  });
  const t = performance.now();
  const after = await Promise.all(instances.slice(1).map((i) => readStatus(i.url, old)));
  const ms = performance.now() - t;
  check(
    change.status === 204 && after.every((s) => s === 401),
    `revocation: a password change on ${instances[0]!.name} refuses the old token on ${instances
      .slice(1)
      .map((i) => i.name)
      .join(' and ')} at once`,
    `change ${change.status}; the very next requests answered ${after.join(', ')} (${ms.toFixed(1)} ms)`,
  );
  person.password = NEW_PASSWORD;
}

async function failover(cluster: Cluster, instances: Instance[], front: string, ps: Team) {
  console.info('\ndatabase failover');
  const users = ps.writers.map((w) => w.userId);
  const db = await cluster.connect();
  const before = await storedPrices(db, users);
  await db.end();
  const reading = readers(front, ps.readers, 80);
  const writing = retryingWriters(front, ps.writers, ps.asset, 20);
  // Every instance asked directly, every 100 ms: what a person would get from each one meanwhile.
  const probeStatuses: Record<string, number> = {};
  let probing = true;
  const probes = Promise.all(
    instances.map(async (i) => {
      while (probing) {
        const s = await readStatus(i.url, ps.readers[0]!.access);
        probeStatuses[s] = (probeStatuses[s] ?? 0) + 1;
        await sleep(100);
      }
    }),
  );
  await sleep(2_000);
  const ackedBefore = writing.acknowledged.length;
  const t0 = Date.now();
  cluster.stopPrimary();
  const tStopped = Date.now();
  // Writes acknowledged until the primary stopped: all of them must survive on the replica.
  const survivors = writing.acknowledged.slice();
  cluster.promoteReplica();
  await cluster.switchDatabaseToReplica();
  const tSwitched = Date.now();
  log(
    `primary stopped in ${tStopped - t0} ms, replica promoted and HAProxy switched ${tSwitched - tStopped} ms later (${ackedBefore} writes acknowledged before)`,
  );
  // Serving again: every instance answers a signed-in read, and so does HAProxy.
  let servedAt = 0;
  const servedDeadline = t0 + 90_000;
  while (Date.now() < servedDeadline) {
    const all = await Promise.all(
      [...instances.map((i) => i.url), front].map((u) => readStatus(u, ps.readers[1]!.access)),
    );
    if (all.every((s) => s === 200)) {
      servedAt = Date.now();
      break;
    }
    await sleep(50);
  }
  const servedS = servedAt ? (servedAt - t0) / 1000 : Infinity;
  log(`every instance serves again ${servedS.toFixed(1)} s after the primary was stopped`);
  await sleep(2_000);
  probing = false;
  await probes;
  const { gaveUp } = await writing.stop();
  const r = await reading.stop();
  check(
    servedS <= FAILOVER_BOUND_S,
    `failover: every instance serves again within ${FAILOVER_BOUND_S} s`,
    `measured ${servedS.toFixed(1)} s from stopping the primary (${((servedAt - tSwitched) / 1000).toFixed(1)} s after HAProxy's switch)`,
  );
  const readStats = statuses(r);
  const five00 = (probeStatuses[500] ?? 0) + (readStats[500] ?? 0) + (writing.seen[500] ?? 0);
  check(
    five00 === 0,
    'failover: 503 meanwhile, never 500',
    `instances asked directly: ${JSON.stringify(probeStatuses)}; reads through HAProxy: ${JSON.stringify(readStats)}; write attempts: ${JSON.stringify(writing.seen)}`,
  );
  const promoted = await cluster.connect(cluster.replicaPort);
  const kept = await exactlyOnce(promoted, survivors, users, before);
  check(
    kept.missing === 0 && kept.duplicated === 0,
    'failover: every write acknowledged before the failover is on the promoted replica, once',
    `${survivors.length} writes; missing ${kept.missing}, duplicated ${kept.duplicated}`,
  );
  const all = await exactlyOnce(promoted, writing.acknowledged, users, before);
  check(
    gaveUp === 0 && all.missing === 0 && all.duplicated === 0 && all.extra === 0,
    'failover: writers retrying with their keys got every write stored exactly once',
    `${writing.acknowledged.length} writes; missing ${all.missing}, duplicated ${all.duplicated}, unacknowledged rows ${all.extra}, given up ${gaveUp}`,
  );
  await promoted.end();
}

/**
 * The backup of docs/deploy.md, tested: pg_dump of the serving database (the promoted replica), pg_restore into a
 * new database, and every table's rows compared (count and a digest of their text).
 */
async function backupAndRestore(cluster: Cluster, pgBin: string) {
  console.info('\nbackup and restore');
  const port = cluster.replicaPort;
  const dump = join(cluster.root, 'dahabi.dump');
  const db = await cluster.connect(port);
  await db.query('CREATE DATABASE dahabi_restored');
  const t = Date.now();
  execFileSync(join(pgBin, 'pg_dump'), ['--format=custom', `--file=${dump}`, cluster.databaseUrl(port)]);
  const restored = cluster.databaseUrl(port).replace(/\/dahabi$/, '/dahabi_restored');
  execFileSync(join(pgBin, 'pg_restore'), ['--no-owner', `--dbname=${restored}`, dump]);
  const ms = Date.now() - t;
  const copy = new pg.Client({ connectionString: restored });
  await copy.connect();
  const digest = async (client: pg.Client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
    );
    const out: string[] = [];
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string; d: string | null }>(
        `SELECT count(*) AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS d FROM ${name} t`,
      );
      out.push(`${name}:${rows[0]!.n}:${rows[0]!.d ?? ''}`);
    }
    return out;
  };
  const [original, back] = [await digest(db), await digest(copy)];
  const differing = original.filter((line, i) => back[i] !== line).map((line) => line.split(':')[0]);
  const transactions = original.find((l) => l.startsWith('transactions:'))?.split(':')[1];
  check(
    original.length > 0 && original.length === back.length && differing.length === 0,
    'backup: pg_dump and pg_restore give back every table, row for row',
    `${original.length} tables (${transactions} transactions) dumped and restored in ${ms} ms${differing.length ? `; differing: ${differing.join(', ')}` : ''}`,
  );
  await copy.end();
  await db.end();
}

interface Team {
  readers: Person[];
  writers: Person[];
  asset: number;
}

async function main() {
  console.info(
    `drill: load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const { pgBin } = ensurePackages(log);
  const cluster = await startCluster(pgBin, log);
  let instances: Instance[] = [];
  try {
    instances = await startInstances(
      cluster,
      {
        JWT_SECRET: randomBytes(32).toString('hex'),
        PRICE_PROVIDER: 'reference',
        SHUTDOWN_DRAIN_SECONDS: '2',
        PORTFOLIO_WRITES_PER_MINUTE: '100000',
        LOG_LEVEL: 'error',
      },
      log,
    );
    const front = `http://127.0.0.1:${cluster.httpFrontPort}`;
    const everyone = await people(instances[0]!, 7);
    const team: Team = {
      readers: everyone.slice(0, 3),
      writers: everyone.slice(3, 6),
      asset: await firstAsset(front, everyone[0]!),
    };
    log(`${team.readers.length} readers and ${team.writers.length} writers signed in`);
    // A little history to read.
    const seed = keyedWriters(front, team.readers, team.asset, 100);
    await sleep(1_000);
    await seed.stop();
    await sleep(500);

    await rollingRestart(cluster, instances, front, team);
    await crash(cluster, instances, front, team);
    await revocation(instances, front, everyone[6]!);
    await failover(cluster, instances, front, team);
    await backupAndRestore(cluster, pgBin);
  } catch (error) {
    check(false, 'the drill ran to its end', String(error instanceof Error ? error.stack : error));
    for (const i of instances)
      if (i.process) console.error(`--- ${i.name}:\n${i.process.output().slice(-3000)}`);
  } finally {
    await Promise.all(instances.map((i) => (i.process ? i.stop() : null)));
    await cluster.close();
  }
  console.info(
    `\ndrill took ${elapsed()}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/drill.json',
    JSON.stringify({ numPassedTests: passed, numFailedTests: failed }),
  );
  console.info(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

await main();
