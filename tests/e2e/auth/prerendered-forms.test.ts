// Architecture §7: /login and /signup arrive with their Arabic form in the HTML and the app hydrates it (ADR 011): what a
// visitor types before the code has arrived stays, and the form then works with it.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import ar from '@locales/ar.json';
import { holdScripts, openPage } from '@tests/support/e2e';
import { describeInBrowser } from '@tests/support/browser-suite';

/** The e-mail field the HTML brought, marked so the test can tell it apart from one the app would draw afresh. */
async function typeBeforeTheCode(page: Page, path: string, email: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  const field = page.getByRole('textbox', { name: ar.auth.email });
  await field.waitFor();
  await field.fill(email);
  await page.evaluate(() => {
    (window as unknown as { before: Element | null }).before = document.querySelector('input[name=email]');
  });
  release();
  await page.waitForLoadState('networkidle');
  return field;
}

const sameField = (page: Page) =>
  page.evaluate(
    () => document.querySelector('input[name=email]') === (window as unknown as { before: Element }).before,
  );

describeInBrowser('the auth forms before their code arrives', (suite) => {
  it('sends /login, /signup and /forgot-password with their Arabic form in the HTML', async () => {
    for (const [path, title] of [
      ['/login', ar.login.title],
      ['/signup', ar.signup.title],
      ['/forgot-password', ar.forgotPassword.title],
    ] as const) {
      const html = await (await fetch(`${suite.server.url}${path}`)).text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toContain(title);
      expect(root).toContain('name="email"');
    }
  });

  it('/login: the address typed before the code arrived stays, and signing in sends it', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, {
      viewport: { width: 390, height: 844 },
    });
    const field = await typeBeforeTheCode(page, '/login', 'nobody@example.com');
    await expect(field.inputValue()).resolves.toBe('nobody@example.com');
    await expect(sameField(page)).resolves.toBe(true);
    await page.getByLabel(ar.auth.password, { exact: true }).fill('Wrong-Password-1');
    await page.getByRole('button', { name: ar.login.submit }).click();
    // The server checked that address: no "required" under the field, its answer in the red box.
    await expect(page.getByTestId('error-box').textContent()).resolves.toBe(ar.login.invalidCredentials);
    // product §10: said once, no toast repeating it (the light page would load the toast host for one: let it settle)
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(ar.login.invalidCredentials).count()).resolves.toBe(1);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });

  it('/signup: the address typed before the code arrived stays, and the form checks it with the rest', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url);
    const field = await typeBeforeTheCode(page, '/signup', 'sara@example');
    await expect(sameField(page)).resolves.toBe(true);
    // product §2: create-account waits for the terms
    await expect(page.getByRole('button', { name: ar.signup.submit }).isDisabled()).resolves.toBe(true);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: ar.signup.submit }).click();
    // The flow read the typed address: it is not a valid one (a missing one would say "required").
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByText(ar.auth.validation.invalidEmail).isVisible()).resolves.toBe(true);
    await field.fill('sara.new@example.com');
    await expect(field.getAttribute('aria-invalid')).resolves.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the activation pages with their Arabic page in the HTML; the app takes the same nodes over', async () => {
    for (const [path, title] of [
      ['/activation-email-sent', ar.activationEmailSent.title],
      // every activation link shares one document: the button does not depend on the link's uid and token
      ['/activate/MTI/4x9-not-a-token', ar.activation.title],
    ] as const) {
      const html = await (await fetch(`${suite.server.url}${path}`)).text();
      expect(html.slice(html.indexOf('<div id="root">'))).toContain(title);
    }

    const { page, errors, context } = await openPage(suite.browser, suite.server.url, {
      viewport: { width: 390, height: 844 },
    });
    const release = await holdScripts(page);
    await page.goto('/activate/MTI/4x9-not-a-token', { waitUntil: 'commit' });
    const activate = page.getByRole('button', { name: ar.activation.activate });
    await activate.waitFor();
    await page.evaluate(() => {
      (window as unknown as { before: Element | null }).before = document.querySelector('main button');
    });
    release();
    await page.waitForLoadState('networkidle');
    // Hydrated, not drawn again: the button on screen is the one the HTML brought, and it now works.
    await expect(
      page.evaluate(
        () => document.querySelector('main button') === (window as unknown as { before: Element }).before,
      ),
    ).resolves.toBe(true);
    await activate.click();
    // The server refuses the made-up link (product §8: as invalid, or as invalid or expired): its toast appears.
    const refused = [ar.activation.invalidLink, ar.activation.linkExpired];
    await page
      .getByText(new RegExp(`^(${refused.map((m) => m.replace(/[.?]/g, '\\$&')).join('|')})$`))
      .waitFor();
    await expect(activate.isEnabled()).resolves.toBe(true);
    // No "did not match" from main.tsx; the refused link's 4xx is the only console error.
    expect(errors.filter((e) => !/\b40\d\b/.test(e))).toEqual([]);
    await context.close();
  });

  it('/login: a tap on "sign in" before the code arrived sends nothing anywhere (no password in the address)', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: ar.auth.email }).fill('nobody@example.com');
    await page.getByLabel(ar.auth.password, { exact: true }).fill('Secret-Password-1');
    await page.getByRole('button', { name: ar.login.submit }).click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${suite.server.url}/login`);
    release();
    await context.close();
  });

  it('/login: that tap is not lost: once the app has the page, it signs in with what was typed', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: ar.auth.email }).fill('nobody@example.com');
    await page.getByLabel(ar.auth.password, { exact: true }).fill('Wrong-Password-1');
    const logins: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/users/login/')) logins.push(r.postData() ?? '');
    });
    await page.getByRole('button', { name: ar.login.submit }).click();
    release();
    // No second tap: the held one is sent, once, with both fields, and the server's answer is in the red box.
    await page.getByTestId('error-box').getByText(ar.login.invalidCredentials).waitFor();
    await page.waitForLoadState('networkidle');
    expect(logins.map((body) => JSON.parse(body) as unknown)).toEqual([
      { email: 'nobody@example.com', password: 'Wrong-Password-1' },
    ]);
    expect(page.url()).toBe(`${suite.server.url}/login`);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });
});
