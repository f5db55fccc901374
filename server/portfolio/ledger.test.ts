import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChange,
  balances,
  compareEntries,
  earliestAffected,
  findOverdraft,
  sortEntries,
  updatedEntry,
  type LedgerEntry,
} from './ledger';
import { atNoon, ledgerEntry } from '@tests/fixtures/server/portfolio/entries';
import { changeFor, type LedgerOp } from '@tests/fixtures/server/portfolio/ledger-changes';

const GOLD_POUND = 1;
const GRAM_21K = 12;
const USD = 31;

const entry = (type: 'buy' | 'sell', assetId: number, quantity: string, day: string, price = '100') =>
  ledgerEntry(type, assetId, quantity, price, atNoon(day));

function balanceOf(entries: readonly LedgerEntry[], assetId: number): string {
  return (balances(entries).get(assetId) ?? new Big(0)).toString();
}

describe('ledger', () => {
  it('buy then partial sell leaves the rest', () => {
    const buy = entry('buy', GOLD_POUND, '3', '2026-01-10');
    const result = applyChange([buy], {
      kind: 'create',
      entry: entry('sell', GOLD_POUND, '2', '2026-02-10'),
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(balanceOf(result.entries, GOLD_POUND)).toBe('1');
  });

  it('selling more than is held is rejected', () => {
    const buy = entry('buy', GOLD_POUND, '3', '2026-01-10');
    const result = applyChange([buy], {
      kind: 'create',
      entry: entry('sell', GOLD_POUND, '3.5', '2026-02-10'),
    });
    expect(result).toMatchObject({ ok: false, reason: 'overdraft' });
  });

  it('a sell dated before the buy is rejected, even though the total would be positive', () => {
    const buy = entry('buy', GOLD_POUND, '3', '2026-03-01');
    const sell = entry('sell', GOLD_POUND, '1', '2026-02-01');
    const result = applyChange([buy], { kind: 'create', entry: sell });
    expect(result).toMatchObject({
      ok: false,
      reason: 'overdraft',
      overdraft: { assetId: GOLD_POUND, at: sell.at },
    });
  });

  it('a buy and a sell at the same instant count as one moment, whatever order they were recorded in', () => {
    const sell = entry('sell', GOLD_POUND, '1', '2026-03-01');
    const buy = entry('buy', GOLD_POUND, '1', '2026-03-01');
    const first = applyChange([], { kind: 'create', entry: buy });
    expect(first.ok).toBe(true);
    const both = applyChange(first.ok ? first.entries : [], { kind: 'create', entry: sell });
    expect(both.ok).toBe(true);
    expect(findOverdraft([sell, buy])).toBeNull();
  });

  it('editing a buy below what was later sold is rejected', () => {
    const buy = entry('buy', GRAM_21K, '10', '2026-01-01');
    const sell = entry('sell', GRAM_21K, '7', '2026-02-01');
    expect(
      applyChange([buy, sell], { kind: 'update', uuid: buy.uuid, quantity: new Big('6.999') }),
    ).toMatchObject({
      ok: false,
      reason: 'overdraft',
    });
    const down = applyChange([buy, sell], { kind: 'update', uuid: buy.uuid, quantity: new Big('7') });
    expect(down.ok).toBe(true);
    if (down.ok) expect(balanceOf(down.entries, GRAM_21K)).toBe('0');
  });

  it('moving a buy after the sell that depends on it is rejected', () => {
    const buy = entry('buy', GRAM_21K, '10', '2026-01-01');
    const sell = entry('sell', GRAM_21K, '7', '2026-02-01');
    const later = Date.parse('2026-02-02T12:00:00Z');
    expect(applyChange([buy, sell], { kind: 'update', uuid: buy.uuid, at: later })).toMatchObject({
      ok: false,
      reason: 'overdraft',
    });
  });

  it('moving a sell before its buy is rejected; a price edit is always fine', () => {
    const buy = entry('buy', GRAM_21K, '10', '2026-01-01');
    const sell = entry('sell', GRAM_21K, '7', '2026-02-01');
    expect(
      applyChange([buy, sell], { kind: 'update', uuid: sell.uuid, at: Date.parse('2025-12-31T12:00:00Z') })
        .ok,
    ).toBe(false);
    expect(applyChange([buy, sell], { kind: 'update', uuid: sell.uuid, price: new Big('1') }).ok).toBe(true);
  });

  it('deleting a buy that a sell depends on is rejected; deleting the sell is fine', () => {
    const buy = entry('buy', GOLD_POUND, '2', '2026-01-01');
    const sell = entry('sell', GOLD_POUND, '1', '2026-02-01');
    expect(applyChange([buy, sell], { kind: 'delete', uuid: buy.uuid })).toMatchObject({
      ok: false,
      reason: 'overdraft',
    });
    const withoutSell = applyChange([buy, sell], { kind: 'delete', uuid: sell.uuid });
    expect(withoutSell.ok).toBe(true);
    if (withoutSell.ok) expect(withoutSell.entries).toEqual([buy]);
  });

  it('deleting one of two buys is fine when the other still covers the sell', () => {
    const a = entry('buy', GOLD_POUND, '2', '2026-01-01');
    const b = entry('buy', GOLD_POUND, '2', '2026-01-05');
    const sell = entry('sell', GOLD_POUND, '2', '2026-02-01');
    expect(applyChange([a, b, sell], { kind: 'delete', uuid: b.uuid }).ok).toBe(true);
  });

  it('fractional grams are exact: 0.1 + 0.2 grams sold as 0.3 leaves exactly zero', () => {
    const history = [
      entry('buy', GRAM_21K, '0.1', '2026-01-01'),
      entry('buy', GRAM_21K, '0.2', '2026-01-02'),
    ];
    const result = applyChange(history, {
      kind: 'create',
      entry: entry('sell', GRAM_21K, '0.3', '2026-01-03'),
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(balanceOf(result.entries, GRAM_21K)).toBe('0');
    expect(
      applyChange(history, { kind: 'create', entry: entry('sell', GRAM_21K, '0.300001', '2026-01-03') }).ok,
    ).toBe(false);
  });

  it('currencies follow the same rule, asset by asset', () => {
    const dollars = entry('buy', USD, '500', '2026-01-01', '48.5');
    const gold = entry('buy', GOLD_POUND, '1', '2026-01-01');
    // Holding gold does not let you sell dollars you do not have.
    expect(
      applyChange([dollars, gold], { kind: 'create', entry: entry('sell', USD, '500.01', '2026-01-02') }).ok,
    ).toBe(false);
    expect(
      applyChange([dollars, gold], { kind: 'create', entry: entry('sell', USD, '500', '2026-01-02') }).ok,
    ).toBe(true);
  });

  it('an unknown uuid is reported as not found', () => {
    expect(applyChange([], { kind: 'delete', uuid: 'nope' })).toEqual({ ok: false, reason: 'not_found' });
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const quantityArb = fc.integer({ min: 1, max: 5000 }).map((n) => new Big(n).div(100)); // 0.01 … 50
const opArb: fc.Arbitrary<LedgerOp> = fc.record({
  kind: fc.constantFrom('create', 'create', 'create', 'update', 'delete'),
  type: fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
  assetId: fc.constantFrom(GOLD_POUND, GRAM_21K, USD),
  quantity: quantityArb,
  day: fc.integer({ min: 0, max: 60 }),
  moveDate: fc.constant(true),
  pick: fc.nat(),
});

/** An independent oracle: the naive definition, per asset, replaying moment by moment. */
function neverNegative(entries: readonly LedgerEntry[]): boolean {
  const moments = [...new Set(entries.map((e) => e.at))].sort((a, b) => a - b);
  const assets = new Set(entries.map((e) => e.assetId));
  for (const assetId of assets) {
    let balance = new Big(0);
    for (const at of moments) {
      for (const e of entries) {
        if (e.assetId === assetId && e.at === at)
          balance = e.type === 'buy' ? balance.plus(e.quantity) : balance.minus(e.quantity);
      }
      if (balance.lt(0)) return false;
    }
  }
  return true;
}

describe('ledger properties', () => {
  it('random histories built through applyChange never go negative, and every refusal was a real overdraft', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        let history: LedgerEntry[] = [];
        ops.forEach((op, n) => {
          const change = changeFor(op, history, n);
          const result = applyChange(history, change);
          if (result.ok) {
            history = result.entries;
          } else {
            expect(result.reason).toBe('overdraft');
            // The refused history really was unsound by the naive definition.
            const attempted =
              change.kind === 'create'
                ? [...history, change.entry]
                : change.kind === 'delete'
                  ? history.filter((e) => e.uuid !== change.uuid)
                  : history.map((e) =>
                      e.uuid === change.uuid ? { ...e, quantity: change.quantity!, at: change.at! } : e,
                    );
            expect(neverNegative(attempted)).toBe(false);
          }
          expect(neverNegative(history)).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('the order transactions arrive in does not change the verdict or the balances', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 25 }), fc.nat(), (ops, seed) => {
        const entries = ops.map((op, i): LedgerEntry => ({
          uuid: `u${i}`,
          assetId: op.assetId,
          type: op.type,
          quantity: op.quantity,
          price: new Big(1),
          at: Date.UTC(2026, 0, 1 + op.day, 12),
        }));
        const shuffled = [...entries];
        let state = seed;
        for (let i = shuffled.length - 1; i > 0; i -= 1) {
          state = (state * 1103515245 + 12345) % 2147483648;
          const j = state % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        expect(findOverdraft(shuffled) === null).toBe(findOverdraft(entries) === null);
        expect(findOverdraft(entries) === null).toBe(neverNegative(entries));
        expect([...balances(sortEntries(shuffled))].map(([k, v]) => [k, v.toString()]).sort()).toEqual(
          [...balances(entries)].map(([k, v]) => [k, v.toString()]).sort(),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('ledger: order, edits and the moment a change touches', () => {
  it('ledger: at one instant buys come before sells, then the uuid decides, so the order is total and repeatable', () => {
    const at = atNoon('2026-05-01');
    const sellA = { ...entry('sell', GOLD_POUND, '1', '2026-05-01'), uuid: 'a', at };
    const sellB = { ...entry('sell', GOLD_POUND, '1', '2026-05-01'), uuid: 'b', at };
    const buyC = { ...entry('buy', GOLD_POUND, '1', '2026-05-01'), uuid: 'c', at };
    const buyD = { ...entry('buy', GOLD_POUND, '1', '2026-05-01'), uuid: 'd', at };
    const earlier = { ...entry('sell', GOLD_POUND, '1', '2026-04-30'), uuid: 'z' };
    const order = ['z', 'c', 'd', 'a', 'b'];
    for (const shuffled of [
      [sellB, buyD, sellA, buyC, earlier],
      [buyC, sellA, earlier, sellB, buyD],
      [sellA, sellB, buyC, buyD, earlier],
    ]) {
      expect(sortEntries(shuffled).map((e) => e.uuid)).toEqual(order);
    }
    expect(compareEntries(sellA, sellB)).toBeLessThan(0);
    expect(compareEntries(sellB, sellA)).toBeGreaterThan(0);
    expect(compareEntries(buyC, sellA)).toBeLessThan(0);
    expect(compareEntries(sellA, { ...sellA })).toBe(0);
  });

  it('ledger: an edit replaces only the fields it gives (product §3)', () => {
    const target = {
      ...entry('buy', GRAM_21K, '2', '2026-01-10', '4000'),
      member: 'member-ali',
      workmanship: new Big('300'),
      refund: new Big('100'),
    };
    const onlyQuantity = updatedEntry(target, { kind: 'update', uuid: target.uuid, quantity: new Big('3') });
    expect(onlyQuantity).toStrictEqual({ ...target, quantity: new Big('3') });
    const everything = updatedEntry(target, {
      kind: 'update',
      uuid: target.uuid,
      price: new Big('4100'),
      at: atNoon('2026-01-09'),
      member: 'member-mona',
      workmanship: new Big('250'),
      refund: new Big('50'),
    });
    expect(everything).toStrictEqual({
      ...target,
      price: new Big('4100'),
      at: atNoon('2026-01-09'),
      member: 'member-mona',
      workmanship: new Big('250'),
      refund: new Big('50'),
    });
  });

  it('ledger: an edit clears workmanship and refund with null, and one never recorded stays unknown, never zero', () => {
    const target = {
      ...entry('buy', GRAM_21K, '2', '2026-01-10', '4000'),
      workmanship: new Big('300'),
      refund: new Big('100'),
    };
    const cleared = updatedEntry(target, {
      kind: 'update',
      uuid: target.uuid,
      workmanship: null,
      refund: null,
    });
    expect(cleared).toMatchObject({ workmanship: null, refund: null });
    const never = entry('buy', GRAM_21K, '2', '2026-01-10', '4000');
    const edited = updatedEntry(never, { kind: 'update', uuid: never.uuid, quantity: new Big('1') });
    expect(edited.workmanship).toBeNull();
    expect(edited.refund).toBeNull();
    expect(edited).not.toHaveProperty('member');
  });

  it('ledger: a change touches the balance from its own instant, an edit from the earlier of its old and new dates', () => {
    const target = entry('buy', GOLD_POUND, '1', '2026-03-10');
    const created = entry('buy', GOLD_POUND, '1', '2026-02-01');
    expect(earliestAffected({ kind: 'create', entry: created }, null)).toBe(created.at);
    expect(earliestAffected({ kind: 'delete', uuid: target.uuid }, target)).toBe(target.at);
    const earlier = atNoon('2026-03-01');
    const later = atNoon('2026-03-20');
    expect(earliestAffected({ kind: 'update', uuid: target.uuid, at: earlier }, target)).toBe(earlier);
    expect(earliestAffected({ kind: 'update', uuid: target.uuid, at: later }, target)).toBe(target.at);
    expect(earliestAffected({ kind: 'update', uuid: target.uuid, quantity: new Big('2') }, target)).toBe(
      target.at,
    );
    expect(() => earliestAffected({ kind: 'delete', uuid: target.uuid }, null)).toThrow(/needs its target/);
  });
});
