import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { AppContext } from '../app-context';
import { getCatalogue } from './catalogue-store';
import {
  applyChange,
  type ChangeResult,
  type LedgerChange,
  type LedgerEntry,
  type Overdraft,
  type WindowResult,
} from './ledger';
import { checkInDatabase, countEntries } from './ledger-check';
import { bumpRevision, cacheFor, readRevision, toLedger, writeUnderLock } from './ledger-store';
import { workmanshipProblems } from './transaction-input';

/**
 * Writes to a person's ledger (ledger-store.ts has the reads and the cache): one database transaction holding an
 * advisory lock on the person, so their writes are serialised across processes (ten concurrent sells of a one-unit
 * holding: exactly one succeeds). Inside it the change is checked — against the cached replay when it is current,
 * else against the changed asset's history from the moment the change touches (ledger-check.ts) — the row written
 * and the revision bumped; a refused change writes nothing. Before it, the routes let one write
 * per person per process wait for a connection (write-gate.ts).
 */

export type WriteResult =
  | { ok: true; entry: LedgerEntry | null }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'overdraft'; overdraft: Overdraft }
  | { ok: false; reason: 'full'; limit: number }
  /** The entry as it would be written breaks a rule between its fields (workmanshipProblems); `body` says which. */
  | { ok: false; reason: 'invalid'; body: Record<string, string[]> };

/**
 * The 400's detail for a create beyond the ledger's cap (config.portfolioMaxTransactions; default: "A portfolio can
 * hold at most 10,000 transactions. Delete some before adding more.").
 */
export function ledgerFullDetail(limit: number): string {
  return `A portfolio can hold at most ${limit.toLocaleString('en-US')} transactions. Delete some before adding more.`;
}

/** A create as the ledger sees it (the uuid is chosen here so the check and the row agree). */
export function newEntry(fields: Omit<LedgerEntry, 'uuid'>): LedgerEntry {
  return { uuid: randomUUID(), ...fields };
}

/**
 * Checks and applies one change to the person's ledger, serialised with their other writes. A create is refused
 * when the ledger already holds `config.portfolioMaxTransactions`. Returns the created or updated entry (null for
 * a delete).
 */
export async function writeLedger(
  ctx: AppContext,
  userId: number,
  change: LedgerChange,
  /** Who asks (the owner or an editor of the household): recorded as the row's creator or last changer. */
  actorId: number = userId,
): Promise<WriteResult> {
  const catalogue = await getCatalogue(ctx);
  const limit = ctx.config.portfolioMaxTransactions;
  if (change.kind === 'create') {
    const problems = workmanshipProblems(change.entry, catalogue.byId.get(change.entry.assetId));
    if (problems) return { ok: false, reason: 'invalid', body: problems };
  }
  return writeUnderLock<WriteResult>(ctx, userId, async (client) => {
    // Under the lock nobody else can change this ledger: the cached replay is good if its revision is current.
    // Without one, only the changed asset's history from the moment the change touches is read (ledger-check.ts).
    // A create that names no member is the owner's own (product §13), in the replay and the checks as in the row.
    if (change.kind === 'create' && change.entry.member === undefined)
      change = { ...change, entry: { ...change.entry, member: await ownMember(client, userId) } };
    const revision = await readRevision(client, userId);
    const cached = cacheFor(ctx.pool).get(userId);
    const current = cached && cached.revision === revision ? cached : null;

    if (change.kind === 'create') {
      const size = current ? current.entries.length : await countEntries(client, userId);
      if (size >= limit) return { result: { ok: false, reason: 'full', limit } };
    }
    let applied: ChangeResult | null = null;
    let result: WindowResult;
    if (current) {
      applied = applyChange(current.entries, change);
      result = applied.ok ? { ok: true, entry: changedEntry(applied.entries, change) } : applied;
    } else {
      result = await checkInDatabase(client, userId, change);
    }
    if (!result.ok) return { result };

    const entry = result.entry;
    // An edit is checked as it leaves the entry: a lower price must still cover the workmanship recorded.
    const problems = entry && workmanshipProblems(entry, catalogue.byId.get(entry.assetId));
    if (problems) return { result: { ok: false, reason: 'invalid', body: problems } };
    if (change.kind === 'create') {
      await client.query(
        `INSERT INTO transactions (uuid, user_id, asset_id, type, quantity, price, "timestamp", member_id,
                                   created_by, updated_by, workmanship_per_unit, refund_per_unit)
         VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT id FROM household_members WHERE uuid = $8), $9, $9, $10, $11)`,
        [
          change.entry.uuid,
          userId,
          change.entry.assetId,
          change.entry.type,
          change.entry.quantity.toFixed(),
          change.entry.price.toFixed(),
          new Date(change.entry.at),
          change.entry.member ?? null,
          actorId,
          change.entry.workmanship?.toFixed() ?? null,
          change.entry.refund?.toFixed() ?? null,
        ],
      );
    } else if (change.kind === 'update') {
      const updated = entry!;
      await client.query(
        `UPDATE transactions SET quantity = $3, price = $4, "timestamp" = $5, updated_at = now(), updated_by = $7,
                workmanship_per_unit = $8, refund_per_unit = $9,
                member_id = coalesce((SELECT id FROM household_members WHERE uuid = $6), member_id)
          WHERE uuid = $1 AND user_id = $2`,
        [
          updated.uuid,
          userId,
          updated.quantity.toFixed(),
          updated.price.toFixed(),
          new Date(updated.at),
          updated.member ?? null,
          actorId,
          updated.workmanship?.toFixed() ?? null,
          updated.refund?.toFixed() ?? null,
        ],
      );
    } else {
      await client.query('DELETE FROM transactions WHERE uuid = $1 AND user_id = $2', [change.uuid, userId]);
    }
    const written = await bumpRevision(client, userId);
    // The replay moves on with the change when it was current; otherwise the next read loads the new revision.
    return {
      result: { ok: true, entry },
      ledger: applied?.ok ? toLedger(written, applied.entries, catalogue) : undefined,
    };
  });
}

/** The uuid of the owner's own household member (migration 0601 gives every account one). */
async function ownMember(client: PoolClient, userId: number): Promise<string> {
  const { rows } = await client.query<{ uuid: string }>({
    name: 'portfolio-own-member',
    text: `SELECT m.uuid::text AS uuid FROM households h JOIN household_members m ON m.household_id = h.id AND m.is_owner
            WHERE h.owner_id = $1`,
    values: [userId],
  });
  return rows[0]!.uuid;
}

/** The created or updated entry as it now stands in `entries` (null for a delete). */
function changedEntry(entries: readonly LedgerEntry[], change: LedgerChange): LedgerEntry | null {
  if (change.kind === 'create') return change.entry;
  if (change.kind === 'delete') return null;
  return entries.find((e) => e.uuid === change.uuid)!;
}
