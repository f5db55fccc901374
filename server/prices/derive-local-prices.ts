import Big from 'big.js';
import type { GoldQuote, KaratPrice, SilverQuote } from './market-snapshot';

/**
 * Egyptian dealer prices derived from the international parity (global spot converted at the official
 * rate), in decimal arithmetic. See docs/decisions/ on local gold prices for the reasoning.
 *
 *   mid(K)  = parity(24k) × purity(K) × (1 + LOCAL_PREMIUM_PCT / 100)
 *   buy(K)  = mid(K) × (1 − DEALER_SPREAD_PCT / 200)   what a dealer pays
 *   sell(K) = mid(K) × (1 + DEALER_SPREAD_PCT / 200)   what a dealer charges
 *   pound   = 8 × buy(21k)                              a gold pound is 8 g of 21k
 *
 * Silver follows the same formula from the silver ounce with its own premium and spread (deriveLocalSilver).
 *
 * Each price is rounded half-up to piastres (2 decimals); the pound uses the rounded 21k price so it is
 * exactly eight times the gram price people see.
 */

export const GRAMS_PER_TROY_OUNCE = new Big('31.1034768');

/** Share of pure gold per karat (24k = 999 is treated as pure, as Egyptian dealers quote it). */
export const PURITY = {
  k24: new Big('1'),
  k21: new Big('0.875'),
  k18: new Big('0.75'),
  k14: new Big('0.585'),
} as const;

export const GOLD_POUND_GRAMS = 8;

/** Silver's share of pure metal by fineness (999 is treated as pure, as for 24k gold). */
export const SILVER_PURITY = { g999: new Big('1'), g925: new Big('0.925') } as const;

export interface PricingSettings {
  /** Local price over the international parity, in percent (may be negative). */
  localPremiumPct: number;
  /** Dealer's selling price over its buying price, in percent of the mid price. */
  dealerSpreadPct: number;
  /** The same two for silver: its local market and its dealers' margins are not gold's. */
  silverPremiumPct: number;
  silverSpreadPct: number;
}

export function pricingSettings(config: {
  localPremiumPct: number;
  dealerSpreadPct: number;
  silverPremiumPct: number;
  silverSpreadPct: number;
}): PricingSettings {
  return {
    localPremiumPct: config.localPremiumPct,
    dealerSpreadPct: config.dealerSpreadPct,
    silverPremiumPct: config.silverPremiumPct,
    silverSpreadPct: config.silverSpreadPct,
  };
}

function dealerPair(premiumPct: number, spreadPct: number) {
  const premium = new Big(1).plus(new Big(String(premiumPct)).div(100));
  const halfSpread = new Big(String(spreadPct)).div(200);
  return (parityPerGram: Big, purity: Big): KaratPrice => {
    const mid = parityPerGram.times(purity).times(premium);
    return {
      buy: mid.times(new Big(1).minus(halfSpread)).round(2, Big.roundHalfUp).toFixed(2),
      sell: mid.times(new Big(1).plus(halfSpread)).round(2, Big.roundHalfUp).toFixed(2),
    };
  };
}

/** EGP per gram of pure gold at the international parity: USD per ounce × EGP per USD / grams per ounce. */
export function parityPerGram(ounceUsd: Big, egpPerUsd: Big): Big {
  return ounceUsd.times(egpPerUsd).div(GRAMS_PER_TROY_OUNCE);
}

export function deriveLocalGold(parity24PerGram: Big, ounceUsd: Big, settings: PricingSettings): GoldQuote {
  const pair = dealerPair(settings.localPremiumPct, settings.dealerSpreadPct);
  const karat = (purity: Big) => pair(parity24PerGram, purity);
  const k21 = karat(PURITY.k21);
  return {
    k24: karat(PURITY.k24),
    k21,
    k18: karat(PURITY.k18),
    k14: karat(PURITY.k14),
    poundBuy: new Big(k21.buy).times(GOLD_POUND_GRAMS).toFixed(2),
    ounceUsd: ounceUsd.round(2, Big.roundHalfUp).toFixed(2),
  };
}

/**
 * Silver the same way, from the silver ounce, with silver's own premium and spread:
 *   mid(F) = parity(999) × purity(F) × (1 + SILVER_PREMIUM_PCT / 100), buy and sell ± SILVER_SPREAD_PCT / 2.
 */
export function deriveLocalSilver(
  parity999PerGram: Big,
  ounceUsd: Big,
  settings: PricingSettings,
): SilverQuote {
  const pair = dealerPair(settings.silverPremiumPct, settings.silverSpreadPct);
  return {
    g999: pair(parity999PerGram, SILVER_PURITY.g999),
    g925: pair(parity999PerGram, SILVER_PURITY.g925),
    ounceUsd: ounceUsd.round(2, Big.roundHalfUp).toFixed(2),
  };
}
