import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChange, checkWindow, earliestAffected, sortEntries, type LedgerEntry } from './ledger';
import { ledgerEntry } from '@tests/fixtures/server/portfolio/entries';

/**
 * Product §13: balances are per household member. One member cannot sell another's gold; an edit that gives a
 * transaction to another member is checked against both; the per-balance window check (ledger-check.ts splits a
 * member change into a delete and a create) answers as the whole-history check does.
 */

const GRAM_21K = 12;
const OWNER = 'a0000000-0000-4000-8000-000000000000';
const CHILD = 'b0000000-0000-4000-8000-000000000000';

const entry = (type: 'buy' | 'sell', quantity: string, day: number, member: string) =>
  ledgerEntry(type, GRAM_21K, quantity, '100', Date.UTC(2026, 0, 1 + day, 12), member);

describe('per-member balances', () => {
  it('refuses a sell from a member who holds none of the asset, though the household does', () => {
    const history = [entry('buy', '5', 0, CHILD)];
    const sell = entry('sell', '1', 1, OWNER);
    expect(applyChange(history, { kind: 'create', entry: sell })).toMatchObject({
      ok: false,
      reason: 'overdraft',
    });
    expect(applyChange(history, { kind: 'create', entry: { ...sell, member: CHILD } }).ok).toBe(true);
  });

  it('refuses giving a buy to another member when its own member sold from it; allows it with the sell', () => {
    const bought = entry('buy', '3', 0, OWNER);
    const sold = entry('sell', '2', 2, OWNER);
    const history = [bought, sold];
    expect(applyChange(history, { kind: 'update', uuid: bought.uuid, member: CHILD })).toMatchObject({
      ok: false,
    });
    const first = applyChange(history, { kind: 'update', uuid: sold.uuid, member: CHILD });
    expect(first.ok).toBe(false);
    const withChildBuy = [...history, entry('buy', '2', 1, CHILD)];
    const moved = applyChange(withChildBuy, { kind: 'update', uuid: sold.uuid, member: CHILD });
    expect(moved.ok).toBe(true);
  });

  it('the window check of each member agrees with the whole-history check for any member change', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            sell: fc.boolean(),
            quantity: fc.integer({ min: 1, max: 5 }),
            day: fc.integer({ min: 0, max: 6 }),
            child: fc.boolean(),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.nat(),
        (ops, pick) => {
          // A sound history: each op kept only when the whole stays sound.
          let history: LedgerEntry[] = [];
          for (const op of ops) {
            const e = entry(op.sell ? 'sell' : 'buy', String(op.quantity), op.day, op.child ? CHILD : OWNER);
            const next = applyChange(history, { kind: 'create', entry: e });
            if (next.ok) history = next.entries;
          }
          if (history.length === 0) return;
          const target = history[pick % history.length]!;
          const to = target.member === OWNER ? CHILD : OWNER;
          const whole = applyChange(history, { kind: 'update', uuid: target.uuid, member: to });
          // ledger-check.ts: a delete from the old member's window, a create in the new member's.
          const window = (member: string, from: number) => {
            const mine = sortEntries(history.filter((e) => e.member === member));
            const opening = mine
              .filter((e) => e.at < from)
              .reduce(
                (sum, e) => (e.type === 'buy' ? sum.plus(e.quantity) : sum.minus(e.quantity)),
                new Big(0),
              );
            return { opening, entries: mine.filter((e) => e.at >= from) };
          };
          const del = { kind: 'delete' as const, uuid: target.uuid };
          const left = window(target.member!, earliestAffected(del, target));
          const leftOk = checkWindow(left.opening, left.entries, del).ok;
          const moved = { ...target, member: to };
          const create = { kind: 'create' as const, entry: moved };
          const joined = window(to, earliestAffected(create, null));
          const joinedOk = checkWindow(joined.opening, joined.entries, create).ok;
          expect(leftOk && joinedOk).toBe(whole.ok);
        },
      ),
      { numRuns: 300 },
    );
  });
});
