// product §4, §8: a 403 on an authenticated call in the person's own household signs them out to /login with "you
// were logged out, please log in again". No HTTP client guesses it: each page's machine runs the access rule on its
// calls' failures (machines/shared/refusals.ts), so this walks pages of both kinds the app runs, a household's page
// and a page of the person's own, through a real browser.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { describeInBrowser, openSignedInPage } from '@tests/support/browser-suite';

const toast = '[data-scope="toast"][data-part="root"]';

/** Every answer to `api` (a path under /api/) is a 403, as the server gives a refused call. */
async function refuse(page: Page, api: string) {
  await page.route(`**/api/${api}**`, (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: '{"detail":"Forbidden"}' }),
  );
}

const cases = [
  { language: 'ar', strings: ar, path: '/dashboard/portfolio', api: 'portfolios/holdings/' },
  { language: 'en', strings: en, path: '/dashboard/market', api: 'prices/market/' },
  { language: 'ar', strings: ar, path: '/dashboard/settings', api: 'users/me/' },
] as const;

describeInBrowser("a 403 in the person's own household in Chromium", (suite) => {
  for (const { language, strings, path, api } of cases) {
    it(`${language}: ${path} answered 403 (${api}) signs out to /login, saying so once`, async () => {
      const { page, context } = await openSignedInPage(suite, { language });
      await refuse(page, api);
      await page.goto(path);
      await page.waitForURL('**/login', { timeout: 15_000 });
      const told = page.locator(toast).filter({ hasText: strings.session.loggedOut });
      await told.first().waitFor({ timeout: 15_000 });
      await expect(told.count()).resolves.toBe(1);
      // Signed out: the tokens are gone, and going back to the page lands on /login again.
      await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeNull();
      await page.goto(path);
      await page.waitForURL('**/login', { timeout: 15_000 });
      await context.close();
    });
  }
});
