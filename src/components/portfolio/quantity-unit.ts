import type { TFunction } from 'i18next';
import type { MainType } from '@contract/portfolio';
import { formatQuantity } from './portfolio-format';

// Grams of gold in one piece: the pound's weights by the catalogue (migration 0301); an ingot's is in its code.
const POUND_GRAMS: Record<string, number> = { pound_full: 8, pound_half: 4, pound_quarter: 2 };
const ingotGrams = (code: string) =>
  Number(/^ingot_(\d+(?:_\d+)?)g$/.exec(code)?.[1]?.replace('_', '.') ?? NaN);

/**
 * A quantity with its unit, the same in both tables (product §10): "1,000 USD", "2.5 g", "2 × 8 g pound",
 * "3 × 10 g ingot". Anything unknown keeps the bare number.
 */
export function quantityWithUnit(t: TFunction, quantity: number, code: string, mainType: MainType): string {
  const q = formatQuantity(quantity);
  if (mainType === 'currencies') return `${q} ${code.toUpperCase()}`;
  // Jewellery is priced per gram like the grams group (product §12).
  if (mainType === 'grams' || mainType === 'jewellery') return t('portfolio.units.grams', { quantity: q });
  if (mainType === 'silver') {
    const bar = /^silver_bar_(\d+)g$/.exec(code)?.[1];
    return bar === undefined
      ? t('portfolio.units.grams', { quantity: q })
      : t('portfolio.units.bar', { quantity: q, grams: formatQuantity(Number(bar)) });
  }
  const grams = mainType === 'pounds' ? POUND_GRAMS[code] : ingotGrams(code);
  if (grams === undefined || !Number.isFinite(grams)) return q;
  const unit = mainType === 'pounds' ? 'pound' : 'ingot';
  return t(`portfolio.units.${unit}`, { quantity: q, grams: formatQuantity(grams) });
}

/** One name for an asset's type in both tables: gold, silver or currency (product §3 asset row type). */
export const typeKeyOf = (mainType: MainType) =>
  mainType === 'currencies' ? 'currency' : mainType === 'silver' ? 'silver' : 'gold';
