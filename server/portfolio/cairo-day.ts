/**
 * Calendar days in Cairo (`YYYY-MM-DD`): the dashboard's "today", "the previous day's close" and the chart's points
 * are Cairo days (spec §9: market times in the Cairo time zone), whatever the server's own zone.
 */

export const CAIRO_TIME_ZONE = 'Africa/Cairo';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: CAIRO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

// Egypt changes its UTC offset only on whole hours, so every instant of one UTC hour falls on the same Cairo day.
// Caching by hour keeps the chart's pass over thousands of transactions free of Intl calls.
const dayByHour = new Map<number, string>();
const CACHE_LIMIT = 200_000;

/** The Cairo calendar day of an instant (epoch milliseconds or a Date). */
export function cairoDay(at: number | Date): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  const hour = Math.floor(ms / HOUR_MS);
  let day = dayByHour.get(hour);
  if (day === undefined) {
    day = formatter.format(new Date(hour * HOUR_MS));
    if (dayByHour.size >= CACHE_LIMIT) dayByHour.clear();
    dayByHour.set(hour, day);
  }
  return day;
}

function toUtcMs(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  return fromUtcMs(toUtcMs(day) + n * DAY_MS);
}

/** `day` moved by `n` calendar months, clamped to the month's last day (31 Aug − 6 months = 28 Feb). */
export function addMonths(day: string, n: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + n;
  const dayOfMonth = Number(day.slice(8, 10));
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromUtcMs(Date.UTC(year, month, Math.min(dayOfMonth, lastDay)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** The first instant of a Cairo day (for filters such as `from=2026-01-31`). */
export function cairoDayStart(day: string): Date {
  // Cairo is UTC+2 or UTC+3: the day starts at 21:00 or 22:00 UTC the evening before. Probe both.
  const base = toUtcMs(day);
  for (const offsetHours of [3, 2]) {
    const candidate = base - offsetHours * HOUR_MS;
    if (cairoDay(candidate) === day && cairoDay(candidate - 1) !== day) return new Date(candidate);
  }
  // Unreachable for Africa/Cairo; fall back to UTC midnight rather than throwing.
  return new Date(base);
}
