import type { Pool, PoolClient } from 'pg';

/**
 * Runs `work` on one connection between BEGIN and COMMIT; any error rolls back (a rollback that fails too is
 * dropped: the first error is the one to report) and is thrown again. The connection always goes back to the pool.
 */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
