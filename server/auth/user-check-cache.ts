import { randomUUID } from 'node:crypto';
import pg, { type Pool } from 'pg';
import type { AppContext } from '../app-context';
import { listenOnChannel } from '../db/listener';
import { unwrappedPool } from '../db/request-transaction';

/**
 * The rows of the per-request user check (./require-user.ts), kept in this process so that a signed-in read makes
 * no round trip for it (architecture §4.1), while a revocation is still refused at once on every instance.
 *
 * How it stays current: triggers on every table the check reads (migration 0713) send `NOTIFY user_check` with the
 * affected user ids in the transaction of the write itself, so every instance's listener hears of a password
 * change, a revoked sign-in, a deactivation, a deletion, a changed role or a new portfolio revision when it
 * commits, and drops that person's rows. The rules that keep it from ever answering from a stale row:
 *
 * - **Only while listening.** Until `LISTEN user_check` is in effect, and from the moment its connection drops
 *   until it is back, the cache is empty and unused: every request reads the database, as without a cache.
 * - **A fill that raced a notification is not kept.** A person's row read from the database is stored only if no
 *   notification for them (nor one for everyone, nor a change of the connection) arrived since the read was asked
 *   for: the read's snapshot may predate the write the notification announces. A notification arriving after the
 *   row is stored drops it. Another person's notification leaves the fill alone: writes go on everywhere.
 * - **A write answers once every instance has heard of it.** After a request that committed a write to a table the
 *   check reads (server/db/user-check-writes.ts), the instance that made it sends a barrier notification and
 *   counts the instances listening (by their connections' name, which they take once LISTEN is in effect); each
 *   instance's listener answers a barrier it receives with an acknowledgement, and the write answers once every one
 *   has acknowledged (`settled`). Notifications arrive at each listener in commit order, so an instance that
 *   acknowledged has dropped the rows the write changed. An instance that never answers (hung, cut off) holds a
 *   write for BARRIER_TIMEOUT_MS at most.
 * - **Bounded.** At most MAX_ENTRIES rows, the least recently used leaving first.
 */

export const USER_CHECK_CHANNEL = 'user_check';

/** Rows kept per process: about one per signed-in person and household asked for (a few hundred bytes each). */
export const MAX_ENTRIES = 10_000;

/** How long a write waits for its barrier to come back before answering anyway. */
const BARRIER_TIMEOUT_MS = 2_000;

const BARRIER_PREFIX = 'barrier:';
const ACK_PREFIX = 'ack:';
/** The listener connections' application_name (server/db/listener.ts names them `dahabi-<name>` once listening). */
const LISTENER_NAME = 'user-check-listener';

interface Entry {
  userId: number;
  row: object;
}

/** People whose last notification is remembered for the fills in flight; past it, every fill in flight is dropped. */
const MAX_NOTIFIED = 10_000;

export class UserCheckCache {
  /** Counts notifications and changes of the connection: a fill's stamp is its value when the read was asked. */
  private sequence = 0;
  /** No fill stamped before this is kept: a notification for everyone, or a change of the connection, came since. */
  private floor = 0;
  /** The sequence of each person's last notification: a fill of theirs stamped before it is not kept. */
  private readonly notified = new Map<number, number>();
  private active = false;
  private readonly entries = new Map<string, Entry>();
  private readonly keysOfUser = new Map<number, Set<string>>();
  private readonly barriers = new Map<string, (giveUp?: boolean) => void>();

  /** `acknowledge` answers another instance's barrier (listenForUserChecks sends it through the pool). */
  constructor(private readonly acknowledge: (id: string) => void = () => undefined) {}

  /** True while LISTEN is in effect: only then are rows kept and served. */
  get listening(): boolean {
    return this.active;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept row for this key, marked as the most recently used; undefined when not kept. */
  get(key: string): object | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.row;
  }

  /** Taken before a read of the database: hand it back to `fill` with the read's row. */
  get stamp(): number {
    return this.sequence;
  }

  /**
   * Keeps a row of `userId`'s read from the database, unless a notification for them (or for everyone, or a change
   * of the connection) arrived since `stamp` was taken: the read's snapshot may predate that write. Another
   * person's notification does not concern the row (its triggers name everyone whose check it changes).
   */
  fill(key: string, userId: number, stamp: number, row: object): void {
    if (!this.active || stamp < this.floor || stamp < (this.notified.get(userId) ?? 0)) return;
    this.entries.delete(key);
    this.entries.set(key, { userId, row });
    let keys = this.keysOfUser.get(userId);
    if (!keys) this.keysOfUser.set(userId, (keys = new Set()));
    keys.add(key);
    while (this.entries.size > MAX_ENTRIES) this.remove(this.entries.keys().next().value!);
  }

  /** A notification's payload: user ids, comma-separated; `*` for everyone; a barrier; or an acknowledgement. */
  onNotification(payload: string): void {
    if (payload.startsWith(BARRIER_PREFIX)) {
      this.acknowledge(payload.slice(BARRIER_PREFIX.length));
      return;
    }
    if (payload.startsWith(ACK_PREFIX)) {
      this.barriers.get(payload.slice(ACK_PREFIX.length))?.();
      return;
    }
    if (payload === '*' || payload === '') {
      this.forgetAll();
      return;
    }
    this.sequence++;
    if (this.notified.size >= MAX_NOTIFIED) {
      // Rather than remember more people: every fill in flight is dropped, as for a notification for everyone.
      this.notified.clear();
      this.floor = this.sequence;
    }
    for (const id of payload.split(',')) {
      const userId = Number(id);
      this.notified.set(userId, this.sequence);
      const keys = this.keysOfUser.get(userId);
      if (keys) for (const key of [...keys]) this.remove(key);
    }
  }

  /** LISTEN is in effect: start from nothing (notifications may have been missed) and keep rows from now on. */
  onListening(): void {
    this.forgetAll();
    this.active = true;
  }

  /** The connection dropped: nothing kept can be trusted, nothing is kept until listening again. */
  onLost(): void {
    this.active = false;
    this.forgetAll();
    // No acknowledgement can reach this process now: its writes stop waiting for them (the other instances still
    // receive the writes' notifications; this one can no longer tell when).
    for (const release of this.barriers.values()) release(true);
  }

  /**
   * Resolves once every instance listening has received every notification of the writes this process committed so
   * far (each has acknowledged a barrier sent after them). At once when not listening; after BARRIER_TIMEOUT_MS at
   * worst.
   */
  async settled(pool: Pool): Promise<void> {
    if (!this.active) return;
    const id = randomUUID();
    const acks = acknowledgements();
    this.barriers.set(id, acks.received);
    try {
      acks.expect(await sendBarrier(pool, id));
      await acks.all;
    } finally {
      this.barriers.delete(id);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const keys = this.keysOfUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOfUser.delete(entry.userId);
  }

  /** Drops every row and every fill in flight. */
  private forgetAll(): void {
    this.sequence++;
    this.floor = this.sequence;
    this.notified.clear();
    this.entries.clear();
    this.keysOfUser.clear();
  }
}

/**
 * The acknowledgements of one barrier: `all` resolves once `expect`'s count of them has been `received` (a give-up
 * counts as all of them), or after BARRIER_TIMEOUT_MS at worst.
 */
function acknowledgements(): {
  all: Promise<void>;
  received: (giveUp?: boolean) => void;
  expect: (count: number) => void;
} {
  let acknowledged = 0;
  let expected = Infinity;
  let done = () => undefined as void;
  const all = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, BARRIER_TIMEOUT_MS);
    done = () => {
      if (acknowledged < expected) return;
      clearTimeout(timer);
      resolve();
    };
  });
  return {
    all,
    received(giveUp) {
      acknowledged = giveUp ? Infinity : acknowledged + 1;
      done();
    },
    expect(count) {
      expected = count;
      done();
    },
  };
}

/** Sends a barrier and answers how many instances are listening, each of which will acknowledge it. */
async function sendBarrier(pool: Pick<Pool, 'query'>, id: string): Promise<number> {
  const { rows } = await pool.query<{ listening: number }>({
    name: 'user-check-barrier',
    text: `SELECT pg_notify($1, $2), (SELECT count(*)::int FROM pg_stat_activity
                                       WHERE application_name = $3 AND datname = current_database()) AS listening`,
    values: [USER_CHECK_CHANNEL, BARRIER_PREFIX + id, `dahabi-${LISTENER_NAME}`],
  });
  return rows[0]!.listening;
}

const caches = new WeakMap<Pool, UserCheckCache>();

/** The cache of a process (one per pool, as every instance in a test has its own pool). */
export function userCheckCache(pool: Pool): UserCheckCache {
  const key = unwrappedPool(pool);
  let cache = caches.get(key);
  if (!cache) {
    const acknowledge = (id: string) =>
      void key
        .query('SELECT pg_notify($1, $2)', [USER_CHECK_CHANNEL, ACK_PREFIX + id])
        .catch(() => undefined);
    caches.set(key, (cache = new UserCheckCache(acknowledge)));
  }
  return cache;
}

/** Started once per process by main.ts: keeps the cache current with `LISTEN user_check` (server/db/listener.ts). */
export function listenForUserChecks(ctx: AppContext): { stop(): Promise<void> } {
  const cache = userCheckCache(ctx.pool);
  return listenOnChannel(ctx, LISTENER_NAME, {
    channel: USER_CHECK_CHANNEL,
    onNotification: (payload) => cache.onNotification(payload),
    onListening: () => cache.onListening(),
    onLost: () => cache.onLost(),
  });
}

/** After a write, before its answer: see `settled`. Never fails the write (it has committed). */
export async function afterWrite(ctx: AppContext): Promise<void> {
  const cache = userCheckCache(ctx.pool);
  if (!cache.listening) return;
  await cache
    .settled(unwrappedPool(ctx.pool))
    .catch((err: unknown) =>
      ctx.log.warn({ err }, 'could not confirm the user check notifications were sent'),
    );
}

/**
 * The same wait for a process that does not listen (the admin CLI): on a connection of its own, LISTEN, send a
 * barrier and wait for every instance's acknowledgement. Never fails the command (its write has committed).
 */
export async function userCheckNotificationsSent(ctx: AppContext): Promise<void> {
  const client = new pg.Client({ ...unwrappedPool(ctx.pool).options, application_name: 'dahabi-barrier' });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query(`LISTEN ${USER_CHECK_CHANNEL}`);
    const id = randomUUID();
    const acks = acknowledgements();
    client.on('notification', (msg) => {
      if (msg.payload === ACK_PREFIX + id) acks.received();
    });
    acks.expect(await sendBarrier(client, id));
    await acks.all;
  } catch (err) {
    ctx.log.warn({ err }, 'could not confirm the user check notifications were sent');
  } finally {
    await client.end().catch(() => undefined);
  }
}
