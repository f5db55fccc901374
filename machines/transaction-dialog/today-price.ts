import Big from 'big.js';
import type { MarketData } from '@contract/market';
import { numberValue } from './form';
import type { AvailableAsset, TransactionType } from './types';

type Karat = 24 | 21 | 18 | 14;

/** EGP per gram of a karat on the side the person trades with: a dealer sells to a buyer and buys from a seller. */
function perGram(market: MarketData, karat: Karat, type: TransactionType): number | undefined {
  const prices = market.gold_prices;
  const side = type === 'buy' ? 'sell' : 'buy';
  const key = `gold_${karat}_${side}` as const;
  return prices[key];
}

/**
 * Today's market price of one unit of an asset for the dialog's "today's price" action (product §10): what a dealer
 * sells it at for a buy, what a dealer pays for a sell; a currency at its official rate. A canonical decimal string
 * (what the price field then holds), or null when the market does not quote it.
 */
export function todayPriceOf(
  market: MarketData,
  asset: AvailableAsset,
  type: TransactionType,
): string | null {
  let price: Big | undefined;
  if (asset.fineness != null && asset.weight !== null) {
    // Silver per gram of its fineness, the same sides and rounding as gold; absent when the market quotes no silver.
    const side = type === 'buy' ? 'sell' : 'buy';
    const gram = market.silver_prices?.[`silver_${asset.fineness}_${side}`];
    price = gram === undefined ? undefined : new Big(gram).times(asset.weight).round(2, Big.roundHalfUp);
  } else if (asset.karat === null || asset.weight === null) {
    // The rate exactly as quoted (up to 4 decimals by the contract, within the field's 6): cut to the piastre, a
    // large buy would open with a gain or loss that no market move made.
    const quoted = market.currency_rates.find((rate) => rate.code === asset.code.toUpperCase())?.value;
    price = quoted === undefined ? undefined : new Big(quoted);
  } else {
    // As the server values holdings: a pound at its weight of 21k, an ingot at its weight of 24k, as exact decimals
    // rounded half up to the piastre (server/portfolio/money.ts); a float would be a piastre off (4000.11 × 2.5).
    const gram = perGram(market, asset.karat, type);
    price = gram === undefined ? undefined : new Big(gram).times(asset.weight).round(2, Big.roundHalfUp);
  }
  return price === undefined || !price.gt(0) ? null : numberValue(price.toFixed());
}
