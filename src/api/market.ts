import type { MarketResponse } from '@contract/market';
import { type ApiClient, type RequestOptions } from '@/api/client';

/** GET /api/prices/market/ (product §7): latest gold prices and official currency rates, and their daily change. */
export function fetchMarketData(client: ApiClient, options: RequestOptions = {}): Promise<MarketResponse> {
  return client.get('api/prices/market/', { signal: options.signal }).json<MarketResponse>();
}
