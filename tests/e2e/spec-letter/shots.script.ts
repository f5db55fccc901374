// Screenshots of every screen docs/product.md's "spec to the letter" and product §10's date field touched, for a person to
// look at: Arabic and English, dark and light, phone and desktop. Run after a build (the e2e set-up or `npm run
// build`): node --import tsx tests/e2e/spec-letter/shots.script.ts [outDir] [name filter]
import { mkdirSync } from 'node:fs';
import { basename } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import {
  createSignedInUser,
  launchBrowser,
  openPage,
  recordTransactions,
  startServer,
} from '../../support/e2e';
import { SHOT_VIEWPORTS, shotPath, shotViews } from '../../../scripts/lib/shot-views';
import { sendSignupThatHangs } from './hanging-signup';

const out = process.argv[2] ?? '/tmp/shots/spec-letter';
const only = process.argv[3] ? new RegExp(process.argv[3]) : null;
mkdirSync(out, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  const user = await createSignedInUser(server);
  await recordTransactions(server, user.access, [
    ['pound_full', 2, 27000, '2026-03-05T12:00:00Z'],
    ['gram_21k', 10, 4100, '2026-06-10T12:00:00Z'],
    ['usd', 500, 48.5, '2026-09-01T12:00:00Z'],
  ]);

  const settle = async (page: Page) => {
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
  };

  for (const view of shotViews({ desktop: { width: 1280, height: 800 }, phone: SHOT_VIEWPORTS.phone })) {
    const { language, device } = view;
    const t = (language === 'ar' ? ar : en) as typeof en;
    const shot = async (name: string, take: (page: Page) => Promise<Locator | void>, signedIn = false) => {
      const file = shotPath(out, name, view);
      if (only && !only.test(basename(file))) return;
      const { page, context, errors } = await openPage(browser, server.url, {
        ...view,
        tokens: signedIn ? user : undefined,
      });
      try {
        const part = await take(page);
        await settle(page);
        if (part) await part.screenshot({ path: file });
        else await page.screenshot({ path: file, fullPage: !name.startsWith('datepicker') });
      } catch (error) {
        console.error(file, (error as Error).message);
      }
      if (errors.length) console.log(file, 'console errors:', errors.slice(0, 3));
      await context.close();
    };

    await shot('signup-loading', async (page) => {
      await page.goto('/signup');
      await page.getByRole('heading', { name: t.signup.title }).waitFor();
      await sendSignupThatHangs(page, t, 'sara.ahmed@example.com');
      await page.locator('form input[disabled]').first().waitFor();
    });

    await shot('activation-email-sent', async (page) => {
      await page.goto('/activation-email-sent');
      await page.evaluate(() =>
        window.history.replaceState({ usr: { email: 'sara.ahmed@example.com' }, key: 'shot', idx: 0 }, ''),
      );
      await page.reload();
      // a tap before the app has taken the pre-rendered page over would be lost (ADR 011)
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      await page.getByRole('heading', { name: t.activationEmailSent.title }).waitFor();
      await page.getByRole('button', { name: t.activationEmailSent.resend }).click();
      await page.getByTestId('resend-help').waitFor();
    });

    await shot(
      'portfolio',
      async (page) => {
        await page.goto('/dashboard/portfolio');
        const item = page.getByTestId(device === 'phone' ? 'transaction-card' : 'transaction-row').first();
        await item.waitFor();
        if (device === 'phone') await item.getByRole('button').first().click();
      },
      true,
    );

    for (const view of ['days', 'years'] as const) {
      await shot(
        `datepicker-${view}`,
        async (page) => {
          await page.goto('/dashboard/portfolio');
          await page.getByRole('button', { name: t.portfolio.addTransaction, exact: true }).first().click();
          const field = page
            .getByTestId('transaction-dialog')
            .getByRole('textbox', { name: t.transaction.purchaseDate });
          await field.click();
          await page.locator('.dahabi-datepicker-calendar').waitFor();
          if (view === 'years') await page.getByRole('button', { name: t.datePicker.showYears }).click();
        },
        true,
      );
    }

    await shot(
      'chart',
      async (page) => {
        await page.goto('/dashboard');
        await page.getByRole('button', { name: t.chart.ranges.all }).click();
        await page
          .getByTestId('value-chart')
          .locator('.apexcharts-line')
          .first()
          .waitFor({ state: 'attached' });
        await page.waitForTimeout(800);
        return page.getByTestId('chart-card');
      },
      true,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
