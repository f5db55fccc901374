// One-off screenshots of product §11's screens, Arabic and English, dark and light, phone and desktop.
// Run: DIST_DIR=/tmp/accounts-dist node --import tsx tests/e2e/auth/accounts-shots.script.ts [screen]
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import ar from '../../../locales/ar.json' with { type: 'json' };
import en from '../../../locales/en.json' with { type: 'json' };
import { createSignedInUser, launchBrowser, openPage, startServer } from '../../support/e2e';
import { SHOT_VIEWPORTS, shootPage, shotPath, shotViews } from '../../../scripts/lib/shot-views';

const out = '/tmp/shots/accounts';
await mkdir(out, { recursive: true });
const server = await startServer(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {});
const browser = await launchBrowser();
const strings = { ar, en };
type Strings = typeof en;

const screens: Array<[string, string, boolean, ((page: Page, s: Strings) => Promise<void>)?]> = [
  ['forgot', '/forgot-password', false],
  [
    'sent',
    '/forgot-password',
    false,
    async (page, s) => {
      await page.getByRole('textbox', { name: s.auth.email }).fill(`shot-${Date.now()}@example.com`);
      await page.getByRole('button', { name: s.forgotPassword.submit }).click();
      await page.getByTestId('reset-sent').waitFor();
    },
  ],
  ['reset', '/password-reset/MQ/abc123-token', false],
  [
    'bad-link',
    '/password-reset/MQ/abc123-token',
    false,
    async (page, s) => {
      await page.getByLabel(s.passwordReset.newPassword, { exact: true }).fill('Fresh-Gold-2027');
      await page.getByLabel(s.auth.confirmPassword, { exact: true }).fill('Fresh-Gold-2027');
      await page.getByRole('button', { name: s.passwordReset.submit }).click();
      await page.getByRole('link', { name: s.passwordReset.askAgain }).waitFor();
    },
  ],
  [
    'settings',
    '/dashboard/settings',
    true,
    async (page) => {
      await page.getByTestId('account-email').waitFor();
    },
  ],
  [
    'delete-dialog',
    '/dashboard/settings',
    true,
    async (page, s) => {
      await page.getByTestId('account-email').waitFor();
      await page.getByRole('button', { name: s.settings.account.delete.button, exact: true }).click();
      await page.getByRole('alertdialog').waitFor();
    },
  ],
];

try {
  const user = await createSignedInUser(server, `sara.ahmed.${Date.now()}@example.com`);
  const only = process.argv[2];
  for (const view of shotViews({ desktop: { width: 1280, height: 800 }, phone: SHOT_VIEWPORTS.phone })) {
    for (const [name, path, signedIn, prepare] of screens) {
      if (only && name !== only) continue;
      const { page, context, errors } = await openPage(browser, server.url, {
        ...view,
        ...(signedIn ? { tokens: user } : {}),
      });
      await page.goto(path);
      await page.waitForSelector('main h1', { timeout: 15_000 });
      await prepare?.(page, strings[view.language]);
      // A dialog is shot as the person sees it: a full-page shot would also paint the fixed header mid-page.
      await shootPage(page, shotPath(out, name, view), { fullPage: name !== 'delete-dialog', settleMs: 600 });
      if (errors.length)
        console.log(name, view.language, view.theme, view.device, 'errors:', errors.slice(0, 5));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
