import { describe, expect, it } from 'vitest';
import {
  createTransactionPayloadSchema,
  DECIMAL_STRING_MAX_LENGTH,
  decimalInputSchema,
  stringTooLargeMessage,
  validDateTimeMessage,
} from './portfolio';
import { validNumberMessage } from './portfolio-values';

/**
 * Product §16: the decimal pattern backtracked quadratically, so 65,000 digits ending in a letter took
 * 14 s to refuse while every other request waited. Strings now stop at DRF DecimalField's 1,000 characters
 * before any pattern runs. The pathological inputs stay here: with the old pattern this file times out.
 */

const messages = (input: unknown) => {
  const result = decimalInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('decimalInputSchema', () => {
  it.each([
    ['60,000 digits then a letter', '1'.repeat(60_000) + 'x'],
    ['a decimal point, 60,000 digits, a dangling exponent', '1.' + '1'.repeat(60_000) + 'e'],
    ['60,000 digits', '9'.repeat(60_000)],
    ['one character over the limit', '1'.repeat(DECIMAL_STRING_MAX_LENGTH + 1)],
  ])('refuses %s as DRF does: "String value too large."', (_label, input) => {
    expect(messages(input)).toEqual([stringTooLargeMessage]);
  });

  it('reads the limit after trimming, as DRF strips before it measures', () => {
    const padded = ` ${'1'.repeat(DECIMAL_STRING_MAX_LENGTH)} `;
    expect(decimalInputSchema.parse(padded)).toBe('1'.repeat(DECIMAL_STRING_MAX_LENGTH));
    expect(messages(' '.repeat(60_000))).toEqual([validNumberMessage]);
  });

  it('still refuses a wrong string within the limit with "A valid number is required."', () => {
    for (const input of [
      '1'.repeat(999) + 'x',
      'abc',
      '',
      '1.2.3',
      '1e',
      'e5',
      '.',
      '-',
      '1,5',
      '0x10',
      'NaN',
    ])
      expect(messages(input), JSON.stringify(input.slice(0, 20))).toEqual([validNumberMessage]);
  });

  it('accepts the decimals a client sends, as strings and as numbers', () => {
    for (const input of ['2.5', ' 2.5 ', '3900', '5.', '.5', '-1', '1e5', '1E-3', '2.5e+2', 2.5, 0, -1])
      expect(decimalInputSchema.safeParse(input).success, String(input)).toBe(true);
  });

  it('names the field in a payload, with the other fields untouched', () => {
    const result = createTransactionPayloadSchema.safeParse({
      asset: 1,
      quantity: '1'.repeat(60_000) + 'x',
      price: '1.' + '1'.repeat(60_000) + 'e',
      timestamp: '2026-11-01T12:00:00Z' + '0'.repeat(60_000),
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      quantity: stringTooLargeMessage,
      price: stringTooLargeMessage,
      timestamp: validDateTimeMessage,
    });
  });
});
