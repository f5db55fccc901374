import Big from 'big.js';
import { MAX_DECIMAL_PLACES, MAX_INTEGER_DIGITS } from '@contract/number-input';

/**
 * Exact decimals for money and quantities (architecture §2: never binary floats in sums). Values are big.js
 * numbers inside the server and rounded to JSON numbers only when a response is written.
 */

export const ZERO = new Big(0);

/** EGP amounts in responses: 2 decimals, half up. */
export function roundMoney(value: Big): number {
  return Number(value.round(2, Big.roundHalfUp).toFixed(2));
}

/** Quantities and grams in responses: up to 4 decimals, half up. */
export function roundQuantity(value: Big): number {
  return Number(value.round(4, Big.roundHalfUp).toFixed(4));
}

/** Percentages in responses: 2 decimals; 0 when the base is 0. */
export function percentOf(part: Big, base: Big): number {
  if (base.eq(0)) return 0;
  return roundMoney(part.times(100).div(base));
}

export function minBig(a: Big, b: Big): Big {
  return a.lte(b) ? a : b;
}

// Limits of a stored amount (PostgreSQL numeric(14, 6)): one source of truth with what the SPA lets a person type.
export { MAX_DECIMAL_PLACES, MAX_INTEGER_DIGITS };

export type AmountProblem =
  'invalid' | 'not_positive' | 'negative' | 'too_many_integer_digits' | 'too_many_decimals';

/**
 * Parses what a client sent for a quantity or a price (a JSON number or a decimal string) into an exact
 * decimal, or says what is wrong with it. A JSON number arrives as a double: its shortest round-trip text
 * (`String(0.1)` is "0.1") is the decimal the person typed.
 */
export function parseAmount(
  input: number | string,
  /** Whether 0 is an answer (workmanship that was free) or refused as `not_positive` (a price). */
  options: { allowZero?: boolean } = {},
): { ok: true; value: Big } | { ok: false; problem: AmountProblem } {
  let value: Big;
  try {
    // big.js refuses NaN and ±Infinity (their text is no decimal) as it refuses any other non-number.
    value = new Big(typeof input === 'number' ? String(input) : input.trim());
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (options.allowZero) {
    if (value.lt(0)) return { ok: false, problem: 'negative' };
  } else if (value.lte(0)) return { ok: false, problem: 'not_positive' };
  // big.js keeps digits without trailing zeros in `c` and the decimal exponent in `e`, so the size is known
  // without writing out a number like 1e999999.
  const integerDigits = value.e + 1;
  const decimalPlaces = Math.max(0, value.c.length - value.e - 1);
  if (integerDigits > MAX_INTEGER_DIGITS) return { ok: false, problem: 'too_many_integer_digits' };
  if (decimalPlaces > MAX_DECIMAL_PLACES) return { ok: false, problem: 'too_many_decimals' };
  return { ok: true, value };
}
