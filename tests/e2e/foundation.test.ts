// The app shell in a real browser against a real `npm start` (architecture §1): direction and language, theme, routing,
// no console errors, and no serious accessibility violations on the landing page.
import AxeBuilder from '@axe-core/playwright';
import { expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { openPage } from '@tests/support/e2e';
import { describeInBrowser } from '@tests/support/browser-suite';

const HEADLINE_EN = 'Track Your Gold Assets Like Never Before';
const headlineAr = ar.landing.hero.title;
// The language toggle reads "Switch to English" in the current (Arabic) language.
const switchToEnglish = ar.preferences.switchLanguageTo.replace(
  '{{language}}',
  ar.preferences.languageNames.en,
);

describeInBrowser('app shell in Chromium', (suite) => {
  it('shows the landing page in Arabic, right-to-left, by default', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url);
    await page.goto('/');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await page.getByRole('heading', { level: 1, name: headlineAr }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches to English, left-to-right, and keeps it after a reload', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: headlineAr }).waitFor();
    await page.getByRole('button', { name: switchToEnglish }).first().click();
    await page.getByRole('heading', { level: 1, name: HEADLINE_EN }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: HEADLINE_EN }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts dark, switches to light, and keeps it after a reload', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { language: 'en' });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: HEADLINE_EN }).waitFor();
    const scheme = () => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
    await expect.poll(scheme).toBe('dark');
    await page.getByRole('button', { name: en.preferences.useLightTheme }).first().click();
    await expect.poll(scheme).toBe('light');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: HEADLINE_EN }).waitFor();
    await expect.poll(scheme).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor from a protected page to /login', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url, { language: 'en' });
    await page.goto('/dashboard/portfolio');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('sends an unknown path to the landing page', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url, { language: 'en' });
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await page.waitForURL(`${suite.server.url}/`);
    await page.getByRole('heading', { level: 1, name: HEADLINE_EN }).waitFor();
    await context.close();
  });

  for (const language of ['ar', 'en'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      it(`has no serious or critical accessibility violations on the landing page (${language}, ${theme})`, async () => {
        const { page, context } = await openPage(suite.browser, suite.server.url, { language, theme });
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).waitFor();
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id}: ${v.help} (${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join('; ')})`,
          );
        expect(serious).toEqual([]);
        await context.close();
      });
    }
  }
});
