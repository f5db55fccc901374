import type {
  AvailableAssetsResponse,
  CreateTransactionPayload,
  Holding,
  Transaction,
  TransactionListQuery,
  TransactionPage,
  UpdateTransactionPayload,
} from '@contract/portfolio';
import { type ApiClient, type RequestOptions } from '@/api/client';
import { inScope, type HouseholdScope } from '@/api/household-scope';

/** GET /api/portfolios/available-assets/ (product §7): the three gold groups plus currencies. */
export function fetchAvailableAssets(
  client: ApiClient,
  options: RequestOptions = {},
): Promise<AvailableAssetsResponse> {
  return client
    .get('api/portfolios/available-assets/', { signal: options.signal })
    .json<AvailableAssetsResponse>();
}

/** GET /api/portfolios/transactions/ (product §7): the person's transactions, newest first, optionally filtered. */
export function fetchTransactions(
  client: ApiClient,
  scope: HouseholdScope,
  query: TransactionListQuery = {},
  options: RequestOptions = {},
): Promise<Transaction[]> {
  const searchParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) searchParams[key] = String(value);
  return client
    .get('api/portfolios/transactions/', { ...inScope(scope, true, searchParams), signal: options.signal })
    .json<Transaction[]>();
}

/** POST /api/portfolios/transactions/ (product §7). */
export function createTransaction(
  client: ApiClient,
  scope: HouseholdScope,
  payload: CreateTransactionPayload,
): Promise<Transaction> {
  return client
    .post('api/portfolios/transactions/', { ...inScope(scope, false), json: payload })
    .json<Transaction>();
}

/** PATCH /api/portfolios/transactions/{uuid}/ (product §7): only the changed fields. */
export function updateTransaction(
  client: ApiClient,
  scope: HouseholdScope,
  uuid: string,
  payload: UpdateTransactionPayload,
): Promise<Transaction> {
  return client
    .patch(`api/portfolios/transactions/${encodeURIComponent(uuid)}/`, {
      ...inScope(scope, false),
      json: payload,
    })
    .json<Transaction>();
}

/** DELETE /api/portfolios/transactions/{uuid}/ (product §7). */
export async function deleteTransaction(
  client: ApiClient,
  scope: HouseholdScope,
  uuid: string,
): Promise<void> {
  await client.delete(`api/portfolios/transactions/${encodeURIComponent(uuid)}/`, inScope(scope, false));
}

/** GET /api/portfolios/holdings/ (product §7): one valued row per asset held. */
export function fetchHoldings(
  client: ApiClient,
  scope: HouseholdScope,
  options: RequestOptions = {},
): Promise<Holding[]> {
  return client
    .get('api/portfolios/holdings/', { ...inScope(scope, true), signal: options.signal })
    .json<Holding[]>();
}

/**
 * One page of the transactions list (`?limit=&offset=`, DRF's page) with its order, filters and search; the SPA's
 * Portfolio page pages through long ledgers this way (product §10).
 */
export async function fetchTransactionPage(
  client: ApiClient,
  scope: HouseholdScope,
  query: TransactionListQuery,
  options: RequestOptions = {},
): Promise<{ transactions: Transaction[]; count: number }> {
  const searchParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') searchParams[key] = String(value);
  const page = await client
    .get('api/portfolios/transactions/', { ...inScope(scope, true, searchParams), signal: options.signal })
    .json<TransactionPage>();
  return { transactions: page.results, count: page.count };
}

/** product §2: transactions and holdings are requested in parallel. */
export async function fetchPortfolio(
  client: ApiClient,
  scope: HouseholdScope,
  query: TransactionListQuery,
  options: RequestOptions = {},
): Promise<{ transactions: Transaction[]; count: number; holdings: Holding[] }> {
  const [page, holdings] = await Promise.all([
    fetchTransactionPage(client, scope, query, options),
    fetchHoldings(client, scope, options),
  ]);
  return { ...page, holdings };
}
