/**
 * The sections of locales/ar.json that a first visit to / can show: the entry's code (the shell, the session's
 * messages, the error pages) and the landing page's. Only these are in the first load; every other route waits for
 * the rest before it renders (router.tsx), which keeps about 10 KiB of gzip off / (architecture §7: 170 KiB).
 *
 * The build refuses code that / may load and that names a section missing here (scripts/arabic-strings.ts).
 */
export const FIRST_VISIT_SECTIONS = [
  'common',
  'general',
  'forbidden',
  'session',
  'nav',
  'preferences',
  'landing',
  'disclaimer',
  'privacy',
  'pwa',
] as const;
