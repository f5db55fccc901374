import type { MarketResponse } from '@contract/market';
import { api, type RequestOptions } from '@/api/client';

/** GET /api/prices/market/ (product §7): latest gold prices and official currency rates, and their daily change. */
export function fetchMarketData(options: RequestOptions = {}): Promise<MarketResponse> {
  return api.get('api/prices/market/', { signal: options.signal }).json<MarketResponse>();
}
