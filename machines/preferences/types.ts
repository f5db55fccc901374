export type ThemeMode = 'dark' | 'light';
export type LanguageCode = 'ar' | 'en';
/** Privacy mode: amounts shown or hidden (product §10: remembered across reloads and tabs). */
export type PrivacyMode = 'shown' | 'hidden';

/** What the app read from storage and the browser before starting the machine. */
export interface PreferencesInput {
  theme: ThemeMode;
  language: LanguageCode;
  /** Default `shown`. */
  privacy?: PrivacyMode;
}

export interface PreferencesContext {
  initialTheme: ThemeMode;
  initialLanguage: LanguageCode;
  initialPrivacy: PrivacyMode;
}

export type PreferencesEvent =
  | { type: 'theme.toggle' }
  | { type: 'language.set'; language: LanguageCode }
  | { type: 'privacy.toggle' }
  /** Another tab of the app switched privacy mode (it stored the choice already). */
  | { type: 'privacy.changedElsewhere'; privacy: PrivacyMode };

/**
 * What the preferences actor emits (`actor.on(...)`) when a choice that changes how figures read is made: the language
 * or privacy mode. The dashboard listens to reload its chart (ADR 016).
 */
export type PreferencesEmitted = { type: 'preferences.changed'; preference: 'language' | 'privacy' };
