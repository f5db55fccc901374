import { addDays, addMonths } from '../time/cairo-day';

/**
 * Umm al-Qura dates (architecture §9): the hawl lasts one Hijri year, 354 or 355 days. `islamic-umalqura` because the
 * plain `islamic` calendar is deprecated. A Cairo day is a calendar date, so it is formatted at UTC noon to keep
 * the machine's zone out of it.
 */
export interface HijriDate {
  year: number;
  month: number;
  day: number;
}

const format = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

export function hijriOf(day: string): HijriDate {
  const parts = format.formatToParts(new Date(`${day}T12:00:00Z`));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  // Some ICU builds name the year part `relatedYear` for non-Gregorian calendars.
  const year =
    part('year') ||
    // Stryker disable next-line StringLiteral: Node's ICU names it `year`, so no test here can reach this fallback
    part('relatedYear');
  return { year, month: part('month'), day: part('day') };
}

/** `1448-05-14`, the form the API answers. */
export function hijriString(day: string): string {
  const h = hijriOf(day);
  return `${h.year}-${String(h.month).padStart(2, '0')}-${String(h.day).padStart(2, '0')}`;
}

function compare(a: HijriDate, b: HijriDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * The Gregorian day with the same Hijri day and month one Hijri year later. A 30th that does not exist next year
 * (a 29-day month) falls on the first day after it, the first of the next month.
 */
export function hijriYearAfter(day: string): string {
  const start = hijriOf(day);
  const target = { year: start.year + 1, month: start.month, day: start.day };
  let candidate = addDays(day, 353);
  while (compare(hijriOf(candidate), target) < 0) candidate = addDays(candidate, 1);
  return candidate;
}

/**
 * The Gregorian anniversary (a solar year, architecture §9). A 29 February with no 29 February next year falls on the
 * first day after it, 1 March, by the same convention as a Hijri 30th (ADR 024).
 */
export function solarYearAfter(day: string): string {
  const next = addMonths(day, 12);
  return next.slice(8) === day.slice(8) ? next : addDays(next, 1);
}
