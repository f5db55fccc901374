import { isHTTPError } from 'ky';
import { requestFailureOf } from '@/api/portfolio';
import type { RequestFailure } from '@machines/transaction-dialog/types';

/**
 * A failed save as the dialog needs it: `requestFailureOf`'s status and `detail`, plus the DRF field errors
 * (`{"quantity": ["…"]}`) so a refusal lands on its field (issue 15). Kept beside the dialog until the SPA has one
 * failure adapter in src/api/ (issue 14).
 */
export function submitFailureOf(error: unknown): RequestFailure {
  const failure = requestFailureOf(error);
  const body: unknown = isHTTPError(error) ? error.data : null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ...failure, fields: {} };
  const fields = Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((message) => typeof message === 'string'),
    ),
  );
  return { ...failure, fields };
}
