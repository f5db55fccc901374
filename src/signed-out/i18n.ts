import type { TFunction } from 'i18next';
import { type Language, languageStorageKey, toLanguage } from '@/i18n/languages';

/**
 * What the signed-out forms ask of i18next (src/i18n/i18n.ts), for their light entry (./main.tsx): the strings of
 * their sections in the visitor's language, each language in a file of its own fetched beside the entry for its
 * visitors only (scripts/vite-signed-out.ts), the other language's once asked for; a key's text with `{{value}}` filled
 * in and the plural form chosen by `count`. The light build puts this module in place of src/i18n/i18n.ts.
 */
type Tree = { [key: string]: string | Tree };

const resources: Partial<Record<Language, Tree>> = {};
/** The languages whose file is in (a part loaded later may have added its own strings to a language before it). */
const loaded = new Set<Language>();
const listeners = new Set<() => void>();

/** As i18next's detector: the stored choice, then the browser's. */
function detect(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(languageStorageKey);
  } catch {
    // Blocked storage: the browser's language.
  }
  return toLanguage(stored ?? navigator.languages?.[0] ?? navigator.language);
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function translate(key: string, options?: Record<string, unknown>): string {
  const count = options?.count;
  const text = (language: Language) => {
    const tree = resources[language];
    if (typeof count === 'number') {
      const form = new Intl.PluralRules(language).select(count);
      const plural = lookup(tree, `${key}_${form}`) ?? lookup(tree, `${key}_other`);
      if (plural !== undefined) return plural;
    }
    return lookup(tree, key);
  };
  const found = text(i18n.language) ?? text('ar') ?? key;
  return found.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    options && name in options ? String(options[name]) : whole,
  );
}

const i18n = {
  language: detect(),
  t: translate as unknown as TFunction,
  changeLanguage(language: Language): Promise<void> {
    i18n.language = language;
    listeners.forEach((listener) => listener());
    return Promise.resolve();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function merge(more: Tree, into: Tree): void {
  for (const [name, value] of Object.entries(more))
    if (typeof value === 'object' && typeof into[name] === 'object') merge(value, into[name]);
    else into[name] = value;
}

/** Adds the strings a part loaded later shows, in both languages (scripts/vite-signed-out.ts: they come with it). */
export function addStrings(more: Partial<Record<Language, Tree>>): void {
  for (const [language, strings] of Object.entries(more) as Array<[Language, Tree]>)
    merge(strings, (resources[language] ??= {}));
}

export function isLanguageLoaded(language: Language): boolean {
  return loaded.has(language);
}

export async function ensureLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const { default: strings } =
    language === 'en' ? await import('@locales/en.json') : await import('virtual:strings/ar-signed-out');
  merge(strings as Tree, (resources[language] ??= {}));
  loaded.add(language);
}

/** Every string the forms show is in the light entry already. */
export function ensureAllStrings(): Promise<void> {
  return Promise.resolve();
}

export default i18n;
