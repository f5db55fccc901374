import Big from 'big.js';
import type { TransactionListQuery } from '@contract/portfolio';
import type { AppContext } from '../app-context';
import type { LedgerEntry } from './ledger';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// A day filter compares Cairo calendar days in SQL (exact across clock changes and for any year); a date-time
// filter compares instants.
const CAIRO_DAY_SQL = `("timestamp" AT TIME ZONE 'Africa/Cairo')::date`;

// No transaction is dated before 1900 (transaction-input.ts), and PostgreSQL has no year 0: earlier bounds are
// raised to this day, which changes no answer.
const EARLIEST_DAY = '1899-12-31';
const atLeast = (day: string) => (day < EARLIEST_DAY ? EARLIEST_DAY : day);
const atLeastInstant = (iso: string) => new Date(Math.max(Date.parse(iso), Date.UTC(1899, 11, 31)));

/**
 * The person's transactions, newest first (ties: most recently recorded first), with the query's filters:
 * `from`/`to` inclusive; a day (YYYY-MM-DD) means the whole Cairo day.
 */
export async function listTransactions(
  ctx: AppContext,
  userId: number,
  query: TransactionListQuery,
): Promise<LedgerEntry[]> {
  const where = ['user_id = $1'];
  const values: unknown[] = [userId];
  const add = (clause: (n: string) => string, value: unknown) => {
    values.push(value);
    where.push(clause(`$${values.length}`));
  };
  if (query.asset !== undefined) add((n) => `asset_id = ${n}`, query.asset);
  if (query.transaction_type !== undefined) add((n) => `type = ${n}`, query.transaction_type);
  if (query.from !== undefined) {
    const from = query.from;
    if (DAY.test(from)) add((n) => `${CAIRO_DAY_SQL} >= ${n}::date`, atLeast(from));
    else add((n) => `"timestamp" >= ${n}`, atLeastInstant(from));
  }
  if (query.to !== undefined) {
    const to = query.to;
    if (DAY.test(to)) add((n) => `${CAIRO_DAY_SQL} <= ${n}::date`, atLeast(to));
    else add((n) => `"timestamp" <= ${n}`, atLeastInstant(to));
  }
  const { rows } = await ctx.pool.query<{
    uuid: string;
    asset_id: number;
    type: 'buy' | 'sell';
    quantity: string;
    price: string;
    timestamp: Date;
  }>(
    `SELECT uuid, asset_id, type, quantity::text AS quantity, price::text AS price, "timestamp"
       FROM transactions WHERE ${where.join(' AND ')}
      ORDER BY "timestamp" DESC, created_at DESC, uuid`,
    values,
  );
  return rows.map((r) => ({
    uuid: r.uuid,
    assetId: r.asset_id,
    type: r.type,
    quantity: new Big(r.quantity),
    price: new Big(r.price),
    at: r.timestamp.getTime(),
  }));
}
