import { describe, expect, it, vi } from 'vitest';
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

  it('the clocks go forward at midnight: 23:00 the evening before is still winter time, the next day starts at 01:00', () => {
    // Summer time 2026 began on 24 April at 00:00, which became 01:00 (22:00 UTC the evening before).
    expect(cairoWallTime('2026-04-23', 23).toISOString()).toBe('2026-04-23T21:00:00.000Z');
    expect(cairoWallTime('2026-04-24', 1).toISOString()).toBe('2026-04-23T22:00:00.000Z');
    expect(cairoDayStart('2026-04-24').toISOString()).toBe('2026-04-23T22:00:00.000Z');
  });

  it('the clocks go back at midnight: the last summer day starts at UTC+3, the next at UTC+2', () => {
    // Summer time 2026 ended on 29 October at 24:00, which became 23:00 (21:00 UTC).
    expect(cairoDayStart('2026-10-29').toISOString()).toBe('2026-10-28T21:00:00.000Z');
    expect(cairoDayStart('2026-10-30').toISOString()).toBe('2026-10-29T22:00:00.000Z');
    expect(cairoWallTime('2026-10-30', 12).toISOString()).toBe('2026-10-30T10:00:00.000Z');
  });

  it('asks the time-zone database once per UTC hour, however many instants fall in it (the chart passes over thousands)', () => {
    // `format` is a getter on the prototype (it hands out a bound function): count how often it is read.
    const prototype: { readonly format: unknown } = Intl.DateTimeFormat.prototype;
    const formats = vi.spyOn(prototype, 'format', 'get');
    try {
      const hour = Date.parse('2031-05-06T07:00:00Z'); // an hour no other test asks about
      for (let minute = 0; minute < 60; minute += 1) {
        expect(cairoDay(hour + minute * 60_000)).toBe('2031-05-06');
      }
      expect(cairoDay(new Date(hour + 59 * 60_000 + 59_999))).toBe('2031-05-06');
      expect(formats).toHaveBeenCalledTimes(1);
    } finally {
      formats.mockRestore();
    }
  });
});
