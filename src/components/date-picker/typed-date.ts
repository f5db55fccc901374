import { isValid, parse } from 'date-fns';
import { dateFormat, dayOfDate, monthYearListEnd, monthYearListStart } from './date-picker-config';

/**
 * What the date field makes of a date, typed or picked (product §5: MM/dd/yyyy, else 'Date input not valid.'): the
 * calendar day, or why not. `latest` is the last day allowed (purchases: today, product §5), as `YYYY-MM-DD`. A day
 * after it is refused but still named (`late`), so the field can say which day it read.
 */
export type DateReading = { day: string } | { problem: 'invalid' } | { problem: 'future'; late: string };

export function readDate(date: Date, latest?: string): DateReading {
  if (!isValid(date) || date < monthYearListStart || date > monthYearListEnd) return { problem: 'invalid' };
  const day = dayOfDate(date);
  // Days compare as text: YYYY-MM-DD sorts like the calendar.
  if (latest && day > latest) return { problem: 'future', late: day };
  return { day };
}

// An Arabic keyboard types Arabic-Indic (or Persian) digits: the same date as the Latin ones.
const westernDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) - 0x660) % 0x90));

/** The three numbers of `a/b/yyyy`, or null. */
function typedParts(text: string): [string, string, string] | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(westernDigits(text.trim()));
  return match ? [match[1]!, match[2]!, match[3]!] : null;
}

export function readTypedDate(text: string, latest?: string): DateReading {
  const parts = typedParts(text);
  if (!parts) return { problem: 'invalid' };
  return readDate(parse(parts.join('/'), dateFormat, new Date()), latest);
}

// Kept in the config, which the field drawn before the picker's code arrives shows a day with (no date-fns there).
export { typedTextOf } from './date-picker-config';

/** The first and last days a field accepts, `YYYY-MM-DD`, when it has them. */
export type DayBounds = { earliest?: string; latest?: string };

const within = (day: string, { earliest, latest }: DayBounds) =>
  !(earliest && day < earliest) && !(latest && day > latest);

/**
 * Product §17: a typed date whose month and day could be swapped (both 12 or less, and different), read the other way
 * round: `2025-05-09` (typed 05/09/2025) → `2025-09-05`. Null when there is no other reading, or it is a day the field
 * would refuse anyway (outside its bounds), so nobody is asked about a date they cannot have meant.
 */
export function swappedDay(day: string, bounds: DayBounds = {}): string | null {
  const [year, month, date] = day.split('-');
  if (!year || !month || !date || month === date || Number(date) > 12) return null;
  const other = `${year}-${date}-${month}`;
  return within(other, bounds) ? other : null;
}

/**
 * Product §17: a typed text refused as MM/dd/yyyy that is a date written day first (`15/09/2025`): that day, so the
 * field can say how to type it (`09/15/2025`). Null when it is no date either way, or outside the field's bounds.
 */
export function dayFirstReading(text: string, bounds: DayBounds = {}): string | null {
  const parts = typedParts(text);
  if (!parts) return null;
  const reading = readTypedDate(`${parts[1]}/${parts[0]}/${parts[2]}`);
  return 'day' in reading && within(reading.day, bounds) ? reading.day : null;
}
