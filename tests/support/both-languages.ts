import ar from '@locales/ar.json';
import en from '@locales/en.json';

/**
 * A bilingual page's model test runs once in each language, with that language's strings: English, then Arabic (the
 * default, right to left).
 */
export const bothLanguages = [
  ['en', en],
  ['ar', ar],
] as const;
