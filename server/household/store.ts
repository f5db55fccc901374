import type { Household, Member, MemberRelation } from '@contract/household';
import type { PoolClient } from 'pg';
import type { AppContext } from '../app-context';
import { inTransaction } from '../db/transaction';
import { isUuid } from '../http/uuid';
import { PORTFOLIO_LOCK_CLASS } from '../portfolio/ledger-store';

/**
 * Households in the database (migration 0601; architecture §10). Every query is scoped by the household owner's user
 * id, so no id or parameter reaches another household: a member of another household is simply not found.
 */

interface MemberRow {
  uuid: string;
  name: string;
  relation: MemberRelation;
  colour: string;
}

const MEMBER_COLUMNS = 'm.uuid::text AS uuid, m.name, m.relation, m.colour';

/** Every household the person holds a role in, their own first, then by name. */
export async function listHouseholds(ctx: AppContext, userId: number): Promise<Household[]> {
  const { rows } = await ctx.pool.query<Household>({
    name: 'household-list',
    text: `SELECT h.uuid::text AS uuid, h.name, r.role
             FROM household_roles r JOIN households h ON h.id = r.household_id
            WHERE r.user_id = $1
            ORDER BY (r.role = 'owner') DESC, h.name, h.id`,
    values: [userId],
  });
  return rows;
}

/** The members of the person's own household, the owner's own first, then in the order they were added. */
export async function listMembers(ctx: AppContext, ownerId: number): Promise<Member[]> {
  const { rows } = await ctx.pool.query<MemberRow>({
    name: 'household-members',
    text: `SELECT ${MEMBER_COLUMNS}
             FROM households h JOIN household_members m ON m.household_id = h.id
            WHERE h.owner_id = $1
            ORDER BY m.is_owner DESC, m.id`,
    values: [ownerId],
  });
  return rows;
}

/**
 * The member of the owner's household named by `uuid` (any text; not a uuid is not found), or the owner's own
 * member when `uuid` is undefined. Null when there is no such member in this household.
 */
export async function findMember(
  ctx: AppContext,
  ownerId: number,
  uuid: string | undefined,
): Promise<(Member & { isOwner: boolean }) | null> {
  if (uuid !== undefined && !isUuid(uuid)) return null;
  const { rows } = await ctx.pool.query<MemberRow & { is_owner: boolean }>({
    name: 'household-find-member',
    text: `SELECT ${MEMBER_COLUMNS}, m.is_owner
             FROM households h JOIN household_members m ON m.household_id = h.id
            WHERE h.owner_id = $1 AND (CASE WHEN $2::uuid IS NULL THEN m.is_owner ELSE m.uuid = $2::uuid END)`,
    values: [ownerId, uuid?.toLowerCase() ?? null],
  });
  const row = rows[0];
  return row
    ? { uuid: row.uuid, name: row.name, relation: row.relation, colour: row.colour, isOwner: row.is_owner }
    : null;
}

/**
 * Adds a member unless the household already has `max` (null then, nothing written). The count is the insert's own
 * condition, checked after the household's row is locked by an earlier statement of the same transaction: each
 * statement reads the rows committed before it began, so a second insert waiting on that lock counts the first
 * one's member once it goes on. (A lock taken inside the insert itself does not do it: the count was read before
 * the wait, and ten inserts at once passed a cap of three.) FOR NO KEY UPDATE leaves foreign-key checks free.
 */
export async function insertMember(
  ctx: AppContext,
  ownerId: number,
  fields: { name: string; relation: MemberRelation; colour: string },
  max: number,
): Promise<Member | null> {
  return inTransaction(ctx.pool, async (client) => {
    await client.query('SELECT 1 FROM households WHERE owner_id = $1 FOR NO KEY UPDATE', [ownerId]);
    const { rows } = await client.query<MemberRow>(
      `INSERT INTO household_members (household_id, name, relation, colour)
       SELECT h.id, $2, $3, $4 FROM households h
        WHERE h.owner_id = $1 AND (SELECT count(*) FROM household_members m WHERE m.household_id = h.id) < $5
       RETURNING uuid::text AS uuid, name, relation, colour`,
      [ownerId, fields.name, fields.relation, fields.colour, max],
    );
    return rows[0] ?? null;
  });
}

export async function updateMember(
  ctx: AppContext,
  ownerId: number,
  uuid: string,
  fields: { name?: string; relation?: MemberRelation; colour?: string },
): Promise<Member | null> {
  const { rows } = await ctx.pool.query<MemberRow>(
    `UPDATE household_members m
        SET name = coalesce($3, m.name), relation = coalesce($4, m.relation), colour = coalesce($5, m.colour)
       FROM households h
      WHERE h.id = m.household_id AND h.owner_id = $1 AND m.uuid = $2
      RETURNING m.uuid::text AS uuid, m.name, m.relation, m.colour`,
    [ownerId, uuid, fields.name ?? null, fields.relation ?? null, fields.colour ?? null],
  );
  return rows[0] ?? null;
}

/** Serialises with the owner's ledger writes (ledger-write.ts), so a move or a removal meets no write half done. */
async function lockLedger(client: PoolClient, ownerId: number): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock($1, $2)', [PORTFOLIO_LOCK_CLASS, ownerId]);
}

/** Removes a member with no transactions; 'has_transactions' otherwise (nothing changes). */
export async function deleteMember(
  ctx: AppContext,
  ownerId: number,
  uuid: string,
): Promise<'deleted' | 'has_transactions'> {
  return inTransaction(ctx.pool, async (client) => {
    await lockLedger(client, ownerId);
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM transactions t JOIN household_members m ON m.id = t.member_id
        WHERE m.uuid = $1 AND t.user_id = $2`,
      [uuid, ownerId],
    );
    if (rows[0]!.n !== '0') return 'has_transactions';
    await client.query(
      `DELETE FROM household_members m USING households h
        WHERE h.id = m.household_id AND h.owner_id = $1 AND m.uuid = $2 AND NOT m.is_owner`,
      [ownerId, uuid],
    );
    return 'deleted';
  });
}

/**
 * Gives every transaction of member `from` to member `to` (both of the owner's household), in one database
 * transaction under the ledger's lock, and moves the ledger's revision on so every instance re-reads it. Sound by
 * construction: two running balances that are never negative add up to one that never is.
 */
export async function moveTransactions(
  ctx: AppContext,
  ownerId: number,
  from: string,
  to: string,
): Promise<number> {
  return inTransaction(ctx.pool, async (client) => {
    await lockLedger(client, ownerId);
    const moved = await client.query(
      `UPDATE transactions t SET member_id = (SELECT id FROM household_members WHERE uuid = $3), updated_at = now(),
              updated_by = $1
        WHERE t.user_id = $1 AND t.member_id = (SELECT id FROM household_members WHERE uuid = $2)`,
      [ownerId, from, to],
    );
    await client.query(
      `INSERT INTO portfolio_revisions (user_id, revision) VALUES ($1, 1)
       ON CONFLICT (user_id) DO UPDATE SET revision = portfolio_revisions.revision + 1`,
      [ownerId],
    );
    return moved.rowCount ?? 0;
  });
}
