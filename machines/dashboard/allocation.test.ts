import { describe, expect, it } from 'vitest';
import type { Holding } from '@contract/portfolio';
import { dollarHolding, poundHolding } from '@tests/fixtures/machines/portfolio';
import { allocationOf } from './allocation';

const holding = (over: Partial<Holding>): Holding => ({ ...poundHolding, ...over });

describe('allocation (product §10)', () => {
  it('allocation: pounds and dollars split the value, largest first, shares adding up to one', () => {
    const slices = allocationOf([dollarHolding, poundHolding]);
    expect(slices.map((s) => s.group)).toEqual(['pounds', 'currencies']);
    expect(slices.map((s) => s.value)).toEqual([96_254.24, 16_741.05]);
    expect(slices[0]!.share).toBeCloseTo(96_254.24 / 112_995.29, 10);
    expect(slices.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(1, 10);
  });

  it('allocation: each karat of grams is its own group, 24 and 14 karat included', () => {
    const slices = allocationOf([
      holding({ main_type: 'grams', asset_code: 'gram_24k', total_value: 300 }),
      holding({ main_type: 'grams', asset_code: 'gram_14k', total_value: 100 }),
    ]);
    expect(slices.map((s) => [s.group, s.value])).toEqual([
      ['gram_24k', 300],
      ['gram_14k', 100],
    ]);
  });

  it('allocation: grams split by karat; all pounds, all ingots, all jewellery and all currencies add up', () => {
    const slices = allocationOf([
      holding({ main_type: 'grams', asset_code: 'gram_21k', total_value: 600 }),
      holding({ main_type: 'grams', asset_code: 'gram_18k', total_value: 100 }),
      holding({ main_type: 'pounds', asset_code: 'pound_half', total_value: 150 }),
      holding({ main_type: 'pounds', asset_code: 'pound_full', total_value: 150 }),
      holding({ main_type: 'gold_ingots', asset_code: 'ingot_5g', total_value: 50 }),
      holding({ main_type: 'jewellery', asset_code: 'jewellery_21k', total_value: 40 }),
      holding({ main_type: 'jewellery', asset_code: 'jewellery_18k', total_value: 20 }),
      holding({ main_type: 'currencies', asset_code: 'eur', total_value: 10 }),
      holding({ main_type: 'currencies', asset_code: 'usd', total_value: 30 }),
    ]);
    // 1,150 EGP in all
    expect(slices.map((s) => [s.group, s.value])).toEqual([
      ['gram_21k', 600],
      ['pounds', 300],
      ['gram_18k', 100],
      ['jewellery', 60],
      ['gold_ingots', 50],
      ['currencies', 40],
    ]);
    for (const s of slices) expect(s.share).toBeCloseTo(s.value / 1_150, 12);
  });

  it('allocation: what has no price has no share, and nothing worth anything gives no slices', () => {
    expect(allocationOf([holding({ total_value: 0 }), { ...dollarHolding, total_value: 0 }])).toEqual([]);
    expect(allocationOf([])).toEqual([]);
    expect(allocationOf([holding({ total_value: 0 }), dollarHolding]).map((s) => s.share)).toEqual([1]);
  });
});
