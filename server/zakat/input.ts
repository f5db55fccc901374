import Big from 'big.js';
import type { DecimalInput } from '@contract/portfolio';
import type { ZakatPaymentPayload, ZakatSettingsPayload } from '@contract/zakat';
import type { FieldErrors } from '@contract/errors';
import { parseAmount, ZERO } from '../portfolio/money';
import { TOO_MANY_DECIMALS_MESSAGE, TOO_MANY_DIGITS_MESSAGE } from '../portfolio/transaction-input';
import type { ZakatSettings } from './settings';

/** What people type into the zakat forms, checked with the limits of transactions (DRF-shaped 400s). */

type Parsed<T> = { ok: true; value: T } | { ok: false; body: FieldErrors };

const NOT_NEGATIVE = 'Ensure this value is greater than or equal to 0.';
const POSITIVE = 'Ensure this value is greater than 0.';

/** `allowZero`: cash, receivables and debts may be 0; a payment may not. */
function amount(input: DecimalInput, allowZero: boolean): { value: Big } | { message: string } {
  const parsed = parseAmount(input);
  if (parsed.ok) return { value: parsed.value };
  switch (parsed.problem) {
    case 'not_positive': {
      // parseAmount refuses 0 and negatives alike; cash and debts may be 0.
      const value = new Big(typeof input === 'number' ? String(input) : input.trim());
      if (allowZero && value.eq(0)) return { value: ZERO };
      return { message: allowZero ? NOT_NEGATIVE : POSITIVE };
    }
    case 'too_many_integer_digits':
      return { message: TOO_MANY_DIGITS_MESSAGE };
    case 'too_many_decimals':
      return { message: TOO_MANY_DECIMALS_MESSAGE };
    default:
      return { message: 'A valid number is required.' };
  }
}

export function parseSettings(payload: ZakatSettingsPayload, current: ZakatSettings): Parsed<ZakatSettings> {
  const errors: FieldErrors = {};
  const next: ZakatSettings = {
    nisabBasis: payload.nisab_basis ?? current.nisabBasis,
    hawlRule: payload.hawl_rule ?? current.hawlRule,
    jewellery: payload.jewellery ?? current.jewellery,
    year: payload.year ?? current.year,
    cashEgp: current.cashEgp,
    receivablesEgp: current.receivablesEgp,
    debtsEgp: current.debtsEgp,
  };
  for (const [field, key] of [
    ['cash_egp', 'cashEgp'],
    ['receivables_egp', 'receivablesEgp'],
    ['debts_egp', 'debtsEgp'],
  ] as const) {
    const input = payload[field];
    if (input === undefined) continue;
    const parsed = amount(input, true);
    if ('value' in parsed) next[key] = parsed.value;
    else errors[field] = [parsed.message];
  }
  return Object.keys(errors).length ? { ok: false, body: errors } : { ok: true, value: next };
}

export function parsePaymentAmount(payload: ZakatPaymentPayload): Parsed<Big> {
  const parsed = amount(payload.amount, false);
  return 'value' in parsed
    ? { ok: true, value: parsed.value }
    : { ok: false, body: { amount: [parsed.message] } };
}
