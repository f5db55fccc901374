import { readFileSync } from 'node:fs';
import i18next, { type TFunction } from 'i18next';
import type { Language } from '@contract/auth';

/**
 * The words of every e-mail come from the SPA's own locale files (product §17): locales/ar.json and en.json, read
 * with i18next as the SPA reads them, so a price, a month or a figure is named alike in the app and in a letter.
 * The `mail` section holds what only letters say; the rest (instrument names, notification lines, report
 * figures, currency labels) is the SPA's key for the same thing.
 */

const read = (language: Language) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as object;

let instance: ReturnType<typeof i18next.createInstance> | undefined;

function load() {
  if (instance) return instance;
  instance = i18next.createInstance();
  // initAsync false: the resources are in memory, so init and every t() are synchronous.
  void instance.init({
    resources: { ar: { translation: read('ar') }, en: { translation: read('en') } },
    lng: 'ar',
    fallbackLng: false,
    initAsync: false,
    // Letters escape their own HTML (templates/layout.ts); the plain text must stay plain.
    interpolation: { escapeValue: false },
    // A key with no string is a fault the template test catches; never show another language's words instead.
    returnNull: false,
  });
  return instance;
}

/** The reader's words: `t('mail.alert.subject', { name })` in Arabic or English. */
export function mailWords(language: Language): TFunction {
  return load().getFixedT(language);
}
