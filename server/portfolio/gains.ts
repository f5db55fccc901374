import type Big from 'big.js';
import { ZERO } from './money';
import type { Position } from './valuation';

/**
 * The dashboard's gain or loss beside the total value (product §10; ADR 007: weighted-average cost):
 * - cost basis: what the holdings still held cost, at their average cost;
 * - unrealised: their value now minus that cost;
 * - realised: what sells gained over the average cost of what they sold (a loss is negative);
 * - total: both together.
 */
export interface PortfolioGains {
  costBasis: Big;
  unrealizedGain: Big;
  realizedGain: Big;
  totalGain: Big;
}

export function portfolioGains(positions: ReadonlyMap<number, Position>, totalValue: Big): PortfolioGains {
  let costBasis = ZERO;
  let realizedGain = ZERO;
  for (const position of positions.values()) {
    // A position sold to nothing costs exactly zero (valuation.ts), so every position adds its cost.
    costBasis = costBasis.plus(position.cost);
    realizedGain = realizedGain.plus(position.realized);
  }
  const unrealizedGain = totalValue.minus(costBasis);
  return { costBasis, unrealizedGain, realizedGain, totalGain: unrealizedGain.plus(realizedGain) };
}
