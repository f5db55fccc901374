import type Big from 'big.js';
import type { Catalogue } from './catalogue';
import { ZERO } from './money';
import { unitPrice, type HoldingValuation, type ResolvedPrices, type WorthSplit } from './valuation';

/**
 * The dashboard's worth split: the holdings' workmanship, refunds and gold cost summed (valuation.ts
 * workmanshipSplit), and the total value counted in gold and dollars. The sums are taken against the value answer's
 * own total value and cost basis, so its figures agree with each other to the cent.
 */

export interface PortfolioWorth extends Omit<WorthSplit, 'breakEvenPrice'> {
  /** total value ÷ the dealer's price of one unit; null without that price. */
  inUnits: { gold21Grams: Big | null; goldPounds: Big | null; usd: Big | null };
}

const per = (value: Big, price: Big | undefined): Big | null =>
  price === undefined || price.lte(0) ? null : value.div(price);

export function portfolioWorth(
  holdings: readonly HoldingValuation[],
  totalValue: Big,
  costBasis: Big,
  prices: ResolvedPrices,
  catalogue: Catalogue,
): PortfolioWorth {
  let workmanship: Big | null = ZERO;
  let refundable = ZERO;
  for (const row of holdings) {
    refundable = refundable.plus(row.worth.refundable);
    workmanship =
      workmanship && row.worth.workmanshipPaid ? workmanship.plus(row.worth.workmanshipPaid) : null;
  }
  const goldCost = workmanship && costBasis.minus(workmanship);
  const pound = catalogue.list.find((asset) => asset.code === 'pound_full');
  return {
    workmanshipPaid: workmanship,
    refundable,
    goldCost,
    goldGain: goldCost && totalValue.minus(goldCost),
    resaleValue: totalValue.plus(refundable),
    workmanshipKnown: workmanship !== null,
    inUnits: {
      gold21Grams: per(totalValue, prices.gram[21]),
      goldPounds: per(totalValue, pound && unitPrice(pound, prices)),
      usd: per(totalValue, prices.rates.get('USD')),
    },
  };
}
