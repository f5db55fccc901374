import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import { quantityWithUnit } from './quantity-unit';

describe('quantity with its unit (product §10, product §12 jewellery)', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('counts jewellery in grams, like the grams group', () => {
    expect(quantityWithUnit(i18n.t, 100, 'jewellery_21k', 'jewellery')).toBe('100 g');
    expect(quantityWithUnit(i18n.t, 2.5, 'gram_24k', 'grams')).toBe('2.5 g');
  });

  it('gives pounds and ingots their weight, currencies their code', () => {
    expect(quantityWithUnit(i18n.t, 2, 'pound_full', 'pounds')).toBe('2 × 8 g pound');
    expect(quantityWithUnit(i18n.t, 1000, 'usd', 'currencies')).toBe('1,000 USD');
  });
});
