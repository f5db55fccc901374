import { useCallback, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n } from 'i18next';

const found = new WeakMap<I18n, Map<string, string>>();

/** The string once per language and key: a list's figures ask for the same few labels a hundred times. */
function lookUp(i18n: I18n, key: string): string {
  let strings = found.get(i18n);
  if (!strings) found.set(i18n, (strings = new Map()));
  const at = `${i18n.language}\u0000${key}`;
  let text = strings.get(at);
  if (text === undefined) {
    text = i18n.t(key as never) as string;
    // A string not loaded yet is asked again next time, not kept as its key.
    if (text !== key) strings.set(at, text);
  }
  return text;
}

/**
 * One string in the page's language, for a part drawn many times over (a figure's currency, a badge): what
 * `useTranslation` gives, without its cost per part (its options, namespaces and subscription worked out again on every
 * render; architecture §7: total blocking time). Drawn again when i18next's language changes, as `useTranslation` is.
 */
export function useLabel(key: string): string {
  const i18n = (useContext(I18nContext) as { i18n?: I18n } | undefined)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const read = () => lookUp(i18n, key);
  return useSyncExternalStore(subscribe, read, read);
}
