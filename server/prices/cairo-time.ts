/**
 * Calendar days in Cairo time (spec §9: market times are Cairo time). A "day" is YYYY-MM-DD in Africa/Cairo,
 * the same rule as PostgreSQL's `(taken_at AT TIME ZONE 'Africa/Cairo')::date` (both use the IANA database).
 */

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Africa/Cairo',
  timeZoneName: 'longOffset',
});

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Cairo calendar day of an instant, e.g. 2026-09-29T22:30:00Z → "2026-09-30" (UTC+3 in summer). */
export function cairoDay(at: Date): string {
  return dayFormat.format(at);
}

export function isDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** Minutes Cairo is ahead of UTC at an instant (120 in winter, 180 in summer time). */
function cairoOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/**
 * The instant a Cairo wall-clock time happens on a day. Egypt changes its clocks at midnight, so a time
 * such as 12:00 always exists exactly once.
 */
export function cairoWallTime(day: string, hours: number, minutes = 0): Date {
  if (!isDay(day)) throw new Error(`Not a day (YYYY-MM-DD): ${day}`);
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, hours, minutes);
  const first = new Date(asUtc - cairoOffsetMinutes(new Date(asUtc)) * 60_000);
  // The offset at the guess can differ from the offset at the answer only across a clock change.
  return new Date(asUtc - cairoOffsetMinutes(first) * 60_000);
}
