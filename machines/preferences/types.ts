export type ThemeMode = 'dark' | 'light';
export type LanguageCode = 'ar' | 'en';

/** What the app read from storage and the browser before starting the machine. */
export interface PreferencesInput {
  theme: ThemeMode;
  language: LanguageCode;
}

export interface PreferencesContext {
  initialTheme: ThemeMode;
  initialLanguage: LanguageCode;
}

export type PreferencesEvent =
  { type: 'theme.toggle' } | { type: 'language.set'; language: LanguageCode } | { type: 'privacy.toggle' };
