import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { portfolioGains } from './gains';
import { sortEntries, type LedgerEntry } from './ledger';
import { testCatalogue } from './test-catalogue';
import { replayPositions } from './valuation';

const asset = (code: string) => testCatalogue.list.find((a) => a.code === code)!;
let day = 0;
function entry(type: 'buy' | 'sell', code: string, quantity: string, price: string): LedgerEntry {
  day += 1;
  return {
    uuid: `g${day}`,
    assetId: asset(code).id,
    type,
    quantity: new Big(quantity),
    price: new Big(price),
    at: Date.UTC(2026, 0, day, 12),
  };
}
const gains = (entries: LedgerEntry[], value: string) => {
  const g = portfolioGains(replayPositions(sortEntries(entries)), new Big(value));
  return {
    costBasis: g.costBasis.toString(),
    unrealized: g.unrealizedGain.toString(),
    realized: g.realizedGain.toString(),
    total: g.totalGain.toString(),
  };
};

describe('valuation: gains (ADR 007, weighted-average cost)', () => {
  it('valuation: realised gain of a partial sell at a higher price', () => {
    // Average 3200 over 20 g; 5 g sold at 3600 realise 5 × 400; 15 g stay at 3200 (48,000), worth 54,000 now.
    const entries = [
      entry('buy', 'gram_21k', '10', '3000'),
      entry('buy', 'gram_21k', '10', '3400'),
      entry('sell', 'gram_21k', '5', '3600'),
    ];
    expect(gains(entries, '54000')).toEqual({
      costBasis: '48000',
      unrealized: '6000',
      realized: '2000',
      total: '8000',
    });
  });

  it('valuation: realised loss of a whole sell below cost leaves no cost basis', () => {
    const entries = [entry('buy', 'pound_full', '2', '27000'), entry('sell', 'pound_full', '2', '26000')];
    expect(gains(entries, '0')).toEqual({
      costBasis: '0',
      unrealized: '0',
      realized: '-2000',
      total: '-2000',
    });
  });

  it('valuation: a buy after selling everything starts a new average and keeps the realised gain', () => {
    const entries = [
      entry('buy', 'usd', '100', '48'),
      entry('sell', 'usd', '100', '50'),
      entry('buy', 'usd', '50', '52'),
    ];
    // 100 × 2 realised; the new 50 USD cost 2,600 and are worth 2,650.
    expect(gains(entries, '2650')).toEqual({
      costBasis: '2600',
      unrealized: '50',
      realized: '200',
      total: '250',
    });
  });

  it('valuation: sells across assets add up, and a person who never sold has realised nothing', () => {
    expect(gains([entry('buy', 'gram_24k', '1', '4000')], '4100').realized).toBe('0');
    const entries = [
      entry('buy', 'gram_24k', '2', '4000'),
      entry('sell', 'gram_24k', '1', '4500'),
      entry('buy', 'eur', '10', '50'),
      entry('sell', 'eur', '4', '45'),
    ];
    // 24k: +500; EUR: 4 × −5 = −20. Held: 1 g at 4000 and 6 EUR at 50 = 4,300.
    expect(gains(entries, '4400')).toEqual({
      costBasis: '4300',
      unrealized: '100',
      realized: '480',
      total: '580',
    });
  });
});
