import { MAX_DECIMAL_PLACES, MAX_INTEGER_DIGITS, type NumberInputProblem } from '@contract/number-input';
import { refusalMessages } from '@machines/shared/refusal-messages';
import type { AlertMessage, DraftField } from './types';

/** The server's words (server/notifications/alert-input.ts, routes.ts) that have a locale key of their own. */
const serverKeys: Record<string, string> = {
  'A valid number is required.': 'numberInput.malformed',
  'Ensure this value is greater than 0.': 'numberInput.notPositive',
  'This field is required.': 'validation.required',
  'You can have at most 20 active alerts.': 'alerts.errors.tooMany',
  'You can have at most 100 alerts, paused ones included.': 'alerts.errors.tooManyInAll',
};

export function numberMessage(problem: NumberInputProblem): AlertMessage {
  if (problem === 'empty') return { key: 'validation.required' };
  const max = problem === 'tooManyDecimals' ? MAX_DECIMAL_PLACES : MAX_INTEGER_DIGITS;
  return { key: `numberInput.${problem}`, values: { max } };
}

const FIELDS: DraftField[] = ['instrument', 'condition', 'threshold'];

/**
 * A DRF-shaped 400's message for each draft field it names (`fieldErrorsOf`); a failure that names no field: the
 * 20-active and 100-alert limits, a gone alert, no answer, or the server's fault (`generalMessage`).
 */
export const { fieldErrorsOf, generalMessage } = refusalMessages(FIELDS, serverKeys, 'alerts.errors.gone');
