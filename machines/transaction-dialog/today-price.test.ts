import { describe, expect, it } from 'vitest';
import {
  availableAssetsFixture,
  marketFixture,
  marketWithout21kFixture,
} from '@tests/fixtures/machines/transaction-dialog';
import { todayPriceOf } from './today-price';
import type { AvailableAsset } from './types';

const pound = availableAssetsFixture.gold_pounds.find((a) => a.code === 'pound_full')!;
const ingot = availableAssetsFixture.gold_ingots[0]!;
const usd: AvailableAsset = { id: 40, code: 'usd', name: 'US Dollar', weight: null, karat: null, order: 1 };

describe("today's price of an item (product §10)", () => {
  it('is what a dealer sells at for a buy, and what a dealer pays for a sell', () => {
    expect(todayPriceOf(marketFixture, pound, 'buy')).toBe('32800');
    expect(todayPriceOf(marketFixture, pound, 'sell')).toBe('32000');
    expect(todayPriceOf(marketFixture, ingot, 'buy')).toBe('4680');
  });

  it('is a silver gram or bar at its fineness’s price per gram, and nothing when the market quotes no silver', () => {
    const market = {
      ...marketFixture,
      silver_prices: {
        silver_999_buy: 99.92,
        silver_999_sell: 102.96,
        silver_925_buy: 92.42,
        silver_925_sell: 95.24,
        silver_ounce_price: 60.62,
      },
    };
    const [gram999, gram925, bar] = ['silver_999_gram', 'silver_925_gram', 'silver_bar_100g'].map((code) =>
      availableAssetsFixture.silver.find((a) => a.code === code)!,
    );
    expect(todayPriceOf(market, gram999!, 'buy')).toBe('102.96');
    expect(todayPriceOf(market, gram925!, 'sell')).toBe('92.42');
    expect(todayPriceOf(market, bar!, 'buy')).toBe('10296');
    expect(todayPriceOf(marketFixture, bar!, 'buy')).toBeNull();
  });

  it('is the official rate for a currency, and nothing when the market does not quote the item', () => {
    expect(todayPriceOf(marketFixture, usd, 'buy')).toBe('48.5');
    expect(todayPriceOf(marketFixture, { ...usd, code: 'eur' }, 'buy')).toBeNull();
    expect(todayPriceOf(marketWithout21kFixture, pound, 'buy')).toBeNull();
  });

  it("is written to the piastre, never with a float's tail", () => {
    const ounce = { ...ingot, weight: 31.1 };
    const market = { ...marketFixture, gold_prices: { ...marketFixture.gold_prices, gold_24_sell: 4100 } };
    expect(todayPriceOf(market, ounce, 'buy')).toBe('127510');
  });

  it('is rounded half up to the piastre from the exact product, as the server values it', () => {
    // 4000.11 × 2.5 = 10000.275 exactly; in binary floating point it is 10000.274999…, which read 10000.27.
    const ingot = { ...availableAssetsFixture.gold_ingots[0]!, code: 'ingot_2_5g' as const, weight: 2.5 };
    const market = { ...marketFixture, gold_prices: { ...marketFixture.gold_prices, gold_24_sell: 4000.11 } };
    expect(todayPriceOf(market, ingot, 'buy')).toBe('10000.28');
  });

  it('is a pound at its 8 g of 21k, to the piastre', () => {
    const market = { ...marketFixture, gold_prices: { ...marketFixture.gold_prices, gold_21_buy: 4123.45 } };
    expect(todayPriceOf(market, pound, 'sell')).toBe('32987.6');
  });

  it('keeps a currency rate as quoted, to its 4 decimals', () => {
    const market = {
      ...marketFixture,
      currency_rates: [{ name: 'US Dollar', code: 'USD' as const, value: 50.8763 }],
    };
    expect(todayPriceOf(market, usd, 'buy')).toBe('50.8763');
  });
});
