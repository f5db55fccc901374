import Big from 'big.js';
import type { PoolClient } from 'pg';
import {
  checkWindow,
  earliestAffected,
  type LedgerChange,
  type LedgerEntry,
  type WindowResult,
  updatedEntry,
} from './ledger';
import { toEntry, type EntryRow } from './ledger-store';

/**
 * A write's check when this process's replay of the ledger is out of date (another instance wrote, or nobody has
 * read it here yet): instead of reading the person's whole ledger inside the locked transaction, read only the
 * changed balance's (one member's one asset's) total before the earliest moment the change touches (one aggregate) and its entries from
 * that moment on (ledger.ts checkWindow; index of migration 0303). Runs under the person's advisory lock.
 */

// The same columns and rounding as the whole-ledger read (ledger-store.ts loadLedger): instants in whole ms.
const ENTRY_COLUMNS = `uuid, asset_id, type, quantity::text AS quantity, price::text AS price,
                       workmanship_per_unit::text AS workmanship, refund_per_unit::text AS refund,
                       (extract(epoch FROM "timestamp") * 1000)::text AS at,
                       (SELECT m.uuid::text FROM household_members m WHERE m.id = member_id) AS member`;

/**
 * The first instant (as PostgreSQL reads it) whose entry rounds to `ms` or later: loadLedger rounds each instant
 * to the nearest ms (half up), so "rounds below ms" is "earlier than ms − 0.5 ms", exactly, even for a row
 * stored with microseconds by hand.
 */
function roundsToAtLeast(ms: number): string {
  return `${new Date(ms - 1).toISOString().slice(0, -1)}500Z`;
}

export async function checkInDatabase(
  client: PoolClient,
  userId: number,
  change: LedgerChange,
): Promise<WindowResult> {
  let target: LedgerEntry | null = null;
  if (change.kind !== 'create') {
    const { rows } = await client.query<EntryRow>({
      // Stryker disable next-line StringLiteral: a statement's name only lets PostgreSQL keep its plan
      name: 'portfolio-check-target',
      text: `SELECT ${ENTRY_COLUMNS} FROM transactions WHERE uuid = $1 AND user_id = $2`,
      values: [change.uuid, userId],
    });
    if (!rows[0]) return { ok: false, reason: 'not_found' };
    target = toEntry(rows[0]);
  }
  // An edit that gives the transaction to another member leaves one member's balance and joins another's: a
  // delete from the first and a create in the second, each checked in its own window.
  if (change.kind === 'update' && change.member !== undefined && change.member !== target!.member) {
    const moved = updatedEntry(target!, change);
    const left = await checkBalance(client, userId, target!, { kind: 'delete', uuid: target!.uuid }, target);
    if (!left.ok) return left;
    const joined = await checkBalance(client, userId, moved, { kind: 'create', entry: moved }, null);
    return joined.ok ? { ok: true, entry: moved } : joined;
  }
  const subject = change.kind === 'create' ? change.entry : target!;
  return checkBalance(client, userId, subject, change, target);
}

/** checkWindow over the one balance (member and asset) of `subject`. */
async function checkBalance(
  client: PoolClient,
  userId: number,
  subject: LedgerEntry,
  change: LedgerChange,
  target: LedgerEntry | null,
): Promise<WindowResult> {
  const from = roundsToAtLeast(earliestAffected(change, target));
  const { rows } = await client.query<EntryRow & { opening: string | null }>({
    // Stryker disable next-line StringLiteral: a statement's name only lets PostgreSQL keep its plan
    name: 'portfolio-check-member-window',
    text: `WITH m AS (SELECT id FROM household_members WHERE uuid = $4)
           SELECT o.opening, w.*
             FROM (SELECT sum(CASE type WHEN 'buy' THEN quantity ELSE -quantity END)::text AS opening
                     FROM transactions WHERE user_id = $1 AND asset_id = $2 AND "timestamp" < $3
                      AND member_id = (SELECT id FROM m)) o
             LEFT JOIN (SELECT ${ENTRY_COLUMNS}
                          FROM transactions WHERE user_id = $1 AND asset_id = $2 AND "timestamp" >= $3
                           AND member_id = (SELECT id FROM m)) w ON true`,
    values: [userId, subject.assetId, from, subject.member],
  });
  // One row always: the aggregate's, with the window's entries joined to it (none: one row of nulls).
  const opening = new Big(rows[0]!.opening ?? 0);
  const window = rows.filter((r) => r.uuid !== null).map(toEntry);
  return checkWindow(opening, window, change);
}

/** How many transactions the person has (for the ledger's cap). */
export async function countEntries(client: PoolClient, userId: number): Promise<number> {
  const { rows } = await client.query<{ n: string }>({
    // Stryker disable next-line StringLiteral: a statement's name only lets PostgreSQL keep its plan
    name: 'portfolio-count-entries',
    text: 'SELECT count(*) AS n FROM transactions WHERE user_id = $1',
    values: [userId],
  });
  return Number(rows[0]!.n);
}
