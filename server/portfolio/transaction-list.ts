import Big from 'big.js';
import type { TransactionListQuery } from '@contract/portfolio';
import type { AppContext } from '../app-context';
import { addDays, cairoDayStart } from './cairo-day';
import type { LedgerEntry } from './ledger';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `from`: a day means from its first instant in Cairo; `to`: a day means up to (not including) the next one. */
function bound(value: string, edge: 'from' | 'to'): { at: Date; inclusive: boolean } {
  if (!DAY.test(value)) return { at: new Date(value), inclusive: true };
  return edge === 'from'
    ? { at: cairoDayStart(value), inclusive: true }
    : { at: cairoDayStart(addDays(value, 1)), inclusive: false };
}

/** The person's transactions, newest first (ties: most recently recorded first), with the query's filters. */
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
    const { at } = bound(query.from, 'from');
    add((n) => `"timestamp" >= ${n}`, at);
  }
  if (query.to !== undefined) {
    const { at, inclusive } = bound(query.to, 'to');
    add((n) => `"timestamp" ${inclusive ? '<=' : '<'} ${n}`, at);
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
