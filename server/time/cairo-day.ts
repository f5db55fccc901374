/**
 * Calendar days in Cairo (`YYYY-MM-DD`), the one definition for the whole server: the dashboard's "today", "the
 * previous day's close", the chart's points and the daily price closes are Cairo days (product §9: market times in the
 * Cairo time zone), whatever the server's own zone. The same rule as PostgreSQL's
 * `(taken_at AT TIME ZONE 'Africa/Cairo')::date` (both use the IANA database).
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
  const hour = Math.floor(Number(at) / HOUR_MS);
  let day = dayByHour.get(hour);
  if (day === undefined) {
    day = formatter.format(new Date(hour * HOUR_MS));
    // Stryker disable next-line all: the limit only bounds the cache's memory; every answer is the same
    if (dayByHour.size >= CACHE_LIMIT) dayByHour.clear();
    dayByHour.set(hour, day);
  }
  return day;
}

function toUtcMs(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

// A request's day arithmetic (the close before today, a range's ends) asks for the same few days over and over:
// each is written once rather than through a Date every time.
const dayByUtcMs = new Map<number, string>();

function fromUtcMs(ms: number): string {
  let day = dayByUtcMs.get(ms);
  if (day === undefined) {
    day = new Date(ms).toISOString().slice(0, 10);
    // Stryker disable next-line all: the limit only bounds the cache's memory; every answer is the same
    if (dayByUtcMs.size >= CACHE_LIMIT) dayByUtcMs.clear();
    dayByUtcMs.set(ms, day);
  }
  return day;
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
  // Cairo is UTC+2 or UTC+3: the day starts at 21:00 or 22:00 UTC the evening before. Probe the earlier first: Cairo
  // is never more than 3 hours ahead, so when 21:00 UTC already falls on the day, the day began there.
  const base = toUtcMs(day);
  for (const offsetHours of [3, 2]) {
    const candidate = base - offsetHours * HOUR_MS;
    if (cairoDay(candidate) === day) return new Date(candidate);
  }
  // Unreachable for Africa/Cairo; fall back to UTC midnight rather than throwing.
  return new Date(base);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  return fromUtcMs(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) === value;
}

const hourFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CAIRO_TIME_ZONE,
  hour: 'numeric',
  hourCycle: 'h23',
});

/**
 * Minutes Cairo is ahead of UTC at an instant (120 in winter, 180 in summer time). Egypt is always a whole number of
 * hours ahead of UTC, so the hour on Cairo's clocks less the UTC hour tells it.
 */
function cairoOffsetMinutes(at: Date): number {
  return ((Number(hourFormat.format(at)) - at.getUTCHours() + 24) % 24) * 60;
}

/**
 * The instant a Cairo wall-clock time happens on a day. Egypt changes its clocks at midnight, so a time
 * such as 12:00 always exists exactly once.
 */
export function cairoWallTime(day: string, hours: number, minutes = 0): Date {
  if (!isDay(day)) throw new Error(`Not a day (YYYY-MM-DD): ${day}`);
  const asUtc = toUtcMs(day) + (hours * 60 + minutes) * 60_000;
  const first = new Date(asUtc - cairoOffsetMinutes(new Date(asUtc)) * 60_000);
  // The offset at the guess can differ from the offset at the answer only across a clock change.
  return new Date(asUtc - cairoOffsetMinutes(first) * 60_000);
}
