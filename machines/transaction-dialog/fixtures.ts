import type { MarketData } from '@contract/market';
import type { AvailableAssetsResponse, Transaction } from '@contract/portfolio';

/** The catalogue as the server answers it, with an empty currencies group and the grams given out of order. */
export const availableAssetsFixture: AvailableAssetsResponse = {
  gold_pounds: [
    { id: 3, code: 'pound_quarter', name: 'Quarter Gold Pound', weight: 2, karat: 21, order: 3 },
    { id: 1, code: 'pound_full', name: 'Gold Pound', weight: 8, karat: 21, order: 1 },
    { id: 2, code: 'pound_half', name: 'Half Gold Pound', weight: 4, karat: 21, order: 2 },
  ],
  grams: [
    { id: 12, code: 'gram_21k', name: '21K Gram', weight: 1, karat: 21, order: 2 },
    { id: 11, code: 'gram_24k', name: '24K Gram', weight: 1, karat: 24, order: 1 },
  ],
  gold_ingots: [{ id: 21, code: 'ingot_1g', name: '1 g Ingot', weight: 1, karat: 24, order: 1 }],
  jewellery: [],
  currencies: [],
};

export const transactionFixture: Transaction = {
  uuid: '6f1c1f2e-8a4b-4c7d-9a3e-2b5d8c9e0f11',
  transaction_type: 'buy',
  asset: 1,
  asset_code: 'pound_full',
  asset_type: 'pounds',
  asset_name: 'Gold Pound',
  quantity: 2,
  price: 27000,
  timestamp: '2026-03-10T12:00:00Z',
};

/** The market as GET /api/prices/market/ answers it: 21k at 4,000 (a dealer pays) / 4,100 (a dealer sells) a gram. */
export const marketFixture: MarketData = {
  last_updated: '2026-11-22T10:00:00Z',
  gold_prices: {
    gold_24_buy: 4570,
    gold_24_sell: 4680,
    gold_21_buy: 4000,
    gold_21_sell: 4100,
    gold_18_buy: 3430,
    gold_18_sell: 3510,
    gold_pound_buy: 32000,
    gold_ounce_price: 2650,
  },
  currency_rates: [{ name: 'US Dollar', code: 'USD', value: 48.5 }],
};

/** A market that quotes no 21k selling price today. */
export const marketWithout21kFixture: MarketData = {
  ...marketFixture,
  gold_prices: { ...marketFixture.gold_prices, gold_21_sell: 0 },
};
