import { describe, expect, it } from 'vitest';
import { addDays, addMonths, cairoDay, cairoDayStart, daysBetween } from './cairo-day';

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
});
