import Big from 'big.js';
import type { PricedInstrument } from '@contract/alerts';
import type { AlertDraft } from './types';

/**
 * The price `priced` gives the draft's instrument when it meets the draft's condition already (product §17: "above
 * 5,000" while the price is 5,819), else null. A % move is never met at its making.
 */
export function metPrice(draft: AlertDraft, priced: PricedInstrument[]): string | null {
  const price = priced.find((p) => p.instrument === draft.instrument)?.price;
  if (price === undefined || !/^\d+(?:\.\d+)?$/.test(draft.threshold)) return null;
  if (draft.condition === 'above' && new Big(price).gt(draft.threshold)) return price;
  if (draft.condition === 'below' && new Big(price).lt(draft.threshold)) return price;
  return null;
}

export const metNow = (draft: AlertDraft, priced: PricedInstrument[]) => metPrice(draft, priced) !== null;
