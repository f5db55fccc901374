/**
 * A failed call as every machine sees it: the HTTP status (null when no answer came back: offline, DNS…) and the
 * parsed body. The one adapter that makes it is `src/api/failure.ts` (ky's errors in, this shape out), so the
 * machines stay free of ky.
 */
export interface ApiFailure {
  status: number | null;
  body: unknown;
  /** When the server said it will take the call again (its `Retry-After`, ms since epoch); absent when it did not. */
  retryAt?: number;
}

/** A message for a person: a locale key, or a message the server wrote (translated by the view when it knows it). */
export type UserMessage = { key: string } | { text: string };

export function isApiFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

/** No answer came back, or the error was not a failed call at all (a bug, an abort). */
export const noAnswer: ApiFailure = { status: null, body: null };

/** What a machine reads from an invoke's error: the ApiFailure it is, else a failure without an answer. */
export function apiFailureOf(error: unknown): ApiFailure {
  return isApiFailure(error) ? error : noAnswer;
}

/** When a throttled call may be tried again (ms since epoch), null when the server did not say. */
export function failureRetryAt(error: unknown): number | null {
  return isApiFailure(error) && typeof error.retryAt === 'number' ? error.retryAt : null;
}

/** The status of a failure; null when the error is not an ApiFailure (a bug, an abort). */
export function failureStatus(error: unknown): number | null {
  return isApiFailure(error) ? error.status : null;
}

/**
 * product §5: a server error shows the first message found: the body itself when it is a string, its first element
 * when it is an array, else the first value of its first field (itself a string or an array). Null when none.
 */
export function firstServerMessage(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() === '' ? null : body;
  // An array's values are its elements, in order: its first element is its first value.
  if (typeof body === 'object' && body !== null) return firstServerMessage(Object.values(body)[0]);
  return null;
}

/** product §5: 'An unexpected error occurred', when a failure carries no message and the flow has none of its own. */
export const unexpectedErrorMessage = { key: 'errors.unexpected' } as const satisfies UserMessage;

/**
 * product §5: the first message found in a server's answer, else the flow's own fallback (product §8 gives sign-up and
 * activation theirs), else 'An unexpected error occurred'.
 */
export function serverMessageOr(body: unknown, fallback: UserMessage = unexpectedErrorMessage): UserMessage {
  const message = firstServerMessage(body);
  return message ? { text: message } : fallback;
}

/** The server's `detail` (DRF's `{"detail": "…"}`), null when the answer had none. */
export function failureDetail(failure: ApiFailure): string | null {
  const { body } = failure;
  if (typeof body !== 'object' || body === null || !('detail' in body)) return null;
  return typeof body.detail === 'string' && body.detail !== '' ? body.detail : null;
}

/** DRF-shaped field errors of the answer (`{"quantity": ["…"]}`); empty when it had none. */
export function failureFields(failure: ApiFailure): Record<string, string[]> {
  const { body } = failure;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((message) => typeof message === 'string'),
    ),
  );
}
