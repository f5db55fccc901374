import type { RequestFailure } from './types';

/** The real actors throw a RequestFailure; anything else (a bug, a lost connection) counts as "no answer". */
export function toRequestFailure(error: unknown): RequestFailure {
  if (error && typeof error === 'object' && 'status' in error && 'detail' in error) {
    const { status, detail } = error as { status: unknown; detail: unknown };
    const fields = 'fields' in error ? (error as { fields: unknown }).fields : undefined;
    return {
      status: typeof status === 'number' ? status : null,
      detail: typeof detail === 'string' && detail ? detail : null,
      fields: isFieldErrors(fields) ? fields : {},
    };
  }
  return { status: null, detail: null, fields: {} };
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}
