import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { fallbackLanguage, languageStorageKey, supportedLanguages } from './languages';

// spec §7: language files are bundled, not fetched. Detection: stored choice first, then the browser.
// Persisting the choice is the preferences machine's job (persistLanguage), so the detector caches nothing.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { ar: { translation: ar }, en: { translation: en } },
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

export default i18n;
