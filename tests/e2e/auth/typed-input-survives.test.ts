// Architecture §7: on a slow phone, what a person types into a form the app has just shown is what it sends. A
// fresh-clone run on a slower machine once filled /forgot-password, reached from /login, and pressed "Send reset
// link" to be told the address was required. These walks run at 6× CPU throttling whatever E2E_CPU_THROTTLE says.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { openPage, withPageDiagnosis } from '@tests/support/e2e';
import { describeInBrowser } from '@tests/support/browser-suite';

const THROTTLE = 6;
const ROUNDS = 3;
/** Three walks on a CPU six times slower, on a machine other tests share. */
const TIMEOUT = 300_000;

/**
 * Records, in the page, the bodies it posts to `path` (the API client streams its bodies, which the DevTools protocol
 * does not show); `sent()` reads them, in order.
 */
async function postsTo(page: Page, path: string) {
  await page.addInitScript((path: string) => {
    const sent: unknown[] = [];
    Object.assign(window, { __sent: sent });
    const fetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname === path)
        sent.push(JSON.parse(await request.clone().text()));
      return fetch(request);
    };
  }, path);
  return () => page.evaluate(() => (window as unknown as { __sent: unknown[] }).__sent);
}

describeInBrowser('what is typed on a slow phone is what is sent', (suite) => {
  for (const [language, strings] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(
      `${language}: /login → "forgot your password?" → the address typed there is the one the reset is asked for`,
      async () => {
        const { page, errors, context } = await openPage(suite.browser, suite.server.url, {
          language,
          cpuThrottle: THROTTLE,
        });
        const resets = await postsTo(page, '/auth/users/reset_password/');
        await withPageDiagnosis(page, errors, async () => {
          for (let round = 0; round < ROUNDS; round++) {
            const email = `round-${round}-${language}@example.com`;
            await page.goto('/login');
            await page.getByRole('link', { name: strings.login.forgotPassword }).click();
            await page.waitForURL('**/forgot-password');
            const field = page.getByRole('textbox', { name: strings.auth.email });
            await field.fill(email);
            await page.getByRole('button', { name: strings.forgotPassword.submit }).click();
            // Sent, or refused with "required" under the field: either way the page has answered.
            await page.locator('[data-testid=reset-sent], input[aria-invalid=true]').first().waitFor();
            expect(await resets()).toEqual([{ email }]);
            await page.getByTestId('reset-sent').waitFor();
          }
        });
        expect(errors).toEqual([]);
        await context.close();
      },
      TIMEOUT,
    );
  }
});
