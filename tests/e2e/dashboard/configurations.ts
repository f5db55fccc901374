// The two configurations product §10's browser tests prove each bullet in: Arabic on a phone, English on a desktop.
import ar from '@locales/ar.json';
import en from '@locales/en.json';

export type Strings = typeof en;

export const configurations = [
  {
    language: 'ar',
    device: 'phone',
    t: ar as unknown as Strings,
    viewport: { width: 390, height: 844 },
    locale: 'ar-EG-u-nu-arab',
    egp: 'ج.م',
  },
  {
    language: 'en',
    device: 'desktop',
    t: en,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    egp: 'EGP',
  },
] as const;

/** The day of a close as the cards name it ("Sunday, November 22"), in Cairo time. */
export const closeDayIn = (locale: string, at: number) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Africa/Cairo',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(at));

/** Noon (UTC) of the day of `ms`, as a transaction's timestamp. */
export const dayOf = (ms: number) => `${new Date(ms).toISOString().slice(0, 10)}T12:00:00Z`;
