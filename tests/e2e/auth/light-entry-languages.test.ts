// The sign-in and sign-up forms' light entry (src/signed-out/main.tsx) holds the strings of one language at a time: the
// visitor's, fetched beside it, the other language's once asked for, and a later part's (the terms dialog) with that
// part in both (scripts/vite-signed-out.ts). Each language shows whole, whichever came first.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { openPage } from '@tests/support/e2e';
import { describeInBrowser } from '@tests/support/browser-suite';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** The form's strings files the page asks for from now on, by language. */
function noteStringsFiles(page: Page, form: string): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const match = new RegExp(`/assets/signed-out-${form}-(ar|en)-[\\w-]{8}\\.js$`).exec(request.url());
    if (match) asked.push(match[1]!);
  });
  return asked;
}

describeInBrowser("the forms' light entry in either language", (suite) => {
  it('shows the terms dialog, a part loaded later, in the language of the form', async () => {
    for (const [language, strings] of [
      ['ar', ar],
      ['en', en],
    ] as const) {
      const { page, errors, context } = await openPage(suite.browser, suite.server.url, { language });
      await page.goto('/signup');
      await page.getByRole('heading', { level: 1, name: strings.signup.title }).waitFor();
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      await page.getByRole('button', { name: strings.signup.readMore }).click();
      const dialog = page.getByRole('dialog', { name: strings.terms.dialogTitle });
      await dialog.waitFor();
      const text = await dialog.innerText();
      expect(text).toContain(strings.terms.confirm);
      if (language === 'en') expect(text).not.toMatch(ARABIC_LETTER);
      await dialog.getByRole('button', { name: strings.terms.confirm }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.getByRole('checkbox', { name: strings.signup.acceptTermsLabel }).isChecked()).toBe(
        true,
      );
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("switches an English visitor's form to Arabic, fetching the Arabic strings only then, and back", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { language: 'en' });
    const asked = noteStringsFiles(page, 'login');
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: en.login.title }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    expect(asked).toEqual(['en']);

    await page.getByRole('button', { name: /العربية/ }).click();
    await page.getByRole('heading', { level: 1, name: ar.login.title }).waitFor();
    expect(asked).toEqual(['en', 'ar']);
    expect([
      await page.locator('html').getAttribute('lang'),
      await page.locator('html').getAttribute('dir'),
    ]).toEqual(['ar', 'rtl']);
    // Every string of the form in Arabic: its submit button, its fields, its links.
    expect(await page.getByRole('button', { name: ar.login.submit }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: ar.auth.email }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: ar.login.forgotPassword }).isVisible()).toBe(true);

    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('heading', { level: 1, name: en.login.title }).waitFor();
    expect(asked).toEqual(['en', 'ar']);
    const text = await page.locator('#root').innerText();
    expect(text.replace('العربية', '')).not.toMatch(ARABIC_LETTER);
    expect(errors).toEqual([]);
    await context.close();
  });
});
