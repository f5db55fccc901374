import type Big from 'big.js';
import type { CatalogueAsset } from './catalogue';
import { balanceKey, signedQuantity, type LedgerEntry } from './ledger';
import { ZERO } from './money';
import {
  addToExposure,
  copyExposure,
  pureGoldGrams,
  resolvePrices,
  totalGrams,
  emptyExposure,
  valueExposure,
  type Exposure,
  type PriceSnapshotLike,
} from './valuation';

/**
 * The dashboard's totals (architecture §4.2, product §2):
 * - total value: the holdings now at the latest snapshot;
 * - latest change: that minus what the same holdings were worth at the start of the day: the units held then at
 *   the previous Cairo day's close, and the units bought since at what they cost (a ring bought this morning has
 *   not gained since yesterday's close; it has gained or lost against its own price); percentage change: of that;
 * - total grams: Σ weight × quantity of gold held;
 * - gold prices: EGP per gram at which gold is valued (the lower of buy/sell).
 * Without a previous close the change is 0; without any snapshot every price is 0.
 */

export interface PortfolioTotals {
  totalValue: Big;
  latestChange: Big;
  /** The value the change is a percentage of. */
  previousValue: Big;
  totalGrams: Big;
  /** The pure gold in `totalGrams` (24 karat equivalent). */
  pureGoldGrams: Big;
  gold24: Big;
  gold21: Big;
  gold18: Big;
}

export interface PortfolioValueInput {
  /** What the person holds now (exposureOf their replayed ledger). */
  exposure: Exposure;
  latest: PriceSnapshotLike | null;
  previousClose: PriceSnapshotLike | null;
  /** The units held now that were bought after the previous close's day, and what they cost (boughtSince). */
  boughtSinceClose?: RecentPurchases;
}

/** Units held now that were bought within the day being compared, as an exposure, and what they cost. */
export interface RecentPurchases {
  exposure: Exposure;
  cost: Big;
}

/**
 * What of today's holdings was bought since the close: per member and asset, the units bought by the entries
 * `isRecent` picks, as far as they are still held (a sell takes what it sells from the older units first only
 * when there are enough of them: what is left of the recent buys is the smaller of their quantity and the
 * balance), at the average price of those buys.
 */
export function boughtSince(
  entries: readonly LedgerEntry[],
  isRecent: (entry: LedgerEntry) => boolean,
  assetOf: (assetId: number) => CatalogueAsset | undefined,
): RecentPurchases {
  const perKey = new Map<string, { assetId: number; balance: Big; bought: Big; paid: Big }>();
  for (const entry of entries) {
    const key = balanceKey(entry);
    let row = perKey.get(key);
    if (!row) perKey.set(key, (row = { assetId: entry.assetId, balance: ZERO, bought: ZERO, paid: ZERO }));
    row.balance = row.balance.plus(signedQuantity(entry));
    if (entry.type === 'buy' && isRecent(entry)) {
      row.bought = row.bought.plus(entry.quantity);
      row.paid = row.paid.plus(entry.quantity.times(entry.price));
    }
  }
  const recent: RecentPurchases = { exposure: emptyExposure(), cost: ZERO };
  for (const row of perKey.values()) {
    const asset = assetOf(row.assetId);
    if (!asset || row.bought.lte(0) || row.balance.lte(0)) continue;
    const held = row.bought.lt(row.balance) ? row.bought : row.balance;
    addToExposure(recent.exposure, asset, held);
    recent.cost = recent.cost.plus(row.paid.times(held).div(row.bought));
  }
  return recent;
}

/** `exposure` less `part` (part ⊆ exposure). */
function withoutPart(exposure: Exposure, part: Exposure): Exposure {
  const rest = copyExposure(exposure);
  for (const karat of [24, 21, 18, 14] as const)
    rest.grams[karat] = rest.grams[karat].minus(part.grams[karat]);
  // Stryker disable next-line LogicalOperator: part ⊆ exposure, so every unit of part is in rest already
  for (const [code, units] of part.units) rest.units.set(code, (rest.units.get(code) ?? ZERO).minus(units));
  return rest;
}

export function portfolioTotals({
  exposure,
  latest,
  previousClose,
  boughtSinceClose,
}: PortfolioValueInput): PortfolioTotals {
  const prices = resolvePrices(latest);
  const totalValue = valueExposure(exposure, prices);
  const recent = boughtSinceClose ?? { exposure: emptyExposure(), cost: ZERO };
  const heldBefore = withoutPart(exposure, recent.exposure);
  // Without a close, what was held before has no earlier price to compare with: it counts as unchanged.
  const heldBeforeThen = valueExposure(heldBefore, previousClose ? resolvePrices(previousClose) : prices);
  const previousValue = heldBeforeThen.plus(recent.cost);
  return {
    totalValue,
    latestChange: totalValue.minus(previousValue),
    previousValue,
    totalGrams: totalGrams(exposure),
    pureGoldGrams: pureGoldGrams(exposure),
    gold24: prices.gram[24],
    gold21: prices.gram[21],
    gold18: prices.gram[18],
  };
}
