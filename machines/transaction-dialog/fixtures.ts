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
