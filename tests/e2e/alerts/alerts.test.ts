// Price alerts end to end (product §14): an alert made from the market page's bell fires on a snapshot recorded with
// the admin command, shows as an unread notification, lands in the outbox once, and its e-mail's switch-off link
// asks, then switches it off in one click (and works only once).
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, openSignedInPage } from '@tests/support/browser-suite';
import ar from '@locales/ar.json';
import { openPage, withPageDiagnosis } from '@tests/support/e2e';

const SNAPSHOT = fileURLToPath(new URL('../market/market-snapshot.json', import.meta.url));

describeInBrowser('Price alerts in Chromium', (suite) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, errors } = await openSignedInPage(suite, {
      language: 'en',
      path: '/dashboard/market',
    }));
    await page.getByTestId('market-karat-24').waitFor({ timeout: 150_000 });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('fires once on a crossing snapshot: unread count, notification, one e-mail, a switch-off link that works once', async () => {
    await withPageDiagnosis(page, errors, async () => {
      // From the market page's bell beside 21 karat sell: the alerts page with that price chosen.
      await page.getByTestId('alert-link-gold_21_sell').click();
      await page.waitForURL(/\/dashboard\/alerts\?instrument=gold_21_sell/);
      const threshold = page.getByRole('textbox', { name: /Threshold/ });
      await threshold.waitFor();
      expect(await page.getByRole('combobox', { name: 'Price' }).inputValue()).toBe('gold_21_sell');
      // A threshold the shared parser refuses is refused before anything is sent.
      await threshold.fill('6,0');
      await page.getByRole('button', { name: 'Create alert' }).click();
      await page.getByTestId('threshold-error').waitFor();
      // 21k sell is 6,076.35 now: "above 6,000" is met already, and the page says so before making it (product §17).
      await threshold.fill('6,000');
      await page.getByRole('button', { name: 'Create alert' }).click();
      await page.getByRole('alertdialog', { name: 'This is already true' }).waitFor();
      await page.getByRole('button', { name: 'Change the alert' }).click();
      await threshold.fill('6,100');
      await page.getByRole('button', { name: 'Create alert' }).click();
      await page.getByText('Rises above 6,100 EGP').waitFor();
      expect(await page.getByTestId('alert-state').textContent()).toBe('Armed');

      const before = (await suite.server.outbox()).length;
      const recorded = await suite.server.admin(['prices:record', SNAPSHOT]);
      expect(recorded.code, recorded.stdout + recorded.stderr).toBe(0);
      // The same snapshot again: stored once, fires nothing more.
      expect((await suite.server.admin(['prices:record', SNAPSHOT])).code).toBe(0);

      await page.reload();
      await expect.poll(() => page.getByTestId('unread-count').textContent(), { timeout: 15_000 }).toBe('1');
      expect(await page.getByTestId('alert-state').textContent()).toBe('Fired');
      await page.getByRole('link', { name: 'Notifications: 1 unread' }).click();
      await page.getByText('21 karat, sell rose above 6,100 EGP: now 6,142.94 EGP').waitFor();

      const mails = (await suite.server.outbox()).slice(before);
      expect(mails).toHaveLength(1);
      const decoded = mails[0]!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = decoded.match(/https?:\/\/[^\s"<>]+\/alerts\/off\/[\w.-]+/)?.[0];
      expect(link).toBeTruthy();
      const path = new URL(link!).pathname;

      // Marked read: the count goes.
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect.poll(() => page.getByTestId('unread-count').count(), { timeout: 15_000 }).toBe(0);

      // The switch-off link, in a tab without a session, in Arabic on a phone. Opening it (as a mail scanner
      // does, twice) only asks: the link still works when the person clicks.
      const anon = await openPage(suite.browser, suite.server.url, {
        language: 'ar',
        viewport: { width: 390, height: 844 },
      });
      await anon.page.goto(path);
      await anon.page.getByRole('heading', { name: ar.alerts.off.ask }).waitFor();
      await anon.page.reload();
      await anon.page.getByRole('heading', { name: ar.alerts.off.ask }).waitFor();
      await anon.page.getByRole('button', { name: ar.alerts.off.confirm }).click();
      await anon.page.getByRole('heading', { name: ar.alerts.off.done }).waitFor();
      expect(await anon.page.getByTestId('switched-off-alert').textContent()).toBe(
        'عيار 21، بيع: يرتفع فوق 6,100 ج.م',
      );
      // Used once: the same link, clicked again, says it no longer works.
      await anon.page.reload();
      await anon.page.getByRole('button', { name: ar.alerts.off.confirm }).click();
      await anon.page.getByRole('heading', { name: ar.alerts.off.invalid }).waitFor();
      await anon.context.close();

      await page.goto('/dashboard/alerts');
      await expect.poll(() => page.getByTestId('alert-state').textContent(), { timeout: 15_000 }).toBe('Off');
      expect(errors).toEqual([]);
    });
  }, 240_000);
});
