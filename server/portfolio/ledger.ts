import Big from 'big.js';
import type { TransactionType } from '@contract/portfolio';

/**
 * The ledger (DESIGN §4.2): a person's buys and sells replayed in time order. A change that would make any
 * asset's running balance negative at any moment — a sell dated before its buy, a buy edited below what was
 * later sold, a buy deleted that a sell depends on — is refused as a whole.
 *
 * Several transactions at the same instant count as one moment: the balance after that moment must not be
 * negative. (The SPA stamps every purchase date at 12:00 UTC, spec §5, so a buy and a sell on the same day
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
}

export type LedgerChange =
  | { kind: 'create'; entry: LedgerEntry }
  | { kind: 'update'; uuid: string; quantity?: Big; price?: Big; at?: number }
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
  const balances = new Map<number, Big>();
  for (const entry of sortEntries(entries)) {
    const balance = (balances.get(entry.assetId) ?? new Big(0)).plus(signedQuantity(entry));
    balances.set(entry.assetId, balance);
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

/**
 * Applies a create, update or delete to a history and checks the result. Only the asset the change touches is
 * replayed (a change never moves a transaction to another asset). The returned entries are the whole new history.
 */
export function applyChange(entries: readonly LedgerEntry[], change: LedgerChange): ChangeResult {
  let next: LedgerEntry[];
  let assetId: number;
  if (change.kind === 'create') {
    next = [...entries, change.entry];
    assetId = change.entry.assetId;
  } else {
    const target = entries.find((e) => e.uuid === change.uuid);
    if (!target) return { ok: false, reason: 'not_found' };
    assetId = target.assetId;
    if (change.kind === 'delete') {
      next = entries.filter((e) => e !== target);
    } else {
      const updated: LedgerEntry = {
        ...target,
        quantity: change.quantity ?? target.quantity,
        price: change.price ?? target.price,
        at: change.at ?? target.at,
      };
      next = entries.map((e) => (e === target ? updated : e));
    }
  }
  const overdraft = findOverdraft(next.filter((e) => e.assetId === assetId));
  return overdraft ? { ok: false, reason: 'overdraft', overdraft } : { ok: true, entries: next };
}
