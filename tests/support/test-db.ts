import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  /** Connection URL of the fresh, empty database. */
  url: string;
  /** Drops the database (closing any connection still open on it). */
  drop(): Promise<void>;
}

/**
 * A fresh, uniquely named, empty database on the test PostgreSQL (TEST_DATABASE_URL, or the embedded server
 * started by server-global-setup.ts). Call once per test file; migrations are not applied (createTestApp does).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim() || inject('testPostgresUrl');
  if (!adminUrl) {
    throw new Error(
      'No test PostgreSQL: run through the vitest "server" project (its global setup starts one) or set TEST_DATABASE_URL.',
    );
  }
  const prefix = inject('testDatabasePrefix') ?? `dahabi_t_${Date.now().toString(36)}_`;
  const name = `${prefix}${randomBytes(5).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A pool of `max` connections on a test database. `pool.end()` lets its connections go without waiting for their
 * sockets to close, so one can still hear the server's goodbye when the file's database is then dropped WITH (FORCE)
 * (FATAL 57P01): that is no test's failure, yet without a listener it is an uncaught error that fails the whole run.
 * A query on a connection that dies is still rejected.
 */
export function testPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
