import i18n, { type ResourceLanguage } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import firstVisitStrings from 'virtual:strings/ar-first-visit';
import { fallbackLanguage, type Language, languageStorageKey, supportedLanguages } from './languages';

// product §7: language files are bundled, not fetched from the API. Arabic (default and fallback) is part of the
// entry, but only the sections a first visit to / shows (first-visit-sections.ts); the rest is a chunk that every
// other route waits for (ensureAllStrings, router.tsx). English is its own bundled chunk, loaded before the first
// render for English visitors and on switching. Both keep the first load of / within architecture §7's budget.
const bundles: Partial<Record<Language, () => Promise<{ default: ResourceLanguage }>>> = {
  en: () => import('@locales/en.json'),
};

// Detection: stored choice first, then the browser. Persisting the choice is the preferences machine's job
// (persistLanguage), so the detector caches nothing.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { ar: { translation: firstVisitStrings } },
    partialBundledLanguages: true,
    supportedLngs: [...supportedLanguages],
    nonExplicitSupportedLngs: true,
    fallbackLng: fallbackLanguage,
    load: 'languageOnly',
    initAsync: false,
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: languageStorageKey,
      caches: [],
    },
    interpolation: { escapeValue: false },
  });

/** Makes sure a language's strings are in i18next (a no-op for Arabic, which is always there). */
const loaded = new Set<Language>(['ar']);

export function isLanguageLoaded(language: Language): boolean {
  return loaded.has(language);
}

export async function ensureLanguage(language: Language): Promise<void> {
  const load = bundles[language];
  if (loaded.has(language) || !load) return;
  const bundle = await load();
  i18n.addResourceBundle(language, 'translation', bundle.default, true, true);
  loaded.add(language);
}

let allStrings: Promise<void> | undefined;

/**
 * Arabic's sections beyond the first visit's, added once: every route but the landing page waits for them. A load
 * that failed (the network dropped) is tried again by the next route that asks.
 */
export function ensureAllStrings(): Promise<void> {
  allStrings ??= import('virtual:strings/ar-rest').then(
    (rest) => {
      i18n.addResourceBundle('ar', 'translation', rest.default, true, false);
    },
    (error: unknown) => {
      allStrings = undefined;
      throw error;
    },
  );
  return allStrings;
}

// Tests switch languages synchronously: give them every string up front (removed from production builds).
if (import.meta.env.MODE === 'test') await Promise.all([ensureAllStrings(), ensureLanguage('en')]);

export default i18n;
