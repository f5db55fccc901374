import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { computeZakat } from './compute';
import { input, silverInput, steady, tx } from '@tests/fixtures/server/zakat/ledger';

/**
 * Silver in zakat: silver holdings count with gold and cash, and the `silver` (595 g of pure silver) and `lower`
 * (the lower of the 21 karat and the silver nisab, the Hanafi position) bases. Prices: 21k 3,500 (gold nisab
 * 85 × 3,500 = 297,500), 24k 4,000, 999 silver 100 a gram (silver nisab 595 × 100 = 59,500).
 */
const str = (b: Big | null) => (b === null ? null : b.toFixed(2));
const TODAY = '2026-11-23';

describe('zakat: silver holdings and the silver and lower nisab bases', () => {
  it('silver bars count toward the zakatable value with gold and cash', () => {
    const ledger = [
      tx('buy', 'gram_21k', '50', '2026-06-01'),
      tx('buy', 'silver_bar_100g', '3', '2026-06-01'),
    ];
    const z = computeZakat(silverInput(ledger, TODAY, { cashEgp: new Big(1000) }));
    // 50 × 3,500 + 300 g × 100 + 1,000 cash
    expect(str(z.zakatableValue)).toBe('206000.00');
    expect(z.items.find((i) => i.asset.code === 'silver_bar_100g')).toMatchObject({
      included: true,
      reason: 'silver',
    });
  });

  it('silver basis: 595 g of 999 silver at the dealer’s buying price; a modest saver reaches it', () => {
    const ledger = [tx('buy', 'silver_999_gram', '700', '2026-06-01')]; // 70,000
    const z = computeZakat(silverInput(ledger, TODAY, { nisabBasis: 'silver' }));
    expect(str(z.nisabValue)).toBe('59500.00');
    expect(z.nisabGrams.toFixed()).toBe('595');
    expect(z.nisabMetal).toBe('silver');
    expect(z.nisabReached).toBe(true);
    expect(z.current).toMatchObject({ state: 'running', startedOn: '2026-06-01' });
    expect(str(z.estimate)).toBe('1750.00'); // 2.5 % of 70,000
    expect(z.explanation.find((s) => s.key === 'nisab_silver')?.values).toMatchObject({
      grams: '595',
      gram_price: '100.00',
      nisab_value: '59500.00',
    });
  });

  it('the same 70,000 of silver is below the 21 karat gold nisab: no year, no estimate', () => {
    const ledger = [tx('buy', 'silver_999_gram', '700', '2026-06-01')];
    const z = computeZakat(silverInput(ledger, TODAY));
    expect(str(z.nisabValue)).toBe('297500.00');
    expect(z.nisabMetal).toBe('gold');
    expect(z.nisabReached).toBe(false);
    expect(z.estimate).toBeNull();
  });

  it('lower basis: the silver nisab when it is the lower, and the steps name both candidates', () => {
    const ledger = [tx('buy', 'gram_21k', '20', '2026-06-01')]; // 70,000 of gold
    const z = computeZakat(silverInput(ledger, TODAY, { nisabBasis: 'lower' }));
    expect(str(z.nisabValue)).toBe('59500.00');
    expect(z.nisabMetal).toBe('silver');
    expect(z.nisabReached).toBe(true);
    expect(z.explanation.find((s) => s.key === 'nisab_lower')?.values).toMatchObject({
      gold_grams: '85',
      gold_value: '297500.00',
      silver_grams: '595',
      silver_value: '59500.00',
    });
  });

  it('lower basis on a day without a silver price is the 21 karat gold nisab, never zero', () => {
    const ledger = [tx('buy', 'gram_21k', '20', '2026-06-01')];
    const z = computeZakat(input(ledger, TODAY, { nisabBasis: 'lower' }));
    expect(steady).not.toHaveProperty('silver');
    expect(str(z.nisabValue)).toBe('297500.00');
    expect(z.nisabMetal).toBe('gold');
    expect(z.nisabReached).toBe(false);
  });

  it('silver basis without any silver price reaches no nisab (a zero nisab is no nisab)', () => {
    const ledger = [tx('buy', 'gram_21k', '200', '2026-06-01')];
    const z = computeZakat(input(ledger, TODAY, { nisabBasis: 'silver' }));
    expect(z.nisabReached).toBe(false);
    expect(z.estimate).toBeNull();
  });

  it('a silver saver held a full year under the lower basis owes 2.5 % of the due day’s value', () => {
    const ledger = [tx('buy', 'silver_bar_100g', '7', '2025-01-01')]; // 70,000
    const z = computeZakat(silverInput(ledger, TODAY, { nisabBasis: 'lower' }));
    expect(z.unpaid).toHaveLength(1);
    expect(str(z.unpaid[0]!.valueOnDue)).toBe('70000.00');
    expect(str(z.amountDue)).toBe('1750.00');
    expect(z.explanation.map((s) => s.key)).toEqual(
      expect.arrayContaining(['due_year', 'due_nisab_lower', 'due_nisab_silver', 'due_amount']),
    );
  });
});
