import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../time/cairo-day';
import { computeZakat } from './compute';
import { input, tx } from '@tests/fixtures/server/zakat/ledger';

/** Random ledgers (buys and partial sells of gold, jewellery and dollars over two years), cash, debts and rules. */
const move = fc.record({
  code: fc.constantFrom('gram_21k', 'gram_24k', 'pound_full', 'jewellery_21k', 'usd'),
  quantity: fc.integer({ min: 1, max: 200 }),
  offset: fc.integer({ min: 0, max: 730 }),
  sellHalf: fc.boolean(),
});
const scenario = fc.record({
  moves: fc.array(move, { maxLength: 12 }),
  cash: fc.integer({ min: 0, max: 500_000 }),
  debts: fc.integer({ min: 0, max: 500_000 }),
  hawlRule: fc.constantFrom('continuous' as const, 'start_and_end' as const),
  jewellery: fc.constantFrom('exempt' as const, 'included' as const),
  nisabBasis: fc.constantFrom('gold_21' as const, 'gold_24' as const),
});

describe('zakat: properties', () => {
  it('amount_due is always 2.5 % of the unpaid years’ values, and nothing is ever negative', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const entries = s.moves.flatMap((m) => {
          const day = addDays('2024-11-23', m.offset);
          const buy = tx('buy', m.code, String(m.quantity), day);
          // Selling half of what was just bought never overdraws.
          return m.sellHalf ? [buy, tx('sell', m.code, String(m.quantity / 2), addDays(day, 30))] : [buy];
        });
        const z = computeZakat(
          input(entries, '2026-11-23', {
            cashEgp: new Big(s.cash),
            debtsEgp: new Big(s.debts),
            hawlRule: s.hawlRule,
            jewellery: s.jewellery,
            nisabBasis: s.nisabBasis,
          }),
        );
        expect(z.amountDue.gte(0)).toBe(true);
        // Each year's amount in piastres (so the list adds up to the total shown).
        const sum = z.unpaid.reduce(
          (acc, u) => acc.plus(u.valueOnDue.times('0.025').round(2, Big.roundHalfUp)),
          new Big(0),
        );
        expect(z.amountDue.eq(sum)).toBe(true);
        if (z.hawl.state === 'due') {
          expect(z.valueOnDue!.eq(z.unpaid[0]!.valueOnDue)).toBe(true);
          expect(z.valueOnDue!.gt(0)).toBe(true);
        } else {
          expect(z.amountDue.eq(0)).toBe(true);
        }
        // Product §12: an estimate only while a year runs and today is at the nisab.
        if (z.estimate !== null) expect(z.current.state === 'running' && z.nisabReached).toBe(true);
        else expect(z.current.state === 'running' && z.nisabReached).toBe(false);
      }),
      { numRuns: 150 },
    );
  });
});
