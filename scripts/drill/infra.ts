/**
 * The drill's production layout on 127.0.0.1 (docs/deploy.md): Debian's PostgreSQL as a primary and a streaming
 * replica made with pg_basebackup (a synchronous standby), Debian's HAProxy in front of both the database (TCP) and
 * three instances of the server as `npm start` runs it (HTTP, routed on /readyz). Everything lives in one temporary
 * directory; nothing touches the machine's own PostgreSQL.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { appendFileSync, chmodSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, waitForReady } from '../lib/server-readiness';
import { readOutbox, spawnStart, startEnv, terminate, type StartedProcess } from '../lib/start-process';

const isRoot = process.getuid?.() === 0;

function run(cmd: string, args: string[], opts: { asPostgres?: boolean; env?: NodeJS.ProcessEnv } = {}) {
  const [file, argv] =
    opts.asPostgres && isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const done = spawnSync(file, argv, { encoding: 'utf8', env: opts.env ?? process.env });
  if (done.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} failed (${done.status}):\n${done.stdout}\n${done.stderr}`);
  return done.stdout;
}

function which(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
}

/** The newest Debian PostgreSQL server's bin directory (/usr/lib/postgresql/N/bin), if one is installed. */
function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

/** HAProxy and PostgreSQL's server from Debian, installed with apt when missing (no cluster of their own). */
export function ensurePackages(log: (line: string) => void): { pgBin: string } {
  const missing = [...(which('haproxy') ? [] : ['haproxy']), ...(postgresBin() ? [] : ['postgresql'])];
  if (missing.length > 0) {
    log(`installing ${missing.join(', ')} with apt-get`);
    const sudo = isRoot ? [] : ['sudo', '-n'];
    // Debian's package would create and start a cluster on :5432; the drill makes its own.
    const conf = '/etc/postgresql-common/createcluster.conf';
    if (isRoot && !existsSync(conf)) {
      mkdirSync('/etc/postgresql-common', { recursive: true });
      writeFileSync(conf, 'create_main_cluster = false\n');
    }
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const apt = (args: string[]) =>
      isRoot ? run('apt-get', args, { env }) : run(sudo[0]!, [...sudo.slice(1), 'apt-get', ...args], { env });
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', '-o', 'Dpkg::Options::=--force-confold', ...missing]);
  }
  const pgBin = postgresBin();
  if (!pgBin || !which('haproxy')) throw new Error('haproxy or postgresql could not be installed');
  return { pgBin };
}

export interface Cluster {
  root: string;
  primaryPort: number;
  replicaPort: number;
  /** HAProxy's TCP frontend for PostgreSQL: what the instances' DATABASE_URL names. */
  pgFrontPort: number;
  httpFrontPort: number;
  databaseUrl: (port: number) => string;
  /** A client on the drill's database, on the primary unless another port is given. */
  connect: (port?: number) => Promise<pg.Client>;
  stopPrimary: () => void;
  promoteReplica: () => void;
  haproxy: (command: string) => Promise<string>;
  /** Points HAProxy's PostgreSQL backend at the promoted replica. */
  switchDatabaseToReplica: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startCluster(pgBin: string, log: (line: string) => void): Promise<Cluster> {
  const root = mkdtempSync(join(tmpdir(), 'dahabi-drill-'));
  chmodSync(root, 0o755);
  const pgRoot = join(root, 'pg');
  mkdirSync(pgRoot);
  if (isRoot) {
    const uid = Number(run('id', ['-u', 'postgres']).trim());
    const gid = Number(run('id', ['-g', 'postgres']).trim());
    chownSync(pgRoot, uid, gid);
  }
  const [primaryPort, replicaPort, pgFrontPort, httpFrontPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const primary = join(pgRoot, 'primary');
  const replica = join(pgRoot, 'replica');
  const bin = (name: string) => join(pgBin, name);
  const pgCtl = (dir: string, ...args: string[]) =>
    run(bin('pg_ctl'), ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '60', ...args], { asPostgres: true });
  const stopped = new Set<string>();

  run(bin('initdb'), ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions'], {
    asPostgres: true,
  });
  appendFileSync(
    join(primary, 'postgresql.conf'),
    [
      `listen_addresses = '127.0.0.1'`,
      `port = ${primaryPort}`,
      `unix_socket_directories = '${pgRoot}'`,
      `wal_level = replica`,
      `max_wal_senders = 5`,
      // Every commit waits until the standby has it: an acknowledged write survives losing the primary.
      `synchronous_standby_names = 'drill_replica'`,
      `synchronous_commit = on`,
      `shared_buffers = 32MB`,
      `max_connections = 100`,
      '',
    ].join('\n'),
  );
  pgCtl(primary, 'start');
  log(`primary on :${primaryPort}`);
  run(
    bin('pg_basebackup'),
    [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replica,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ],
    { asPostgres: true },
  );
  appendFileSync(
    join(replica, 'postgresql.auto.conf'),
    [
      `port = ${replicaPort}`,
      `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres application_name=drill_replica'`,
      // Once promoted it stands alone: waiting for a standby it no longer has would stop every commit.
      `synchronous_standby_names = ''`,
      '',
    ].join('\n'),
  );
  pgCtl(replica, 'start');
  const admin = new pg.Client({
    host: '127.0.0.1',
    port: primaryPort,
    user: 'postgres',
    database: 'postgres',
  });
  await admin.connect();
  for (let i = 0; ; i++) {
    const { rows } = await admin.query<{ sync_state: string }>(
      `SELECT sync_state FROM pg_stat_replication WHERE application_name = 'drill_replica'`,
    );
    if (rows[0]?.sync_state === 'sync') break;
    if (i > 100) throw new Error('the replica did not become a synchronous standby');
    await new Promise((r) => setTimeout(r, 100));
  }
  await admin.query('CREATE DATABASE dahabi');
  await admin.end();
  log(`replica on :${replicaPort} (pg_basebackup, synchronous standby)`);

  const socket = join(root, 'haproxy.sock');
  const config = join(root, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      `  stats socket ${socket} mode 600 level admin`,
      '  maxconn 4000',
      'defaults',
      '  timeout connect 2s',
      '  timeout check 2s',
      '',
      // PostgreSQL: the primary; the replica is enabled when it has been promoted (switchDatabaseToReplica).
      'frontend pg',
      '  mode tcp',
      `  bind 127.0.0.1:${pgFrontPort}`,
      '  timeout client 1h',
      '  default_backend pg',
      'backend pg',
      '  mode tcp',
      '  timeout server 1h',
      '  default-server inter 500ms fall 2 rise 1 on-marked-down shutdown-sessions',
      `  server primary 127.0.0.1:${primaryPort} check`,
      `  server replica 127.0.0.1:${replicaPort} check disabled`,
      '',
      // The instances, routed on /readyz: a draining instance (503) leaves the rotation before it stops listening.
      'frontend web',
      '  mode http',
      `  bind 127.0.0.1:${httpFrontPort}`,
      '  timeout client 30s',
      '  default_backend app',
      'backend app',
      '  mode http',
      '  timeout server 30s',
      '  option httpchk',
      `  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host 127.0.0.1:${httpFrontPort}`,
      '  http-check expect status 200',
      '  option redispatch',
      '  retries 3',
      '  retry-on conn-failure empty-response',
      '  option http-buffer-request',
      '  default-server inter 300ms fall 1 rise 2',
      '',
    ].join('\n'),
  );
  let haproxyProcess: ChildProcess | undefined;
  const instancesLine = (ports: number[]) =>
    ports.map((p, i) => `  server i${i + 1} 127.0.0.1:${p} check`).join('\n');

  const haproxy = (command: string) =>
    new Promise<string>((resolve, reject) => {
      const s = connect(socket);
      let out = '';
      s.on('data', (d) => (out += d));
      s.on('end', () => resolve(out));
      s.on('error', reject);
      s.end(`${command}\n`);
    });

  const cluster: Cluster & { startHaproxy: (ports: number[]) => Promise<void> } = {
    root,
    primaryPort,
    replicaPort,
    pgFrontPort,
    httpFrontPort,
    databaseUrl: (port) => `postgres://postgres@127.0.0.1:${port}/dahabi`,
    connect: async (port = primaryPort) => {
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/dahabi` });
      await client.connect();
      return client;
    },
    stopPrimary: () => {
      pgCtl(primary, 'stop', '-m', 'fast');
      stopped.add(primary);
    },
    promoteReplica: () => {
      pgCtl(replica, 'promote');
    },
    haproxy,
    switchDatabaseToReplica: async () => {
      await haproxy('set server pg/primary state maint');
      await haproxy('set server pg/replica state ready');
    },
    startHaproxy: async (ports) => {
      appendFileSync(config, `${instancesLine(ports)}\n`);
      run('haproxy', ['-c', '-q', '-f', config]);
      haproxyProcess = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
      process.once('exit', () => haproxyProcess?.kill('SIGKILL'));
      for (let i = 0; !existsSync(socket); i++) {
        if (i > 100) throw new Error('haproxy did not start');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: async () => {
      haproxyProcess?.kill('SIGTERM');
      for (const dir of [replica, primary]) {
        if (stopped.has(dir)) continue;
        try {
          pgCtl(dir, 'stop', '-m', 'immediate');
        } catch {
          // not running
        }
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
  return cluster;
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  process: StartedProcess;
  start: () => Promise<void>;
  /** SIGTERM: the instance drains (SHUTDOWN_DRAIN_SECONDS) and exits. */
  stop: () => Promise<number | null>;
  kill9: () => Promise<void>;
  outbox: () => Promise<string[]>;
}

/** Starts the three instances (the first one alone: scripts/start.mjs builds the web app when it is stale). */
export async function startInstances(
  cluster: Cluster,
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<Instance[]> {
  const ports = [await freePort(), await freePort(), await freePort()];
  const instances = ports.map((port, i) => {
    const dataDir = join(cluster.root, `instance-${i + 1}`);
    mkdirSync(dataDir);
    const url = `http://127.0.0.1:${port}`;
    const instanceEnv = startEnv(port, dataDir, {
      NODE_ENV: 'production',
      DATABASE_URL: cluster.databaseUrl(cluster.pgFrontPort),
      PUBLIC_URL: `http://127.0.0.1:${cluster.httpFrontPort}`,
      ...env,
    });
    const instance: Instance = {
      name: `i${i + 1}`,
      port,
      url,
      dataDir,
      process: undefined as unknown as StartedProcess,
      start: async () => {
        instance.process = spawnStart(instanceEnv);
        await waitForReady(url, instance.process.child, instance.process.output, 180_000);
      },
      stop: () => terminate(instance.process),
      kill9: async () => {
        instance.process.child.kill('SIGKILL');
        await instance.process.exited;
      },
      outbox: () => readOutbox(dataDir),
    };
    return instance;
  });
  // Whatever happens next, no instance outlives the drill.
  process.once('exit', () => {
    for (const i of instances) i.process?.child.kill('SIGKILL');
  });
  // HAProxy first: the instances reach PostgreSQL through it.
  await (cluster as Cluster & { startHaproxy: (ports: number[]) => Promise<void> }).startHaproxy(ports);
  await instances[0]!.start();
  await Promise.all(instances.slice(1).map((i) => i.start()));
  await waitAllUp(cluster, instances.length);
  log(`3 instances on :${ports.join(', :')} behind HAProxy :${cluster.httpFrontPort}`);
  return instances;
}

/** Waits until HAProxy routes to `count` instances (its health checks saw them ready). */
export async function waitAllUp(cluster: Cluster, count: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const stat = await cluster.haproxy('show stat');
    const up = stat.split('\n').filter((l) => l.startsWith('app,i') && l.split(',')[17] === 'UP').length;
    if (up >= count) return;
    last = stat;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`HAProxy does not see ${count} instances up:\n${last}`);
}
