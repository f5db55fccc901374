import type { Language } from '@contract/auth';

/**
 * The language of the e-mails a request leads to: the explicit `language` hint when the client sends one
 * (the SPA sends its current i18next language), else the preferred of ar/en in Accept-Language, else Arabic
 * (product §1: Arabic is the default and the fallback). See docs/decisions on the mail language.
 */
export function requestLanguage(
  explicit: Language | undefined,
  acceptLanguage: string | undefined,
): Language {
  if (explicit) return explicit;
  let best: { language: Language; q: number } | undefined;
  for (const entry of (acceptLanguage ?? '').slice(0, 512).split(',')) {
    const [tag = '', ...params] = entry.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'ar' && primary !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? 'ar';
}
