import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortEntries, type LedgerEntry } from './ledger';
import { portfolioWorth } from './portfolio-worth';
import { snapshot, testAsset, testCatalogue } from '@tests/fixtures/server/portfolio/catalogue';
import { ledgerEntry } from '@tests/fixtures/server/portfolio/entries';
import { replayPositions, resolvePrices, valueHoldings } from './valuation';

// Dealers pay 3600 a gram of 21k (a pound: 8 × 3600 = 28800), 4100 of 24k, 51 a dollar.
const prices = resolvePrices(snapshot(['4100', '4140'], ['3600', '3640'], ['3100', '3130'], { USD: '51' }));

let day = 0;
const at = () => Date.UTC(2026, 0, ++day, 12);
function goldBuy(code: string, quantity: string, price: string, workmanship?: string, refund?: string) {
  return {
    ...ledgerEntry('buy', testAsset(code).id, quantity, price, at()),
    workmanship: workmanship === undefined ? null : new Big(workmanship),
    refund: refund === undefined ? null : new Big(refund),
  };
}
const goldSell = (code: string, quantity: string, price: string) =>
  ledgerEntry('sell', testAsset(code).id, quantity, price, at());

const holdingsOf = (entries: LedgerEntry[]) =>
  valueHoldings(replayPositions(sortEntries(entries)), testCatalogue, prices);
const text = (value: Big | null) => value?.toString() ?? null;

describe('the worth split, by scenario', () => {
  it('worth: a ring with workmanship shows a gold gain and a workmanship loss that add up to the unrealised gain', () => {
    // 10 g of 21k at 3500 a gram, 300 of it workmanship: the gold cost 32000 and is worth 36000 now.
    const [ring] = holdingsOf([goldBuy('gram_21k', '10', '3500', '300')]);
    expect(text(ring!.unrealizedGain)).toBe('1000');
    expect(text(ring!.worth.workmanshipPaid)).toBe('3000');
    expect(text(ring!.worth.goldCost)).toBe('32000');
    expect(text(ring!.worth.goldGain)).toBe('4000');
    expect(ring!.worth.goldGain!.minus(ring!.worth.workmanshipPaid!).eq(ring!.unrealizedGain)).toBe(true);
  });

  it('worth: a pound with a refund breaks even below its purchase price', () => {
    const [pound] = holdingsOf([goldBuy('pound_full', '1', '30000', '1000', '600')]);
    expect(text(pound!.worth.breakEvenPrice)).toBe('29400');
    expect(text(pound!.worth.resaleValue)).toBe('29400'); // 28800 + the 600 refund
    expect(pound!.worth.breakEvenPrice.lt(pound!.averageCost)).toBe(true);
  });

  it('worth: partial sales keep the average-cost figures consistent', () => {
    const [row] = holdingsOf([
      goldBuy('gram_21k', '4', '3500', '200', '50'),
      goldBuy('gram_21k', '4', '3700', '400', '150'),
      goldSell('gram_21k', '6', '3600'),
    ]);
    // 8 g at an average of 3600 (300 workmanship, 100 refund each); 2 g left carry 2 × each.
    expect(text(row!.costBasis)).toBe('7200');
    expect(text(row!.worth.workmanshipPaid)).toBe('600');
    expect(text(row!.worth.refundable)).toBe('200');
    expect(text(row!.worth.breakEvenPrice)).toBe('3500');
  });

  it('worth: old rows without workmanship stay unknown, never zero; selling all of them makes the rest known', () => {
    const old = goldBuy('gram_21k', '1', '3400');
    const [mixed] = holdingsOf([old, goldBuy('gram_21k', '1', '3800', '300')]);
    expect(mixed!.worth.workmanshipKnown).toBe(false);
    expect(mixed!.worth.workmanshipPaid).toBeNull();
    expect(mixed!.worth.goldGain).toBeNull();
    const [onlyOld] = holdingsOf([old]);
    expect(onlyOld!.worth.workmanshipPaid).toBeNull();
    const [soldOut] = holdingsOf([
      old,
      goldSell('gram_21k', '1', '3600'),
      goldBuy('gram_21k', '1', '3800', '0'),
    ]);
    expect(soldOut!.worth.workmanshipKnown).toBe(true);
    expect(text(soldOut!.worth.workmanshipPaid)).toBe('0');
  });

  it('worth: a currency has no workmanship, a known zero', () => {
    const [usd] = holdingsOf([ledgerEntry('buy', testAsset('usd').id, '100', '50', at())]);
    expect(usd!.worth.workmanshipKnown).toBe(true);
    expect(text(usd!.worth.workmanshipPaid)).toBe('0');
  });

  it('worth: wealth in 21k grams, pounds and dollars; null without a price', () => {
    const holdings = holdingsOf([goldBuy('pound_full', '2', '30000', '1000')]);
    const worth = portfolioWorth(holdings, new Big('57600'), new Big('60000'), prices, testCatalogue);
    expect(text(worth.inUnits.gold21Grams)).toBe('16');
    expect(text(worth.inUnits.goldPounds)).toBe('2');
    expect(worth.inUnits.usd!.round(2).toString()).toBe('1129.41');
    expect(text(worth.goldGain)).toBe('-400'); // 57600 − (60000 − 2000)
    const none = portfolioWorth(holdings, new Big(0), new Big('60000'), resolvePrices(null), testCatalogue);
    expect(none.inUnits).toEqual({ gold21Grams: null, goldPounds: null, usd: null });
  });
});

const codes = ['gram_21k', 'pound_full', 'gram_24k'] as const;
const amount = (min: number, max: number) => fc.integer({ min, max }).map((n) => new Big(n).div(100));

/** Random ledgers of gold buys with workmanship and refund within their price, and sells of what is held. */
const ledgers = fc
  .array(
    fc.record({
      code: fc.constantFrom(...codes),
      sell: fc.boolean(),
      quantity: amount(1, 1000),
      price: amount(100_000, 3_000_000),
      workmanshipShare: fc.integer({ min: 0, max: 100 }),
      refundShare: fc.integer({ min: 0, max: 100 }),
      recorded: fc.boolean(),
    }),
    { minLength: 1, maxLength: 25 },
  )
  .map((steps) => {
    const held = new Map<string, Big>();
    const entries: LedgerEntry[] = [];
    for (const s of steps) {
      const balance = held.get(s.code) ?? new Big(0);
      if (s.sell && balance.gt(0)) {
        const quantity = s.quantity.gt(balance) ? balance : s.quantity;
        entries.push(goldSell(s.code, quantity.toString(), s.price.toString()));
        held.set(s.code, balance.minus(quantity));
        continue;
      }
      const workmanship = s.price.times(s.workmanshipShare).div(100).round(2, Big.roundDown);
      const refund = workmanship.times(s.refundShare).div(100).round(2, Big.roundDown);
      entries.push(
        s.recorded
          ? goldBuy(
              s.code,
              s.quantity.toString(),
              s.price.toString(),
              workmanship.toString(),
              refund.toString(),
            )
          : goldBuy(s.code, s.quantity.toString(), s.price.toString()),
      );
      held.set(s.code, balance.plus(s.quantity));
    }
    return entries;
  });

// Division rounds at big.js's 20 decimals: identities hold to far below a piastre.
const close = (a: Big, b: Big) => a.minus(b).abs().lt('1e-9');

describe('the worth split over random ledgers', () => {
  it('gold gain − workmanship = unrealised gain; resale ≥ value; break-even × quantity + refundable = cost', () => {
    fc.assert(
      fc.property(ledgers, (entries) => {
        for (const row of holdingsOf(entries)) {
          const { worth } = row;
          if (worth.workmanshipKnown)
            expect(close(worth.goldGain!.minus(worth.workmanshipPaid!), row.unrealizedGain)).toBe(true);
          else expect(worth.workmanshipPaid).toBeNull();
          expect(worth.resaleValue.gte(row.totalValue)).toBe(true);
          expect(close(worth.breakEvenPrice.times(row.quantity).plus(worth.refundable), row.costBasis)).toBe(
            true,
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});
