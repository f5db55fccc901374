// Product §10 ("small truths"): a throttled sign-in says when to try again, in Cairo time (product §9's date rules). The
// server's 429 with Retry-After is tested in tests/server/auth/login-failures.test.ts; here the browser gets one
// such answer, so the moment shown does not depend on how fast this machine guesses passwords.
import { expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { openPage } from '@tests/support/e2e';
import { describeInBrowser } from '@tests/support/browser-suite';

const NOW = new Date('2026-11-22T03:45:00Z'); // 05:45 in Cairo (UTC+2 in November)

const cases = [
  {
    language: 'ar',
    strings: ar,
    viewport: { width: 390, height: 844 },
    // ten minutes on: ٥:٥٥ ص, Arabic-Indic digits and ص for the morning
    expected: 'حاول مرة أخرى الساعة ٥:٥٥ ص',
  },
  {
    language: 'en',
    strings: en,
    viewport: { width: 1280, height: 800 },
    expected: 'Try again at 5:55 AM',
  },
] as const;

describeInBrowser('a throttled sign-in', (suite) => {
  for (const { language, strings, viewport, expected } of cases) {
    it(`says when to try again (${language}, ${viewport.width}px)`, async () => {
      const { page, context } = await openPage(suite.browser, suite.server.url, { language, viewport });
      await page.clock.setFixedTime(NOW);
      await page.route('**/api/users/login/', (route) =>
        route.fulfill({
          status: 429,
          headers: { 'Retry-After': '600' },
          contentType: 'application/json',
          body: JSON.stringify({ detail: 'Request was throttled. Expected available in 600 seconds.' }),
        }),
      );
      await page.goto('/login');
      await page.getByRole('textbox', { name: strings.auth.email }).fill('sara@example.com');
      await page.getByLabel(strings.auth.password, { exact: true }).fill('Gold-Savings-2026');
      await page.getByRole('button', { name: strings.login.submit }).click();
      await expect(page.getByTestId('error-box').textContent()).resolves.toBe(strings.login.throttled);
      await expect(page.getByTestId('retry-at').textContent()).resolves.toBe(expected);
      // still usable: the button is there to try again later
      await expect(page.getByRole('button', { name: strings.login.submit }).isEnabled()).resolves.toBe(true);
      await context.close();
    });
  }
});
