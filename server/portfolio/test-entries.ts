import Big from 'big.js';
import type { LedgerEntry } from './ledger';

/** Noon UTC of a Cairo day (YYYY-MM-DD), as the SPA sends a purchase date (spec §5). */
export const atNoon = (day: string): number => Date.parse(`${day}T12:00:00Z`);

let seq = 0;

/**
 * A ledger entry for the pure-domain scenarios: a uuid of its own (in creation order, so same-instant ties sort as
 * written), quantity and price as the scenario writes them, at the instant `at`.
 */
export function ledgerEntry(
  type: 'buy' | 'sell',
  assetId: number,
  quantity: string,
  price: string,
  at: number,
  member?: string,
): LedgerEntry {
  seq += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    assetId,
    type,
    quantity: new Big(quantity),
    price: new Big(price),
    at,
    ...(member === undefined ? {} : { member }),
  };
}
