import type { PricingSettings } from '../derive-local-prices';
import { readReferenceRows, referenceSnapshot } from '../reference-history';
import { ProviderError, type PriceProvider } from './price-provider';

/** PRICE_PROVIDER=reference: the newest row of the bundled history (no network). */
export function createReferenceProvider(settings: PricingSettings): PriceProvider {
  return {
    name: 'reference',
    fetchLatest() {
      const last = readReferenceRows().at(-1);
      if (!last) return Promise.reject(new ProviderError('The bundled reference history is empty.'));
      return Promise.resolve(referenceSnapshot(last, settings));
    },
  };
}
