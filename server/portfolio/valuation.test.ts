import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balances, sortEntries, type LedgerEntry } from './ledger';
import { snapshot, testAsset, testCatalogue } from '@tests/fixtures/server/portfolio/catalogue';
import { atNoon, ledgerEntry } from '@tests/fixtures/server/portfolio/entries';
import { steadyWithSilver, zakatCatalogue } from '@tests/fixtures/server/zakat/ledger';
import {
  addToExposure,
  emptyExposure,
  exposureOf,
  replayPositions,
  resolvePrices,
  unitPrice,
  valueExposure,
  valueHoldings,
} from './valuation';

const entry = (type: 'buy' | 'sell', code: string, quantity: string, price: string, day: string) =>
  ledgerEntry(type, testAsset(code).id, quantity, price, atNoon(day));

const market = snapshot(['4000', '4050'], ['3500', '3540'], ['3000', '3030'], { USD: '48.5', EUR: '52.25' });

describe('valuation: prices', () => {
  it('gold is valued at the lower price of each pair (what a dealer pays)', () => {
    const prices = resolvePrices(snapshot(['4050', '4000'], ['3540', '3500'], ['3030', '3000']));
    expect(prices.gram[24].toString()).toBe('4000');
    expect(prices.gram[21].toString()).toBe('3500');
    expect(prices.gram[18].toString()).toBe('3000');
  });

  it.each([
    {
      name: 'a gold pound is its weight of 21k; half and quarter pounds follow their weight',
      quoted: market,
      expected: { pound_full: '28000', pound_half: '14000' },
    },
    {
      name: 'an ingot is its weight of 24k; a gram is its karat price',
      quoted: market,
      expected: { ingot_2_5g: '10000', gram_18k: '3000' },
    },
    { name: '14k is 24k × 0.585 when not quoted', quoted: market, expected: { gram_14k: '2340' } },
    {
      name: '14k uses its own pair when quoted',
      quoted: snapshot(['4000', '4050'], ['3500', '3540'], ['3000', '3030'], {}, ['2300', '2350']),
      expected: { gram_14k: '2300' },
    },
    {
      name: 'a currency is valued at its rate, and at 0 when the snapshot has no rate for it',
      quoted: snapshot(['1', '1'], ['1', '1'], ['1', '1'], { USD: '48.5' }),
      expected: { usd: '48.5', eur: '0' },
    },
    {
      name: 'without any snapshot everything is worth 0',
      quoted: null,
      expected: { pound_full: '0', usd: '0' },
    },
  ])('$name', ({ quoted, expected }) => {
    const prices = resolvePrices(quoted);
    const priceOf = (code: string) => unitPrice(testAsset(code), prices).toString();
    expect(Object.fromEntries(Object.keys(expected).map((code) => [code, priceOf(code)]))).toEqual(expected);
  });
});

/** The holdings of `entries` under `quoted`: each row's asset code and figures as text. */
const holdingsOf = (entries: LedgerEntry[], quoted = market) =>
  valueHoldings(replayPositions(sortEntries(entries)), testCatalogue, resolvePrices(quoted)).map((row) => ({
    code: row.asset.code,
    quantity: row.quantity.toString(),
    averageCost: row.averageCost.toString(),
    costBasis: row.costBasis.toString(),
    currentPrice: row.currentPrice.toString(),
    totalValue: row.totalValue.toString(),
    unrealizedGain: row.unrealizedGain.toString(),
  }));

describe('valuation: holdings', () => {
  it.each([
    {
      name: 'buy then partial sell: weighted-average cost survives the sale',
      entries: [
        entry('buy', 'pound_full', '2', '27000', '2026-01-01'),
        entry('buy', 'pound_full', '1', '30000', '2026-02-01'),
        entry('sell', 'pound_full', '1', '31000', '2026-03-01'),
      ],
      quoted: market,
      holding: {
        code: 'pound_full',
        quantity: '2',
        averageCost: '28000',
        costBasis: '56000',
        currentPrice: '28000',
        totalValue: '56000',
        unrealizedGain: '0',
      },
    },
    {
      name: 'a price change moves value and gain, not cost',
      entries: [entry('buy', 'gram_21k', '10.5', '3400', '2026-01-01')],
      quoted: snapshot(['4000', '4050'], ['3600', '3640'], ['3000', '3030']),
      holding: { costBasis: '35700', totalValue: '37800', unrealizedGain: '2100' },
    },
    {
      name: 'fractional grams are exact',
      entries: [
        entry('buy', 'gram_24k', '0.1', '4000', '2026-01-01'),
        entry('buy', 'gram_24k', '0.2', '4100', '2026-01-02'),
        entry('sell', 'gram_24k', '0.15', '4200', '2026-01-03'),
      ],
      quoted: market,
      // cost 400 + 820 = 1220 for 0.3 g; half sold → 610 remains.
      holding: { quantity: '0.15', costBasis: '610', totalValue: '600' },
    },
    {
      name: 'currencies: dollars bought at 47 valued at 48.5',
      entries: [entry('buy', 'usd', '1000', '47', '2026-01-01')],
      quoted: market,
      holding: { totalValue: '48500', unrealizedGain: '1500' },
    },
  ])('$name', ({ entries, quoted, holding }) => {
    expect(holdingsOf(entries, quoted)).toMatchObject([holding]);
  });

  it('an asset sold to zero is not a holding any more; rows follow the catalogue order', () => {
    const rows = holdingsOf([
      entry('buy', 'usd', '100', '47', '2026-01-01'),
      entry('buy', 'gram_21k', '1', '3400', '2026-01-01'),
      entry('buy', 'pound_half', '1', '14000', '2026-01-01'),
      entry('sell', 'gram_21k', '1', '3500', '2026-01-02'),
    ]);
    expect(rows.map((r) => r.code)).toEqual(['pound_half', 'usd']);
  });
});

describe('valuation properties', () => {
  const codes = ['pound_full', 'pound_half', 'gram_24k', 'gram_21k', 'gram_14k', 'ingot_2_5g', 'usd', 'eur'];
  const historyArb = fc.array(
    fc.record({
      code: fc.constantFrom(...codes),
      quantity: fc.integer({ min: 1, max: 10_000 }).map((n) => new Big(n).div(1000)),
      price: fc.integer({ min: 1, max: 5_000_000 }).map((n) => new Big(n).div(100)),
      day: fc.integer({ min: 0, max: 400 }),
      sellShare: fc.integer({ min: 0, max: 100 }),
    }),
    { maxLength: 40 },
  );

  it('holdings equal the replay of the ledger, and their values add up to the portfolio value', () => {
    fc.assert(
      fc.property(historyArb, (rows) => {
        // Build a valid history: every buy may be followed a day later by a partial sell of it.
        const entries: LedgerEntry[] = [];
        rows.forEach((r, i) => {
          const at = Date.UTC(2025, 0, 1 + r.day, 12);
          entries.push({
            uuid: `b${i}`,
            assetId: testAsset(r.code).id,
            type: 'buy',
            quantity: r.quantity,
            price: r.price,
            at,
          });
          const sold = r.quantity.times(r.sellShare).div(100);
          if (sold.gt(0))
            entries.push({
              uuid: `s${i}`,
              assetId: testAsset(r.code).id,
              type: 'sell',
              quantity: sold,
              price: r.price,
              at: at + 86_400_000,
            });
        });
        const sorted = sortEntries(entries);
        const positions = replayPositions(sorted);
        const prices = resolvePrices(market);
        const holdings = valueHoldings(positions, testCatalogue, prices);
        const replayed = balances(sorted);
        for (const [assetId, balance] of replayed) {
          const row = holdings.find((h) => h.asset.id === assetId);
          expect(row ? row.quantity.toString() : '0').toBe(balance.toString());
        }
        const sum = holdings.reduce((s, h) => s.plus(h.totalValue), new Big(0));
        expect(sum.toString()).toBe(valueExposure(exposureOf(positions, testCatalogue), prices).toString());
        for (const h of holdings) {
          expect(h.costBasis.gte(0)).toBe(true);
          expect(h.unrealizedGain.toString()).toBe(h.totalValue.minus(h.costBasis).toString());
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('valuation: silver', () => {
  const silverAsset = (code: string) => zakatCatalogue.list.find((a) => a.code === code)!;

  it('valuation: silver is valued at its fineness’s dealer price per gram, a bar at its weight', () => {
    const prices = resolvePrices(steadyWithSilver);
    expect(unitPrice(silverAsset('silver_999_gram'), prices).toString()).toBe('100');
    expect(unitPrice(silverAsset('silver_bar_100g'), prices).toString()).toBe('10000');
    expect(unitPrice(testAsset('gram_21k'), prices).toString()).toBe('3500');
  });

  it('valuation: a snapshot without silver prices values silver 0, as a currency without a rate', () => {
    const prices = resolvePrices(market);
    expect(unitPrice(silverAsset('silver_bar_100g'), prices).toString()).toBe('0');
  });

  it('valuation: silver held counts in the exposure by fineness, and is valued with the gold', () => {
    const exposure = emptyExposure();
    addToExposure(exposure, silverAsset('silver_bar_100g'), new Big(3));
    addToExposure(exposure, silverAsset('silver_999_gram'), new Big(50));
    addToExposure(exposure, testAsset('gram_21k'), new Big(2));
    expect(exposure.silver[999].toString()).toBe('350');
    expect(exposure.grams[21].toString()).toBe('2');
    expect(exposure.units.size).toBe(0);
    // 350 g × 100 + 2 g × 3,500
    expect(valueExposure(exposure, resolvePrices(steadyWithSilver)).toString()).toBe('42000');
  });
});

describe('valuation: what a ledger holds', () => {
  it('an asset the catalogue no longer lists is left out of the exposure, never a failure', () => {
    const entries = [entry('buy', 'gram_21k', '2', '3500', '2026-03-01')];
    const positions = replayPositions(sortEntries(entries));
    positions.set(999, { ...positions.get(testAsset('gram_21k').id)!, assetId: 999 });
    const exposure = exposureOf(positions, testCatalogue);
    expect(exposure.grams[21].toString()).toBe('2');
    expect(valueExposure(exposure, resolvePrices(market)).toString()).toBe('7000');
  });

  it('what was sold away entirely adds nothing', () => {
    const entries = [
      entry('buy', 'gram_21k', '2', '3500', '2026-03-01'),
      entry('sell', 'gram_21k', '2', '3600', '2026-03-02'),
      entry('buy', 'usd', '10', '48', '2026-03-03'),
    ];
    const exposure = exposureOf(replayPositions(sortEntries(entries)), testCatalogue);
    expect([exposure.grams[21].toString(), exposure.units.get('USD')?.toString()]).toEqual(['0', '10']);
  });
});
