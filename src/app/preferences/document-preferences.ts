import i18n, { ensureLanguage, isLanguageLoaded } from '@/i18n/i18n';
import { directionOf, languageStorageKey, toLanguage } from '@/i18n/languages';
import type { LanguageCode, PreferencesInput, PrivacyMode, ThemeMode } from '@machines/preferences/types';

// product §9: storage keys; privacy mode's is ours (product §10), the spec keeps it for the visit only.
export const themeStorageKey = 'theme';
export const privacyStorageKey = 'privacyMode';

const backgrounds: Record<ThemeMode, string> = { dark: '#0e0c09', light: '#fdfbf6' };

function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage may be blocked or full: the choice then lasts for this visit only.
  }
}

/** What the visitor chose before (or what the browser suggests), read once at start-up. */
export function readStoredPreferences(): PreferencesInput {
  let theme: ThemeMode = 'dark';
  let privacy: PrivacyMode = 'shown';
  try {
    if (localStorage.getItem(themeStorageKey) === 'light') theme = 'light';
    if (localStorage.getItem(privacyStorageKey) === 'hidden') privacy = 'hidden';
  } catch {
    // Blocked storage: keep the defaults.
  }
  // i18n.language is the detected choice; resolvedLanguage would name Arabic until English's strings arrive.
  return { theme, language: toLanguage(i18n.language), privacy };
}

/** Chakra's colour conditions follow the `dark`/`light` class on <html>. */
export function applyTheme(theme: ThemeMode) {
  const root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  root.style.backgroundColor = backgrounds[theme];
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', backgrounds[theme]);
}

export function persistTheme(theme: ThemeMode) {
  store(themeStorageKey, theme);
}

/** product §1: rtl for Arabic, ltr otherwise; the translations follow. */
export function applyLanguage(language: LanguageCode) {
  const root = document.documentElement;
  const apply = () => {
    root.lang = language;
    root.dir = directionOf(language);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  };
  // Strings and direction switch together, once the language's bundled strings are in.
  if (isLanguageLoaded(language)) apply();
  else void ensureLanguage(language).then(apply);
}

export function persistLanguage(language: LanguageCode) {
  store(languageStorageKey, language);
}

export function persistPrivacy(privacy: PrivacyMode) {
  store(privacyStorageKey, privacy);
}

/**
 * Calls `changed` when another tab of the app switches privacy mode (the browser tells every other tab of a storage
 * write); returns the unsubscribe function.
 */
export function onPrivacyChangedElsewhere(changed: (privacy: PrivacyMode) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== privacyStorageKey) return;
    changed(event.newValue === 'hidden' ? 'hidden' : 'shown');
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
