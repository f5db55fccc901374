import { describe, expect, it } from 'vitest';
import { sortEntries, type LedgerEntry } from './ledger';
import { portfolioTotals, type PortfolioTotals, type PortfolioValueInput } from './portfolio-value';
import { snapshot, testAsset, testCatalogue } from '@tests/fixtures/server/portfolio/catalogue';
import { ledgerEntry } from '@tests/fixtures/server/portfolio/entries';
import { exposureOf, replayPositions } from './valuation';

let day = 0;
/** One entry a day from 2026-01-01, in the order written. */
const entry = (type: 'buy' | 'sell', code: string, quantity: string, price: string) =>
  ledgerEntry(type, testAsset(code).id, quantity, price, Date.UTC(2026, 0, ++day, 12));

/** Every figure of the totals of `entries` under these snapshots, as text. */
const totals = (entries: LedgerEntry[], snapshots: Omit<PortfolioValueInput, 'exposure'>) => {
  const exposure = exposureOf(replayPositions(sortEntries(entries)), testCatalogue);
  const figures = portfolioTotals({ exposure, ...snapshots });
  return Object.fromEntries(
    Object.entries(figures).map(([name, value]) => [name, value.toString()]),
  ) as Record<keyof PortfolioTotals, string>;
};

const yesterday = snapshot(['4000', '4040'], ['3500', '3530'], ['3000', '3020'], { USD: '48' });
const now = snapshot(['4100', '4140'], ['3600', '3630'], ['3100', '3120'], { USD: '49' });

describe('portfolio value', () => {
  it.each([
    {
      name: 'total, change against the previous close, grams and prices, by hand',
      entries: [
        entry('buy', 'pound_full', '2', '27000'),
        entry('buy', 'gram_24k', '5.5', '4000'),
        entry('sell', 'pound_full', '1', '29000'),
        entry('buy', 'usd', '200', '47'),
      ],
      snapshots: { latest: now, previousClose: yesterday },
      expected: {
        // now: 8 g × 3600 + 5.5 g × 4100 + 200 × 49 = 28800 + 22550 + 9800
        totalValue: '61150',
        // yesterday: 8 × 3500 + 5.5 × 4000 + 200 × 48 = 28000 + 22000 + 9600 = 59600
        previousValue: '59600',
        latestChange: '1550',
        totalGrams: '13.5',
        gold24: '4100',
        gold21: '3600',
        gold18: '3100',
      },
    },
    {
      name: 'no snapshot at all: zeros, never an error',
      entries: [entry('buy', 'gram_21k', '1', '3000')],
      snapshots: { latest: null, previousClose: null },
      expected: { totalValue: '0', latestChange: '0', totalGrams: '1', gold24: '0' },
    },
    {
      name: 'no previous close: no change',
      entries: [entry('buy', 'gram_21k', '1', '3000')],
      snapshots: { latest: now, previousClose: null },
      expected: { totalValue: '3600', latestChange: '0' },
    },
  ])('$name', ({ entries, snapshots, expected }) => {
    expect(totals(entries, snapshots)).toMatchObject(expected);
  });
});
