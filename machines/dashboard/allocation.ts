import type { Holding } from '@contract/portfolio';
import type { AllocationGroup, AllocationSlice } from './types';

const gramGroups: Partial<Record<Holding['asset_code'], AllocationGroup>> = {
  gram_24k: 'gram_24k',
  gram_21k: 'gram_21k',
  gram_18k: 'gram_18k',
  gram_14k: 'gram_14k',
};

function groupOf(holding: Holding): AllocationGroup {
  if (holding.main_type === 'grams') return gramGroups[holding.asset_code] ?? 'gram_24k';
  return holding.main_type;
}

/**
 * Product §10: how the total value splits over pounds, grams by karat, jewellery, ingots and currencies, largest
 * first. Only what is worth something has a share (an asset without a price adds nothing); no value, no slices.
 */
export function allocationOf(holdings: readonly Holding[]): AllocationSlice[] {
  const values = new Map<AllocationGroup, number>();
  for (const h of holdings) {
    if (!(h.total_value > 0)) continue;
    const group = groupOf(h);
    values.set(group, (values.get(group) ?? 0) + h.total_value);
  }
  // Every value counted is above 0, so the total is too whenever there is a slice.
  const total = [...values.values()].reduce((a, b) => a + b, 0);
  return [...values]
    .map(([group, value]) => ({ group, value, share: value / total }))
    .sort((a, b) => b.value - a.value);
}
