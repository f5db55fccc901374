import type { MarketData } from '@contract/market';
import { api, type RequestOptions } from '@/api/client';

/** GET /api/prices/market/ (product §7): latest gold prices and official currency rates. */
export function fetchMarketData(options: RequestOptions = {}): Promise<MarketData> {
  return api.get('api/prices/market/', { signal: options.signal }).json<MarketData>();
}
