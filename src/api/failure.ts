import { isHTTPError } from 'ky';
import type { ApiFailure } from '@machines/shared/api-failure';

/**
 * `Retry-After` as a moment: seconds from now, or an HTTP date (RFC 9110 §10.2.3). Read here, when the answer
 * arrives, so the machines get a time and need no clock of their own.
 */
export function retryAtOf(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return now + Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : date;
}

/**
 * The SPA's one failure adapter: ky's errors become the ApiFailure every machine reads (the status, null without an
 * answer, the parsed body, and when a throttled call may be tried again). Anything else (a lost connection, an
 * abort) is a failure without an answer.
 */
export function toApiFailure(error: unknown): ApiFailure {
  if (!isHTTPError(error)) return { status: null, body: null };
  const failure: ApiFailure = { status: error.response.status, body: error.data ?? null };
  const retryAt = retryAtOf(error.response.headers.get('Retry-After'), Date.now());
  return retryAt === undefined ? failure : { ...failure, retryAt };
}

/** Runs a call and rejects with an ApiFailure instead of ky's error. */
export async function callApi<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toApiFailure(error);
  }
}
