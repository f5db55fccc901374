import { describe, expect, it } from 'vitest';
import { prerenderedRoutes, renderPage } from './pages';

/**
 * public/boot.js shows the pre-rendered page, rendered in the dark theme, to an Arabic visitor who chose the light
 * one too, and the app hydrates it in that theme: a node drawn otherwise in the light theme would be a mismatch React
 * repairs by rendering the page afresh, or a control that reads the other theme until it does.
 */
describe('the pre-rendered pages', () => {
  it.each(prerenderedRoutes)(
    '"/%s" renders the same markup in the light theme as in the dark',
    async (route) => {
      const dark = await renderPage(route, 'dark');
      expect(dark).toContain('<');
      expect(await renderPage(route, 'light')).toBe(dark);
    },
  );
});
