import type Big from 'big.js';
import type { Holding, PortfolioValue, Transaction } from '@contract/portfolio';
import type { PortfolioGains } from './gains';
import { createHash } from 'node:crypto';
import type { Catalogue } from './catalogue';
import type { LedgerEntry } from './ledger';
import { percentOf, roundMoney, roundQuantity } from './money';
import type { PortfolioTotals } from './portfolio-value';
import type { PortfolioWorth } from './portfolio-worth';
import type { HoldingValuation, WorthSplit } from './valuation';

/**
 * Domain values → the contract's JSON. Computed amounts are rounded here and only here (EGP 2 decimals,
 * quantities 4); a transaction's own quantity and price are echoed exactly as stored (up to 6 decimals) so the
 * edit dialog shows what the person typed.
 */

export function presentTransaction(entry: LedgerEntry, catalogue: Catalogue): Transaction {
  const asset = catalogue.byId.get(entry.assetId)!;
  return {
    uuid: entry.uuid,
    transaction_type: entry.type,
    asset: asset.id,
    asset_code: asset.code,
    asset_type: asset.mainType,
    asset_name: asset.nameEn,
    quantity: Number(entry.quantity.toFixed()),
    price: Number(entry.price.toFixed()),
    timestamp: new Date(entry.at).toISOString(),
    workmanship_per_unit: entry.workmanship != null ? Number(entry.workmanship.toFixed()) : null,
    refund_per_unit: entry.refund != null ? Number(entry.refund.toFixed()) : null,
    ...(entry.member !== undefined ? { member: entry.member } : {}),
  };
}

// A fixed namespace for holding ids: a holding is "this asset in my portfolio", so its uuid is derived from the
// asset and stays the same across requests (RFC 4122 version 5 layout).
const HOLDING_NAMESPACE = 'dahabi:holding:';
const holdingIds = new Map<string, string>();

export function holdingUuid(assetCode: string): string {
  let id = holdingIds.get(assetCode);
  if (!id) {
    const hex = createHash('sha1')
      .update(HOLDING_NAMESPACE + assetCode)
      .digest('hex');
    const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
    id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
    holdingIds.set(assetCode, id);
  }
  return id;
}

/** `pricesAt`: when the snapshot that priced the row was taken (product §10: every value says its prices' time). */
export function presentHolding(row: HoldingValuation, pricesAt: Date | null): Holding {
  return {
    uuid: holdingUuid(row.asset.code),
    asset: row.asset.id,
    asset_name: row.asset.nameEn,
    asset_code: row.asset.code,
    asset_type:
      row.asset.mainType === 'currencies' ? 'currency' : row.asset.mainType === 'silver' ? 'silver' : 'gold',
    main_type: row.asset.mainType,
    // Exact, as each transaction's: a sum of quantities of at most 6 decimals, so the held amount a person reads here
    // is the one the sell dialog says they hold and can sell to the last digit.
    quantity: Number(row.quantity.toFixed()),
    current_price: roundMoney(row.currentPrice),
    total_value: roundMoney(row.totalValue),
    average_cost: roundMoney(row.averageCost),
    cost_basis: roundMoney(row.costBasis),
    unrealized_gain: roundMoney(row.unrealizedGain),
    unrealized_gain_pct: percentOf(row.unrealizedGain, row.costBasis),
    prices_at: pricesAt?.toISOString() ?? null,
    ...presentWorth(row.worth),
    break_even_price: roundMoney(row.worth.breakEvenPrice),
  };
}

const moneyOrNull = (value: Big | null) => (value === null ? null : roundMoney(value));

function presentWorth(worth: Omit<WorthSplit, 'breakEvenPrice'>) {
  return {
    workmanship_paid: moneyOrNull(worth.workmanshipPaid),
    refundable: roundMoney(worth.refundable),
    gold_cost: moneyOrNull(worth.goldCost),
    gold_gain: moneyOrNull(worth.goldGain),
    resale_value: roundMoney(worth.resaleValue),
    workmanship_known: worth.workmanshipKnown,
  };
}

/** Which prices the totals used (product §10): the latest snapshot's time and the Cairo day of the compared close. */
export interface ValuePrices {
  pricesAt: Date | null;
  previousCloseDay: string | null;
}

export function presentValue(
  totals: PortfolioTotals,
  prices: ValuePrices,
  gains: PortfolioGains,
  worth: PortfolioWorth,
): PortfolioValue {
  return {
    total_value: roundMoney(totals.totalValue),
    latest_change: roundMoney(totals.latestChange),
    percentage_change: percentOf(totals.latestChange, totals.previousValue),
    total_grams: roundQuantity(totals.totalGrams),
    pure_gold_grams: roundQuantity(totals.pureGoldGrams),
    gold_24k_price: roundMoney(totals.gold24),
    gold_21k_price: roundMoney(totals.gold21),
    gold_18k_price: roundMoney(totals.gold18),
    prices_at: prices.pricesAt?.toISOString() ?? null,
    previous_close_day: prices.previousCloseDay,
    cost_basis: roundMoney(gains.costBasis),
    unrealized_gain: roundMoney(gains.unrealizedGain),
    unrealized_gain_pct: percentOf(gains.unrealizedGain, gains.costBasis),
    realized_gain: roundMoney(gains.realizedGain),
    total_gain: roundMoney(gains.totalGain),
    ...presentWorth(worth),
    in_units: {
      gold_21_grams: worth.inUnits.gold21Grams && roundQuantity(worth.inUnits.gold21Grams),
      gold_pounds: worth.inUnits.goldPounds && roundQuantity(worth.inUnits.goldPounds),
      usd: worth.inUnits.usd && roundMoney(worth.inUnits.usd),
    },
  };
}
