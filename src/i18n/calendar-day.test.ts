import { describe, expect, it } from 'vitest';
import { formatGregorianDay, formatHijriDay } from './calendar-day';

describe('calendar days (issue 16: hawl dates in both calendars)', () => {
  it('writes Arabic days with Arabic-Indic digits and Arabic month names', () => {
    expect(formatGregorianDay('2026-11-23', 'ar')).toBe('٢٣ نوفمبر ٢٠٢٦');
    expect(formatHijriDay('2026-11-23', 'ar')).toBe('١٣ جمادى الآخرة ١٤٤٨ هـ');
  });

  it('writes English days with the Umm al-Qura month and AH', () => {
    expect(formatGregorianDay('2026-11-23', 'en')).toBe('November 23, 2026');
    expect(formatHijriDay('2026-11-23', 'en')).toBe('Jumada II 13, 1448 AH');
  });

  it('leaves out what is not a day', () => {
    expect(formatGregorianDay('', 'en')).toBe('');
    expect(formatHijriDay('2026-13-45', 'ar')).toBe('');
  });
});
