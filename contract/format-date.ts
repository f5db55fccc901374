/**
 * Dates and times as people read them in Dahabi, in the SPA and in the server's e-mails alike (product §17): Cairo
 * time, and in Arabic Arabic-Indic digits, Arabic month names and ص/م (product §9).
 */

/**
 * A formatter made on its first use and kept. Making an Intl formatter loads its locale's (and time zone's) data: a
 * few milliseconds each on a phone, which add up to a task long enough to count on a first load (architecture §7), while a
 * page uses only some of a module's formatters.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/*
 * Market times in Cairo time (product §9): Arabic with Arabic-Indic digits, Arabic month names and a 12-hour clock
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

/** Only the 12-hour clock, in Cairo. */
const timeOnly: Intl.DateTimeFormatOptions = {
  timeZone: CAIRO,
  hour12: true,
  hour: 'numeric',
  minute: '2-digit',
};

const formatter = (language: CairoTimeLanguage, options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() =>
    language === 'ar'
      ? new Intl.DateTimeFormat('ar-EG', { ...options, numberingSystem: 'arab' })
      : new Intl.DateTimeFormat('en-US', options),
  );

const formatters = {
  dayAndTime: { ar: formatter('ar', dayAndTime), en: formatter('en', dayAndTime) },
  timeOnly: { ar: formatter('ar', timeOnly), en: formatter('en', timeOnly) },
};

/** The hour (0–23) in Cairo, to name the half of the day when an engine's ICU does not say ص/م itself. */
const cairoHour = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { timeZone: CAIRO, hour: 'numeric', hourCycle: 'h23' }),
);

function format(iso: string | Date | number, language: CairoTimeLanguage, style: keyof typeof formatters) {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = formatters[style][language]().formatToParts(date);
  // ICU puts a narrow no-break space before AM/PM; a plain space reads the same and copies cleanly.
  if (language === 'en') return parts.map((p) => p.value.replace(/\u202f/g, ' ')).join('');
  // product §9: the Arabic clock is marked ص (morning) or م (evening). Some ICU builds answer "AM"/"PM" or a
  // longer phrase such as "صباحًا"; normalise to the single letters.
  const morning = Number(cairoHour().format(date)) < 12;
  return parts.map((p) => (p.type === 'dayPeriod' ? (morning ? 'ص' : 'م') : p.value)).join('');
}

/**
 * `2026-11-22T03:45:00Z` → `٢٢ نوفمبر ٢٠٢٦ في ٥:٤٥ ص` (ar) or `November 22, 2026 at 5:45 AM` (en).
 * Returns '' for a date that cannot be read, so a bad timestamp never shows "Invalid Date".
 */
export function formatCairoTime(iso: string | Date, language: CairoTimeLanguage): string {
  return format(iso, language, 'dayAndTime');
}

/** `2026-11-22T03:45:00Z` (or ms since epoch) → `٥:٤٥ ص` (ar) or `5:45 AM` (en): the time of day in Cairo. */
export function formatCairoClock(time: number | Date, language: CairoTimeLanguage): string {
  return format(time, language, 'timeOnly');
}

const cairoDays = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: CAIRO, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/** The Cairo calendar day (`2026-11-22`) of an instant; '' for a date that cannot be read. */
export function cairoDayOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : cairoDays().format(date);
}

/**
 * A calendar day (`2026-11-23`) in words, Gregorian or Hijri (Umm al-Qura, architecture §9). Arabic uses Arabic-Indic
 * digits and Arabic month names (product §9 dates). A day has no time zone: it is formatted at UTC noon.
 */
const dayMonthYear = (locale: string) =>
  onFirstUse(
    () =>
      new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
  );
const gregorian = { ar: dayMonthYear('ar-EG'), en: dayMonthYear('en-US') };
const hijri = {
  ar: dayMonthYear('ar-EG-u-ca-islamic-umalqura'),
  en: dayMonthYear('en-US-u-ca-islamic-umalqura'),
};

function dateOf(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `٢٣ نوفمبر ٢٠٢٦` / `November 23, 2026`; '' for anything that is not a day. */
export function formatGregorianDay(day: string, language: CairoTimeLanguage): string {
  const date = dateOf(day);
  return date ? gregorian[language]().format(date) : '';
}

/** `١٣ جمادى الآخرة ١٤٤٨ هـ` / `Jumada II 13, 1448 AH`; '' for anything that is not a day. */
export function formatHijriDay(day: string, language: CairoTimeLanguage): string {
  const date = dateOf(day);
  return date ? hijri[language]().format(date) : '';
}

const monthYear = (locale: string) =>
  onFirstUse(() => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }));
const months = { ar: monthYear('ar-EG'), en: monthYear('en-US') };

/** `2026-10` → `أكتوبر ٢٠٢٦` / `October 2026`; '' for anything that is not a month. */
export function formatMonth(month: string, language: CairoTimeLanguage): string {
  const date = dateOf(`${month}-15`);
  return date ? months[language]().format(date) : '';
}

/**
 * What joins parts of one line (a day in both calendars, a list of settings). In Arabic a middle dot sits between
 * Arabic-Indic digits and reads as a zero (٠), so Arabic joins with its own comma; English keeps the dot.
 */
export const PARTS_SEPARATOR: Record<CairoTimeLanguage, string> = { ar: '، ', en: ' · ' };

export function joinParts(parts: readonly string[], language: CairoTimeLanguage): string {
  return parts.filter((p) => p !== '').join(PARTS_SEPARATOR[language]);
}

/** A day in the Hijri calendar, then the Gregorian one: "١٣ جمادى الآخرة ١٤٤٨ هـ، ٢٣ نوفمبر ٢٠٢٦". */
export function formatBothCalendars(day: string, language: CairoTimeLanguage): string {
  return joinParts([formatHijriDay(day, language), formatGregorianDay(day, language)], language);
}
