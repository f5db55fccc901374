import type { PriceStatus } from '@contract/price-status';
import { api, type RequestOptions } from '@/api/client';

/** GET /api/prices/status/ (product §10): how old the latest prices are, and whether they count as stale. */
export function fetchPriceStatus(options: RequestOptions = {}): Promise<PriceStatus> {
  return api.get('api/prices/status/', { signal: options.signal }).json<PriceStatus>();
}
