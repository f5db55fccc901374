import { describe, expect, it } from 'vitest';
import { sortEntries, type LedgerEntry } from './ledger';
import {
  boughtSince,
  portfolioTotals,
  type PortfolioTotals,
  type PortfolioValueInput,
} from './portfolio-value';
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

describe('daily change: what of today’s holdings was bought since the close (product §10)', () => {
  /** The close compared with, a purchase well before it, and today's entries a minute apart in the order written. */
  const CLOSE = Date.UTC(2026, 5, 10, 21);
  const OLD = Date.UTC(2026, 5, 1, 12);
  let minute = 0;
  const today = () => Date.UTC(2026, 5, 11, 9, ++minute);
  const isRecent = (e: LedgerEntry) => e.at > CLOSE;
  const inCatalogue = (id: number) => testCatalogue.byId.get(id);
  const g21 = testAsset('gram_21k').id;
  const pound = testAsset('pound_full').id;
  const usd = testAsset('usd').id;

  /** The recent purchases' 21k grams, dollars and cost, as text. */
  const recentOf = (entries: LedgerEntry[], assetOf = inCatalogue) => {
    const recent = boughtSince(sortEntries(entries), isRecent, assetOf);
    return {
      grams21: recent.exposure.grams[21].toString(),
      usd: (recent.exposure.units.get('USD') ?? 0).toString(),
      cost: recent.cost.toString(),
    };
  };

  it('a buy since the close counts at what it cost, not at the close’s price', () => {
    const entries = [
      ledgerEntry('buy', g21, '10', '3000', OLD),
      ledgerEntry('buy', g21, '2', '3550', today()),
    ];
    expect(recentOf(entries)).toEqual({ grams21: '2', usd: '0', cost: '7100' });
    const exposure = exposureOf(replayPositions(sortEntries(entries)), testCatalogue);
    const boughtSinceClose = boughtSince(sortEntries(entries), isRecent, inCatalogue);
    const figures = portfolioTotals({ exposure, latest: now, previousClose: yesterday, boughtSinceClose });
    // Now 12 g × 3,600 = 43,200; before: 10 g at the close's 3,500 and the 2 g at the 7,100 they cost = 42,100.
    expect([figures.previousValue.toString(), figures.latestChange.toString()]).toEqual(['42100', '1100']);
  });

  it('a sell takes the older units first when there are enough: the recent buy is still held whole', () => {
    const entries = [
      ledgerEntry('buy', g21, '10', '3000', OLD),
      ledgerEntry('buy', g21, '2', '3550', today()),
      ledgerEntry('sell', g21, '5', '3600', today()),
    ];
    expect(recentOf(entries)).toEqual({ grams21: '2', usd: '0', cost: '7100' });
  });

  it('a sell of more than the older units takes the rest from the recent buys, at their average price', () => {
    const entries = [
      ledgerEntry('buy', g21, '1', '3000', OLD),
      ledgerEntry('buy', g21, '2', '3550', today()),
      ledgerEntry('buy', g21, '2', '3650', today()),
      ledgerEntry('sell', g21, '3', '3600', today()),
    ];
    // 2 g left of the 4 bought today for 14,400: half of it.
    expect(recentOf(entries)).toEqual({ grams21: '2', usd: '0', cost: '7200' });
  });

  it('a sell is never a purchase, and a buy before the close is not recent', () => {
    const entries = [
      ledgerEntry('buy', g21, '5', '3000', OLD),
      ledgerEntry('sell', g21, '1', '3600', today()),
    ];
    expect(recentOf(entries)).toEqual({ grams21: '0', usd: '0', cost: '0' });
  });

  it('each member’s units are their own: one member’s sale of today’s buy is not hidden by another’s gold', () => {
    const entries = [
      ledgerEntry('buy', g21, '10', '3000', OLD, 'member-b'),
      ledgerEntry('buy', g21, '2', '3550', today(), 'member-a'),
      ledgerEntry('sell', g21, '2', '3600', today(), 'member-a'),
    ];
    expect(recentOf(entries)).toEqual({ grams21: '0', usd: '0', cost: '0' });
  });

  it('counted in what it holds: a gold pound is 8 g of 21k, dollars are units', () => {
    const entries = [
      ledgerEntry('buy', pound, '1', '27000', today()),
      ledgerEntry('buy', usd, '100', '48.5', today()),
    ];
    expect(recentOf(entries)).toEqual({ grams21: '8', usd: '100', cost: '31850' });
  });

  it('dollars bought today change the day by the rate since they were bought, not since the close', () => {
    const entries = [
      ledgerEntry('buy', usd, '100', '48', OLD),
      ledgerEntry('buy', usd, '100', '48.5', today()),
    ];
    const exposure = exposureOf(replayPositions(sortEntries(entries)), testCatalogue);
    const boughtSinceClose = boughtSince(sortEntries(entries), isRecent, inCatalogue);
    const figures = portfolioTotals({ exposure, latest: now, previousClose: yesterday, boughtSinceClose });
    // Now 200 × 49 = 9,800; before: 100 at the close's 48 and 100 at the 48.5 they cost = 9,650.
    expect([figures.previousValue.toString(), figures.latestChange.toString()]).toEqual(['9650', '150']);
  });

  it('an asset outside the catalogue is left out, never a failure', () => {
    const entries = [
      ledgerEntry('buy', g21, '2', '3550', today()),
      ledgerEntry('buy', usd, '100', '48.5', today()),
    ];
    const withoutGold = (id: number) => (id === g21 ? undefined : inCatalogue(id));
    expect(recentOf(entries, withoutGold)).toEqual({ grams21: '0', usd: '100', cost: '4850' });
  });
});
