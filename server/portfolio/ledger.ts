import Big from 'big.js';
import type { TransactionType } from '@contract/portfolio';

/**
 * The ledger (architecture §4.2): a person's buys and sells replayed in time order. A change that would make any
 * asset's running balance negative at any moment — a sell dated before its buy, a buy edited below what was
 * later sold, a buy deleted that a sell depends on — is refused as a whole.
 *
 * Several transactions at the same instant count as one moment: the balance after that moment must not be
 * negative. (The SPA stamps every purchase date at 12:00 UTC, product §5, so a buy and a sell on the same day
 * share a timestamp and the order they were typed in must not matter.) Replaying buys before sells at equal
 * instants gives exactly that.
 */

export interface LedgerEntry {
  uuid: string;
  assetId: number;
  type: TransactionType;
  /** > 0 */
  quantity: Big;
  /** EGP per unit, > 0. */
  price: Big;
  /** Epoch milliseconds. */
  at: number;
  /**
   * The household member whose gold it is (their uuid; architecture §10). Balances are per member: one member cannot
   * sell another's gold. Pure computations that never mix members may leave it out.
   */
  member?: string;
  /**
   * Of a gold buy's `price`, the workmanship (with the stamp and tax) paid per unit, and what of it the maker
   * promises to pay back per unit on resale. Absent or null: not recorded (unknown, never read as zero).
   */
  workmanship?: Big | null;
  refund?: Big | null;
}

/** The running balance an entry counts in: one member's one asset. */
export function balanceKey(entry: Pick<LedgerEntry, 'assetId' | 'member'>): string {
  const member =
    // Stryker disable next-line StringLiteral: any constant names "no member" alike; a key is only compared with keys made here
    entry.member ?? '';
  return `${member}|${entry.assetId}`;
}

export type LedgerChange =
  | { kind: 'create'; entry: LedgerEntry }
  | {
      kind: 'update';
      uuid: string;
      quantity?: Big;
      price?: Big;
      at?: number;
      member?: string;
      /** null clears what was recorded; absent keeps it. */
      workmanship?: Big | null;
      refund?: Big | null;
    }
  | { kind: 'delete'; uuid: string };

export interface Overdraft {
  assetId: number;
  /** The moment the balance first goes negative. */
  at: number;
  balance: Big;
}

export type ChangeResult =
  | { ok: true; entries: LedgerEntry[] }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'overdraft'; overdraft: Overdraft };

/** Time order; at one instant buys before sells; then uuid, so the order is total and repeatable. */
export function compareEntries(a: LedgerEntry, b: LedgerEntry): number {
  if (a.at !== b.at) return a.at - b.at;
  if (a.type !== b.type) return a.type === 'buy' ? -1 : 1;
  return a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0;
}

export function sortEntries(entries: readonly LedgerEntry[]): LedgerEntry[] {
  return [...entries].sort(compareEntries);
}

export function signedQuantity(entry: LedgerEntry): Big {
  return entry.type === 'buy' ? entry.quantity : entry.quantity.neg();
}

/** The first moment any asset's running balance is negative, or null when the history is sound. */
export function findOverdraft(entries: readonly LedgerEntry[]): Overdraft | null {
  const balances = new Map<string, Big>();
  for (const entry of sortEntries(entries)) {
    const key = balanceKey(entry);
    const balance = (balances.get(key) ?? new Big(0)).plus(signedQuantity(entry));
    balances.set(key, balance);
    if (balance.lt(0)) return { assetId: entry.assetId, at: entry.at, balance };
  }
  return null;
}

/** Each asset's balance after every transaction (assets whose balance is zero included). */
export function balances(entries: readonly LedgerEntry[]): Map<number, Big> {
  const result = new Map<number, Big>();
  for (const entry of entries) {
    result.set(entry.assetId, (result.get(entry.assetId) ?? new Big(0)).plus(signedQuantity(entry)));
  }
  return result;
}

/** The first moment one asset's running balance is negative, counting from `opening` (its balance before them). */
export function findAssetOverdraft(entries: readonly LedgerEntry[], opening: Big): Overdraft | null {
  let balance = opening;
  for (const entry of sortEntries(entries)) {
    balance = balance.plus(signedQuantity(entry));
    if (balance.lt(0)) return { assetId: entry.assetId, at: entry.at, balance };
  }
  return null;
}

type Changed =
  /** `keys`: the balances the change moves (two when an edit gives a transaction to another member). */
  | { ok: true; next: LedgerEntry[]; keys: string[]; entry: LedgerEntry | null }
  | { ok: false; reason: 'not_found' };

/** An entry as an edit leaves it: each field the edit gives replaces the entry's own. */
export function updatedEntry(
  target: LedgerEntry,
  change: Extract<LedgerChange, { kind: 'update' }>,
): LedgerEntry {
  return {
    ...target,
    quantity: change.quantity ?? target.quantity,
    price: change.price ?? target.price,
    at: change.at ?? target.at,
    workmanship: change.workmanship !== undefined ? change.workmanship : (target.workmanship ?? null),
    refund: change.refund !== undefined ? change.refund : (target.refund ?? null),
    ...(change.member !== undefined ? { member: change.member } : {}),
  };
}

/** The history with the change made, unchecked; `entry` is the created or updated one (null for a delete). */
function changed(entries: readonly LedgerEntry[], change: LedgerChange): Changed {
  if (change.kind === 'create')
    return {
      ok: true,
      next: [...entries, change.entry],
      keys: [balanceKey(change.entry)],
      entry: change.entry,
    };
  const target = entries.find((e) => e.uuid === change.uuid);
  if (!target) return { ok: false, reason: 'not_found' };
  if (change.kind === 'delete')
    return { ok: true, next: entries.filter((e) => e !== target), keys: [balanceKey(target)], entry: null };
  const updated = updatedEntry(target, change);
  return {
    ok: true,
    next: entries.map((e) => (e === target ? updated : e)),
    keys: [...new Set([balanceKey(target), balanceKey(updated)])],
    entry: updated,
  };
}

/**
 * Applies a create, update or delete to a history and checks the result. Only the balances the change touches
 * are replayed (a change never moves a transaction to another asset; it may move it to another member). The returned entries are the whole new history.
 */
export function applyChange(entries: readonly LedgerEntry[], change: LedgerChange): ChangeResult {
  const result = changed(entries, change);
  if (!result.ok) return result;
  // Stryker disable next-line MethodExpression: replaying every balance finds the same overdraft, as the rest of a stored ledger never overdraws (ADR 007)
  const overdraft = findOverdraft(result.next.filter((e) => result.keys.includes(balanceKey(e))));
  return overdraft ? { ok: false, reason: 'overdraft', overdraft } : { ok: true, entries: result.next };
}

/**
 * The earliest instant a change can move a running balance: a create's or delete's own instant, the earlier of an
 * edit's old and new ones. Every moment before it keeps its balance.
 */
export function earliestAffected(change: LedgerChange, target: LedgerEntry | null): number {
  if (change.kind === 'create') return change.entry.at;
  if (!target) throw new Error('an edit or delete needs its target');
  return change.kind === 'update' && change.at !== undefined ? Math.min(target.at, change.at) : target.at;
}

export type WindowResult =
  | { ok: true; entry: LedgerEntry | null }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'overdraft'; overdraft: Overdraft };

/**
 * applyChange's check without the whole history (ledger-check.ts): `window` is the changed asset's entries at or
 * after `earliestAffected` (so every entry of the moment it starts, and the change's target), `opening` the
 * asset's balance before that moment. The moments before it are the same before and after the change, and were
 * checked when they were written (ADR 007), so the answer is applyChange's exactly. One balance only: an edit
 * that gives its target to another member is checked as a delete here and a create in the other member's window
 * (ledger-check.ts).
 */
export function checkWindow(
  opening: Big,
  window: readonly LedgerEntry[],
  change: LedgerChange,
): WindowResult {
  const result = changed(window, change);
  if (!result.ok) return result;
  const overdraft = findAssetOverdraft(result.next, opening);
  return overdraft ? { ok: false, reason: 'overdraft', overdraft } : { ok: true, entry: result.entry };
}
