import { MAX_DECIMAL_PLACES, MAX_INTEGER_DIGITS, type NumberInputProblem } from '@contract/number-input';
import { failureStatus, firstServerMessage, isApiFailure } from '../shared/api-failure';
import type { AlertMessage, DraftField } from './types';

/** The server's words (server/notifications/alert-input.ts, routes.ts) that have a locale key of their own. */
const serverKeys: Record<string, string> = {
  'A valid number is required.': 'numberInput.malformed',
  'Ensure this value is greater than 0.': 'numberInput.notPositive',
  'This field is required.': 'validation.required',
  'You can have at most 20 active alerts.': 'alerts.errors.tooMany',
};

const fromServer = (text: string): AlertMessage => (serverKeys[text] ? { key: serverKeys[text] } : { text });

export function numberMessage(problem: NumberInputProblem): AlertMessage {
  if (problem === 'empty') return { key: 'validation.required' };
  const max = problem === 'tooManyDecimals' ? MAX_DECIMAL_PLACES : MAX_INTEGER_DIGITS;
  return { key: `numberInput.${problem}`, values: { max } };
}

const FIELDS: DraftField[] = ['instrument', 'condition', 'threshold'];

/** A DRF-shaped 400's message for each draft field it names. */
export function fieldErrorsOf(error: unknown): Partial<Record<DraftField, AlertMessage>> {
  const out: Partial<Record<DraftField, AlertMessage>> = {};
  if (!isApiFailure(error) || error.status !== 400 || typeof error.body !== 'object' || !error.body)
    return out;
  const body = error.body as Record<string, unknown>;
  for (const field of FIELDS) {
    const text = field in body ? firstServerMessage(body[field]) : null;
    if (text) out[field] = fromServer(text);
  }
  return out;
}

/** A failure that names no field: the 20-alert limit, a gone alert, no answer, or the server's fault. */
export function generalMessage(error: unknown): AlertMessage | null {
  if (Object.keys(fieldErrorsOf(error)).length > 0) return null;
  const status = failureStatus(error);
  if (status === null) return { key: 'account.errors.offline' };
  if (status === 404) return { key: 'alerts.errors.gone' };
  if (status === 429) return { key: 'auth.serverMessage.throttled' };
  if (status >= 500) return { key: 'auth.internalServerError' };
  const text = isApiFailure(error) ? firstServerMessage(error.body) : null;
  return text ? fromServer(text) : { key: 'auth.unexpectedError' };
}
