import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { AppContext } from '../app-context';

export interface LeaderElectionOptions {
  /** pg_try_advisory_lock key: one per job. */
  lockKey: bigint;
  /** How often a follower asks again, and a leader checks it still holds its connection. */
  retryMs: number;
  name: string;
}

/** The schedule of a job that runs on the elected instance only (each job has its own defaults). */
export interface LeaderJobOptions {
  /** How long the elected instance waits between passes. */
  intervalMs?: number;
  /** How often a follower stands again for election. */
  electionRetryMs?: number;
}

/**
 * One elected instance among every process sharing the database: the holder of a session-level PostgreSQL
 * advisory lock on a dedicated connection. PostgreSQL releases the lock when that session ends (the process
 * dies, the connection drops), and the others, asking again every `retryMs`, take over.
 *
 * `lead(signal)` runs while this process leads; `signal` aborts when leadership is lost or on stop.
 */
export function runWhileLeader(
  ctx: AppContext,
  options: LeaderElectionOptions,
  lead: (signal: AbortSignal) => Promise<void>,
): { stop(): Promise<void>; isLeader(): boolean } {
  const log = ctx.log.child({ module: options.name });
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let leading: { controller: AbortController; done: Promise<void> } | null = null;
  let attempt: Promise<void> = Promise.resolve();

  const schedule = (fn: () => Promise<void>) => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      attempt = fn();
    }, options.retryMs);
  };

  const dropClient = () => {
    const c = client;
    client = null;
    if (!c) return;
    c.removeAllListeners();
    c.on('error', () => undefined);
    void c.end().catch(() => undefined);
  };

  const abdicate = async () => {
    const current = leading;
    leading = null;
    if (!current) return;
    current.controller.abort();
    await current.done;
  };

  const connectionLost = (err: unknown) => {
    if (stopped) return;
    const wasLeader = leading !== null;
    dropClient();
    void abdicate();
    log.warn({ err, wasLeader }, 'election connection lost; will stand again');
    // Replace a pending heartbeat (it would find no connection) with a new candidacy.
    if (timer) clearTimeout(timer);
    timer = null;
    schedule(elect);
  };

  async function connect(): Promise<pg.Client> {
    const c = new pg.Client({
      ...ctx.pool.options,
      application_name: `dahabi-${options.name}`,
      keepAlive: true,
    });
    c.on('error', (err) => {
      if (client === c) connectionLost(err);
    });
    c.on('end', () => {
      if (client === c) connectionLost(new Error('connection ended'));
    });
    client = c;
    await c.connect();
    return c;
  }

  async function elect(): Promise<void> {
    if (stopped) return;
    try {
      const c = client ?? (await connect());
      const { rows } = await c.query<{ won: boolean }>('SELECT pg_try_advisory_lock($1) AS won', [
        options.lockKey.toString(),
      ]);
      if (stopped) return;
      if (rows[0]?.won) {
        const controller = new AbortController();
        log.info('elected: this instance runs the job');
        leading = {
          controller,
          done: lead(controller.signal).catch((err: unknown) =>
            log.error({ err }, 'job stopped with an error'),
          ),
        };
        schedule(heartbeat);
      } else {
        schedule(elect);
      }
    } catch (err) {
      if (stopped) return;
      dropClient();
      log.warn({ err }, 'could not stand for election; will retry');
      schedule(elect);
    }
  }

  /** A leader whose connection silently died no longer holds the lock: notice it. */
  async function heartbeat(): Promise<void> {
    if (stopped || !client) return;
    try {
      await client.query('SELECT 1');
      schedule(heartbeat);
    } catch (err) {
      connectionLost(err);
    }
  }

  attempt = elect();

  return {
    isLeader: () => leading !== null,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await attempt.catch(() => undefined);
      await abdicate();
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => undefined);
        // Ending the session releases the advisory lock at once for the next leader.
        await c.end().catch(() => undefined);
      }
    },
  };
}

/**
 * A periodic job on the elected instance: `pass` again and again while this process leads, each followed by a wait
 * of the milliseconds it returns, which a stop or a lost election cuts short.
 */
export function repeatWhileLeader(
  ctx: AppContext,
  options: LeaderElectionOptions,
  pass: (signal: AbortSignal) => Promise<number>,
): { stop(): Promise<void>; isLeader(): boolean } {
  return runWhileLeader(ctx, options, async (signal) => {
    while (!signal.aborted) {
      const waitMs = await pass(signal);
      await sleep(waitMs, undefined, { signal }).catch(() => undefined);
    }
  });
}
