import { describe, expect, it } from 'vitest';
import { sortEntries, type LedgerEntry } from './ledger';
import { portfolioTotals } from './portfolio-value';
import { snapshot, testAsset, testCatalogue } from './test-catalogue';
import { ledgerEntry } from './test-entries';
import { exposureOf, replayPositions } from './valuation';

const held = (entries: LedgerEntry[]) => exposureOf(replayPositions(sortEntries(entries)), testCatalogue);

let day = 0;
/** One entry a day from 2026-01-01, in the order written. */
const entry = (type: 'buy' | 'sell', code: string, quantity: string, price: string) =>
  ledgerEntry(type, testAsset(code).id, quantity, price, Date.UTC(2026, 0, ++day, 12));

describe('portfolio value', () => {
  const yesterday = snapshot(['4000', '4040'], ['3500', '3530'], ['3000', '3020'], { USD: '48' });
  const now = snapshot(['4100', '4140'], ['3600', '3630'], ['3100', '3120'], { USD: '49' });

  it('total, change against the previous close, grams and prices, by hand', () => {
    const entries = sortEntries([
      entry('buy', 'pound_full', '2', '27000'),
      entry('buy', 'gram_24k', '5.5', '4000'),
      entry('sell', 'pound_full', '1', '29000'),
      entry('buy', 'usd', '200', '47'),
    ]);
    const totals = portfolioTotals({
      exposure: held(entries),
      latest: now,
      previousClose: yesterday,
    });
    // now: 8 g × 3600 + 5.5 g × 4100 + 200 × 49 = 28800 + 22550 + 9800
    expect(totals.totalValue.toString()).toBe('61150');
    // yesterday: 8 × 3500 + 5.5 × 4000 + 200 × 48 = 28000 + 22000 + 9600 = 59600
    expect(totals.previousValue.toString()).toBe('59600');
    expect(totals.latestChange.toString()).toBe('1550');
    expect(totals.totalGrams.toString()).toBe('13.5');
    expect([totals.gold24, totals.gold21, totals.gold18].map(String)).toEqual(['4100', '3600', '3100']);
  });

  it('no snapshot at all: zeros, never an error', () => {
    const totals = portfolioTotals({
      exposure: held([entry('buy', 'gram_21k', '1', '3000')]),
      latest: null,
      previousClose: null,
    });
    expect(totals.totalValue.toString()).toBe('0');
    expect(totals.latestChange.toString()).toBe('0');
    expect(totals.totalGrams.toString()).toBe('1');
    expect(totals.gold24.toString()).toBe('0');
  });

  it('no previous close: no change', () => {
    const totals = portfolioTotals({
      exposure: held([entry('buy', 'gram_21k', '1', '3000')]),
      latest: now,
      previousClose: null,
    });
    expect(totals.totalValue.toString()).toBe('3600');
    expect(totals.latestChange.toString()).toBe('0');
  });
});
