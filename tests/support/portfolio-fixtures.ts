import type { PortfolioValue } from '@contract/portfolio';

/** GET /api/portfolios/value/ for a user with no transactions: every figure zero, no prices yet named. */
export const ZERO_PORTFOLIO_VALUE: PortfolioValue = {
  total_value: 0,
  latest_change: 0,
  percentage_change: 0,
  total_grams: 0,
  pure_gold_grams: 0,
  gold_24k_price: 0,
  gold_21k_price: 0,
  gold_18k_price: 0,
  prices_at: null,
  previous_close_day: null,
  cost_basis: 0,
  unrealized_gain: 0,
  unrealized_gain_pct: 0,
  realized_gain: 0,
  total_gain: 0,
  workmanship_paid: 0,
  refundable: 0,
  gold_cost: 0,
  gold_gain: 0,
  resale_value: 0,
  workmanship_known: true,
  in_units: { gold_21_grams: null, gold_pounds: null, usd: null },
};
