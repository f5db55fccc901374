// Start-up with a dead session goes straight to /login (product §4).
// Two tabs of one browser share one session (product §16/decisions/005): a tab left idle while the
// other keeps refreshing stays signed in, and signing out in one tab signs the other out at once. Two pages of one
// Playwright browser context share localStorage, Web Locks and storage events, as two tabs do.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@locales/en.json';
import {
  browserAvailable,
  createSignedInUser,
  launchBrowser,
  startServer,
  type RunningServer,
  withPageDiagnosis,
} from '@tests/support/e2e';

/**
 * The server's access tokens live five minutes (server/auth/tokens.ts, not configurable). The browser judges expiry
 * by its own clock, so a clock running this far ahead makes each token look usable for about 10 s after it was
 * issued (300 s − 280 s − the session's 10 s margin): the tabs refresh every few seconds while the server sees
 * real time, and its 30-second reuse detection applies as it does to people.
 */
const BROWSER_CLOCK_AHEAD_MS = 280_000;

const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    access: localStorage.getItem('accessToken'),
    refresh: localStorage.getItem('refreshToken'),
  }));

interface Tabs {
  context: BrowserContext;
  a: Page;
  b: Page;
  errors: string[];
  /** every answer to POST /auth/jwt/refresh/, in order */
  refreshes: number[];
}

/** Two tabs on the signed-in user's tokens (stored once, as after a login; each tab reads them when it opens). */
async function openTwoTabs(
  browser: Browser,
  server: RunningServer,
  tokens: { access: string; refresh: string },
  clockAheadMs = 0,
): Promise<Tabs> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'en-US' });
  await context.addInitScript(
    ({ ahead }) => {
      localStorage.setItem('i18nextLng', 'en');
      if (ahead) {
        const realNow = Date.now.bind(Date);
        Date.now = () => realNow() + ahead;
      }
    },
    { ahead: clockAheadMs },
  );
  const errors: string[] = [];
  const refreshes: number[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === '/auth/jwt/refresh/') refreshes.push(response.status());
  });
  const a = await context.newPage();
  const b = await context.newPage();
  for (const page of [a, b]) page.on('pageerror', (error) => errors.push(error.message));
  await a.goto('/login');
  await a.evaluate(
    ({ access, refresh }) => {
      localStorage.setItem('accessToken', `Bearer ${access}`);
      localStorage.setItem('refreshToken', refresh);
    },
    { access: tokens.access, refresh: tokens.refresh },
  );
  return { context, a, b, errors, refreshes };
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: en.layout.mainNavigation }).getByRole('link', { name, exact: true });

/** Opens the Market page from the side navigation and waits for its prices (a signed-in request answered). */
async function showMarket(page: Page) {
  await nav(page, en.nav.market).click();
  await page.waitForURL('**/dashboard/market');
  await page.getByText(en.market.gold.pound, { exact: true }).waitFor();
}

/** Opens the Portfolio page and waits for its lists (two signed-in requests answered). */
async function showPortfolio(page: Page) {
  await nav(page, en.nav.portfolio).click();
  await page.waitForURL('**/dashboard/portfolio');
  await page.getByText(en.portfolio.transactions.empty, { exact: true }).waitFor();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An access token whose `exp` has passed (never verified in the browser; the server would refuse it). */
function expiredAccessToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 600;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ token_type: 'access', exp, user_id: 1 })}.signature`;
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  if (!browserAvailable()) return;
  server = await startServer(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {});
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (server) expect(await server.stop()).toBe(0);
});

describe.skipIf(!browserAvailable())(
  'start-up with an expired access token and no refresh token (product §4)',
  () => {
    it('goes to /login at once, remembering the page, before the page renders or any request leaves', async () => {
      const context = await browser.newContext({ baseURL: server.url, locale: 'en-US' });
      await context.addInitScript((access) => {
        if (sessionStorage.getItem('seeded')) return;
        localStorage.setItem('i18nextLng', 'en');
        localStorage.setItem('accessToken', `Bearer ${access}`);
        sessionStorage.setItem('seeded', '1');
      }, expiredAccessToken());
      const page = await context.newPage();
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (!path.startsWith('/api/') && !path.startsWith('/auth/')) return;
        const bearer = request.headers().authorization ? ' (with a bearer)' : '';
        apiCalls.push(`${request.method()} ${path}${bearer}`);
      });
      await page.goto('/dashboard/market');
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: en.login.submit, exact: true }).waitFor();
      // only the login page's own public call (Google sign-in settings), nothing for the protected page
      expect(apiCalls).toEqual(['GET /api/config/']);
      expect(await storedTokens(page)).toEqual({ access: null, refresh: null });

      // the remembered page: after signing in the visitor is back on it
      const user = await createSignedInUser(server);
      await page.getByRole('textbox', { name: en.auth.email }).fill(user.email);
      await page.getByLabel(en.auth.password, { exact: true }).fill(user.password);
      await page.getByRole('button', { name: en.login.submit, exact: true }).click();
      await page.waitForURL('**/dashboard/market');
      await context.close();
    });
  },
);

describe.skipIf(!browserAvailable())('two tabs share one session (Chromium)', () => {
  it('a tab idle for longer than the 30-second grace window, while the other refreshes, stays signed in, and so does the other', async () => {
    const user = await createSignedInUser(server);
    const { context, a, b, errors, refreshes } = await openTwoTabs(
      browser,
      server,
      user,
      BROWSER_CLOCK_AHEAD_MS,
    );
    await withPageDiagnosis(b, errors, async () => {
      await a.goto('/dashboard/market');
      await a.getByText(en.market.gold.pound, { exact: true }).waitFor();
      await b.goto('/dashboard/market');
      await b.getByText(en.market.gold.pound, { exact: true }).waitFor();

      // Tab A works on for 40 s, refreshing every ~10 s; tab B keeps the tokens it read, untouched.
      const idleSince = Date.now();
      const refreshesBefore = refreshes.length;
      while (Date.now() - idleSince < 40_000) {
        await showPortfolio(a);
        await pause(2_500);
        await showMarket(a);
        await pause(2_500);
      }
      expect(refreshes.length - refreshesBefore).toBeGreaterThanOrEqual(3);

      // Tab B needs a token again: the one it read at start was rotated by tab A more than 30 s ago.
      await showPortfolio(b);
      await showMarket(a);
      await showMarket(b);
      await showPortfolio(a);

      expect(new URL(a.url()).pathname).toBe('/dashboard/portfolio');
      expect(new URL(b.url()).pathname).toBe('/dashboard/market');
      expect(refreshes.every((status) => status === 200)).toBe(true);
      const stored = await storedTokens(b);
      expect(stored.access).toMatch(/^Bearer /);
      expect(stored.refresh).not.toBe(user.refresh);
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  it('signing out in one tab sends the other to /login at once, without a reload, its tokens gone', async () => {
    const user = await createSignedInUser(server);
    const { context, a, b, errors } = await openTwoTabs(browser, server, user);
    await withPageDiagnosis(b, errors, async () => {
      await a.goto('/dashboard/market');
      await a.getByText(en.market.gold.pound, { exact: true }).waitFor();
      await b.goto('/dashboard/portfolio');
      await b.getByText(en.portfolio.transactions.empty, { exact: true }).waitFor();
      // a marker that a reload of tab B would wipe
      await b.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      await a.getByRole('button', { name: en.layout.logout }).first().click();
      await a.waitForURL('**/login');

      await b.waitForURL('**/login');
      await b.getByRole('button', { name: en.login.submit, exact: true }).waitFor();
      expect(await b.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
      expect(await storedTokens(b)).toEqual({ access: null, refresh: null });
      // Signed out in memory too: home, in the same document, is the landing page, not a redirect to /dashboard.
      await b.getByRole('link', { name: en.auth.backToHome }).first().click();
      await b.getByRole('link', { name: en.nav.signup }).first().waitFor();
      expect(new URL(b.url()).pathname).toBe('/');
      expect(await b.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
      expect(errors).toEqual([]);
    });
    await context.close();
  });
});
