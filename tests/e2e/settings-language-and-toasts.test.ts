// The settings page's language switcher (product §3: /dashboard/settings) and the toast host (product §2: top-centre, dark
// style, right-to-left in the signed-in area), as a person sees them in a real browser.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { addTransaction, describeInBrowser, openSignedInPage } from '@tests/support/browser-suite';

const toast = '[data-scope="toast"][data-part="root"]';

/** The relative luminance of a CSS colour `rgb(r, g, b)` (WCAG 2). */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The first toast's direction, background, and where it sits on the page. */
async function toastLook(page: Page, first: Locator) {
  await first.waitFor();
  const box = (await first.boundingBox())!;
  const viewport = page.viewportSize()!;
  const style = await first.evaluate((el) => {
    const s = getComputedStyle(el);
    return { direction: s.direction, background: s.backgroundColor };
  });
  return { ...style, centreOffset: Math.abs(box.x + box.width / 2 - viewport.width / 2), top: box.y };
}

describeInBrowser('settings language switcher and toasts', (suite) => {
  it('ar → en on the settings page: the page turns English and left-to-right, and stays so after a reload', async () => {
    const { page, context } = await openSignedInPage(suite, { language: 'ar', path: '/dashboard/settings' });
    await page.getByRole('heading', { level: 1, name: ar.settings.title }).waitFor();
    const switcher = page.getByRole('radiogroup', { name: ar.settings.language.title });
    expect(await switcher.getByRole('radio', { name: 'العربية' }).getAttribute('aria-checked')).toBe('true');
    await switcher.getByRole('radio', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: en.settings.title }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: en.settings.title }).waitFor();
    expect(
      await page
        .getByRole('radiogroup', { name: en.settings.language.title })
        .getByRole('radio', { name: 'English' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await context.close();
  });

  for (const [language, t, direction] of [
    ['ar', ar as unknown as typeof en, 'rtl'],
    ['en', en, 'ltr'],
  ] as const) {
    it(`${language}, light theme: a toast is top-centre, dark and ${direction}`, async () => {
      const { page, context } = await openSignedInPage(suite, {
        language,
        theme: 'light',
        path: '/dashboard/portfolio',
      });
      await addTransaction(page, t, { mainType: 'grams', asset: 'gram_21k', quantity: '2', price: '3500' });
      // addTransaction waits for the success toast's text; measure it while it shows.
      const look = await toastLook(page, page.locator(toast).first());
      expect(look.direction).toBe(direction);
      expect(luminance(look.background)).toBeLessThan(0.1);
      expect(look.centreOffset).toBeLessThan(4);
      expect(look.top).toBeLessThan(page.viewportSize()!.height / 4);
      await context.close();
    });
  }
});
