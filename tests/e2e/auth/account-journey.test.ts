// Accounts in a real browser against a real `npm start` (product §4): sign up, activate from the outbox e-mail, sign in,
// stay signed in across a reload, leave the auth forms for the dashboard while signed in, sign out; the wrong-password
// message; back to the protected page after signing in.
// Once in Arabic (the default) and once in English, with every string taken from the locale files.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { activationLinkFor, openPage } from '@tests/support/e2e';
import { describeInBrowser } from '@tests/support/browser-suite';

const PASSWORD = 'Gold-Savings-2026';
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function fillLogin(page: Page, strings: typeof en, email: string, password: string) {
  await page.getByRole('textbox', { name: strings.auth.email }).fill(email);
  await page.getByLabel(strings.auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: strings.login.submit, exact: true }).click();
}

const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    access: localStorage.getItem('accessToken'),
    refresh: localStorage.getItem('refreshToken'),
  }));

describeInBrowser('accounts and sessions in Chromium', (suite) => {
  for (const [language, strings] of [
    ['ar', ar],
    ['en', en],
  ] as const) {
    it(`${language}: signs up, activates from the e-mail, signs in, stays signed in after a reload, signs out`, async () => {
      const { page, context, errors } = await openPage(suite.browser, suite.server.url, { language });
      const email = uniqueEmail(`journey-${language}`);

      await page.goto('/signup');
      await page.getByRole('heading', { name: strings.signup.title }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await page.getByRole('textbox', { name: strings.auth.email }).fill(email);
      await page.getByLabel(strings.auth.password, { exact: true }).fill(PASSWORD);
      await page.getByLabel(strings.auth.confirmPassword, { exact: true }).fill(PASSWORD);
      const create = page.getByRole('button', { name: strings.signup.submit, exact: true });
      expect(await create.isDisabled()).toBe(true); // product §2: disabled while the terms are unticked
      await page.getByText(strings.signup.acceptTermsLabel, { exact: true }).click();
      await create.click();

      await page.waitForURL('**/activation-email-sent');
      await page.getByText(strings.signup.success).waitFor();
      expect(await page.getByTestId('sent-to').innerText()).toBe(email);

      const link = await activationLinkFor(suite.server, email);
      await page.goto(new URL(link).pathname);
      await page.getByRole('button', { name: strings.activation.activate }).click();
      // product §4: a success toast; the page offers signing in
      await page.getByText(strings.activation.success).waitFor();
      await page
        .getByTestId('activation-success')
        .getByRole('link', { name: strings.activation.signIn })
        .waitFor();
      expect(page.url()).toContain('/activate/'); // product §4: no redirect afterwards

      await page.getByRole('link', { name: strings.auth.backToLogin }).click();
      await page.waitForURL('**/login');
      // product §8: 401 → e-mail or password incorrect
      await fillLogin(page, strings, email, 'not-the-password');
      await page.getByTestId('error-box').getByText(strings.login.invalidCredentials).waitFor();
      expect(page.url()).toMatch(/\/login$/);

      await fillLogin(page, strings, email, PASSWORD);
      await page.waitForURL('**/dashboard');
      await page.getByText(strings.login.success).first().waitFor();
      const tokens = await storedTokens(page);
      expect(tokens.access).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
      expect(tokens.refresh).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

      await page.reload();
      await page.getByRole('button', { name: strings.layout.logout }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      // product §6, §10: opened signed in, the landing page and the auth forms send the person to the dashboard
      for (const path of ['/login', '/signup', '/']) {
        await page.goto(path);
        await page.waitForURL('**/dashboard');
      }
      await page.getByRole('button', { name: strings.layout.logout }).first().waitFor();

      await page.getByRole('button', { name: strings.layout.logout }).first().click();
      await page.waitForURL('**/login');
      expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
      // signed out for real: a protected page sends back to /login
      await page.goto('/dashboard');
      await page.waitForURL('**/login');

      expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
      await context.close();
    });

    it(`${language}: a protected page visited signed out comes back after signing in`, async () => {
      const { page, context } = await openPage(suite.browser, suite.server.url, { language });
      const email = uniqueEmail(`origin-${language}`);
      const signup = await fetch(`${suite.server.url}/auth/users/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD, terms_accepted: true }),
      });
      expect(signup.status).toBe(201);
      const [uid, token] = new URL(await activationLinkFor(suite.server, email)).pathname
        .split('/')
        .slice(-2);
      const activation = await fetch(`${suite.server.url}/auth/users/activation/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ uid, token }),
      });
      expect(activation.status).toBe(204);

      await page.goto('/dashboard/market');
      await page.waitForURL('**/login');
      await fillLogin(page, strings, email, PASSWORD);
      await page.waitForURL('**/dashboard/market');
      await context.close();
    });
  }
});
