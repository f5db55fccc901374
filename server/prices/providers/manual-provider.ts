import { ProviderError, type PriceProvider } from './price-provider';

/** PRICE_PROVIDER=manual: nothing is fetched; readings come from `npm run admin -- prices:record FILE.json`. */
export function createManualProvider(): PriceProvider {
  return {
    name: 'manual',
    fetchLatest() {
      return Promise.reject(
        new ProviderError(
          'The manual price provider fetches nothing: record prices with npm run admin -- prices:record FILE.json',
        ),
      );
    },
  };
}
