import Big from 'big.js';
import type { CatalogueAsset } from '../portfolio/catalogue';

/** The person's choices (DESIGN §9 "setting" column); the defaults are the common positions. */
export interface ZakatSettings {
  nisabBasis: 'gold_21' | 'gold_24';
  hawlRule: 'continuous' | 'start_and_end';
  jewellery: 'exempt' | 'included';
  /** EGP cash held, counted as constant over the year. */
  cashEgp: Big;
  /** EGP debts due now, deducted; counted as constant over the year. */
  debtsEgp: Big;
}

export const DEFAULT_SETTINGS: ZakatSettings = {
  nisabBasis: 'gold_21',
  hawlRule: 'continuous',
  jewellery: 'exempt',
  cashEgp: new Big(0),
  debtsEgp: new Big(0),
};

export const NISAB_GRAMS = new Big(85);
export const ZAKAT_RATE = new Big('0.025');

export type InclusionReason = 'jewellery_exempt' | 'jewellery_included' | 'saved_gold' | 'currency';

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
  return { included: true, reason: asset.mainType === 'currencies' ? 'currency' : 'saved_gold' };
}
