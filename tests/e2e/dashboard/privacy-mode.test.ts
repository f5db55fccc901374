// Product §10: privacy mode protects people in public, so it must not reset: it is remembered across reloads and
// followed by the other tabs, and a hidden figure shows the same mask whatever its length.
import { beforeAll, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { describeInBrowser, openSignedInPage, type SignedInUser } from '@tests/support/browser-suite';
import { createSignedInUser, withPageDiagnosis } from '@tests/support/e2e';

describeInBrowser('privacy mode in Chromium', (suite) => {
  let user: SignedInUser;

  beforeAll(async () => {
    user = await createSignedInUser(suite.server);
  });

  it('stays on after a reload and in every tab, and hides how long each figure is (English, desktop)', async () => {
    const { page, context, errors } = await openSignedInPage(suite, { language: 'en', user });
    await withPageDiagnosis(page, errors, async () => {
      await page.goto('/dashboard/market');
      const figures = page.locator('main').getByTestId('amount-value');
      await figures.first().waitFor();
      const shown = await figures.allTextContents();
      // The market's figures differ in length (a 4-digit rate, a 5-digit pound price).
      expect(new Set(shown.map((f) => f.length)).size).toBeGreaterThan(1);

      await page.getByRole('button', { name: en.preferences.hideAmounts }).click();
      await expect.poll(() => figures.allTextContents()).toEqual(shown.map(() => '000,000'));

      await page.reload();
      await page.getByRole('button', { name: en.preferences.showAmounts }).waitFor();
      await expect.poll(() => figures.allTextContents()).toEqual(shown.map(() => '000,000'));

      // A second tab opens hidden; showing the amounts there shows them in the first tab too.
      const second = await context.newPage();
      await second.goto('/dashboard/market');
      await second.getByRole('button', { name: en.preferences.showAmounts }).click();
      await page.getByRole('button', { name: en.preferences.hideAmounts }).waitFor();
      await expect.poll(() => figures.allTextContents()).toEqual(shown);
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  it('is remembered in Arabic on a phone', async () => {
    const { page, context, errors } = await openSignedInPage(suite, {
      language: 'ar',
      user,
      viewport: { width: 390, height: 844 },
    });
    await withPageDiagnosis(page, errors, async () => {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: ar.preferences.hideAmounts }).click();
      await page.reload();
      await page.getByRole('button', { name: ar.preferences.showAmounts }).waitFor();
      // The figures arrive with the totals, after the page (a new user's: today's gold prices).
      await page.locator('main').getByTestId('amount-value').first().waitFor();
      const figures = await page.locator('main').getByTestId('amount-value').allTextContents();
      expect(figures.length).toBeGreaterThan(0);
      expect(figures.every((f) => f === '000,000')).toBe(true);
      expect(errors).toEqual([]);
    });
    await context.close();
  });
});
