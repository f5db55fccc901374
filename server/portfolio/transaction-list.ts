import Big from 'big.js';
import type { TransactionListQuery } from '@contract/portfolio';
import type { TransactionOrdering } from '@contract/portfolio-values';
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

interface Row {
  uuid: string;
  asset_id: number;
  type: 'buy' | 'sell';
  quantity: string;
  price: string;
  workmanship: string | null;
  refund: string | null;
  timestamp: Date;
  member: string;
}

/** The WHERE clause of the query's filters, and its parameters ($1 is the person). */
function filters(userId: number, query: TransactionListQuery): { where: string; values: unknown[] } {
  const where = ['user_id = $1'];
  const values: unknown[] = [userId];
  const add = (clause: (n: string) => string, value: unknown) => {
    values.push(value);
    where.push(clause(`$${values.length}`));
  };
  if (query.asset !== undefined) add((n) => `asset_id = ${n}`, query.asset);
  // A member of the person's household (the route checked it; product §13).
  if (query.member !== undefined)
    add((n) => `member_id = (SELECT id FROM household_members WHERE uuid = ${n}::uuid)`, query.member);
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
  if (query.search) {
    // LIKE's own wildcards in the text are matched literally.
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    add(
      (n) =>
        `asset_id IN (SELECT id FROM assets WHERE name_en ILIKE ${n} OR name_ar ILIKE ${n} OR code ILIKE ${n}` +
        ` OR currency_code ILIKE ${n})`,
      pattern,
    );
  }
  return { where: where.join(' AND '), values };
}

// Newest first; ties: most recently recorded first, then uuid, so the order is total and pages never overlap.
const COLUMNS = `uuid, asset_id, type, quantity::text AS quantity, price::text AS price, "timestamp",
                 workmanship_per_unit::text AS workmanship, refund_per_unit::text AS refund,
                 (SELECT m.uuid::text FROM household_members m WHERE m.id = member_id) AS member`;
const NEWEST_FIRST = `"timestamp" DESC, created_at DESC, uuid`;
// The asked order first, then newest first; `ordering` is one of the contract's fixed values, never free text.
const ORDER_BY: Record<TransactionOrdering, string> = {
  timestamp: `"timestamp" ASC, created_at ASC, uuid`,
  '-timestamp': NEWEST_FIRST,
  quantity: `transactions.quantity ASC, ${NEWEST_FIRST}`,
  '-quantity': `transactions.quantity DESC, ${NEWEST_FIRST}`,
  price: `transactions.price ASC, ${NEWEST_FIRST}`,
  '-price': `transactions.price DESC, ${NEWEST_FIRST}`,
  total: `transactions.quantity * transactions.price ASC, ${NEWEST_FIRST}`,
  '-total': `transactions.quantity * transactions.price DESC, ${NEWEST_FIRST}`,
};
const orderOf = (query: TransactionListQuery) => `ORDER BY ${ORDER_BY[query.ordering ?? '-timestamp']}`;

const toEntry = (r: Row): LedgerEntry => ({
  uuid: r.uuid,
  assetId: r.asset_id,
  type: r.type,
  quantity: new Big(r.quantity),
  price: new Big(r.price),
  workmanship: r.workmanship === null ? null : new Big(r.workmanship),
  refund: r.refund === null ? null : new Big(r.refund),
  at: r.timestamp.getTime(),
  member: r.member,
});

/**
 * The person's transactions in the query's order (default newest first; ties: most recently recorded first), with
 * its filters: `from`/`to` inclusive, a day (YYYY-MM-DD) meaning the whole Cairo day; `search` in the asset's names
 * and codes.
 */
export async function listTransactions(
  ctx: AppContext,
  userId: number,
  query: TransactionListQuery,
): Promise<LedgerEntry[]> {
  const { where, values } = filters(userId, query);
  const { rows } = await ctx.pool.query<Row>(
    `SELECT ${COLUMNS} FROM transactions WHERE ${where} ${orderOf(query)}`,
    values,
  );
  return rows.map(toEntry);
}

/** One page of that list and how many transactions the whole (filtered) list has. */
export async function listTransactionPage(
  ctx: AppContext,
  userId: number,
  query: TransactionListQuery,
  page: { limit: number; offset: number },
): Promise<{ count: number; entries: LedgerEntry[] }> {
  const { where, values } = filters(userId, query);
  const n = values.length;
  // The count rides on every row of the page (one statement, one snapshot); a page past the end has no rows
  // to carry it, and then it is counted on its own.
  const { rows } = await ctx.pool.query<Row & { total: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM transactions WHERE ${where} ${orderOf(query)}
      LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...values, page.limit, page.offset],
  );
  if (rows[0]) return { count: Number(rows[0].total), entries: rows.map(toEntry) };
  const counted = await ctx.pool.query<{ total: string }>(
    `SELECT count(*) AS total FROM transactions WHERE ${where}`,
    values,
  );
  return { count: Number(counted.rows[0]!.total), entries: [] };
}
