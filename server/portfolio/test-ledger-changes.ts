import Big from 'big.js';
import type { LedgerChange, LedgerEntry } from './ledger';

/** A random write to a ledger, as the ledger's property tests draw it (each with its own arbitrary). */
export interface LedgerOp {
  kind: 'create' | 'update' | 'delete';
  type: 'buy' | 'sell';
  assetId: number;
  quantity: Big;
  /** The day after 2026-01-01 the write is dated (noon UTC). */
  day: number;
  /** Whether an update also moves its transaction to `day`. */
  moveDate: boolean;
  /** Which transaction of the history an update or delete acts on (modulo its length). */
  pick: number;
}

/** The change an op makes to `history`: a create (uuid `u<n>`) when it asks for one or there is nothing to change. */
export function changeFor(op: LedgerOp, history: readonly LedgerEntry[], n: number): LedgerChange {
  const at = Date.UTC(2026, 0, 1 + op.day, 12);
  if (op.kind === 'create' || history.length === 0) {
    const entry = {
      uuid: `u${n}`,
      assetId: op.assetId,
      type: op.type,
      quantity: op.quantity,
      price: new Big(1),
      at,
    };
    return { kind: 'create', entry };
  }
  const target = history[op.pick % history.length]!;
  if (op.kind === 'delete') return { kind: 'delete', uuid: target.uuid };
  return { kind: 'update', uuid: target.uuid, quantity: op.quantity, ...(op.moveDate ? { at } : {}) };
}
