import { describe, expect, it } from 'vitest';
import { formatBothCalendars, formatGregorianDay, formatHijriDay, joinParts } from './calendar-day';

describe('calendar days (product §12: hawl dates in both calendars)', () => {
  it('writes Arabic days with Arabic-Indic digits and Arabic month names', () => {
    expect(formatGregorianDay('2026-11-23', 'ar')).toBe('٢٣ نوفمبر ٢٠٢٦');
    expect(formatHijriDay('2026-11-23', 'ar')).toBe('١٣ جمادى الآخرة ١٤٤٨ هـ');
  });

  it('writes English days with the Umm al-Qura month and AH', () => {
    expect(formatGregorianDay('2026-11-23', 'en')).toBe('November 23, 2026');
    expect(formatHijriDay('2026-11-23', 'en')).toBe('Jumada II 13, 1448 AH');
  });

  it('joins a day’s two calendars in Arabic with the Arabic comma, never a dot that reads as a zero', () => {
    const both = formatBothCalendars('2026-10-01', 'ar');
    expect(both).toBe('٢٠ ربيع الآخر ١٤٤٨ هـ، ١ أكتوبر ٢٠٢٦');
    expect(both).not.toContain('·');
    expect(joinParts(['أ', 'ب', ''], 'ar')).toBe('أ، ب');
    expect(formatBothCalendars('2026-10-01', 'en')).toBe('Rabiʻ II 20, 1448 AH · October 1, 2026');
  });

  it('leaves out what is not a day', () => {
    expect(formatGregorianDay('', 'en')).toBe('');
    expect(formatHijriDay('2026-13-45', 'ar')).toBe('');
  });
});
