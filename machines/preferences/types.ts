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

/**
 * What the preferences actor emits (`actor.on(...)`) when a choice that changes how figures read is made: the language
 * or privacy mode. The dashboard listens to reload its chart (ADR 016).
 */
export type PreferencesEmitted = { type: 'preferences.changed'; preference: 'language' | 'privacy' };
