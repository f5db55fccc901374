import { describe, expect, it } from 'vitest';
import { dayFirstReading, readTypedDate, swappedDay, typedTextOf } from './typed-date';

describe('a typed date (product §5: MM/dd/yyyy)', () => {
  it('reads MM/dd/yyyy as its calendar day', () => {
    expect(readTypedDate('03/10/2026')).toEqual({ day: '2026-03-10' });
    expect(readTypedDate(' 3/5/2026 ')).toEqual({ day: '2026-03-05' });
  });

  it('reads a date typed with Arabic-Indic or Persian digits like the Latin ones', () => {
    expect(readTypedDate('٠٥/٠٩/٢٠٢٥')).toEqual({ day: '2025-05-09' });
    expect(readTypedDate('۰۵/۰۹/۲۰۲۵')).toEqual({ day: '2025-05-09' });
  });

  it.each(['13/45/2026', '2026-03-10', '10.03.2026', '02/30/2026', '03/10/26', '', 'today'])(
    'refuses %j as not a date',
    (text) => expect(readTypedDate(text)).toEqual({ problem: 'invalid' }),
  );

  it('refuses a year outside the month-year list, 1900 to 2100 (product §9)', () => {
    expect(readTypedDate('12/31/1899')).toEqual({ problem: 'invalid' });
    expect(readTypedDate('01/01/2101')).toEqual({ problem: 'invalid' });
    expect(readTypedDate('01/01/1900')).toEqual({ day: '1900-01-01' });
  });

  it('refuses a day after the latest one allowed (a purchase cannot be in the future), naming the day it read', () => {
    expect(readTypedDate('11/23/2026', '2026-11-22')).toEqual({ problem: 'future', late: '2026-11-23' });
    expect(readTypedDate('11/22/2026', '2026-11-22')).toEqual({ day: '2026-11-22' });
    expect(readTypedDate('01/01/2100', '2026-11-22')).toEqual({ problem: 'future', late: '2100-01-01' });
  });
});

describe('a typed date that could be read the other way round (product §17)', () => {
  it('has a swapped reading when the month and the day are both 12 or less, and different', () => {
    expect(swappedDay('2025-05-09')).toBe('2025-09-05');
    expect(swappedDay('2025-12-01')).toBe('2025-01-12');
    expect(swappedDay('2026-11-05', { latest: '2026-11-28' })).toBe('2026-05-11');
  });

  it('has none when the day is over 12, the two are equal, or the other reading is outside the bounds', () => {
    expect(swappedDay('2025-05-13')).toBeNull();
    expect(swappedDay('2025-07-07')).toBeNull();
    expect(swappedDay('2026-11-12', { latest: '2026-11-28' })).toBeNull(); // 11 December 2026 is in the future
    expect(swappedDay('2026-05-03', { earliest: '2026-04-01' })).toBeNull(); // 5 March is before the first day
  });

  it('reads a refused day-first date (15/09/2025) as the day it names, to say what to type', () => {
    expect(dayFirstReading('15/09/2025')).toBe('2025-09-15');
    expect(typedTextOf('2025-09-15')).toBe('09/15/2025');
    expect(dayFirstReading('15/13/2025')).toBeNull();
    expect(dayFirstReading('2025-09-15')).toBeNull();
    expect(dayFirstReading('28/12/2026', { latest: '2026-11-28' })).toBeNull();
  });
});
