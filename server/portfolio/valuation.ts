import Big from 'big.js';
import type { Karat, SilverFineness } from '@contract/portfolio';
import type { Catalogue, CatalogueAsset } from './catalogue';
import type { LedgerEntry } from './ledger';
import { minBig, ZERO } from './money';

/**
 * Valuation (architecture §4.2): what the person's holdings would fetch if sold now.
 *
 * - Gold is valued at the price a dealer pays the owner: the lower of each karat's buy/sell pair.
 * - A gram of karat K at K's price per gram; a gold pound at its weight (8, 4 or 2 g) of 21k; an ingot at its
 *   weight of 24k.
 * - 14k: the snapshot's own 14k pair when quoted; otherwise 24k × 0.585, the fineness stamped on 14k gold
 *   (585 parts per thousand). We chose the hallmark ratio over "no price" so a 14k holding is never shown as
 *   worthless just because a source does not quote 14k.
 * - Silver the same way: a gram of 999 or 925 at that fineness's dealer price per gram; a bar at its weight. A
 *   snapshot without silver prices values silver 0, as a currency without a rate.
 * - Currencies at the official EGP rate of the snapshot; a currency without a rate is valued 0.
 * - No snapshot at all: every price is 0 (the API answers zeros, never an error).
 *
 * Cost: weighted-average cost. A buy adds quantity × price to the cost; a sell removes its share at the
 * average cost before it, so the average of what is still held does not move when selling.
 */

export interface Quote {
  buy: string;
  sell: string;
}

/** The part of a price snapshot (server/prices/price-store.ts MarketSnapshot) that valuation reads. */
export interface PriceSnapshotLike {
  gold: { k24: Quote; k21: Quote; k18: Quote; k14: Quote | null };
  silver?: { g999: Quote; g925: Quote } | null;
  rates: Readonly<Partial<Record<string, string>>>;
}

export interface ResolvedPrices {
  /** EGP per gram a dealer pays, by karat. */
  gram: Readonly<Record<Karat, Big>>;
  /** EGP per gram of silver a dealer pays, by fineness. */
  silverGram: Readonly<Record<SilverFineness, Big>>;
  /** EGP per unit of each currency. */
  rates: ReadonlyMap<string, Big>;
}

export const FINENESS_14K = new Big('0.585');

export const NO_PRICES: ResolvedPrices = {
  gram: { 24: ZERO, 21: ZERO, 18: ZERO, 14: ZERO },
  silverGram: { 999: ZERO, 925: ZERO },
  rates: new Map(),
};

function dealerPrice(quote: Quote): Big {
  return minBig(new Big(quote.buy), new Big(quote.sell));
}

// Snapshots from the price store are frozen and shared, so each is parsed into decimals once per process.
const resolved = new WeakMap<PriceSnapshotLike, ResolvedPrices>();

export function resolvePrices(snapshot: PriceSnapshotLike | null): ResolvedPrices {
  if (!snapshot) return NO_PRICES;
  let prices = resolved.get(snapshot);
  // Stryker disable next-line ConditionalExpression,BlockStatement: a cache; parsing again gives the same prices
  if (!prices) {
    prices = parsePrices(snapshot);
    // Stryker disable next-line CallExpression: a cache; parsing again gives the same prices
    resolved.set(snapshot, prices);
  }
  return prices;
}

function parsePrices(snapshot: PriceSnapshotLike): ResolvedPrices {
  const k24 = dealerPrice(snapshot.gold.k24);
  const rates = new Map<string, Big>();
  for (const [code, value] of Object.entries(snapshot.rates)) {
    // Stryker disable next-line ConditionalExpression: new Big(undefined) throws, and the catch below skips it alike
    if (value === undefined) continue;
    try {
      rates.set(code.toUpperCase(), new Big(value));
    } catch {
      // A malformed rate is treated as missing: that currency is valued 0 rather than failing the request.
    }
  }
  return {
    gram: {
      24: k24,
      21: dealerPrice(snapshot.gold.k21),
      18: dealerPrice(snapshot.gold.k18),
      14: snapshot.gold.k14 ? dealerPrice(snapshot.gold.k14) : k24.times(FINENESS_14K),
    },
    silverGram: snapshot.silver
      ? { 999: dealerPrice(snapshot.silver.g999), 925: dealerPrice(snapshot.silver.g925) }
      : NO_PRICES.silverGram,
    rates,
  };
}

/** EGP a dealer pays for one unit of the asset; 0 when it is not priced. */
export function unitPrice(asset: CatalogueAsset, prices: ResolvedPrices): Big {
  // The catalogue's CHECK (migration 0711) gives every gold and silver asset its weight, and every other a currency.
  if (asset.karat !== null) return asset.weight!.times(prices.gram[asset.karat]);
  if (asset.fineness !== null) return asset.weight!.times(prices.silverGram[asset.fineness]);
  return prices.rates.get(asset.currencyCode!) ?? ZERO;
}

export interface Position {
  assetId: number;
  quantity: Big;
  /** Weighted-average cost of what is still held (EGP). */
  cost: Big;
  /**
   * Gain (EGP) realised by sells (ADR 007: weighted-average cost): each sell adds quantity × (price − the
   * average cost per unit just before it). A loss is negative.
   */
  realized: Big;
  /**
   * Of `cost`, the workmanship and the promised refunds of the units still held, at their average like the cost
   * (a sell takes its share of each), over the units whose buy recorded them.
   */
  workmanship: Big;
  refund: Big;
  /** Units still held (at the average, like the cost) whose buy did not record its workmanship. */
  unrecorded: Big;
}

/** Replays a history sorted by compareEntries into positions per asset (zero positions included). */
export function replayPositions(sortedEntries: readonly LedgerEntry[]): Map<number, Position> {
  const positions = new Map<number, Position>();
  for (const entry of sortedEntries) {
    let position = positions.get(entry.assetId);
    if (!position) {
      position = {
        assetId: entry.assetId,
        quantity: ZERO,
        cost: ZERO,
        realized: ZERO,
        workmanship: ZERO,
        refund: ZERO,
        unrecorded: ZERO,
      };
      positions.set(entry.assetId, position);
    }
    if (entry.type === 'buy') {
      position.quantity = position.quantity.plus(entry.quantity);
      position.cost = position.cost.plus(entry.quantity.times(entry.price));
      if (entry.workmanship == null) position.unrecorded = position.unrecorded.plus(entry.quantity);
      else {
        position.workmanship = position.workmanship.plus(entry.quantity.times(entry.workmanship));
        if (entry.refund != null) position.refund = position.refund.plus(entry.quantity.times(entry.refund));
      }
    } else if (
      // Stryker disable next-line ConditionalExpression: the ledger refuses a sell of what is not held (ledger.ts)
      position.quantity.gt(0)
    ) {
      // The ledger refuses selling more than held, so the sold quantity is within the position here.
      const sold = entry.quantity.lt(position.quantity) ? entry.quantity : position.quantity;
      const averageCost = position.cost.div(position.quantity);
      position.realized = position.realized.plus(sold.times(entry.price.minus(averageCost)));
      const remaining = position.quantity.minus(entry.quantity);
      const share = (total: Big) =>
        remaining.lte(0) ? ZERO : total.times(remaining).div(position!.quantity);
      position.cost = share(position.cost);
      position.workmanship = share(position.workmanship);
      position.refund = share(position.refund);
      position.unrecorded = share(position.unrecorded);
      position.quantity = remaining;
    } else {
      // Only a ledger the check (ledger.ts) has not seen sells what is not held.
      position.quantity = position.quantity.minus(entry.quantity);
    }
  }
  return positions;
}

export interface HoldingValuation {
  asset: CatalogueAsset;
  quantity: Big;
  currentPrice: Big;
  totalValue: Big;
  averageCost: Big;
  costBasis: Big;
  unrealizedGain: Big;
  /** The worth split (workmanshipSplit). */
  worth: WorthSplit;
}

/**
 * What part of the cost was gold and what was workmanship, and what the holding fetches with the promised refunds:
 * - workmanship paid (null when any unit held has none recorded: unknown is never shown as zero);
 * - refundable: the refunds promised on the units held (a buy that recorded none promised none);
 * - gold cost = cost − workmanship; gold gain = value − gold cost (null with the workmanship unknown);
 * - resale value = value + refundable: what the shop pays today with the maker's refund;
 * - break-even price = (cost − refundable) / quantity: the dealer's price per unit at which selling recovers the cost.
 * Currencies have no workmanship: theirs is a known zero.
 */
export interface WorthSplit {
  workmanshipPaid: Big | null;
  refundable: Big;
  goldCost: Big | null;
  goldGain: Big | null;
  resaleValue: Big;
  breakEvenPrice: Big;
  workmanshipKnown: boolean;
}

export function workmanshipSplit(position: Position, asset: CatalogueAsset, totalValue: Big): WorthSplit {
  const known = asset.mainType === 'currencies' || position.unrecorded.lte(0);
  const workmanshipPaid = known ? position.workmanship : null;
  const goldCost = workmanshipPaid && position.cost.minus(workmanshipPaid);
  return {
    workmanshipPaid,
    refundable: position.refund,
    goldCost,
    goldGain: goldCost && totalValue.minus(goldCost),
    resaleValue: totalValue.plus(position.refund),
    breakEvenPrice: position.cost.minus(position.refund).div(position.quantity),
    workmanshipKnown: known,
  };
}

/** Every asset with a positive balance, valued now, in catalogue order. */
export function valueHoldings(
  positions: ReadonlyMap<number, Position>,
  catalogue: Catalogue,
  prices: ResolvedPrices,
): HoldingValuation[] {
  const rows: HoldingValuation[] = [];
  for (const asset of catalogue.list) {
    const position = positions.get(asset.id);
    if (!position || position.quantity.lte(0)) continue;
    const currentPrice = unitPrice(asset, prices);
    const totalValue = position.quantity.times(currentPrice);
    rows.push({
      asset,
      quantity: position.quantity,
      currentPrice,
      totalValue,
      averageCost: position.cost.div(position.quantity),
      costBasis: position.cost,
      unrealizedGain: totalValue.minus(position.cost),
      worth: workmanshipSplit(position, asset, totalValue),
    });
  }
  return rows;
}

/**
 * What a portfolio is exposed to: grams of gold by karat and units of each currency. The value of a portfolio at
 * any prices is Σ grams × gram price + Σ units × rate, which lets the chart value a day with a handful of
 * multiplications whatever the number of transactions.
 */
export interface Exposure {
  grams: Record<Karat, Big>;
  /** Grams of silver by fineness. */
  silver: Record<SilverFineness, Big>;
  units: Map<string, Big>;
}

export function emptyExposure(): Exposure {
  return {
    grams: { 24: ZERO, 21: ZERO, 18: ZERO, 14: ZERO },
    silver: { 999: ZERO, 925: ZERO },
    units: new Map(),
  };
}

export function addToExposure(exposure: Exposure, asset: CatalogueAsset, signedQuantity: Big): void {
  // As in unitPrice, the catalogue's CHECK gives gold and silver their weight and the rest a currency.
  if (asset.karat !== null) {
    exposure.grams[asset.karat] = exposure.grams[asset.karat].plus(asset.weight!.times(signedQuantity));
  } else if (asset.fineness !== null) {
    exposure.silver[asset.fineness] = exposure.silver[asset.fineness].plus(
      asset.weight!.times(signedQuantity),
    );
  } else {
    const code = asset.currencyCode!;
    exposure.units.set(code, (exposure.units.get(code) ?? ZERO).plus(signedQuantity));
  }
}

const KARATS: readonly Karat[] = [24, 21, 18, 14];
const FINENESSES: readonly SilverFineness[] = [999, 925];

export function valueExposure(exposure: Exposure, prices: ResolvedPrices): Big {
  let total = ZERO;
  for (const karat of KARATS) {
    const grams = exposure.grams[karat];
    total = total.plus(grams.times(prices.gram[karat]));
  }
  for (const fineness of FINENESSES) {
    const grams = exposure.silver[fineness];
    total = total.plus(grams.times(prices.silverGram[fineness]));
  }
  for (const [code, units] of exposure.units) {
    const rate = prices.rates.get(code);
    if (rate && !units.eq(0)) total = total.plus(units.times(rate));
  }
  return total;
}

export function copyExposure(exposure: Exposure): Exposure {
  return { grams: { ...exposure.grams }, silver: { ...exposure.silver }, units: new Map(exposure.units) };
}

export function totalGrams(exposure: Exposure): Big {
  return KARATS.reduce((sum, karat) => sum.plus(exposure.grams[karat]), ZERO);
}

/** The pure gold in it (24 karat equivalent): each karat's grams × karat / 24 (product §10). */
export function pureGoldGrams(exposure: Exposure): Big {
  return KARATS.reduce((sum, karat) => sum.plus(exposure.grams[karat].times(karat).div(24)), ZERO);
}

/** The exposure of positions (a whole history already replayed). */
export function exposureOf(positions: ReadonlyMap<number, Position>, catalogue: Catalogue): Exposure {
  const exposure = emptyExposure();
  for (const position of positions.values()) {
    const asset = catalogue.byId.get(position.assetId);
    if (asset && position.quantity.gt(0)) addToExposure(exposure, asset, position.quantity);
  }
  return exposure;
}
