// Product §16 in a real browser, in Arabic: an address signed up twice with two passwords (an attacker's, then its
// owner's). Following the link asks for a password in the same activation page; neither earlier password works,
// the chosen one does. Every string is taken from the locale files.
import { expect, it } from 'vitest';
import ar from '@locales/ar.json';
import { activationLinkFor, openPage, withPageDiagnosis, type RunningServer } from '@tests/support/e2e';
import { describeInBrowser } from '@tests/support/browser-suite';

const CHOSEN = 'Chosen-After-Link-2027';

async function post(server: RunningServer, path: string, body: unknown): Promise<number> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

describeInBrowser('activation of an address given two passwords, in Chromium', (suite) => {
  it('ar: the link asks for a password; the attacker’s and the earlier one never work, the chosen one does', async () => {
    const strings = ar;
    const email = `twice.${Date.now()}@example.com`;
    const signUp = (password: string) =>
      post(suite.server, '/auth/users/', { email, password, terms_accepted: true, language: 'ar' });
    expect(await signUp('Attackers-Choice-77')).toBe(201);
    expect(await signUp('Owners-Choice-88')).toBe(201);
    const link = new URL(await activationLinkFor(suite.server, email)).pathname;
    const login = (password: string) => post(suite.server, '/api/users/login/', { email, password });

    const { page, context, errors } = await openPage(suite.browser, suite.server.url, {
      language: 'ar',
      theme: 'dark',
      viewport: { width: 390, height: 844 },
    });
    await withPageDiagnosis(page, errors, async () => {
      await page.goto(link);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await page.getByRole('button', { name: strings.activation.activate }).click();
      const form = page.getByTestId('activation-choose-password');
      await form.getByText(strings.activation.choosePassword.title).waitFor();
      await form.getByText(strings.activation.choosePassword.hint).waitFor();
      // The one-click promise is not shown while a password must be chosen.
      expect(await page.getByText(strings.activation.subtitle).count()).toBe(0);
      for (const password of ['Attackers-Choice-77', 'Owners-Choice-88'])
        expect(await login(password)).toBe(401);

      // The sign-up rules apply: a mismatch is caught on the page, nothing is sent.
      await page.getByLabel(strings.passwordReset.newPassword, { exact: true }).fill(CHOSEN);
      await page.getByLabel(strings.auth.confirmPassword, { exact: true }).fill('Something-Else-1');
      await page.getByRole('button', { name: strings.activation.choosePassword.submit }).click();
      await form.getByText(strings.signup.passwordsDoNotMatch).waitFor();

      await page.getByLabel(strings.auth.confirmPassword, { exact: true }).fill(CHOSEN);
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/choose-password-ar.png` });
      await page.getByRole('button', { name: strings.activation.choosePassword.submit }).click();
      await page.getByTestId('activation-success').waitFor();
      await page.getByText(strings.activation.success).first().waitFor();
      expect(
        await page
          .getByTestId('activation-success')
          .getByRole('link', { name: strings.activation.signIn })
          .getAttribute('href'),
      ).toBe('/login');
    });
    for (const password of ['Attackers-Choice-77', 'Owners-Choice-88'])
      expect(await login(password)).toBe(401);
    expect(await login(CHOSEN)).toBe(200);
    await context.close();
  });
});
