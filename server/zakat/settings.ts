import Big from 'big.js';
import type { CatalogueAsset } from '../portfolio/catalogue';

/** The person's choices (architecture §9 "setting" column); the defaults are the common positions. */
export interface ZakatSettings {
  /**
   * `gold_21` (Dar al-Ifta) and `gold_24`: 85 g of that karat; `silver`: 595 g of pure silver (200 dirhams);
   * `lower`: whichever of the 21 karat and the silver nisab is lower (the Hanafi position).
   */
  nisabBasis: 'gold_21' | 'gold_24' | 'silver' | 'lower';
  hawlRule: 'continuous' | 'start_and_end';
  jewellery: 'exempt' | 'included';
  /** `lunar`: one Umm al-Qura year at 2.5 %; `solar`: the Gregorian anniversary at 2.577 % (AAOIFI 35). */
  year: 'lunar' | 'solar';
  /** EGP cash held, counted as constant over the year. */
  cashEgp: Big;
  /** EGP owed to the person that they expect back (product §12); counted like cash. */
  receivablesEgp: Big;
  /** EGP debts due now, deducted; counted as constant over the year. */
  debtsEgp: Big;
}

export const DEFAULT_SETTINGS: ZakatSettings = {
  nisabBasis: 'gold_21',
  hawlRule: 'continuous',
  jewellery: 'exempt',
  year: 'lunar',
  cashEgp: new Big(0),
  receivablesEgp: new Big(0),
  debtsEgp: new Big(0),
};

export const NISAB_GRAMS = new Big(85);
/** 200 dirhams of silver (Abu Dawud 1573), 595 g of pure silver as Dar al-Ifta and most calculators weigh it. */
export const SILVER_NISAB_GRAMS = new Big(595);
export const ZAKAT_RATE = new Big('0.025');
/**
 * architecture §9: a solar year is 365.25 / 354.37 lunar years, so its rate is 2.5 % × 365.25 / 354.37 = 2.5768 %, which
 * AAOIFI Shari'ah Standard 35 publishes (and the page shows) as 2.577 %.
 */
export const SOLAR_ZAKAT_RATE = new Big('0.02577');

export function zakatRate(settings: Pick<ZakatSettings, 'year'>): Big {
  return settings.year === 'solar' ? SOLAR_ZAKAT_RATE : ZAKAT_RATE;
}

/** The karat of the gold nisab: 24 under `gold_24`, otherwise 21 (the gold side of `lower` too). */
export const nisabKarat = (settings: Pick<ZakatSettings, 'nisabBasis'>): 21 | 24 =>
  settings.nisabBasis === 'gold_24' ? 24 : 21;

export type InclusionReason =
  'jewellery_exempt' | 'jewellery_included' | 'saved_gold' | 'silver' | 'currency';

/** Why a holding counts or not: worn jewellery is exempt unless the person chose the Hanafi view. */
export function inclusionOf(
  asset: CatalogueAsset,
  settings: Pick<ZakatSettings, 'jewellery'>,
): { included: boolean; reason: InclusionReason } {
  if (asset.mainType === 'jewellery') {
    return settings.jewellery === 'included'
      ? { included: true, reason: 'jewellery_included' }
      : { included: false, reason: 'jewellery_exempt' };
  }
  const reason =
    asset.mainType === 'currencies' ? 'currency' : asset.mainType === 'silver' ? 'silver' : 'saved_gold';
  return { included: true, reason };
}
