import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool, PoolClient, QueryConfig } from 'pg';
import { userCheckWriteOf, watchingWrites } from './user-check-writes';

/**
 * One database transaction around a whole request: every query the request's handlers make through the pool runs
 * on one connection between BEGIN and COMMIT, so what the request writes and what is recorded about the request
 * (an idempotency key and its answer) commit together or not at all.
 *
 * The handlers keep calling `pool.query` and `inTransaction(pool, …)` as always; every pool createPool makes
 * (`requestTransactionPool`) sends their queries to the request's connection while a request transaction is open
 * in their async context, and to the pool otherwise. Inside it:
 * - each plain query runs in a savepoint of its own, so a query that fails (a unique violation a handler answers
 *   with a 400) leaves the transaction usable, as it would have left the pool;
 * - a handler's own BEGIN, COMMIT and ROLLBACK on a connection it took become a savepoint, its release and a
 *   rollback to it;
 * - the connection is taken at the first query, so a request waiting in a line holds none.
 */
export class RequestTransaction {
  private client: PoolClient | null = null;
  private savepoints = 0;
  /** Committed or rolled back: work started later (a detached promise of the request) goes to the pool. */
  closed = false;
  /** Queries of this request go one after another: a connection runs one statement at a time anyway. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Run once the COMMIT has succeeded (whenCommitted); dropped on a rollback. */
  private readonly onCommit: Array<() => void> = [];

  constructor(private readonly pool: Pool) {}

  get started(): boolean {
    return this.client !== null;
  }

  /** Runs `work` with the request's connection (taken and BEGUN on first use), after every earlier step. */
  run<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const step = this.queue.then(async () => {
      if (!this.client) {
        const client = await this.pool.connect();
        try {
          await client.query('BEGIN');
        } catch (error) {
          client.release();
          throw error;
        }
        this.client = client;
      }
      return work(this.client);
    });
    this.queue = step.catch(() => undefined);
    return step;
  }

  nextSavepoint(): string {
    this.savepoints += 1;
    return `request_step_${this.savepoints}`;
  }

  /** Commits what the request wrote; a failure is thrown (the request then answers it as any database error). */
  async commit(): Promise<void> {
    await this.end('COMMIT');
    for (const effect of this.onCommit.splice(0)) effect();
  }

  /** `effect` waits for the commit: see whenCommitted. */
  afterCommit(effect: () => void): void {
    this.onCommit.push(effect);
  }

  /** Undoes what the request wrote; a failure to roll back is dropped (the connection is dropped with it). */
  rollback(): Promise<void> {
    this.onCommit.length = 0;
    return this.end('ROLLBACK').catch(() => undefined);
  }

  private async end(statement: 'COMMIT' | 'ROLLBACK'): Promise<void> {
    this.closed = true;
    await this.queue;
    const client = this.client;
    if (!client) return;
    this.client = null;
    try {
      await client.query(statement);
      client.release();
    } catch (error) {
      // The connection's state is unknown: drop it rather than give it back.
      client.release(error as Error);
      throw error;
    }
  }
}

const current = new AsyncLocalStorage<RequestTransaction>();

/** The request transaction open in this async context, if any. */
function open(): RequestTransaction | undefined {
  const transaction = current.getStore();
  return transaction && !transaction.closed ? transaction : undefined;
}

/** True inside a request transaction: what the request reads may include what it wrote and has not committed. */
export const inRequestTransaction = (): boolean => open() !== undefined;

/**
 * Runs `effect` once what this async context wrote is committed: at once outside a request transaction, after its
 * COMMIT inside one, never when it is rolled back. For memory shared by every request (a replayed ledger), which
 * must never hold a write that was undone: two requests racing one idempotency key both write, and the one that
 * finds the key taken rolls its write back.
 */
export function whenCommitted(effect: () => void): void {
  const transaction = open();
  if (transaction) transaction.afterCommit(effect);
  else effect();
}

/** Runs `work` (the rest of the request) with `transaction` open for every query made through a request pool. */
export function withRequestTransaction<T>(
  transaction: RequestTransaction,
  work: () => Promise<T>,
): Promise<T> {
  return current.run(transaction, work);
}

type QueryArgs = [QueryConfig | string, unknown[]?];

/** A statement writing a table the user check reads marks its request once committed (./user-check-writes.ts). */
function noteWrite(statement: QueryConfig | string): void {
  const mark = userCheckWriteOf(statement);
  if (mark) whenCommitted(mark);
}

async function inSavepoint<T>(transaction: RequestTransaction, client: PoolClient, work: () => Promise<T>) {
  const name = transaction.nextSavepoint();
  await client.query(`SAVEPOINT ${name}`);
  try {
    const result = await work();
    await client.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}

/** A connection a handler took inside the request transaction: its transaction is a savepoint of the request's. */
function nestedClient(transaction: RequestTransaction, client: PoolClient): PoolClient {
  const names: string[] = [];
  const query = (...args: QueryArgs) => {
    const text = typeof args[0] === 'string' ? args[0].trim().toUpperCase() : '';
    if (text === 'BEGIN') {
      const name = transaction.nextSavepoint();
      names.push(name);
      return client.query(`SAVEPOINT ${name}`);
    }
    if (text === 'COMMIT') return client.query(`RELEASE SAVEPOINT ${names.pop()}`);
    if (text === 'ROLLBACK') return client.query(`ROLLBACK TO SAVEPOINT ${names.pop()}`);
    noteWrite(args[0]);
    return client.query(...(args as [string, unknown[]]));
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      if (property === 'release') return () => undefined;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/** A connection a watched request took outside a request transaction: its writes are noted as they are sent. */
function watchedClient(client: PoolClient): PoolClient {
  const query = (...args: QueryArgs) => {
    noteWrite(args[0]);
    return client.query(...(args as [string, unknown[]]));
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/**
 * The pool the routes are given: the real pool, except inside a request transaction (see above). Anything shared
 * between requests (batched lookups, caches filled for everyone) must take `unwrappedPool(pool)` instead, so one
 * request's transaction never carries another's work.
 */
export function requestTransactionPool(pool: Pool): Pool {
  if (unwrappedPool(pool) !== pool) return pool;
  const poolQuery = pool.query.bind(pool) as (...args: QueryArgs) => Promise<unknown>;
  const poolConnect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  const query = (...args: QueryArgs) => {
    noteWrite(args[0]);
    const transaction = open();
    if (!transaction) return poolQuery(...args);
    return transaction.run((client) =>
      inSavepoint(transaction, client, () => client.query(...(args as [string, unknown[]]))),
    );
  };
  const connect = async () => {
    const transaction = open();
    if (!transaction) return watchingWrites() ? watchedClient(await poolConnect()) : poolConnect();
    // The handler's connection is the request's: held for it until its release (a no-op).
    let client!: PoolClient;
    await transaction.run(async (c) => {
      client = c;
    });
    return nestedClient(transaction, client);
  };
  // A test may put its own `query` in place (to count queries) and put this one back.
  let replaced: { query?: unknown; connect?: unknown } = {};
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property === UNWRAPPED) return target;
      if (property === 'query') return replaced.query ?? query;
      if (property === 'connect') return replaced.connect ?? connect;
      return Reflect.get(target, property, receiver) as unknown;
    },
    set(target, property, value, receiver) {
      if (property === 'query') replaced = { ...replaced, query: value === query ? undefined : value };
      else if (property === 'connect')
        replaced = { ...replaced, connect: value === connect ? undefined : value };
      else return Reflect.set(target, property, value, receiver);
      return true;
    },
  });
}

const UNWRAPPED = Symbol('unwrapped pool');

/** The real pool behind a request pool (the pool itself otherwise). */
export function unwrappedPool(pool: Pool): Pool {
  return ((pool as unknown as Record<symbol, Pool | undefined>)[UNWRAPPED] ?? pool) as Pool;
}
