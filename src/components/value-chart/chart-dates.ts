import type { Language } from '@/i18n/languages';

/** product §9: chart dates use ar-EG or en-US. */
const locale = (language: Language) => (language === 'ar' ? 'ar-EG' : 'en-US');

// A chart point's date is a Cairo calendar day (YYYY-MM-DD): read and write it in UTC so no zone shifts the day.
const formats = {
  axis: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  axisLong: { month: 'short', year: 'numeric', timeZone: 'UTC' },
  full: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type ChartDateStyle = keyof typeof formats;

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, style: ChartDateStyle) {
  const key = `${language}:${style}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale(language), formats[style]);
    cache.set(key, f);
  }
  return f;
}

function parseDay(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/** `2026-11-22` → `22 Nov` / `٢٢ نوفمبر` (axis), `Nov 2026` (axisLong), `November 22, 2026` (full). */
export function formatChartDate(day: string, language: Language, style: ChartDateStyle): string {
  const date = parseDay(day);
  return date ? formatter(language, style).format(date) : day;
}

/** Days between the first and last point; beyond about a year the axis names months and years. */
export function spansMoreThanAYear(days: readonly string[]): boolean {
  const first = days[0] && parseDay(days[0]);
  const last = days.at(-1) && parseDay(days.at(-1)!);
  if (!first || !last) return false;
  return Math.abs(last.getTime() - first.getTime()) > 366 * 24 * 3600 * 1000;
}
