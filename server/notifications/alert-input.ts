import Big from 'big.js';
import { ALERT_CONDITIONS, ALERT_INSTRUMENTS, ALERT_STATES, type AlertState } from '@contract/alerts';
import { notAValidChoice, type FieldErrors } from '../http/errors';

/** Checks an alert body field by field, DRF style: every problem named at once, nothing stored on any. */

const REQUIRED = 'This field is required.';
const choice = (value: unknown, options: readonly string[]) =>
  typeof value === 'string' && options.includes(value) ? null : notAValidChoice(value);

/** A positive decimal as a JSON number or a canonical decimal string ("6200", "6200.5"), up to 8 places. */
function threshold(value: unknown): { ok: string } | { error: string } {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,12}(?:\.\d{1,8})?$/.test(text))
    return { error: 'A valid number is required.' };
  const n = new Big(text);
  if (n.lte(0)) return { error: 'Ensure this value is greater than 0.' };
  return { ok: n.toString() };
}

export interface AlertFields {
  instrument?: string;
  condition?: string;
  threshold?: string;
  state?: AlertState;
}

export function parseAlert(
  body: Record<string, unknown>,
  partial: boolean,
): { ok: AlertFields } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const out: AlertFields = {};
  for (const [field, options] of [
    ['instrument', ALERT_INSTRUMENTS],
    ['condition', ALERT_CONDITIONS],
  ] as const) {
    const value = body[field];
    if (value === undefined) {
      if (!partial) errors[field] = [REQUIRED];
      continue;
    }
    const problem = choice(value, options);
    if (problem) errors[field] = [problem];
    else out[field] = value as string;
  }
  if (body.threshold === undefined) {
    if (!partial) errors.threshold = [REQUIRED];
  } else {
    const t = threshold(body.threshold);
    if ('error' in t) errors.threshold = [t.error];
    else out.threshold = t.ok;
  }
  if (partial && body.state !== undefined) {
    const problem = choice(
      body.state,
      ALERT_STATES.filter((s) => s !== 'fired'),
    );
    if (problem) errors.state = [problem];
    else out.state = body.state as AlertState;
  }
  return Object.keys(errors).length > 0 ? { errors } : { ok: out };
}
