import type { PriceHistory, PriceInstrument } from '@contract/market';
import type { ChartRange } from '@contract/portfolio';
import type { PriceStatus } from '@contract/price-status';
import { type ApiClient, type RequestOptions } from '@/api/client';

/** GET /api/prices/status/ (product §10): how old the latest prices are, and whether they count as stale. */
export function fetchPriceStatus(client: ApiClient, options: RequestOptions = {}): Promise<PriceStatus> {
  return client.get('api/prices/status/', { signal: options.signal }).json<PriceStatus>();
}

/** GET /api/prices/history/?instrument=&range= : one price's daily closes over the chart's range, oldest first. */
export function fetchPriceHistory(
  client: ApiClient,
  instrument: PriceInstrument,
  range: ChartRange,
  options: RequestOptions = {},
): Promise<PriceHistory> {
  return client
    .get('api/prices/history/', { searchParams: { instrument, range }, signal: options.signal })
    .json<PriceHistory>();
}
