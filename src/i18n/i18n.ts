import i18n, { type ResourceLanguage } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import ar from '@locales/ar.json';
import { fallbackLanguage, type Language, languageStorageKey, supportedLanguages } from './languages';

// spec §7: language files are bundled, not fetched from the API. Arabic (default and fallback) is part of the
// entry; English is its own bundled chunk, loaded before the first render for English visitors and on switching,
// which keeps the first load of / within DESIGN §7's budget.
const bundles: Partial<Record<Language, () => Promise<{ default: ResourceLanguage }>>> = {
  en: () => import('@locales/en.json'),
};

// Detection: stored choice first, then the browser. Persisting the choice is the preferences machine's job
// (persistLanguage), so the detector caches nothing.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { ar: { translation: ar } },
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

// Tests switch languages synchronously: give them every language up front (removed from production builds).
if (import.meta.env.MODE === 'test') await ensureLanguage('en');

export default i18n;
