// Issue 15's small truths around signing in, in Arabic on a phone and in English on a desktop: activation says it
// worked once (on the page, no toast repeating it) and offers "Sign in" as its primary action; a signed-in person
// opening /login or /signup goes to the dashboard; a toast never covers the header's controls.
import { beforeAll, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import {
  addTransaction,
  describeInBrowser,
  openSignedInPage,
  type SignedInUser,
} from '@tests/support/browser-suite';
import { activationLinkFor, createSignedInUser, openPage, withPageDiagnosis } from '@tests/support/e2e';

type Strings = typeof en;

const configurations = [
  { language: 'ar', device: 'phone', t: ar as unknown as Strings, viewport: { width: 390, height: 844 } },
  { language: 'en', device: 'desktop', t: en, viewport: { width: 1280, height: 800 } },
] as const;

const toasts = '[data-scope="toast"][data-part="root"]';

describeInBrowser('small truths of signing in (issue 15)', (suite) => {
  let user: SignedInUser;
  beforeAll(async () => {
    user = await createSignedInUser(suite.server);
  });

  it.each(configurations)(
    '$language on a $device: activation says so once, on the page, with a primary "Sign in"',
    async ({ language, t, viewport }) => {
      const email = `activate-${language}-${Date.now()}@example.com`;
      const signup = await fetch(`${suite.server.url}/auth/users/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Gold-Savings-2026', terms_accepted: true }),
      });
      expect(signup.status).toBe(201);
      const link = await activationLinkFor(suite.server, email);
      const { page, context, errors } = await openPage(suite.browser, suite.server.url, {
        language,
        viewport,
      });
      await withPageDiagnosis(page, errors, async () => {
        await page.goto(new URL(link).pathname);
        await page.getByRole('button', { name: t.activation.activate }).click();
        const success = page.getByTestId('activation-success');
        await success.getByText(t.activation.success).waitFor();
        // Long enough for a toast to have shown (they appear within a frame of the answer): none does.
        await page.waitForTimeout(800);
        expect(await page.locator(toasts).count()).toBe(0);
        expect(await page.getByText(t.activation.success).count()).toBe(1);
        await success.getByRole('link', { name: t.activation.signIn }).click();
        await page.waitForURL((url) => url.pathname === '/login');
        await page.getByRole('textbox', { name: t.auth.email }).waitFor();
      });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(configurations)(
    '$language on a $device: a signed-in person opening /login or /signup lands on the dashboard',
    async ({ language, t, viewport }) => {
      const { page, context, errors } = await openSignedInPage(suite, { language, viewport, user });
      await withPageDiagnosis(page, errors, async () => {
        for (const path of ['/login', '/signup']) {
          await page.goto(path);
          await page.waitForURL((url) => url.pathname === '/dashboard');
          await page.getByRole('heading', { level: 1, name: t.dashboard.title }).waitFor();
        }
      });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(configurations)(
    "$language on a $device: a toast shows below the header and leaves the header's controls tappable",
    async ({ language, t, viewport }) => {
      const { page, context, errors } = await openSignedInPage(suite, {
        language,
        viewport,
        user,
        path: '/dashboard/portfolio',
      });
      await withPageDiagnosis(page, errors, async () => {
        await addTransaction(page, t, {
          mainType: 'pounds',
          asset: 'pound_full',
          quantity: '1',
          price: '45,000',
        });
        const toast = page.locator(toasts).first();
        await page.waitForTimeout(500); // the toast's entry animation
        const header = await page.getByRole('banner').boundingBox();
        const box = await toast.boundingBox();
        expect(header && box).toBeTruthy();
        expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
        // The header's controls still take a tap while it shows: the theme switch answers.
        expect(await toast.isVisible()).toBe(true);
        await page.getByRole('button', { name: t.preferences.useLightTheme }).click();
        await expect.poll(() => page.locator('html').getAttribute('class')).toContain('light');
      });
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
