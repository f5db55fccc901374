import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context';
import { findMember } from '../household/store';
import { getCatalogue } from './catalogue-store';
import { beyondLimit, planImport, type ImportPlan, type LedgerFull } from './csv-import-plan';
import type { ImportFile } from './csv-import-read';
import type { LedgerEntry } from './ledger';
import { bumpRevision, loadLedger, toLedger, writeUnderLock } from './ledger-store';

/**
 * Stores an import (product §15): every new row in ONE database transaction, or none. Under the person's advisory lock
 * (the one every ledger write takes, ledger-write.ts) the ledger is read afresh and the file planned again, so two
 * imports of one file at once still add it once, and a sale stored since the preview is counted.
 */

export type ImportStoreResult =
  | { ok: true; plan: ImportPlan; imported: number }
  | { ok: false; reason: 'rows'; plan: ImportPlan; full: LedgerFull | null }
  | ({ ok: false; reason: 'full' } & LedgerFull);

export async function storeImport(
  ctx: AppContext,
  userId: number,
  file: ImportFile,
  /** Who imports (the owner or an editor of the household): recorded as each row's creator. */
  actorId: number = userId,
): Promise<ImportStoreResult> {
  const catalogue = await getCatalogue(ctx);
  return writeUnderLock<ImportStoreResult>(ctx, userId, async (client) => {
    const ledger = await loadLedger(client, userId, catalogue);
    // The rows are the owner's own (the transactions trigger stores them so); their balances are that member's.
    const self = (await findMember(ctx, userId, undefined))?.uuid;
    const plan = planImport(file, ledger.entries, self);
    const full = beyondLimit(plan, ledger.entries.length, ctx.config.portfolioMaxTransactions);
    if (!plan.clean) return { result: { ok: false, reason: 'rows', plan, full } };
    if (full) return { result: { ok: false, reason: 'full', ...full } };
    if (plan.toStore.length === 0) return { result: { ok: true, plan, imported: 0 } };
    const added: LedgerEntry[] = plan.toStore.map(({ entry }) => ({
      uuid: randomUUID(),
      member: self,
      ...entry,
    }));
    // One statement for the whole file: 5,000 rows as arrays, one per column. Each row's member is one of this household's
    // (the file's names were matched against its members); the join keeps it so.
    await client.query(
      `INSERT INTO transactions (uuid, user_id, asset_id, type, quantity, price, "timestamp", member_id,
                                 created_by, updated_by, workmanship_per_unit, refund_per_unit)
       SELECT u, $1, a, t, q, p, to_timestamp(ms / 1000.0), m.id, $8, $8, w, rf
         FROM unnest($2::uuid[], $3::integer[], $4::text[], $5::numeric[], $6::numeric[], $7::bigint[], $9::uuid[],
                     $10::numeric[], $11::numeric[])
              AS r(u, a, t, q, p, ms, member, w, rf)
         JOIN household_members m ON m.uuid = r.member
         JOIN households h ON h.id = m.household_id AND h.owner_id = $1`,
      [
        userId,
        added.map((e) => e.uuid),
        added.map((e) => e.assetId),
        added.map((e) => e.type),
        added.map((e) => e.quantity.toFixed()),
        added.map((e) => e.price.toFixed()),
        added.map((e) => e.at),
        actorId,
        added.map((e) => e.member),
        added.map((e) => e.workmanship?.toFixed() ?? null),
        added.map((e) => e.refund?.toFixed() ?? null),
      ],
    );
    const revision = await bumpRevision(client, userId);
    return {
      result: { ok: true, plan, imported: added.length },
      ledger: toLedger(revision, [...ledger.entries, ...added], catalogue),
    };
  });
}
