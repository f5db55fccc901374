import Big from 'big.js';
import type { Catalogue, CatalogueAsset } from '../portfolio/catalogue';
import type { DailyClose } from '../portfolio/chart';
import { sortEntries, type LedgerEntry } from '../portfolio/ledger';
import { snapshot, testCatalogue } from '../portfolio/test-catalogue';
import { atNoon, ledgerEntry } from '../portfolio/test-entries';
import { DEFAULT_SETTINGS, type ZakatSettings } from './settings';
import type { ZakatInput } from './compute';

/** The test catalogue plus migration 0401's 21k jewellery, for the zakat scenarios. */
const jewellery21: CatalogueAsset = {
  id: 52,
  code: 'jewellery_21k',
  mainType: 'jewellery',
  nameEn: '21K Gold Jewellery (gram)',
  nameAr: 'مشغولات ذهبية عيار 21 (جرام)',
  karat: 21,
  weight: new Big(1),
  currencyCode: null,
  order: 2,
};
const list = [...testCatalogue.list, jewellery21];
export const zakatCatalogue: Catalogue = { list, byId: new Map(list.map((a) => [a.id, a])) };

export const tx = (type: 'buy' | 'sell', code: string, quantity: string, day: string) =>
  ledgerEntry(type, list.find((a) => a.code === code)!.id, quantity, '1', atNoon(day));

/** Steady prices: 21k 3,500 and 24k 4,000 EGP a gram (nisab 297,500 or 340,000), 1 USD = 50 EGP. */
export const steady = snapshot(['4000', '4000'], ['3500', '3600'], ['3000', '3000'], { USD: '50' });

export function input(
  entries: LedgerEntry[],
  today: string,
  settings: Partial<ZakatSettings> = {},
  settled: readonly string[] = [],
): ZakatInput {
  const closes: DailyClose[] = [{ day: '2020-01-01', snapshot: steady }];
  return {
    entries: sortEntries(entries),
    catalogue: zakatCatalogue,
    closes,
    latest: steady,
    today,
    settings: { ...DEFAULT_SETTINGS, ...settings },
    settled: new Set(settled),
  };
}
