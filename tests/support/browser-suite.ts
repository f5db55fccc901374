/**
 * The set-up every browser test file shares: one real server and one Chromium for the file, a signed-in page, and
 * the transaction dialog filled as a person fills it. Built on tests/support/e2e.ts.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type en from '@locales/en.json';
import { mainNavItems, secondaryNavItems } from '@/app/layouts/nav-items';
import {
  browserAvailable,
  createSignedInUser,
  launchBrowser,
  openPage,
  startServer,
  type OpenedPage,
  type PageOptions,
  type RunningServer,
} from './e2e';

/** The pages a visitor reaches without an account, each with a document of its own. */
export const SIGNED_OUT_PAGES = ['/', '/login', '/signup', '/forgot-password'];
/** The signed-in layout's pages: every page its navigation leads to, and the notifications, reached from the bell. */
export const SIGNED_IN_PAGES = [
  ...[...mainNavItems, ...secondaryNavItems].map((item) => item.to),
  '/dashboard/notifications',
];

/**
 * Opens `path` as a person sees it once it has loaded: no request pending, the page itself (not a redirect: a
 * signed-out visitor sent to /login would be checked in its place; /dashboard/reports opens the newest month's report,
 * /dashboard/reports/YYYY-MM) and its heading shown.
 */
export async function visitLoaded(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const { pathname } = new URL(page.url());
  expect(pathname === path || pathname.startsWith(`${path}/`), `${path} went to ${pathname}`).toBe(true);
  await page.getByRole('heading').first().waitFor();
}

export interface BrowserSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** the folder the server serves the build from, when the file has its own (`ownBuild`) */
  readonly distDir?: string;
}

export interface BrowserSuiteOptions {
  /** the server's environment beyond the defaults of startServer */
  env?: Record<string, string>;
  /**
   * Serve a production build of the file's own: other runs rebuild the shared dist/ while this one reads it;
   * 'copy' copies the shared build instead (E2E_DIST_DIR, else DIST_DIR, else dist/), for a file that changes what
   * is served.
   * Under E2E_PREBUILT=1 every file tests the caller's build, so its own is a copy of that one, not of the tree.
   * Without it the server serves E2E_DIST_DIR when that is set (a build of the caller's), else dist/.
   */
  ownBuild?: boolean | 'copy';
}

function buildInto(dir: string) {
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', dir, '--emptyOutDir'],
    { env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  expect(build.status, build.stderr).toBe(0);
}

/**
 * A `describe` that runs in Chromium against a real server started for it (skipped loudly without Chromium).
 * `body` registers its tests and hooks; `suite.server` and `suite.browser` are there once its hooks run. The server
 * must stop cleanly (exit 0) when the file is done.
 */
export function describeInBrowser(
  name: string,
  body: (suite: BrowserSuite) => void,
  options: BrowserSuiteOptions = {},
): void {
  describe.skipIf(!browserAvailable())(name, () => {
    const suite = {} as { server: RunningServer; browser: Browser; distDir?: string };
    let distDir: string | undefined;
    beforeAll(async () => {
      const env = { ...options.env };
      if (options.ownBuild) {
        distDir = await mkdtemp(join(tmpdir(), 'dahabi-e2e-dist-'));
        if (options.ownBuild === 'copy' || process.env.E2E_PREBUILT === '1')
          await cp(process.env.E2E_DIST_DIR ?? process.env.DIST_DIR ?? 'dist', distDir, { recursive: true });
        else buildInto(distDir);
        env.DIST_DIR = suite.distDir = distDir;
      } else if (process.env.E2E_DIST_DIR && !env.DIST_DIR) {
        env.DIST_DIR = process.env.E2E_DIST_DIR;
      }
      suite.server = await startServer(env);
      suite.browser = await launchBrowser();
    });
    afterAll(async () => {
      await suite.browser?.close();
      expect(await suite.server?.stop()).toBe(0);
      if (distDir) await rm(distDir, { recursive: true, force: true });
    });
    body(suite);
  });
}

export type SignedInUser = Awaited<ReturnType<typeof createSignedInUser>>;
type Tokens = { access: string; refresh: string };

/**
 * A page signed in as `user` (a new activated account when none is given), opened at `path` when one is given.
 * Each call is its own browser context: refresh tokens rotate, so two contexts on one user's tokens sign each other
 * out; reuse the returned page where a file walks with one user.
 */
export async function openSignedInPage(
  suite: BrowserSuite,
  options?: PageOptions & { path?: string },
): Promise<OpenedPage & { user: SignedInUser }>;
export async function openSignedInPage<U extends Tokens>(
  suite: BrowserSuite,
  options: PageOptions & { user: U; path?: string },
): Promise<OpenedPage & { user: U }>;
export async function openSignedInPage(
  suite: BrowserSuite,
  options: PageOptions & { user?: Tokens; path?: string } = {},
): Promise<OpenedPage & { user: Tokens }> {
  const { user: given, path, ...pageOptions } = options;
  const user = given ?? (await createSignedInUser(suite.server));
  const opened = await openPage(suite.browser, suite.server.url, { ...pageOptions, tokens: user });
  if (path) await opened.page.goto(path);
  return { ...opened, user };
}

type Strings = typeof en;

export interface TransactionEntry {
  /** buy unless told */
  type?: 'buy' | 'sell';
  mainType: keyof Strings['transaction']['mainTypes'];
  asset: keyof Strings['assets'];
  /** typed with `fill` as given; left as it is when absent */
  quantity?: string;
  price?: string;
}

/**
 * Fills the open transaction dialog as a person does: buy or sell, the main type and the asset from their lists, then
 * the quantity and price. Returns the dialog; saving (or not) is the test's business.
 */
export async function fillTransactionDialog(
  page: Page,
  t: Strings,
  entry: TransactionEntry,
): Promise<Locator> {
  const dialog = page.getByTestId('transaction-dialog');
  if (entry.type === 'sell') await dialog.getByRole('radio', { name: t.transaction.sell }).click();
  await dialog
    .getByRole('combobox', { name: t.transaction.mainType })
    .selectOption({ label: t.transaction.mainTypes[entry.mainType] });
  await dialog
    .getByRole('combobox', { name: t.transaction.subType })
    .selectOption({ label: t.assets[entry.asset] });
  if (entry.quantity !== undefined)
    await dialog.getByRole('textbox', { name: t.transaction.quantity }).fill(entry.quantity);
  if (entry.price !== undefined)
    await dialog.getByRole('textbox', { name: t.transaction.price }).fill(entry.price);
  return dialog;
}

/** Opens the add dialog from the page's "Add transaction" button and waits for its heading. */
export async function openAddTransactionDialog(page: Page, t: Strings): Promise<Locator> {
  const dialog = page.getByTestId('transaction-dialog');
  await page.getByRole('button', { name: t.portfolio.addTransaction, exact: true }).click();
  await dialog.getByRole('heading', { name: t.transaction.addTitle }).waitFor();
  return dialog;
}

/**
 * Adds a transaction as a person does: the page's "Add transaction", the dialog filled, Add; resolves once the
 * success toast shows and the dialog is gone.
 */
export async function addTransaction(page: Page, t: Strings, entry: TransactionEntry): Promise<void> {
  await openAddTransactionDialog(page, t);
  const dialog = await fillTransactionDialog(page, t, entry);
  await dialog.getByRole('button', { name: t.transaction.add, exact: true }).click();
  await page.getByText(t.success.Add).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}
