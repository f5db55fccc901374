import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '@/i18n/languages';
import { prerenderedRoutes, renderPage } from './pages';

const cases = supportedLanguages.flatMap((language) =>
  prerenderedRoutes.map((route) => [route, language] as const),
);

/**
 * public/boot.js shows the pre-rendered page, rendered in the dark theme, to a visitor who chose the light one too,
 * and the app hydrates it in that theme: a node drawn otherwise in the light theme would be a mismatch React repairs
 * by rendering the page afresh, or a control that reads the other theme until it does.
 */
describe('the pre-rendered pages', () => {
  it.each(cases)(
    '"/%s" in %s renders the same markup in the light theme as in the dark',
    async (route, language) => {
      const dark = await renderPage(route, 'dark', language);
      expect(dark).toContain('<');
      expect(await renderPage(route, 'light', language)).toBe(dark);
    },
  );

  // An English visitor is shown the English page as it arrived: no Arabic in it but the language switch's own name.
  it.each(prerenderedRoutes)('"/%s" in English reads in English', async (route) => {
    const markup = await renderPage(route, 'dark', 'en');
    expect(markup.replaceAll('العربية', '')).not.toMatch(/[\u0600-\u06FF]/);
    expect(await renderPage(route, 'dark', 'ar')).toMatch(/[\u0600-\u06FF]/);
  });
});
