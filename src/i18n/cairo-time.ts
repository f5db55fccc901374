/**
 * Market times in Cairo time (spec §9): Arabic with Arabic-Indic digits, Arabic month names and a 12-hour clock
 * marked ص/م; English as en-US. Both always in the Africa/Cairo zone, whatever the browser's zone is.
 */
export type CairoTimeLanguage = 'ar' | 'en';

const CAIRO = 'Africa/Cairo';

/** Day, full month name, year and a 12-hour clock, in Cairo. */
const dayAndTime: Intl.DateTimeFormatOptions = {
  timeZone: CAIRO,
  hour12: true,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

const formatters: Record<CairoTimeLanguage, Intl.DateTimeFormat> = {
  ar: new Intl.DateTimeFormat('ar-EG', { ...dayAndTime, numberingSystem: 'arab' }),
  en: new Intl.DateTimeFormat('en-US', dayAndTime),
};

/** The hour (0–23) in Cairo, to name the half of the day when an engine's ICU does not say ص/م itself. */
const cairoHour = new Intl.DateTimeFormat('en-US', { timeZone: CAIRO, hour: 'numeric', hourCycle: 'h23' });

/**
 * `2026-11-22T03:45:00Z` → `٢٢ نوفمبر ٢٠٢٦ في ٥:٤٥ ص` (ar) or `November 22, 2026 at 5:45 AM` (en).
 * Returns '' for a date that cannot be read, so a bad timestamp never shows "Invalid Date".
 */
export function formatCairoTime(iso: string | Date, language: CairoTimeLanguage): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = formatters[language].formatToParts(date);
  // ICU puts a narrow no-break space before AM/PM; a plain space reads the same and copies cleanly.
  if (language === 'en') return parts.map((p) => p.value.replace(/\u202f/g, ' ')).join('');
  // spec §9: the Arabic clock is marked ص (morning) or م (evening). Some ICU builds answer "AM"/"PM" or a
  // longer phrase such as "صباحًا"; normalise to the single letters.
  const morning = Number(cairoHour.format(date)) < 12;
  return parts.map((p) => (p.type === 'dayPeriod' ? (morning ? 'ص' : 'م') : p.value)).join('');
}

const cairoDays = new Intl.DateTimeFormat('en-CA', {
  timeZone: CAIRO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Cairo calendar day (`2026-11-22`) of an instant; '' for a date that cannot be read. */
export function cairoDayOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : cairoDays.format(date);
}
