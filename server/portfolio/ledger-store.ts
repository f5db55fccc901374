import Big from 'big.js';
import type { Pool, PoolClient } from 'pg';
import type { AppContext } from '../app-context';
import { inRequestTransaction, whenCommitted } from '../db/request-transaction';
import { inTransaction } from '../db/transaction';
import { sortEntries, type LedgerEntry } from './ledger';
import type { Catalogue } from './catalogue';
import { getCatalogue } from './catalogue-store';
import { exposureTimeline, type TimelineStep } from './chart';
import { emptyExposure, replayPositions, type Exposure, type Position } from './valuation';

/**
 * A person's ledger in the database, and its replay cached in memory.
 *
 * Reads: the household's revision (portfolio_revisions, keyed by its owner), read with the user check that
 * authenticates the request (server/household/access.ts); the replayed ledger is kept per process keyed by that
 * revision, so holdings, value and chart never re-read hundreds of transactions while nothing changed, and a
 * change committed by any process is seen by every process on the next request.
 *
 * Writes: ledger-write.ts, which keeps this cache current.
 */

/**
 * A person's ledger at one revision. The derived views are computed on first use and kept with the revision:
 * holdings need only the positions, value and chart the exposure timeline.
 */
export class UserLedger {
  /**
   * Answers already computed for this revision, keyed by what else they depend on (the price snapshots, the
   * day, the range). Dies with the revision; bounded because prices move on.
   */
  readonly memo = new Map<string, unknown>();
  /** Sorted by compareEntries. */
  readonly entries: readonly LedgerEntry[];
  #positions: ReadonlyMap<number, Position> | undefined;
  #timeline: readonly TimelineStep[] | undefined;
  readonly #catalogue: Catalogue;
  readonly #members = new Map<string, UserLedger>();

  constructor(
    readonly revision: number,
    entries: readonly LedgerEntry[],
    catalogue: Catalogue,
  ) {
    this.entries = sortEntries(entries);
    this.#catalogue = catalogue;
  }

  /** Quantity and weighted-average cost per asset. */
  get positions(): ReadonlyMap<number, Position> {
    return (this.#positions ??= replayPositions(this.entries));
  }

  /** What was held at the end of each day with transactions (for the chart). */
  get timeline(): readonly TimelineStep[] {
    return (this.#timeline ??= exposureTimeline(this.entries, this.#catalogue));
  }

  /**
   * One household member's part of this ledger (`?member=`), at the same revision, with its own memo: the
   * household's totals are the sum of its members' (architecture §10).
   */
  forMember(member: string): UserLedger {
    let part = this.#members.get(member);
    if (!part) {
      part = new UserLedger(
        this.revision,
        this.entries.filter((e) => e.member === member),
        this.#catalogue,
      );
      this.#members.set(member, part);
    }
    return part;
  }

  /** What is held now: grams by karat, units by currency. */
  get exposure(): Exposure {
    return this.timeline.at(-1)?.exposure ?? emptyExposure();
  }
}

/** A transaction as the ledger reads it: numbers as text, the instant as epoch milliseconds in text. */
export interface EntryRow {
  uuid: string;
  asset_id: number;
  type: 'buy' | 'sell';
  quantity: string;
  price: string;
  /** NULL: not recorded. */
  workmanship: string | null;
  refund: string | null;
  at: string;
  member: string;
}

/** A row of EntryRow's columns as a ledger entry: exact decimals, the instant in whole milliseconds. */
export function toEntry(row: EntryRow): LedgerEntry {
  return {
    uuid: row.uuid,
    assetId: row.asset_id,
    type: row.type,
    quantity: new Big(row.quantity),
    price: new Big(row.price),
    workmanship: row.workmanship === null ? null : new Big(row.workmanship),
    refund: row.refund === null ? null : new Big(row.refund),
    at: Math.round(Number(row.at)),
    member: row.member,
  };
}

// The two-key form has its own key space, so this lock never meets the single-key locks other areas take
// (the migration runner's, the price poller's election) whatever the user id.
export const PORTFOLIO_LOCK_CLASS = 0x706f7274; // "port"

/** A write changed the person's ledger: its revision moves on (from 1 for a first write); the new revision. */
export async function bumpRevision(client: PoolClient, userId: number): Promise<number> {
  const { rows } = await client.query<{ revision: string }>(
    `INSERT INTO portfolio_revisions (user_id, revision) VALUES ($1, 1)
     ON CONFLICT (user_id) DO UPDATE SET revision = portfolio_revisions.revision + 1
     RETURNING revision`,
    [userId],
  );
  return Number(rows[0]!.revision);
}

/** Until the transaction ends, nobody else writes this person's ledger (writes and imports queue here). */
export async function lockPortfolio(client: PoolClient, userId: number): Promise<void> {
  await client.query({
    name: 'portfolio-lock',
    text: 'SELECT pg_advisory_xact_lock($1, $2)',
    values: [PORTFOLIO_LOCK_CLASS, userId],
  });
}

/**
 * One write to a person's ledger: `work` runs in a database transaction holding their lock, so their writes are
 * serialised across processes. It returns the answer and, when its write leaves a replay it knows, that ledger,
 * remembered once committed. A refusal has written nothing: committing it undoes nothing.
 */
export async function writeUnderLock<T>(
  ctx: AppContext,
  userId: number,
  work: (client: PoolClient) => Promise<{ result: T; ledger?: UserLedger }>,
): Promise<T> {
  const { result, ledger } = await inTransaction(ctx.pool, async (client) => {
    await lockPortfolio(client, userId);
    return work(client);
  });
  // Inside a request transaction (an Idempotency-Key) the write is not committed yet, and may be rolled back.
  if (ledger) whenCommitted(() => remember(ctx.pool, userId, ledger));
  return result;
}

const MAX_CACHED_USERS = 10_000;
const caches = new WeakMap<Pool, Map<number, UserLedger>>();

export function cacheFor(pool: Pool): Map<number, UserLedger> {
  let cache = caches.get(pool);
  if (!cache) {
    cache = new Map();
    caches.set(pool, cache);
  }
  return cache;
}

/** Keeps `ledger` as the person's replay, unless one of a later revision is kept already (revisions only grow). */
export function remember(pool: Pool, userId: number, ledger: UserLedger): void {
  const cache = cacheFor(pool);
  const kept = cache.get(userId);
  if (kept && kept.revision > ledger.revision) return;
  cache.delete(userId);
  if (cache.size >= MAX_CACHED_USERS) cache.delete(cache.keys().next().value!);
  cache.set(userId, ledger);
}

export function toLedger(
  revision: number,
  entries: readonly LedgerEntry[],
  catalogue: Catalogue,
): UserLedger {
  return new UserLedger(revision, entries, catalogue);
}

const MAX_MEMO_ENTRIES = 16;

/** The answer for `key` in this revision, computed at most once (while prices stay the same). */
export function memoized<T>(ledger: UserLedger, key: string, compute: () => T): T {
  if (ledger.memo.has(key)) return ledger.memo.get(key) as T;
  const value = compute();
  if (ledger.memo.size >= MAX_MEMO_ENTRIES) ledger.memo.clear();
  ledger.memo.set(key, value);
  return value;
}

type Queryable = Pick<Pool, 'query'> | PoolClient;

export async function readRevision(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ revision: string }>({
    name: 'portfolio-revision',
    text: 'SELECT revision FROM portfolio_revisions WHERE user_id = $1',
    values: [userId],
  });
  return rows[0] ? Number(rows[0].revision) : 0;
}

/** Every transaction of the person and the revision they belong to, read in one statement (one snapshot). */
export async function loadLedger(db: Queryable, userId: number, catalogue: Catalogue): Promise<UserLedger> {
  const { rows } = await db.query<EntryRow & { revision: string | null }>({
    name: 'portfolio-load-ledger',
    text: `SELECT r.revision::text AS revision, t.uuid, t.asset_id, t.type, t.quantity::text AS quantity,
                  t.price::text AS price, t.workmanship_per_unit::text AS workmanship,
                  t.refund_per_unit::text AS refund, (extract(epoch FROM t."timestamp") * 1000)::text AS at,
                  m.uuid::text AS member
             FROM (SELECT $1::integer AS user_id) u
             LEFT JOIN portfolio_revisions r ON r.user_id = u.user_id
             LEFT JOIN transactions t ON t.user_id = u.user_id
             LEFT JOIN household_members m ON m.id = t.member_id`,
    values: [userId],
  });
  const revision = rows[0]?.revision ? Number(rows[0].revision) : 0;
  // A person with no transactions still has a row (the LEFT JOINs), with no uuid.
  const entries = rows.filter((row) => row.uuid !== null).map(toEntry);
  return toLedger(revision, entries, catalogue);
}

/** A read of a person's ledger under way, and the revision its asker knew to be committed when it began. */
interface Load {
  revision: number;
  ledger: Promise<UserLedger>;
}

const loads = new WeakMap<Pool, Map<number, Load>>();

function loadsFor(pool: Pool): Map<number, Load> {
  let ofPool = loads.get(pool);
  if (!ofPool) loads.set(pool, (ofPool = new Map()));
  return ofPool;
}

/** The person's replayed ledger at `revision` when this process keeps it (readLedger then reads nothing). */
export function keptLedger(pool: Pool, userId: number, revision: number): UserLedger | undefined {
  const cached = cacheFor(pool).get(userId);
  return cached && cached.revision === revision ? cached : undefined;
}

/**
 * The person's replayed ledger, current as of this request. `revision`, when given, is their portfolio revision
 * read earlier in this request (householdAccess); otherwise it is read here.
 *
 * Requests that find the same revision missing share one read and one replay: after a write, or when an instance
 * starts, a dashboard asks for its value, holdings and chart at once, and fifty such requests each reading and
 * replaying two thousand transactions kept a core busy for seconds. A read begun for `revision` sees at least that
 * revision (it was committed before the read began), so sharing it answers each request as its own read would.
 */
export async function readLedger(ctx: AppContext, userId: number, revision?: number): Promise<UserLedger> {
  const current = revision ?? (await readRevision(ctx.pool, userId));
  const cached = keptLedger(ctx.pool, userId, current);
  if (cached) return cached;
  // Inside a request transaction the read may see the request's own uncommitted writes: not for anyone else.
  if (inRequestTransaction()) {
    const ledger = await loadLedger(ctx.pool, userId, await getCatalogue(ctx));
    whenCommitted(() => remember(ctx.pool, userId, ledger));
    return ledger;
  }
  const inFlight = loadsFor(ctx.pool);
  const shared = inFlight.get(userId);
  if (shared && shared.revision === current) return shared.ledger;
  const load: Load = { revision: current, ledger: loadAndRemember(ctx, userId) };
  inFlight.set(userId, load);
  void load.ledger
    .finally(() => {
      if (inFlight.get(userId) === load) inFlight.delete(userId);
    })
    .catch(() => undefined); // the callers get the failure
  return load.ledger;
}

async function loadAndRemember(ctx: AppContext, userId: number): Promise<UserLedger> {
  const ledger = await loadLedger(ctx.pool, userId, await getCatalogue(ctx));
  remember(ctx.pool, userId, ledger);
  return ledger;
}
