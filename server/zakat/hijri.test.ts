import { describe, expect, it } from 'vitest';
import { hijriOf, hijriString, solarYearAfter } from './hijri';

describe('Hijri and solar dates', () => {
  it('zakat: a Hijri date is written with a two-digit month and day, as the API answers', () => {
    expect(hijriOf('2025-06-27')).toEqual({ year: 1447, month: 1, day: 2 });
    expect(hijriString('2025-06-27')).toBe('1447-01-02');
    expect(hijriString('2026-01-01')).toBe('1447-07-12');
  });

  it('zakat: a solar year ends on the anniversary, and 29 February on 1 March (ADR 024)', () => {
    expect(solarYearAfter('2025-06-01')).toBe('2026-06-01');
    expect(solarYearAfter('2024-02-29')).toBe('2025-03-01');
    expect(solarYearAfter('2027-02-28')).toBe('2028-02-28');
  });
});
