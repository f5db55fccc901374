import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChange,
  checkWindow,
  earliestAffected,
  signedQuantity,
  type LedgerChange,
  type LedgerEntry,
} from './ledger';
import { changeFor, type LedgerOp } from '@tests/fixtures/server/portfolio/ledger-changes';

/**
 * A write whose cached replay is out of date is checked against the changed asset's history from the earliest
 * moment it touches (ledger-check.ts). ADR 007's rule must hold exactly: on every sound history and every change,
 * that check says what the whole-history check (applyChange) says, down to the moment and balance of an overdraft.
 */

const ASSETS = [1, 12, 31];
const quantityArb = fc.integer({ min: 1, max: 5000 }).map((n) => new Big(n).div(100));
const opArb: fc.Arbitrary<LedgerOp> = fc.record({
  kind: fc.constantFrom('create', 'create', 'create', 'update', 'update', 'delete'),
  type: fc.constantFrom<'buy' | 'sell'>('buy', 'buy', 'sell'),
  assetId: fc.constantFrom(...ASSETS),
  quantity: quantityArb,
  day: fc.integer({ min: 0, max: 30 }),
  moveDate: fc.boolean(),
  pick: fc.nat(),
});
/** What ledger-check.ts reads from the database, computed here from the whole history. */
function windowOf(history: readonly LedgerEntry[], change: LedgerChange) {
  const target = change.kind === 'create' ? null : history.find((e) => e.uuid === change.uuid)!;
  const assetId = change.kind === 'create' ? change.entry.assetId : target!.assetId;
  const from = earliestAffected(change, target);
  const mine = history.filter((e) => e.assetId === assetId);
  const opening = mine.filter((e) => e.at < from).reduce((sum, e) => sum.plus(signedQuantity(e)), new Big(0));
  return { opening, window: mine.filter((e) => e.at >= from) };
}

describe('the check from the earliest affected moment', () => {
  it('agrees with the whole-history check on every change to every sound history', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 40 }), (ops) => {
        let history: LedgerEntry[] = [];
        ops.forEach((op, n) => {
          const change = changeFor(op, history, n);
          const whole = applyChange(history, change);
          const { opening, window } = windowOf(history, change);
          const partial = checkWindow(opening, window, change);
          expect(partial.ok).toBe(whole.ok);
          if (!whole.ok && !partial.ok) {
            expect(partial.reason).toBe(whole.reason);
            if (whole.reason === 'overdraft' && partial.reason === 'overdraft') {
              expect({ ...partial.overdraft, balance: partial.overdraft.balance.toString() }).toEqual({
                ...whole.overdraft,
                balance: whole.overdraft.balance.toString(),
              });
            }
          }
          if (whole.ok && partial.ok) {
            const expected =
              change.kind === 'create'
                ? change.entry
                : change.kind === 'delete'
                  ? null
                  : whole.entries.find((e) => e.uuid === change.uuid);
            expect(partial.entry).toEqual(expected);
            history = whole.entries;
          }
        });
      }),
      { numRuns: 400 },
    );
  });

  it('an unknown transaction is not found', () => {
    expect(checkWindow(new Big(0), [], { kind: 'delete', uuid: 'nope' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });
});
