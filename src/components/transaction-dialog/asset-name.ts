import type { TFunction } from 'i18next';

/** An asset's name in the page's language, by its stable code (`assets.<code>`); the server's English name else. */
export function assetName(t: TFunction, code: string | null | undefined, fallback: string): string {
  return code ? t(`assets.${code}`, { defaultValue: fallback }) : fallback;
}
