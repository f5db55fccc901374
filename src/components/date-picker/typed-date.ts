import { isValid, parse } from 'date-fns';
import { dateFormat, dayOfDate, monthYearListEnd, monthYearListStart } from './date-picker-config';

/**
 * What the date field makes of a date, typed or picked (spec §5: MM/dd/yyyy, else 'Date input not valid.'): the
 * calendar day, or why not. `latest` is the last day allowed (purchases: today, spec §5), as `YYYY-MM-DD`.
 */
export type DateReading = { day: string } | { problem: 'invalid' | 'future' };

export function readDate(date: Date, latest?: string): DateReading {
  if (!isValid(date) || date < monthYearListStart || date > monthYearListEnd) return { problem: 'invalid' };
  const day = dayOfDate(date);
  // Days compare as text: YYYY-MM-DD sorts like the calendar.
  if (latest && day > latest) return { problem: 'future' };
  return { day };
}

export function readTypedDate(text: string, latest?: string): DateReading {
  const trimmed = text.trim();
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(trimmed)) return { problem: 'invalid' };
  return readDate(parse(trimmed, dateFormat, new Date()), latest);
}
