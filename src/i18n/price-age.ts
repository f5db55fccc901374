import { onFirstUse } from '@contract/format-date';
import type { CairoTimeLanguage } from './cairo-time';

/**
 * How old prices are, in words (product §10): "3 days ago" / "قبل ٣ أيام". Hours up to two days, then days, so a
 * banner shown the morning after says "26 hours ago" rather than a vague "1 day ago". Arabic uses Arabic-Indic
 * digits like every Cairo time (product §9); Intl picks the Arabic plural forms (يومين، ٣ أيام، ١١ يومًا).
 */
// Made on first use (onFirstUse): the module is in every signed-in page's first load, the banner it serves is rare,
// and each formatter made loads its locale's data on the main thread (architecture §7).
const relative: Record<CairoTimeLanguage, () => Intl.RelativeTimeFormat> = {
  // The `nu` extension: RelativeTimeFormat's options have no numberingSystem in TypeScript's lib.
  ar: onFirstUse(() => new Intl.RelativeTimeFormat('ar-EG-u-nu-arab', { numeric: 'always' })),
  en: onFirstUse(() => new Intl.RelativeTimeFormat('en-US', { numeric: 'always' })),
};

const HOUR = 3600;

export function formatPriceAge(ageSeconds: number, language: CairoTimeLanguage): string {
  const hours = Math.max(1, Math.floor(ageSeconds / HOUR));
  if (hours < 48) return relative[language]().format(-hours, 'hour');
  return relative[language]().format(-Math.floor(hours / 24), 'day');
}

const dayFormatters: Record<CairoTimeLanguage, () => Intl.DateTimeFormat> = {
  // A Cairo calendar day is a date, not an instant: format its noon in UTC so no zone can move it.
  ar: onFirstUse(
    () =>
      new Intl.DateTimeFormat('ar-EG', {
        timeZone: 'UTC',
        numberingSystem: 'arab',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      }),
  ),
  en: onFirstUse(
    () =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }),
  ),
};

/** `2026-11-21` → `السبت، ٢١ نوفمبر` (ar) or `Saturday, November 21` (en); '' for anything else. */
export function formatCairoDay(day: string, language: CairoTimeLanguage): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : dayFormatters[language]().format(date);
}
