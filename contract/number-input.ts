/**
 * One reading of a number a person types (product §10), shared by the SPA, the machines and the server: the
 * transaction dialog today, zakat amounts, alert thresholds and CSV import later.
 *
 * The rule is "read what the app writes, refuse what is ambiguous": the app writes numbers en-US style
 * (`1,250,000.5`, product §9), people copy that style, and an Arabic keyboard gives Arabic-Indic digits and the Arabic
 * separators (`١٬٢٥٠٬٠٠٠٫٥`). Anything that could be read two ways (`1,5`: one and a half, or a typo of 1,500?) or
 * that a person may not mean (`-5`, `1e3`, `0.5.5`) is refused with a reason rather than guessed, so the recorded
 * figure is always the one on screen.
 */

/** Limits of a stored amount (PostgreSQL numeric(14, 6)): digits before the point, and after it. */
export const MAX_INTEGER_DIGITS = 8;
export const MAX_DECIMAL_PLACES = 6;

export type NumberInputProblem =
  | 'empty'
  | 'negative'
  | 'notPositive'
  | 'exponent'
  | 'multiplePoints'
  | 'ambiguousComma'
  | 'mixedSeparators'
  | 'invalidCharacters'
  | 'malformed'
  | 'tooManyIntegerDigits'
  | 'tooManyDecimals';

export type NumberInputResult =
  | {
      ok: true;
      /** Canonical decimal: ASCII digits, no grouping, no leading or trailing zeros ("45000", "0.5"). */ value: string;
    }
  | { ok: false; problem: NumberInputProblem };

export interface NumberInputOptions {
  /** Whether 0 is an answer (a debt of nothing) or refused as `notPositive` (a price). Default: refused. */
  allowZero?: boolean;
}

const arabicIndicZero = 0x0660;
const extendedArabicIndicZero = 0x06f0;
const arabicThousands = '\u066c'; // ٬
const arabicDecimal = '\u066b'; // ٫
const arabicComma = '\u060c'; // ، what the comma key of an Arabic keyboard types
const anyDigit = /[0-9\u0660-\u0669\u06f0-\u06f9]/;
const digitsAndSeparators = /^[0-9\u0660-\u0669\u06f0-\u06f9.,\u066b\u066c\u060c]+$/;
const exponentPart = /^[-+\u2212]?[0-9\u0660-\u0669\u06f0-\u06f9]*$/;

/** `1e3`, `2.5E-4`, `١e٣`: a number written in scientific notation (checked piecewise, in linear time). */
function isExponent(text: string): boolean {
  const at = text.search(/e/i);
  if (at <= 0) return false;
  const mantissa = text.slice(0, at);
  return (
    digitsAndSeparators.test(mantissa) && anyDigit.test(mantissa) && exponentPart.test(text.slice(at + 1))
  );
}
const minusSigns = new Set(['-', '\u2212']);
// Spaces and the direction marks (LRM, RLM, ALM) that text copied from a right-to-left page carries at its ends.
const edges = /^[\s\u200e\u200f\u061c]+|(?<![\s\u200e\u200f\u061c])[\s\u200e\u200f\u061c]+$/g;

/** A typed number without the spaces and direction marks around it, as the parser reads it. */
export const trimNumberText = (text: string): string => text.replace(edges, '');

function asciiDigit(char: string): string | null {
  if (char >= '0' && char <= '9') return char;
  const code = char.codePointAt(0) ?? 0;
  if (code >= arabicIndicZero && code <= arabicIndicZero + 9) return String(code - arabicIndicZero);
  if (code >= extendedArabicIndicZero && code <= extendedArabicIndicZero + 9) {
    return String(code - extendedArabicIndicZero);
  }
  return null;
}

/**
 * Digits to ASCII and separators to `,` and `.`, or the reason the characters themselves are wrong. Western (`,` `.`)
 * and Arabic (`٬` `٫`) separators in one number are refused: `١٬٥.٢` has no single reading. The Arabic comma (`،`,
 * the comma key of an Arabic keyboard) is a comma in either script, so it sits beside either decimal mark.
 */
function normalise(text: string): { ok: true; text: string } | { ok: false; problem: NumberInputProblem } {
  let result = '';
  let western = false;
  let arabic = false;
  for (const char of text) {
    const digit = asciiDigit(char);
    if (digit !== null) result += digit;
    else if (char === arabicComma) result += ',';
    else if (char === ',' || char === '.') {
      western = true;
      result += char;
    } else if (char === arabicThousands || char === arabicDecimal) {
      arabic = true;
      result += char === arabicDecimal ? '.' : ',';
    } else return { ok: false, problem: 'invalidCharacters' };
  }
  if (western && arabic) return { ok: false, problem: 'mixedSeparators' };
  return { ok: true, text: result };
}

/** Leading zeros of the whole part and trailing zeros of the fraction go; so does a point with nothing after it. */
function canonical(whole: string, fraction: string): string {
  const integer = whole.replace(/^0+/, '') || '0';
  const decimals = fraction.replace(/(?<!0)0+$/, '');
  return decimals ? `${integer}.${decimals}` : integer;
}

function parseUnsigned(text: string, options: NumberInputOptions): NumberInputResult {
  if (text === '') return { ok: false, problem: 'empty' };
  // `1e3` is a thousand to a spreadsheet and "13" to a person who slipped: neither reading is safe.
  if (isExponent(text)) return { ok: false, problem: 'exponent' };
  const normalised = normalise(text);
  if (!normalised.ok) return normalised;
  const plain = normalised.text;
  const points = plain.split('.').length - 1;
  if (points > 1) return { ok: false, problem: 'multiplePoints' };
  const [whole = '', fraction = ''] = plain.split('.');
  if (!/\d/.test(plain)) return { ok: false, problem: 'malformed' };
  // A comma after the point (`1.234,5`) is the European style: the reader cannot tell which mark is the decimal.
  if (fraction.includes(',')) return { ok: false, problem: 'mixedSeparators' };
  if (whole.includes(',') && !/^[1-9]\d{0,2}(?:,\d{3})+$/.test(whole)) {
    return { ok: false, problem: 'ambiguousComma' };
  }
  const value = canonical(whole.replaceAll(',', ''), fraction);
  const [integer = '', decimals = ''] = value.split('.');
  if (integer !== '0' && integer.length > MAX_INTEGER_DIGITS)
    return { ok: false, problem: 'tooManyIntegerDigits' };
  if (decimals.length > MAX_DECIMAL_PLACES) return { ok: false, problem: 'tooManyDecimals' };
  if (value === '0' && !options.allowZero) return { ok: false, problem: 'notPositive' };
  return { ok: true, value };
}

/**
 * Reads what a person typed into a number field: a canonical decimal string, or why it cannot be read. Never throws,
 * never returns a number other than the one written.
 */
export function parseNumberInput(text: string, options: NumberInputOptions = {}): NumberInputResult {
  const trimmed = trimNumberText(text);
  const first = trimmed.charAt(0);
  const last = trimmed.charAt(trimmed.length - 1);
  // A minus typed first, or last (right-to-left typing puts it there), is never dropped: the number is refused.
  if (minusSigns.has(first) || (trimmed.length > 1 && minusSigns.has(last))) {
    const rest = minusSigns.has(first) ? trimmed.slice(1) : trimmed.slice(0, -1);
    const unsigned = parseUnsigned(trimNumberText(rest), { allowZero: true });
    return unsigned.ok || unsigned.problem === 'empty'
      ? { ok: false, problem: unsigned.ok ? 'negative' : 'malformed' }
      : unsigned;
  }
  return parseUnsigned(trimmed, options);
}
