import { buildCatalogue } from './catalogue';

/**
 * The catalogue as migration 0301 seeds it, for the pure-domain tests (the HTTP tests read the real table).
 * Kept to the rows the scenarios use.
 */
export const testCatalogue = buildCatalogue([
  {
    id: 1,
    code: 'pound_full',
    mainType: 'pounds',
    nameEn: 'Gold Pound',
    nameAr: 'جنيه ذهب',
    karat: 21,
    weight: '8',
    currencyCode: null,
    sortOrder: 1,
  },
  {
    id: 2,
    code: 'pound_half',
    mainType: 'pounds',
    nameEn: 'Half Gold Pound',
    nameAr: 'نصف جنيه ذهب',
    karat: 21,
    weight: '4',
    currencyCode: null,
    sortOrder: 2,
  },
  {
    id: 11,
    code: 'gram_24k',
    mainType: 'grams',
    nameEn: '24K Gold Gram',
    nameAr: 'جرام ذهب عيار 24',
    karat: 24,
    weight: '1',
    currencyCode: null,
    sortOrder: 1,
  },
  {
    id: 12,
    code: 'gram_21k',
    mainType: 'grams',
    nameEn: '21K Gold Gram',
    nameAr: 'جرام ذهب عيار 21',
    karat: 21,
    weight: '1',
    currencyCode: null,
    sortOrder: 2,
  },
  {
    id: 13,
    code: 'gram_18k',
    mainType: 'grams',
    nameEn: '18K Gold Gram',
    nameAr: 'جرام ذهب عيار 18',
    karat: 18,
    weight: '1',
    currencyCode: null,
    sortOrder: 3,
  },
  {
    id: 14,
    code: 'gram_14k',
    mainType: 'grams',
    nameEn: '14K Gold Gram',
    nameAr: 'جرام ذهب عيار 14',
    karat: 14,
    weight: '1',
    currencyCode: null,
    sortOrder: 4,
  },
  {
    id: 22,
    code: 'ingot_2_5g',
    mainType: 'gold_ingots',
    nameEn: '2.5 g Gold Ingot',
    nameAr: 'سبيكة ذهب 2.5 جرام',
    karat: 24,
    weight: '2.5',
    currencyCode: null,
    sortOrder: 2,
  },
  {
    id: 31,
    code: 'usd',
    mainType: 'currencies',
    nameEn: 'US Dollar',
    nameAr: 'دولار أمريكي',
    karat: null,
    weight: null,
    currencyCode: 'USD',
    sortOrder: 1,
  },
  {
    id: 32,
    code: 'eur',
    mainType: 'currencies',
    nameEn: 'Euro',
    nameAr: 'يورو',
    karat: null,
    weight: null,
    currencyCode: 'EUR',
    sortOrder: 2,
  },
]);

export function snapshot(
  k24: [string, string],
  k21: [string, string],
  k18: [string, string],
  rates: Record<string, string> = {},
  k14: [string, string] | null = null,
) {
  const quote = ([buy, sell]: [string, string]) => ({ buy, sell });
  return { gold: { k24: quote(k24), k21: quote(k21), k18: quote(k18), k14: k14 ? quote(k14) : null }, rates };
}

/** The test catalogue's asset with this code. */
export const testAsset = (code: string) => testCatalogue.list.find((a) => a.code === code)!;
