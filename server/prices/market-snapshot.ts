import type { CurrencyCode } from '@contract/market';

/**
 * The market's domain types: what a price reading is, whatever stores, checks or serves it. The modules that do
 * (price-store, price-cache, snapshot-checks) import these and not each other's types, so imports run one way.
 */
/** A decimal amount as a string ("6875.30"): never a binary float. Use big.js to compute with it. */
export type Money = string;

export type SnapshotSource = 'live' | 'manual' | 'reference';

/** EGP per gram: `buy` is what a dealer pays for it, `sell` what a dealer charges (sell ≥ buy). */
export interface KaratPrice {
  buy: Money;
  sell: Money;
}

export interface GoldQuote {
  k24: KaratPrice;
  k21: KaratPrice;
  k18: KaratPrice;
  /** Not every source quotes 14k (product §3: optional). */
  k14: KaratPrice | null;
  /** EGP for one gold pound (8 g of 21k); "0" when not quoted. */
  poundBuy: Money;
  /** USD per troy ounce (global spot); "0" when not quoted. */
  ounceUsd: Money;
}

/** EGP per gram of silver by fineness (999 treated as pure, as dealers quote it), like gold's karats. */
export interface SilverQuote {
  g999: KaratPrice;
  g925: KaratPrice;
  /** USD per troy ounce of silver (global spot). */
  ounceUsd: Money;
}

export interface MarketSnapshot {
  id: number;
  /** When the prices were taken: what `last_updated` reports. */
  takenAt: Date;
  source: SnapshotSource;
  gold: GoldQuote;
  /** Null when the source does not quote silver (and for every reading stored before silver). */
  silver: SilverQuote | null;
  /** EGP for one unit of each currency. */
  rates: Record<CurrencyCode, Money>;
}

/** A reading before it is stored; one without `silver` quotes none. */
export type MarketSnapshotInput = Omit<MarketSnapshot, 'id' | 'silver'> & { silver?: SilverQuote | null };

export interface DailyClose {
  /** Cairo calendar day, YYYY-MM-DD. */
  day: string;
  /** The last snapshot taken that day. */
  snapshot: MarketSnapshot;
}
