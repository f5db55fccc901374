import { describe, expect, it } from 'vitest';
import { formatCairoClock, formatCairoTime } from '@/i18n/cairo-time';

describe('formatCairoTime (product §9: market times in Cairo time)', () => {
  it('writes Arabic with Arabic-Indic digits, an Arabic month and ص for the morning', () => {
    // 03:45 UTC is 05:45 in Cairo in November (UTC+2).
    expect(formatCairoTime('2026-11-22T03:45:00Z', 'ar')).toBe('٢٢ نوفمبر ٢٠٢٦ في ٥:٤٥ ص');
  });

  it('marks the evening with م and follows Egyptian summer time (UTC+3)', () => {
    const text = formatCairoTime('2026-07-22T15:45:00Z', 'ar');
    expect(text).toBe('٢٢ يوليو ٢٠٢٦ في ٦:٤٥ م');
    expect(text).not.toMatch(/\d/);
  });

  it('writes English as en-US with a 12-hour clock', () => {
    expect(formatCairoTime('2026-11-22T03:45:00Z', 'en')).toBe('November 22, 2026 at 5:45 AM');
    expect(formatCairoTime('2026-07-22T15:45:00+00:00', 'en')).toBe('July 22, 2026 at 6:45 PM');
  });

  it('reads offsets other than UTC and shows the Cairo day', () => {
    // 23:30 in New York on 21 November is 06:30 on 22 November in Cairo.
    expect(formatCairoTime('2026-11-21T23:30:00-05:00', 'en')).toBe('November 22, 2026 at 6:30 AM');
  });

  it('gives an empty text for a timestamp it cannot read', () => {
    expect(formatCairoTime('not a date', 'ar')).toBe('');
  });
});

describe('formatCairoClock (product §10: "try again at" after a throttled sign-in)', () => {
  it('gives only the time of day in Cairo: Arabic-Indic digits with ص/م, English with AM/PM', () => {
    expect(formatCairoClock(Date.parse('2026-11-22T03:55:00Z'), 'ar')).toBe('٥:٥٥ ص');
    expect(formatCairoClock(Date.parse('2026-07-22T15:05:00Z'), 'ar')).toBe('٦:٠٥ م');
    expect(formatCairoClock(new Date('2026-11-22T03:55:00Z'), 'en')).toBe('5:55 AM');
    expect(formatCairoClock(Date.parse('2026-07-22T15:05:00Z'), 'en')).toBe('6:05 PM');
  });
});
