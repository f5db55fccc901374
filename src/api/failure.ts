import { isHTTPError } from 'ky';
import type { ApiFailure } from '@machines/shared/api-failure';

/**
 * The SPA's one failure adapter: ky's errors become the ApiFailure every machine reads (the status, null without an
 * answer, and the parsed body). Anything else (a lost connection, an abort) is a failure without an answer.
 */
export function toApiFailure(error: unknown): ApiFailure {
  if (isHTTPError(error)) return { status: error.response.status, body: error.data ?? null };
  return { status: null, body: null };
}

/** Runs a call and rejects with an ApiFailure instead of ky's error. */
export async function callApi<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toApiFailure(error);
  }
}
