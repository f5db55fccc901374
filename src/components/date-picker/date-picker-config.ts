// product §5 and §9: the date picker's format and constants.
export const dateFormat = 'MM/dd/yyyy';
/** Years per page in the year grid. */
export const yearItemNumber = 12;
/** Minutes between the options of the time list. */
export const timeIntervals = 30;
/** The month-year list runs from 1900 to 2100. */
export const monthYearListStart = new Date(1900, 0, 1);
export const monthYearListEnd = new Date(2100, 11, 31);
/** Year items in the year dropdown: 5, or 10 when it scrolls. */
export const yearDropdownItemNumber = 5;
export const scrollableYearDropdownItemNumber = 10;

/** A calendar day `YYYY-MM-DD` as a local Date at midnight (what react-datepicker works with), or null. */
export function dateOfDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A local Date as its calendar day `YYYY-MM-DD`. */
export function dayOfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The field as a person types it (MM/dd/yyyy) for a calendar day: `2025-09-05` → `09/05/2025`, so a note can say
 * exactly what to type.
 */
export function typedTextOf(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}

/** Today's calendar day where the person is. */
export function today(now: Date = new Date()): string {
  return dayOfDate(now);
}
