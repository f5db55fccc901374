import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPortfolioValue } from '@/api/dashboard';
import { fetchHoldings } from '@/api/portfolio';
import { fetchPriceStatus } from '@/api/prices';
import { loadTotals } from './dashboard-page';
import { OWN_HOUSEHOLD } from '@/api/household-scope';
import type { ApiClient } from '@/api/client';

vi.mock('@/api/dashboard', () => ({ fetchPortfolioValue: vi.fn(), fetchPortfolioChart: vi.fn() }));
vi.mock('@/api/portfolio', () => ({ fetchHoldings: vi.fn(), fetchTransactionPage: vi.fn() }));
vi.mock('@/api/prices', () => ({ fetchPriceStatus: vi.fn() }));

/** A call that answers only by failing once its signal aborts, as ky does (its options come last). */
const untilAborted = (...args: unknown[]) => {
  const { signal } = args.at(-1) as { signal?: AbortSignal };
  return new Promise<never>((_, reject) =>
    signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );
};

/** The API modules are stand-ins here: the client they are given is never asked. */
const client = {} as ApiClient;

afterEach(() => vi.restoreAllMocks());

describe("the dashboard's totals: the prices' age", () => {
  it('is not reported as a failure when the page is left while it loads (signing out)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const fetcher of [fetchPortfolioValue, fetchPriceStatus, fetchHoldings])
      vi.mocked(fetcher).mockImplementation(untilAborted as never);
    const leaving = new AbortController();
    const loading = loadTotals(client, OWN_HOUSEHOLD, leaving.signal);
    leaving.abort();
    await expect(loading).rejects.toThrow('aborted');
    expect(error).not.toHaveBeenCalled();
  });

  it('is reported when it fails on its own, and the figures still come', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(fetchPortfolioValue).mockResolvedValue({ total_value: 1 } as never);
    vi.mocked(fetchPriceStatus).mockRejectedValue(new Error('503'));
    vi.mocked(fetchHoldings).mockResolvedValue([{ asset: 1 }] as never);
    const totals = await loadTotals(client, OWN_HOUSEHOLD, new AbortController().signal);
    expect(totals).toMatchObject({ value: { total_value: 1 }, priceStatus: null, ledgerEmpty: false });
    expect(error).toHaveBeenCalledWith('Failed to load the portfolio prices’ age', expect.any(Error));
  });
});
