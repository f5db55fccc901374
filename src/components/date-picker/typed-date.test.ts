import { describe, expect, it } from 'vitest';
import { readTypedDate } from './typed-date';

describe('a typed date (spec §5: MM/dd/yyyy)', () => {
  it('reads MM/dd/yyyy as its calendar day', () => {
    expect(readTypedDate('03/10/2026')).toEqual({ day: '2026-03-10' });
    expect(readTypedDate(' 3/5/2026 ')).toEqual({ day: '2026-03-05' });
  });

  it.each(['13/45/2026', '2026-03-10', '10.03.2026', '02/30/2026', '03/10/26', '', 'today'])(
    'refuses %j as not a date',
    (text) => expect(readTypedDate(text)).toEqual({ problem: 'invalid' }),
  );

  it('refuses a year outside the month-year list, 1900 to 2100 (spec §9)', () => {
    expect(readTypedDate('12/31/1899')).toEqual({ problem: 'invalid' });
    expect(readTypedDate('01/01/2101')).toEqual({ problem: 'invalid' });
    expect(readTypedDate('01/01/1900')).toEqual({ day: '1900-01-01' });
  });

  it('refuses a day after the latest one allowed (a purchase cannot be in the future)', () => {
    expect(readTypedDate('11/23/2026', '2026-11-22')).toEqual({ problem: 'future' });
    expect(readTypedDate('11/22/2026', '2026-11-22')).toEqual({ day: '2026-11-22' });
    expect(readTypedDate('01/01/2100', '2026-11-22')).toEqual({ problem: 'future' });
  });
});
