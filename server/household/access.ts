import { drfMessages } from '@contract/errors';
import type { HouseholdRole } from '@contract/household';
import { permissionDeniedMessage } from '@contract/household-sharing';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv, HouseholdAccess } from '../app-context';
import { HOUSEHOLD_QUERY_MAX_LENGTH } from '@contract/household-query';
import type { AccessTokenClaims } from '@contract/auth';
import { keptUserCheckRow, requireUser, type UserCheck, type UserRow } from '../auth/require-user';
import { NOT_FOUND } from '../http/errors';
import { isUuid } from '../http/uuid';
import { findMember } from './store';

/**
 * Which household a request acts on, and what the caller may do there (product §13, architecture §10,
 * docs/decisions/017-household-sharing.md). The one place that answers "whose records": every household, portfolio
 * and zakat route authenticates with `householdAccess`, then reads and writes the records of
 * `c.get('household').ownerId` (the ledger, the zakat settings and the members are keyed by the household's owner).
 *
 * The household is `?household={uuid}`, the caller's own by default. It is resolved in the statement that checks the
 * user and their sign-in (requireUser), so a read costs no extra round trip. The row is kept in the process only
 * while it is current (server/auth/user-check-cache.ts): a changed or revoked role, a renamed or deleted household
 * and a new portfolio revision each notify every instance in the transaction that makes them, so a revoked share is
 * refused at once on every instance.
 */

/** Which roles may read (GET, HEAD) and which may write (any other method) on the routes a check guards. */
export interface RolePolicy {
  read: readonly HouseholdRole[];
  write: readonly HouseholdRole[];
}

const EVERYONE = ['owner', 'editor', 'viewer'] as const;
/** Transactions, CSV import, zakat records: a viewer reads, an editor and the owner write. */
export const RECORDS: RolePolicy = { read: EVERYONE, write: ['owner', 'editor'] };
/** Members and the people with access: everyone reads, the owner alone changes them. */
export const MANAGEMENT: RolePolicy = { read: EVERYONE, write: ['owner'] };
/** Invitations: the owner's alone, read or written. */
export const OWNER_ONLY: RolePolicy = { read: ['owner'], write: ['owner'] };

/** The answer to a role that may not do what it asks (DRF's PermissionDenied). */
export function permissionDenied(c: Context) {
  return c.json({ detail: permissionDeniedMessage }, 403);
}

interface HouseholdRow extends UserRow {
  household_id: number | null;
  household_uuid: string | null;
  household_name: string | null;
  owner_id: number | null;
  role: HouseholdRole | null;
  revision: string | null;
}

// No uuid at all names no household: the nil uuid matches none, so a malformed id is the 404 of an unknown one.
const NO_HOUSEHOLD = '00000000-0000-0000-0000-000000000000';

/** `?household=` as the statement's `$3`: null for the caller's own. */
function askedHousehold(c: Context<AppEnv>): string | null {
  const asked = c.req.query('household');
  if (asked === undefined) return null;
  return isUuid(asked) ? asked.toLowerCase() : NO_HOUSEHOLD;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * What a row tells about the household, made once per row: a row the user check keeps (frozen, shared) answers
 * many requests, which then share these frozen objects too.
 */
const households = new WeakMap<HouseholdRow, { household: HouseholdAccess; revision: number }>();
function householdOf(row: HouseholdRow): { household: HouseholdAccess; revision: number } {
  let made = households.get(row);
  if (!made) {
    const household: HouseholdAccess = Object.freeze({
      id: row.household_id!,
      uuid: row.household_uuid!,
      name: row.household_name!,
      ownerId: row.owner_id!,
      role: row.role!,
    });
    made = { household, revision: row.revision === null ? 0 : Number(row.revision) };
    households.set(row, made);
  }
  return made;
}

/** Whether the row's role in its household lets `method` through under `policy`: null, else why not. */
function roleRefusal(
  row: HouseholdRow,
  method: string,
  policy: RolePolicy,
): 'not_found' | 'forbidden' | null {
  if (row.role === null || row.household_id === null) return 'not_found';
  const allowed = READ_METHODS.has(method) ? policy.read : policy.write;
  return allowed.includes(row.role) ? null : 'forbidden';
}

/** One check per policy (its statement is the same for all): made once, so its rows are found under one key. */
const checks = new Map<RolePolicy, UserCheck<HouseholdRow>>();
function householdCheckOf(policy: RolePolicy): UserCheck<HouseholdRow> {
  let check = checks.get(policy);
  if (!check) checks.set(policy, (check = householdCheck(policy)));
  return check;
}

function householdCheck(policy: RolePolicy): UserCheck<HouseholdRow> {
  return {
    // One statement for every policy: the policy is applied to its row, not in SQL.
    name: 'household-require-user',
    // The role row joins on both the household and the caller: a household they hold no role in gives no role.
    // The revision is the household ledger's (its owner's), read here so a portfolio read costs one round trip.
    text: `SELECT u.email, u.is_active, h.id AS household_id, h.uuid::text AS household_uuid,
                  h.name AS household_name, h.owner_id, r.role, pr.revision::text AS revision
             FROM users u
             LEFT JOIN households h ON h.id = CASE WHEN $3::uuid IS NULL
                                                   THEN (SELECT o.id FROM households o WHERE o.owner_id = u.id)
                                                   ELSE (SELECT s.id FROM households s WHERE s.uuid = $3::uuid) END
             LEFT JOIN household_roles r ON r.household_id = h.id AND r.user_id = u.id
             LEFT JOIN portfolio_revisions pr ON pr.user_id = h.owner_id AND r.role IS NOT NULL
            WHERE u.id = $1`,
    values: (c) => [askedHousehold(c)],
    valueTypes: ['text'],
    onRow: (c, row) => {
      // The contract's bound on the parameter (household-query.ts), answered as its validation would be.
      if ((c.req.query('household')?.length ?? 0) > HOUSEHOLD_QUERY_MAX_LENGTH)
        return c.json({ household: [drfMessages.maxLength(HOUSEHOLD_QUERY_MAX_LENGTH)] }, 400);
      const refusal = roleRefusal(row, c.req.method, policy);
      if (refusal === 'not_found') return c.json({ detail: NOT_FOUND }, 404);
      if (refusal === 'forbidden') return permissionDenied(c);
      const { household, revision } = householdOf(row);
      c.set('household', household);
      c.set('portfolioRevision', revision);
      return undefined;
    },
  };
}

/**
 * Authentication plus the household of `?household=` and the caller's role in it, refused with 404 when they hold
 * none and 403 when the role may not do this. Sets `user`, `household` and `portfolioRevision`.
 */
export function householdAccess(ctx: AppContext, policy: RolePolicy): MiddlewareHandler<AppEnv> {
  return requireUser(ctx, householdCheckOf(policy));
}

/** `$3` of a request without `?household=`: the caller's own household. */
const OWN_HOUSEHOLD: readonly unknown[] = Object.freeze([null]);

/**
 * What householdAccess would let a GET without `?household=` through to, when this process keeps the token's row
 * and the row lets it through (the token's user active, its sign-in live, a role in their own household that may
 * read under `policy`): the household and its portfolio revision. Undefined otherwise: householdAccess then reads
 * the row or answers the refusal. For the fast reads (server/portfolio/fast-reads.ts, ADR 031).
 */
export function keptOwnHouseholdRead(
  ctx: AppContext,
  policy: RolePolicy,
  claims: Pick<AccessTokenClaims, 'user_id' | 'sid'>,
): { household: HouseholdAccess; revision: number } | undefined {
  const row = keptUserCheckRow(ctx, householdCheckOf(policy), claims, OWN_HOUSEHOLD);
  return row && roleRefusal(row, 'GET', policy) === null ? householdOf(row) : undefined;
}

/** The owner of the request's household: the key its records are stored under. */
export const householdOwner = (c: Context<AppEnv>): number => c.get('household').ownerId;

/**
 * `?member=` of a read (product §13): the member's uuid, undefined for the whole household, null when it names no
 * member of the request's household (a 404).
 */
export async function memberOfQuery(ctx: AppContext, c: Context<AppEnv>): Promise<string | undefined | null> {
  const asked = c.req.query('member');
  if (asked === undefined) return undefined;
  return (await findMember(ctx, householdOwner(c), asked))?.uuid ?? null;
}
