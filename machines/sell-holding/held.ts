import Big from 'big.js';
import type { Transaction } from '@contract/portfolio';

/** The quantity the listed transactions leave held (buys less sells, as exact decimals), without `exclude`. */
export function heldQuantity(transactions: readonly Transaction[], exclude: string | null): number {
  return transactions
    .filter((t) => t.uuid !== exclude)
    .reduce(
      (total, t) => (t.transaction_type === 'buy' ? total.plus(t.quantity) : total.minus(t.quantity)),
      new Big(0),
    )
    .toNumber();
}
