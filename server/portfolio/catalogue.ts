import Big from 'big.js';
import type { AssetCode, Karat, MainType, SilverFineness } from '@contract/portfolio';

/** One asset of the catalogue (architecture §4.2), as the domain modules see it. */
export interface CatalogueAsset {
  id: number;
  code: AssetCode;
  mainType: MainType;
  nameEn: string;
  nameAr: string;
  /** Gold only. */
  karat: Karat | null;
  /** Silver only: parts per thousand. */
  fineness: SilverFineness | null;
  /** Grams of gold (or silver) in one unit; null for currencies. */
  weight: Big | null;
  /** ISO 4217 code, the key of a snapshot's rates; currencies only. */
  currencyCode: string | null;
  order: number;
}

export interface Catalogue {
  /** Sorted by main type (pounds, grams, gold_ingots, jewellery, silver, currencies), then order. */
  list: readonly CatalogueAsset[];
  byId: ReadonlyMap<number, CatalogueAsset>;
}

export const MAIN_TYPE_ORDER: readonly MainType[] = [
  'pounds',
  'grams',
  'gold_ingots',
  'jewellery',
  'silver',
  'currencies',
];

export interface CatalogueRowInput {
  id: number;
  code: string;
  mainType: string;
  nameEn: string;
  nameAr: string;
  karat: number | null;
  /** Absent in the pure-domain test catalogue rows that predate silver. */
  fineness?: number | null;
  weight: string | null;
  currencyCode: string | null;
  sortOrder: number;
}

export function buildCatalogue(rows: readonly CatalogueRowInput[]): Catalogue {
  const list = rows
    .map((r): CatalogueAsset => ({
      id: r.id,
      code: r.code as AssetCode,
      mainType: r.mainType as MainType,
      nameEn: r.nameEn,
      nameAr: r.nameAr,
      karat: r.karat as Karat | null,
      fineness: (r.fineness ?? null) as SilverFineness | null,
      weight: r.weight === null ? null : new Big(r.weight),
      currencyCode: r.currencyCode?.trim() ?? null,
      order: r.sortOrder,
    }))
    .sort(
      (a, b) =>
        MAIN_TYPE_ORDER.indexOf(a.mainType) - MAIN_TYPE_ORDER.indexOf(b.mainType) || a.order - b.order,
    );
  return { list, byId: new Map(list.map((a) => [a.id, a])) };
}

export function isGold(asset: CatalogueAsset): boolean {
  return asset.karat !== null;
}
