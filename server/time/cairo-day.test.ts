import { describe, expect, it } from 'vitest';
import { addDays, addMonths, cairoDay, cairoDayStart, cairoWallTime, daysBetween, isDay } from './cairo-day';

describe('cairo days', () => {
  it('winter: Cairo is UTC+2', () => {
    expect(cairoDay(Date.parse('2026-11-17T21:59:59Z'))).toBe('2026-11-17');
    expect(cairoDay(Date.parse('2026-11-17T22:00:00Z'))).toBe('2026-11-18');
    expect(cairoDayStart('2026-11-18').toISOString()).toBe('2026-11-17T22:00:00.000Z');
  });

  it('summer (daylight saving since 2023): Cairo is UTC+3', () => {
    expect(cairoDay(new Date('2026-07-01T20:59:59Z'))).toBe('2026-07-01');
    expect(cairoDay(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02');
    expect(cairoDayStart('2026-07-02').toISOString()).toBe('2026-07-01T21:00:00.000Z');
  });

  it('day arithmetic clamps months and crosses years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(daysBetween('2025-11-22', '2026-11-22')).toBe(365);
  });

  it('reads only real days written YYYY-MM-DD', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-2-28')).toBe(false);
    expect(isDay('2026-02-28T00:00:00Z')).toBe(false);
  });

  it('places a Cairo wall-clock time on the right instant in winter and summer', () => {
    expect(cairoWallTime('2026-11-18', 12).toISOString()).toBe('2026-11-18T10:00:00.000Z');
    expect(cairoWallTime('2026-07-01', 12, 30).toISOString()).toBe('2026-07-01T09:30:00.000Z');
    expect(() => cairoWallTime('2026-02-30', 12)).toThrow(/Not a day/);
  });
});
