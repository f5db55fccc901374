export const supportedLanguages = ['ar', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];

// product §1: Arabic is the default and the fallback.
export const fallbackLanguage: Language = 'ar';

// product §9: the language is stored under this key.
export const languageStorageKey = 'i18nextLng';

export function toLanguage(value: string | null | undefined): Language {
  return value?.toLowerCase().startsWith('en') ? 'en' : fallbackLanguage;
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
