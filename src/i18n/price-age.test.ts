import { describe, expect, it } from 'vitest';
import { formatCairoDay, formatPriceAge } from './price-age';

describe('price age', () => {
  it('counts hours up to two days, then days', () => {
    expect(formatPriceAge(26 * 3600 + 59, 'en')).toBe('26 hours ago');
    expect(formatPriceAge(3 * 86_400 + 5 * 3600, 'en')).toBe('3 days ago');
    // A few seconds old still reads as an hour: the banner only shows for old prices anyway.
    expect(formatPriceAge(12, 'en')).toBe('1 hour ago');
  });

  it('reads in Arabic with Arabic-Indic digits and Arabic plurals', () => {
    expect(formatPriceAge(26 * 3600, 'ar')).toBe('قبل ٢٦ ساعة');
    expect(formatPriceAge(3 * 86_400, 'ar')).toBe('قبل ٣ أيام');
    expect(formatPriceAge(2 * 86_400, 'ar')).toBe('قبل يومين');
  });

  it('names a Cairo day by weekday, day and month in either language, whatever the browser zone', () => {
    expect(formatCairoDay('2026-11-21', 'en')).toBe('Saturday, November 21');
    expect(formatCairoDay('2026-11-21', 'ar')).toBe('السبت، ٢١ نوفمبر');
    expect(formatCairoDay('yesterday', 'en')).toBe('');
  });
});
