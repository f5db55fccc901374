import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DECIMAL_PLACES, MAX_INTEGER_DIGITS, parseNumberInput } from './number-input';

const read = (text: string) => parseNumberInput(text);
const refused = (text: string) => {
  const result = parseNumberInput(text);
  return result.ok ? null : result.problem;
};

/** Rewrites ASCII digits and separators as a given script writes them. */
function inScript(text: string, zero: number, separators: 'western' | 'arabic'): string {
  return [...text]
    .map((char) => {
      if (char >= '0' && char <= '9') return String.fromCodePoint(zero + Number(char));
      if (separators === 'arabic' && char === ',') return '\u066c';
      if (separators === 'arabic' && char === '.') return '\u066b';
      return char;
    })
    .join('');
}
const arabicIndic = (text: string) => inScript(text, 0x0660, 'arabic');
const extendedArabicIndic = (text: string) => inScript(text, 0x06f0, 'arabic');

describe('parseNumberInput: what the issue names', () => {
  it('reads grouping commas as the app writes them', () => {
    expect(read('45,000')).toEqual({ ok: true, value: '45000' });
    expect(read('1,250,000')).toEqual({ ok: true, value: '1250000' });
    expect(read('1,250,000.5')).toEqual({ ok: true, value: '1250000.5' });
    expect(read('999,999.25')).toEqual({ ok: true, value: '999999.25' });
  });

  it('reads Arabic-Indic and Extended Arabic-Indic digits with the Arabic separators', () => {
    expect(read('٤٥٬٠٠٠')).toEqual({ ok: true, value: '45000' });
    expect(read('١٬٢٥٠٬٠٠٠٫٥')).toEqual({ ok: true, value: '1250000.5' });
    expect(read('۱٫۵')).toEqual({ ok: true, value: '1.5' });
    expect(read('٢٧٠٠٠')).toEqual({ ok: true, value: '27000' });
  });

  it("groups with the Arabic keyboard's comma (،) beside either decimal mark", () => {
    expect(read('١،٢٣٤٫٥')).toEqual({ ok: true, value: '1234.5' });
    expect(read('١،٢٣٤.٥')).toEqual({ ok: true, value: '1234.5' });
    expect(read('45،000')).toEqual({ ok: true, value: '45000' });
    expect(refused('١،٥')).toBe('ambiguousComma');
  });

  it('gives a canonical decimal: no grouping, no leading or trailing zeros, surrounding spaces ignored', () => {
    expect(read('  0.50 ')).toEqual({ ok: true, value: '0.5' });
    expect(read('007')).toEqual({ ok: true, value: '7' });
    expect(read('1.')).toEqual({ ok: true, value: '1' });
    expect(read('.5')).toEqual({ ok: true, value: '0.5' });
    expect(read('\u200f٤٥٬٠٠٠\u200f')).toEqual({ ok: true, value: '45000' });
  });

  it('refuses a minus instead of dropping it, wherever it is typed', () => {
    expect(refused('-5')).toBe('negative');
    expect(refused('5-')).toBe('negative');
    expect(refused('−5')).toBe('negative');
    expect(refused('- 45,000')).toBe('negative');
    expect(refused('-0')).toBe('negative');
  });

  it('refuses zero unless the caller allows it', () => {
    expect(refused('0')).toBe('notPositive');
    expect(refused('0.000')).toBe('notPositive');
    expect(parseNumberInput('0.00', { allowZero: true })).toEqual({ ok: true, value: '0' });
  });

  it('refuses exponents, two decimal points, letters and nothing', () => {
    expect(refused('1e3')).toBe('exponent');
    expect(refused('2.5E-4')).toBe('exponent');
    expect(refused('١e٣')).toBe('exponent');
    expect(refused('0.5.5')).toBe('multiplePoints');
    expect(refused('1.000.000')).toBe('multiplePoints');
    expect(refused('٠٫٥٫٥')).toBe('multiplePoints');
    expect(refused('12abc')).toBe('invalidCharacters');
    expect(refused('EGP 45')).toBe('invalidCharacters');
    expect(refused('45 000')).toBe('invalidCharacters');
    expect(refused('')).toBe('empty');
    expect(refused('   ')).toBe('empty');
    expect(refused('.')).toBe('malformed');
    expect(refused('-')).toBe('malformed');
  });

  it('refuses a comma that is not a thousands grouping: use a point for decimals', () => {
    for (const text of [
      '1,5',
      '12,34',
      '1,2345',
      '1,000,00',
      ',500',
      '500,',
      '0,500',
      '1,,000',
      '1234,567',
    ]) {
      expect(refused(text), text).toBe('ambiguousComma');
    }
    expect(refused('١٬٥')).toBe('ambiguousComma');
  });

  it('refuses Western and Arabic separators mixed, and a comma after the point', () => {
    expect(refused('1,250٫5')).toBe('mixedSeparators');
    expect(refused('١٬٢٥٠.٥')).toBe('mixedSeparators');
    expect(refused('1.234,5')).toBe('mixedSeparators');
  });

  it('holds the server limits: 8 digits before the point, 6 after', () => {
    expect([MAX_INTEGER_DIGITS, MAX_DECIMAL_PLACES]).toEqual([8, 6]);
    expect(read('99,999,999.999999')).toEqual({ ok: true, value: '99999999.999999' });
    expect(refused('100,000,000')).toBe('tooManyIntegerDigits');
    expect(refused('0.1234567')).toBe('tooManyDecimals');
    // Zeros that change nothing count for nothing, as on the server.
    expect(read('000000001.5000000000')).toEqual({ ok: true, value: '1.5' });
  });
});

/** Any decimal the app may write within the limits: up to 8 integer digits and 6 decimals. */
const decimals = fc
  .tuple(fc.bigInt({ min: 0n, max: 99_999_999n }), fc.stringMatching(/^\d{0,6}$/))
  .filter(([whole, fraction]) => whole > 0n || /[1-9]/.test(fraction));
const grouped = new Intl.NumberFormat('en-US');

describe('parseNumberInput: properties', () => {
  it('reads back every decimal written with en-US grouping, in either script', () => {
    fc.assert(
      fc.property(decimals, fc.boolean(), ([whole, fraction], spaced) => {
        const expected = new Big(`${whole}.${fraction || '0'}`).toFixed();
        const written = `${grouped.format(whole)}${fraction ? `.${fraction}` : ''}`;
        const pad = spaced ? ' ' : '';
        for (const text of [
          written,
          arabicIndic(written),
          extendedArabicIndic(written),
          written.replaceAll(',', ''),
        ]) {
          expect(read(`${pad}${text}${pad}`)).toEqual({ ok: true, value: expected });
        }
      }),
    );
  });

  it("reads back what the browser's own en-US and ar-EG formatters write", () => {
    const en = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
    const ar = new Intl.NumberFormat('ar-EG', { maximumFractionDigits: 6 });
    fc.assert(
      // Millionths as integers: below 2^53 every one is written exactly, so the expected value is known exactly.
      fc.property(fc.integer({ min: 1, max: 99_999_999_999_999 }), (millionths) => {
        const expected = new Big(millionths).div(1_000_000).toFixed();
        const value = millionths / 1_000_000;
        expect(read(en.format(value))).toEqual({ ok: true, value: expected });
        expect(read(ar.format(value))).toEqual({ ok: true, value: expected });
      }),
    );
  });

  const typed = fc.string({
    unit: fc.constantFrom(...'0123456789٠١٢٣٤٥٦٧٨٩۰۱۹,.٫٬،-−eE+ a\u200f'.split('')),
    maxLength: 16,
  });

  it('for any text: never throws, and an answer is exactly the digits typed with the point where it was typed', () => {
    const digitOf = (char: string) => {
      const code = char.codePointAt(0) ?? 0;
      if (char >= '0' && char <= '9') return char;
      if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
      if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
      return null;
    };
    fc.assert(
      fc.property(fc.oneof(typed, fc.string(), fc.string({ unit: 'grapheme' })), (text) => {
        const result = parseNumberInput(text, { allowZero: true });
        if (!result.ok) return;
        expect(result.value).toMatch(/^(0|[1-9]\d*)(\.\d*[1-9])?$/);
        expect(text).not.toMatch(/[-−e+]/i);
        const [before, after = ''] = text.split(/[.٫]/);
        expect(text.split(/[.٫]/).length).toBeLessThanOrEqual(2);
        const digits = (part: string | undefined) => [...(part ?? '')].map(digitOf).filter((d) => d !== null);
        const all = [...digits(before), ...digits(after)].join('');
        const read = new Big(all).div(new Big(10).pow(digits(after).length));
        expect(new Big(result.value).eq(read)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('always refuses a minus, an exponent and two decimal points', () => {
    fc.assert(
      fc.property(typed, (text) => {
        expect(read(`-${text}`).ok).toBe(false);
        expect(read(`${text}-`).ok).toBe(false);
      }),
    );
    fc.assert(
      fc.property(decimals, fc.stringMatching(/^[-+]?\d{1,3}$/), ([whole], power) => {
        expect(refused(`${whole}e${power}`)).toBe('exponent');
        expect(refused(`${whole}E${power}`)).toBe('exponent');
      }),
    );
    fc.assert(
      fc.property(typed, typed, typed, fc.constantFrom('.', '٫'), (a, b, c, point) => {
        expect(read(`${a}${point}${b}${point}${c}`).ok).toBe(false);
      }),
    );
  });

  it('refuses a comma followed by anything but groups of three digits', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{0,2}$/),
        fc.stringMatching(/^\d{0,6}$/).filter((tail) => tail.length !== 3),
        (head, tail) => {
          expect(refused(`${head},${tail}`)).toBe('ambiguousComma');
        },
      ),
    );
  });
});
