import type { Holding, Transaction } from '@contract/portfolio';
import { transactionFixture } from '../transaction-dialog/fixtures';

/** Two gold pounds bought at 27,000: the dialog's own fixture, saved. */
export const poundPurchase: Transaction = transactionFixture;

export const dollarSale: Transaction = {
  uuid: '0b8e2f3a-1c4d-4e5f-8a9b-7c6d5e4f3a21',
  transaction_type: 'sell',
  asset: 31,
  asset_code: 'usd',
  asset_type: 'currencies',
  asset_name: 'US Dollar',
  quantity: 150.5,
  price: 48.25,
  timestamp: '2026-09-15T12:00:00Z',
};

export const poundHolding: Holding = {
  uuid: '9d3c2b1a-0f9e-4d8c-b7a6-5f4e3d2c1b0a',
  asset: 1,
  asset_name: 'Gold Pound',
  asset_code: 'pound_full',
  asset_type: 'gold',
  main_type: 'pounds',
  quantity: 2,
  current_price: 48127.12,
  total_value: 96254.24,
  average_cost: 27000,
  cost_basis: 54000,
  unrealized_gain: 42254.24,
  unrealized_gain_pct: 78.25,
  prices_at: '2026-11-22T09:00:00Z',
};

export const dollarHolding: Holding = {
  uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  asset: 31,
  asset_name: 'US Dollar',
  asset_code: 'usd',
  asset_type: 'currency',
  main_type: 'currencies',
  quantity: 349.5,
  current_price: 47.9,
  total_value: 16741.05,
  average_cost: 48.5,
  cost_basis: 16950.75,
  unrealized_gain: -209.7,
  unrealized_gain_pct: -1.24,
  prices_at: '2026-11-22T09:00:00Z',
};

/** The first page of a 45-transaction ledger (two rows are enough for the checks; the count makes three pages). */
export const portfolioFixture = {
  transactions: [dollarSale, poundPurchase],
  count: 45,
  holdings: [poundHolding, dollarHolding],
};
export const emptyPortfolioFixture = { transactions: [], count: 0, holdings: [] };

/** A page of the list after a new order, filter or page. */
export const transactionPageFixture = { transactions: [dollarSale, poundPurchase], count: 45 };
/** Nothing matches the filters. */
export const noMatchFixture = { transactions: [], count: 0 };
