// Issue 15: on a phone, a toast never covers the header's controls (they stay tappable while it shows).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import {
  activationLinkFor,
  browserAvailable,
  launchBrowser,
  openPage,
  startServer,
  type RunningServer,
  withPageDiagnosis,
} from '@tests/support/e2e';

describe.skipIf(!browserAvailable())('toasts on a phone', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  it('shows the activation toast below the header, in Arabic on a phone', async () => {
    const email = `toast-${Date.now()}@example.com`;
    const signup = await fetch(`${server.url}/auth/users/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Gold-Savings-2026', terms_accepted: true }),
    });
    expect(signup.status).toBe(201);
    const link = await activationLinkFor(server, email);
    const { page, context, errors } = await openPage(browser, server.url, {
      language: 'ar',
      viewport: { width: 390, height: 844 },
    });
    await withPageDiagnosis(page, errors, async () => {
      await page.goto(new URL(link).pathname);
      await page.getByRole('button', { name: ar.activation.activate }).click();
      const toast = page.locator('[data-scope="toast"][data-part="root"]').first();
      await toast.waitFor();
      await page.waitForTimeout(500); // the toast's entry animation
      const header = await page.getByRole('banner').boundingBox();
      const box = await toast.boundingBox();
      expect(header && box).toBeTruthy();
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      // The header's controls still take a tap: the theme switch answers.
      await page.getByRole('button', { name: ar.preferences.useLightTheme }).click();
      await expect.poll(() => page.locator('html').getAttribute('class')).toContain('light');
    });
    await context.close();
  });
});
