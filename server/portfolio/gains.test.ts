import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { portfolioGains } from './gains';
import { sortEntries, type LedgerEntry } from './ledger';
import { testAsset } from '@tests/fixtures/server/portfolio/catalogue';
import { ledgerEntry } from '@tests/fixtures/server/portfolio/entries';
import { replayPositions } from './valuation';

let day = 0;
/** One entry a day from 2026-01-01, in the order written. */
const entry = (type: 'buy' | 'sell', code: string, quantity: string, price: string) =>
  ledgerEntry(type, testAsset(code).id, quantity, price, Date.UTC(2026, 0, ++day, 12));
const gains = (entries: LedgerEntry[], value: string) => {
  const g = portfolioGains(replayPositions(sortEntries(entries)), new Big(value));
  return {
    costBasis: g.costBasis.toString(),
    unrealized: g.unrealizedGain.toString(),
    realized: g.realizedGain.toString(),
    total: g.totalGain.toString(),
  };
};

type Row = Parameters<typeof entry>;

const scenarios: Array<{ name: string; rows: Row[]; value: string; expected: ReturnType<typeof gains> }> = [
  {
    // Average 3200 over 20 g; 5 g sold at 3600 realise 5 × 400; 15 g stay at 3200 (48,000), worth 54,000 now.
    name: 'valuation: realised gain of a partial sell at a higher price',
    rows: [
      ['buy', 'gram_21k', '10', '3000'],
      ['buy', 'gram_21k', '10', '3400'],
      ['sell', 'gram_21k', '5', '3600'],
    ],
    value: '54000',
    expected: { costBasis: '48000', unrealized: '6000', realized: '2000', total: '8000' },
  },
  {
    name: 'valuation: realised loss of a whole sell below cost leaves no cost basis',
    rows: [
      ['buy', 'pound_full', '2', '27000'],
      ['sell', 'pound_full', '2', '26000'],
    ],
    value: '0',
    expected: { costBasis: '0', unrealized: '0', realized: '-2000', total: '-2000' },
  },
  {
    // 100 × 2 realised; the new 50 USD cost 2,600 and are worth 2,650.
    name: 'valuation: a buy after selling everything starts a new average and keeps the realised gain',
    rows: [
      ['buy', 'usd', '100', '48'],
      ['sell', 'usd', '100', '50'],
      ['buy', 'usd', '50', '52'],
    ],
    value: '2650',
    expected: { costBasis: '2600', unrealized: '50', realized: '200', total: '250' },
  },
  {
    // 24k: +500; EUR: 4 × −5 = −20. Held: 1 g at 4000 and 6 EUR at 50 = 4,300.
    name: 'valuation: sells across assets add up',
    rows: [
      ['buy', 'gram_24k', '2', '4000'],
      ['sell', 'gram_24k', '1', '4500'],
      ['buy', 'eur', '10', '50'],
      ['sell', 'eur', '4', '45'],
    ],
    value: '4400',
    expected: { costBasis: '4300', unrealized: '100', realized: '480', total: '580' },
  },
];

describe('valuation: gains (ADR 007, weighted-average cost)', () => {
  it.each(scenarios)('$name', ({ rows, value, expected }) => {
    expect(
      gains(
        rows.map((row) => entry(...row)),
        value,
      ),
    ).toEqual(expected);
  });

  it('valuation: a person who never sold has realised nothing', () => {
    expect(gains([entry('buy', 'gram_24k', '1', '4000')], '4100').realized).toBe('0');
  });
});
