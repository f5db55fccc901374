// Product §5 in a real browser, in Arabic on a phone in the dark theme: the password rules appear under the field as the
// password is typed, in the server's own words, "too common" included once the list (a text file, not page code) is
// fetched; the server then refuses the same password with the same words. Every string is from the locale files.
import { expect, it } from 'vitest';
import ar from '@locales/ar.json';
import { describeInBrowser } from '@tests/support/browser-suite';
import { openPage, withPageDiagnosis } from '@tests/support/e2e';

const SHOTS = process.env.SHOTS_DIR;
const words = ar.auth.serverMessage;

describeInBrowser('password rules as they are typed, in Chromium', (suite) => {
  it('ar: /signup lists what the password breaks while it is typed, and nothing once it keeps every rule', async () => {
    const { page, errors } = await openPage(suite.browser, suite.server.url, {
      language: 'ar',
      theme: 'dark',
      viewport: { width: 390, height: 844 },
    });
    const listFetched = page.waitForResponse((r) => /common-passwords-[\w-]+\.txt$/.test(r.url()));
    await withPageDiagnosis(page, errors, async () => {
      await page.goto('/signup');
      await page.getByRole('heading', { name: ar.signup.title }).waitFor();
      expect((await listFetched).status()).toBe(200);
      const rules = page.getByTestId('password-rules').locator('li');
      const password = page.getByLabel(ar.auth.password, { exact: true });
      await page.getByRole('textbox', { name: ar.auth.email }).fill('mona.gold@example.com');

      await password.pressSequentially('1234');
      await expect
        .poll(() => rules.allTextContents())
        .toEqual([words.passwordTooShort, words.passwordTooCommon, words.passwordNumeric]);
      await password.pressSequentially('5678');
      await expect
        .poll(() => rules.allTextContents())
        .toEqual([words.passwordTooCommon, words.passwordNumeric]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/signup-live-rules-ar.png`, fullPage: true });

      await password.fill('mona.gold.example');
      await expect.poll(() => rules.allTextContents()).toEqual([words.passwordSimilar]);
      await password.fill('Gold-Savings-2026');
      await expect.poll(() => rules.count()).toBe(0);
    });
  });
});
