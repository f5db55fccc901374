import { useSyncExternalStore } from 'react';
import i18n from './i18n';

/**
 * react-i18next's useTranslation for the signed-out forms' light entry (./main.tsx): the shim's `t`, and a new render
 * when the language changes. The light build puts this module in place of react-i18next (scripts/vite-signed-out.ts).
 */
export function useTranslation() {
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  return { t: i18n.t, i18n, ready: true, language };
}
