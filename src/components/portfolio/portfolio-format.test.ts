import { describe, expect, it } from 'vitest';
import { formatQuantity, formatTransactionDate } from './portfolio-format';

describe('transaction row date (product §3: day, full month name, year)', () => {
  it('reads "5 March 2026" in English', () =>
    expect(formatTransactionDate('2026-03-05T12:00:00Z', 'en')).toBe('5 March 2026'));

  it('reads "٥ مارس ٢٠٢٦" in Arabic: Arabic-Indic digits and the Arabic month name', () =>
    expect(formatTransactionDate('2026-03-05T12:00:00Z', 'ar')).toBe('٥ مارس ٢٠٢٦'));

  it('keeps the stored day wherever the person is (purchases are stored at 12:00 UTC)', () =>
    expect(formatTransactionDate('2026-12-31T12:00:00+00:00', 'en')).toBe('31 December 2026'));

  it('shows nothing for a timestamp that is not a date', () =>
    expect(formatTransactionDate('soon', 'en')).toBe(''));
});

describe('a quantity (product §9: en-US, thousands separators)', () => {
  it('keeps all 6 decimals a quantity is typed and stored with, so it can be typed back', () =>
    expect(formatQuantity(0.123456)).toBe('0.123456'));

  it('drops trailing zeros and groups thousands', () => {
    expect(formatQuantity(2.5)).toBe('2.5');
    expect(formatQuantity(1250000.1)).toBe('1,250,000.1');
  });
});
