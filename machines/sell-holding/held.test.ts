import { describe, expect, it } from 'vitest';
import type { Transaction } from '@contract/portfolio';
import { heldQuantity } from './held';

const entry = (uuid: string, type: 'buy' | 'sell', quantity: number) =>
  ({ uuid, transaction_type: type, quantity }) as Transaction;

describe('heldQuantity (product §10: what a sale may sell)', () => {
  it('is the buys less the sells, as exact decimals', () => {
    expect(
      heldQuantity([entry('a', 'buy', 0.1), entry('b', 'buy', 0.2), entry('c', 'sell', 0.25)], null),
    ).toBe(0.05);
  });
  it('leaves out the sale being edited, so it never lowers what it may sell', () => {
    expect(heldQuantity([entry('a', 'buy', 3), entry('b', 'sell', 2)], 'b')).toBe(3);
  });
  it('is zero for an empty ledger', () => {
    expect(heldQuantity([], null)).toBe(0);
  });
});
