import type { Server } from 'node:http';
import path from 'node:path';
import type { Logger } from 'pino';
import type { AppContext } from './app-context';
import { ConfigError, type Config, loadConfig } from './config';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './db/data-dir-lock';
import { EmbeddedPostgresError } from './db/embedded-postgres';
import { MigrationError } from './db/migrate';
import { createLogger } from './logger';

// Only light modules are imported up front: a bad variable or a busy DATA_DIR is reported at once; the app
// (routes, providers) is loaded after those checks.

/** Once the server stops accepting, the requests still in flight get this long to finish. */
const DRAIN_MS = 10_000;
/** How long a starting server waits for an admin command that holds DATA_DIR. */
const CLI_WAIT_MS = 30_000;

class ListenError extends Error {
  override name = 'ListenError';
}

/** Start-up problems a person can fix: one clear line on stderr, exit 1, no stack trace. */
const EXPECTED_FAILURES = [
  ConfigError,
  DataDirLockedError,
  EmbeddedPostgresError,
  MigrationError,
  ListenError,
];

/** What has been started so far, undone in reverse order at shutdown. */
const cleanup: (() => Promise<void>)[] = [];
/** The elected jobs (price poller, report scheduler): given up first, so another instance takes them at once. */
const elections: (() => Promise<void>)[] = [];
/** Set once the server listens: only then is there anything to drain. */
let listening = false;

async function releaseElections(log?: Logger) {
  while (elections.length > 0) {
    const step = elections.pop()!;
    await step().catch((error: unknown) => log?.error({ err: error }, 'shutdown step failed'));
  }
}

async function runCleanup(log?: Logger) {
  await releaseElections(log);
  while (cleanup.length > 0) {
    const step = cleanup.pop()!;
    await step().catch((error: unknown) => log?.error({ err: error }, 'shutdown step failed'));
  }
}

async function start(config: Config, log: Logger, lock: DataDirLock, stopping: () => boolean) {
  const started = performance.now();
  // PostgreSQL starts in its own process while this one loads the app's modules.
  const { openServerDatabase } = await import('./db/open-database');
  const opening = openServerDatabase(config, log, lock);
  const loading = Promise.all([
    import('./http-server'),
    import('./app'),
    import('./db/migrate'),
    import('./db/pool'),
    import('./prices/poller'),
    import('./reports/report-scheduler'),
    import('./auth/user-check-cache'),
  ]);
  loading.catch(() => undefined); // awaited below; the database's failure is reported first
  const database = await opening;
  cleanup.push(() => database.close());
  const [
    { createHttpServer },
    { createApp },
    { runMigrations },
    { createPool, redactUrl },
    { startPricePoller },
    { startReportScheduler },
    { listenForUserChecks },
  ] = await loading;
  if (stopping()) return;
  log.info(
    { database: database.source === 'external' ? redactUrl(database.url) : 'embedded' },
    'database ready',
  );

  const pool = createPool(database.url, log, { max: 20 });
  cleanup.push(() => pool.end());
  await runMigrations(pool, log);
  if (stopping()) return;

  const ctx: AppContext = { config, pool, log, now: () => new Date(), draining: stopping };
  // Before serving: the user check's cache is on once its LISTEN is in effect, and off while it is down.
  const userChecks = listenForUserChecks(ctx);
  cleanup.push(() => userChecks.stop());
  const app = createApp(ctx, { warmSpa: true });
  const server = createHttpServer(ctx, app);
  server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout
  const port = await listen(server, config);
  cleanup.push(() => drain(server, log));
  listening = true;

  const poller = startPricePoller(ctx);
  elections.push(() => poller.stop());
  const reports = startReportScheduler(ctx);
  elections.push(() => reports.stop());

  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // The last line a person reads after `npm start`: where to open the app and where its e-mails go.
  const mail = config.smtpUrl
    ? 'e-mails are sent over SMTP'
    : `e-mails are written to ${path.join(config.dataDir, 'outbox')} (set SMTP_URL to send them)`;
  log.info(
    {
      url: `http://${shown}:${port}`,
      publicUrl: config.publicUrl,
      ms: Math.round(performance.now() - started),
    },
    `Dahabi is listening on http://${shown}:${port}: open it in a browser; ${mail}`,
  );
}

function listen(server: Server, config: Config): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new ListenError(
            `PORT ${config.port} is already in use on ${config.host}. Choose another with PORT=…`,
          ),
        );
      } else if (error.code === 'EACCES') {
        reject(
          new ListenError(`Not allowed to listen on PORT ${config.port} (ports below 1024 need privileges).`),
        );
      } else reject(error);
    });
    server.listen(config.port, config.host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : config.port);
    });
  });
}

/** Stop accepting, let in-flight requests finish (closing idle keep-alive connections), force after DRAIN_MS. */
async function drain(server: Server, log: Logger) {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 50);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>(
    (resolve) => (timer = setTimeout(() => resolve('timeout'), DRAIN_MS)),
  );
  const result = await Promise.race([closed, timeout]);
  clearInterval(idleSweep);
  clearTimeout(timer);
  if (result === 'timeout') {
    log.warn(`requests still running after ${DRAIN_MS / 1000} s: closing them`);
    server.closeAllConnections();
    await closed;
  }
}

async function main() {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    fail(error);
  }
  const log = createLogger(config.logLevel);
  let lock: DataDirLock;
  try {
    lock = await takeDataDir(config, log);
  } catch (error) {
    fail(error);
  }
  cleanup.push(async () => lock.release());

  let stopping = false;
  let startup: Promise<void> = Promise.resolve();
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return log.warn({ signal }, 'already shutting down');
    stopping = true;
    // SIGTERM is how an orchestrator or a proxy's operator stops an instance: /readyz already answers 503, and
    // requests are served for SHUTDOWN_DRAIN_SECONDS more while the load balancer takes this instance out. A
    // person's Ctrl-C (SIGINT) stops at once.
    const drainSeconds = signal === 'SIGTERM' ? config.shutdownDrainSeconds : 0;
    log.info(
      { signal, drainSeconds },
      drainSeconds > 0
        ? `shutting down: /readyz answers 503; serving ${drainSeconds} s more, then draining requests`
        : 'shutting down: draining requests',
    );
    // Last resort if a step hangs: never stay half-stopped.
    setTimeout(
      () => {
        log.error('shutdown took too long; exiting');
        process.exit(1);
      },
      drainSeconds * 1000 + 45_000,
    ).unref();
    void startup
      .catch(() => undefined)
      .then(async () => {
        await releaseElections(log);
        if (listening && drainSeconds > 0)
          await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
      })
      .then(() => runCleanup(log))
      .then(() => {
        log.info('stopped');
        // pino writes asynchronously: let pending lines reach stdout in order before exiting.
        log.flush(() => process.exit(0));
      });
  };
  // Registered before anything starts, so a signal during start-up still stops the database and frees DATA_DIR.
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception: stopping');
    void runCleanup(log).finally(() => process.exit(1));
  });
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled promise rejection'));

  startup = start(config, log, lock, () => stopping);
  try {
    await startup;
  } catch (error) {
    await runCleanup(log);
    fail(error);
  }
}

/** The DATA_DIR lock. An admin command holding it (it started the embedded database itself) is waited for a while. */
async function takeDataDir(config: Config, log: Logger): Promise<DataDirLock> {
  const deadline = Date.now() + CLI_WAIT_MS;
  for (let waited = false; ;) {
    try {
      return await acquireDataDirLock(config.dataDir, 'server');
    } catch (error) {
      if (!(error instanceof DataDirLockedError) || error.holder.role !== 'cli' || Date.now() > deadline)
        throw error;
      if (!waited)
        log.info({ holderPid: error.holder.pid }, 'waiting for an admin command on this DATA_DIR to finish');
      waited = true;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function fail(error: unknown): never {
  if (EXPECTED_FAILURES.some((type) => error instanceof type))
    console.error(`dahabi: ${(error as Error).message}`);
  else console.error('dahabi: failed to start:', error);
  process.exit(1);
}

void main();
