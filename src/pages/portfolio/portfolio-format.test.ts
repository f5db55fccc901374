import { describe, expect, it } from 'vitest';
import { formatTransactionDate } from './portfolio-format';

describe('transaction row date (spec §3: day, full month name, year)', () => {
  it('reads "5 March 2026" in English', () =>
    expect(formatTransactionDate('2026-03-05T12:00:00Z', 'en')).toBe('5 March 2026'));

  it('reads "٥ مارس ٢٠٢٦" in Arabic: Arabic-Indic digits and the Arabic month name', () =>
    expect(formatTransactionDate('2026-03-05T12:00:00Z', 'ar')).toBe('٥ مارس ٢٠٢٦'));

  it('keeps the stored day wherever the person is (purchases are stored at 12:00 UTC)', () =>
    expect(formatTransactionDate('2026-12-31T12:00:00+00:00', 'en')).toBe('31 December 2026'));

  it('shows nothing for a timestamp that is not a date', () =>
    expect(formatTransactionDate('soon', 'en')).toBe(''));
});
