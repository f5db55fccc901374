import type { ResourceKey } from 'i18next';
import i18n from './i18n';

/**
 * Adds a section of the Arabic strings that came with the code showing it (scripts/arabic-strings.ts): the build
 * imports its module into that code, so it runs before the code does.
 */
export function addArabicStrings(strings: ResourceKey): void {
  i18n.addResourceBundle('ar', 'translation', strings, true, false);
}
