import type {
  AvailableAssetsResponse,
  CreateTransactionPayload,
  Holding,
  Transaction,
  TransactionListQuery,
  TransactionPage,
  UpdateTransactionPayload,
} from '@contract/portfolio';
import { api, type RequestOptions } from '@/api/client';

/** GET /api/portfolios/available-assets/ (spec §7): the three gold groups plus currencies. */
export function fetchAvailableAssets(options: RequestOptions = {}): Promise<AvailableAssetsResponse> {
  return api
    .get('api/portfolios/available-assets/', { signal: options.signal })
    .json<AvailableAssetsResponse>();
}

/** GET /api/portfolios/transactions/ (spec §7): the person's transactions, newest first, optionally filtered. */
export function fetchTransactions(
  query: TransactionListQuery = {},
  options: RequestOptions = {},
): Promise<Transaction[]> {
  const searchParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) searchParams[key] = String(value);
  return api
    .get('api/portfolios/transactions/', { searchParams, signal: options.signal })
    .json<Transaction[]>();
}

/** POST /api/portfolios/transactions/ (spec §7). */
export function createTransaction(payload: CreateTransactionPayload): Promise<Transaction> {
  return api.post('api/portfolios/transactions/', { json: payload }).json<Transaction>();
}

/** PATCH /api/portfolios/transactions/{uuid}/ (spec §7): only the changed fields. */
export function updateTransaction(uuid: string, payload: UpdateTransactionPayload): Promise<Transaction> {
  return api
    .patch(`api/portfolios/transactions/${encodeURIComponent(uuid)}/`, { json: payload })
    .json<Transaction>();
}

/** DELETE /api/portfolios/transactions/{uuid}/ (spec §7). */
export async function deleteTransaction(uuid: string): Promise<void> {
  await api.delete(`api/portfolios/transactions/${encodeURIComponent(uuid)}/`);
}

/** GET /api/portfolios/holdings/ (spec §7): one valued row per asset held. */
export function fetchHoldings(options: RequestOptions = {}): Promise<Holding[]> {
  return api.get('api/portfolios/holdings/', { signal: options.signal }).json<Holding[]>();
}

/**
 * One page of the transactions list (`?limit=&offset=`, DRF's page) with its order, filters and search; the SPA's
 * Portfolio page pages through long ledgers this way (issue 15).
 */
export async function fetchTransactionPage(
  query: TransactionListQuery,
  options: RequestOptions = {},
): Promise<{ transactions: Transaction[]; count: number }> {
  const searchParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') searchParams[key] = String(value);
  const page = await api
    .get('api/portfolios/transactions/', { searchParams, signal: options.signal })
    .json<TransactionPage>();
  return { transactions: page.results, count: page.count };
}

/** spec §2: transactions and holdings are requested in parallel. */
export async function fetchPortfolio(
  query: TransactionListQuery,
  options: RequestOptions = {},
): Promise<{ transactions: Transaction[]; count: number; holdings: Holding[] }> {
  const [page, holdings] = await Promise.all([fetchTransactionPage(query, options), fetchHoldings(options)]);
  return { ...page, holdings };
}
