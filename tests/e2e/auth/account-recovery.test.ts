// Accounts a person can keep (product §11) in a real browser against a real `npm start`: a forgotten password reset
// from the outbox e-mail signs the old session out; deleting the account refuses its login and frees the address.
// Every string is taken from the locale files.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import {
  activationLinkFor,
  createSignedInUser,
  openPage,
  withPageDiagnosis,
  type RunningServer,
} from '@tests/support/e2e';
import { describeInBrowser, openSignedInPage } from '@tests/support/browser-suite';

const NEW_PASSWORD = 'Fresh-Gold-2027';

/** The reset link in the newest e-mail to `email` (quoted-printable undone). */
async function resetLinkFor(server: RunningServer, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mails = (await server.outbox()).filter((m) => m.toLowerCase().includes(email.toLowerCase()));
    const decoded = mails
      .at(-1)
      ?.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = decoded?.match(/https?:\/\/[^\s"<>]+\/password-reset\/[\w-]+\/[\w-]+/)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no password reset e-mail for ${email}`);
}

async function fillLogin(page: Page, strings: typeof en, email: string, password: string) {
  await page.getByRole('textbox', { name: strings.auth.email }).fill(email);
  await page.getByLabel(strings.auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: strings.login.submit, exact: true }).click();
}

describeInBrowser('forgotten passwords and account deletion in Chromium', (suite) => {
  it('en: forgot password → the e-mail → a new password → the old session is signed out → login with it', async () => {
    const strings = en;
    const user = await createSignedInUser(suite.server);
    // the old session: another suite.browser, signed in, on a protected page
    const old = await openSignedInPage(suite, { language: 'en', user });
    await old.page.goto('/dashboard/settings');
    await old.page.getByTestId('account-email').getByText(user.email).waitFor();

    const { page, context, errors } = await openPage(suite.browser, suite.server.url, { language: 'en' });
    await withPageDiagnosis(page, errors, async () => {
      await page.goto('/login');
      await page.getByRole('link', { name: strings.login.forgotPassword }).click();
      await page.waitForURL('**/forgot-password');
      await page.getByRole('textbox', { name: strings.auth.email }).fill(user.email);
      await page.getByRole('button', { name: strings.forgotPassword.submit }).click();
      expect(await page.getByTestId('reset-sent').innerText()).toContain(strings.forgotPassword.sent);

      const link = new URL(await resetLinkFor(suite.server, user.email)).pathname;
      await page.goto(link);
      await page.getByLabel(strings.passwordReset.newPassword, { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(strings.auth.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: strings.passwordReset.submit }).click();
      await page.waitForURL('**/login');
      await page.getByText(strings.passwordReset.success).first().waitFor();

      // the old session is over: its next protected page sends it to /login
      await old.page.goto('/dashboard/settings');
      await old.page.waitForURL('**/login');
      expect(await old.page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

      // the old password no longer works, the new one does
      await fillLogin(page, strings, user.email, user.password);
      await page.getByTestId('error-box').getByText(strings.login.invalidCredentials).waitFor();
      await fillLogin(page, strings, user.email, NEW_PASSWORD);
      await page.waitForURL('**/dashboard');

      // the link works once
      await page.goto(link);
      await page.getByLabel(strings.passwordReset.newPassword, { exact: true }).fill('Third-Gold-2028');
      await page.getByLabel(strings.auth.confirmPassword, { exact: true }).fill('Third-Gold-2028');
      await page.getByRole('button', { name: strings.passwordReset.submit }).click();
      await page.getByTestId('error-box').getByText(strings.passwordReset.invalidLink).waitFor();
      expect(
        await page.getByRole('link', { name: strings.passwordReset.askAgain }).getAttribute('href'),
      ).toBe('/forgot-password');
    });
    await old.context.close();
    await context.close();
  });

  it('ar: settings → download my data → delete → login refused → the same address signs up again', async () => {
    const strings = ar;
    const user = await createSignedInUser(suite.server);
    const { page, context, errors } = await openSignedInPage(suite, {
      language: 'ar',
      user,
    });
    await withPageDiagnosis(page, errors, async () => {
      await page.goto('/dashboard/settings');
      await page.getByTestId('account-email').getByText(user.email).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: strings.settings.account.export.button }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^dahabi-export-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
        account: { email: string };
      };
      expect(exported.account.email).toBe(user.email);

      const section = strings.settings.account.delete;
      await page.getByRole('button', { name: section.button, exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(section.lostIntro).waitFor();
      await dialog.getByLabel(section.passwordLabel, { exact: true }).fill('not-the-password');
      await dialog.getByRole('button', { name: section.confirm }).click();
      await dialog.getByText(strings.account.errors.invalidPassword).waitFor();
      await dialog.getByLabel(section.passwordLabel, { exact: true }).fill(user.password);
      await dialog.getByRole('button', { name: section.confirm }).click();
      await page.waitForURL('**/login');
      await page.getByText(section.success).first().waitFor();

      await fillLogin(page, strings, user.email, user.password);
      await page.getByTestId('error-box').getByText(strings.login.invalidCredentials).waitFor();

      // the address is free again: signing up sends a new activation e-mail, and the new account works
      const before = (await suite.server.outbox()).length;
      await page.goto('/signup');
      await page.getByRole('textbox', { name: strings.auth.email }).fill(user.email);
      await page.getByLabel(strings.auth.password, { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(strings.auth.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
      await page.getByText(strings.signup.acceptTermsLabel, { exact: true }).click();
      await page.getByRole('button', { name: strings.signup.submit, exact: true }).click();
      await page.waitForURL('**/activation-email-sent');
      await expect.poll(async () => (await suite.server.outbox()).length).toBeGreaterThan(before);
      await page.goto(new URL(await activationLinkFor(suite.server, user.email)).pathname);
      await page.getByRole('button', { name: strings.activation.activate }).click();
      await page.getByTestId('activation-success').waitFor();
      await page.goto('/login');
      await fillLogin(page, strings, user.email, NEW_PASSWORD);
      await page.waitForURL('**/dashboard');
    });
    await context.close();
  });
});
