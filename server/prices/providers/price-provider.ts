import type { MarketSnapshotInput } from '../market-snapshot';

/** Where readings come from (architecture §4.2). `fetchLatest` never stores anything: the poller does. */
export interface PriceProvider {
  readonly name: string;
  /** The current reading; rejects with ProviderError (a clear, loggable reason) when there is none. */
  fetchLatest(signal: AbortSignal): Promise<MarketSnapshotInput>;
}

/** A source that failed: unreachable, timed out, not JSON, an unexpected shape or an implausible value. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

export const DEFAULT_TIMEOUT_MS = 10_000;
/** Far above any real answer (the currency API's full list is ~40 KB); protects memory from a bad endpoint. */
const MAX_BODY_BYTES = 2_000_000;

/**
 * GET a JSON document, failing with a ProviderError that names the source and says what went wrong.
 * Aborts after `timeoutMs` or when `signal` aborts (the poller stopping).
 */
export async function fetchJson(
  source: string,
  url: string,
  signal: AbortSignal,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<unknown> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let text: string;
  try {
    const res = await fetch(url, {
      signal: AbortSignal.any([signal, timeout]),
      headers: { accept: 'application/json', 'user-agent': 'Dahabi price poller' },
      redirect: 'follow',
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw new ProviderError(`${source}: HTTP ${res.status} from ${url}`);
    }
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > MAX_BODY_BYTES) {
      await res.body?.cancel().catch(() => undefined);
      throw new ProviderError(`${source}: answer too large (${length} bytes) from ${url}`);
    }
    text = await res.text();
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (timeout.aborted && !signal.aborted) {
      throw new ProviderError(`${source}: no answer within ${timeoutMs / 1000} s from ${url}`);
    }
    if (signal.aborted) throw new ProviderError(`${source}: request cancelled`);
    const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
    throw new ProviderError(
      `${source}: cannot reach ${url} (${cause?.code ?? cause?.message ?? (error as Error).message})`,
    );
  }
  if (text.length > MAX_BODY_BYTES) throw new ProviderError(`${source}: answer too large from ${url}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError(
      `${source}: malformed JSON from ${url} (starts with ${JSON.stringify(text.slice(0, 60))})`,
    );
  }
}
