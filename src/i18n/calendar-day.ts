import type { CairoTimeLanguage } from './cairo-time';
import { onFirstUse } from './on-first-use';

/**
 * A calendar day (`2026-11-23`) in words, Gregorian or Hijri (Umm al-Qura, DESIGN §9). Arabic uses Arabic-Indic
 * digits and Arabic month names (spec §9 dates). A day has no time zone: it is formatted at UTC noon.
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
