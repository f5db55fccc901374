// architecture §7: the dashboard's pages arrive with the signed-in frame (top bar, side navigation, the disclaimer until it
// is acknowledged) drawn in their HTML, so a signed-in visitor sees it before the code has arrived; the app's first
// render then replaces it whole (src/app/layouts/signed-in-skeleton.tsx, ADR 011).
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { createSignedInUser, openPage } from '@tests/support/e2e';
import { describeInBrowser, openSignedInPage } from '@tests/support/browser-suite';

/**
 * Opens `path` as its document paints before any of the app's code runs (the code is held back), once its
 * stylesheet applies (`load`: the tests' goto would wait for the app, which never comes here, and at
 * `domcontentloaded` the stylesheet may not have arrived).
 */
async function openWithoutCode(page: Page, path: string) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('load');
}

const frame = (page: Page) => page.locator('[data-skeleton]');

describeInBrowser('the signed-in frame in Chromium', (suite) => {
  /** The scripts `path`'s document names, each once, in the order it names them. */
  const namedScripts = async (path: string) => {
    const html = await (await fetch(`${suite.server.url}${path}`)).text();
    return [...new Set(html.match(/\/assets\/[\w.-]+\.js/g))];
  };

  it('sends the dashboard pages with the frame in their HTML and their code for after the first paint', async () => {
    const html = await (await fetch(`${suite.server.url}/dashboard/portfolio`)).text();
    expect(html).toMatch(/<html [^>]*data-document="signed-in"/);
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<template id="page-en">'));
    expect(root).toContain('data-skeleton');
    expect(root).toContain(ar.disclaimer.summary);
    expect(root).toContain(ar.nav.portfolio);
    // In English too, for boot.js to put in its place for an English visitor.
    const english = html.slice(
      html.indexOf('<template id="page-en">'),
      html.indexOf('<template id="app-code">'),
    );
    expect(english).toContain(en.disclaimer.summary);
    expect(english).toContain(en.nav.portfolio);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('modulepreload');
    expect(html.slice(html.indexOf('<template id="app-code">'))).toMatch(
      /<link rel="modulepreload"[^>]*\/assets\/portfolio-page-[\w-]+\.js/,
    );
  });

  it('shows the frame to a signed-in visitor before the code, the disclaimer until acknowledged', async () => {
    const user = await createSignedInUser(suite.server);
    const { page, context } = await openSignedInPage(suite, { user });
    await openWithoutCode(page, '/dashboard/market');
    await expect(frame(page).isVisible()).resolves.toBe(true);
    await expect(frame(page).getByText(ar.disclaimer.summary).isVisible()).resolves.toBe(true);
    // The current page is marked in the side navigation, as the app marks it.
    await expect(frame(page).locator('.dh-frame-current').textContent()).resolves.toBe(ar.nav.market);
    // Nothing in the frame can be used or read out: it is a picture of the page until the app replaces it.
    await expect(frame(page).getAttribute('aria-hidden')).resolves.toBe('true');
    await expect(frame(page).evaluate((node) => (node as HTMLElement).inert)).resolves.toBe(true);

    await expect(frame(page).locator('.dh-frame-shown').isVisible()).resolves.toBe(true);
    await expect(frame(page).locator('.dh-frame-hidden').isVisible()).resolves.toBe(false);

    // Acknowledged, the card is not drawn; with amounts hidden, the privacy switch shows it.
    await page.evaluate(() => {
      localStorage.setItem('disclaimerAcknowledged', 'true');
      localStorage.setItem('privacyMode', 'hidden');
    });
    await page.reload({ waitUntil: 'load' });
    await expect(frame(page).isVisible()).resolves.toBe(true);
    await expect(frame(page).getByText(ar.disclaimer.summary).isVisible()).resolves.toBe(false);
    await expect(frame(page).locator('.dh-frame-shown').isVisible()).resolves.toBe(false);
    await expect(frame(page).locator('.dh-frame-hidden').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('shows no frame to a visitor who is not signed in', async () => {
    const visitor = await openPage(suite.browser, suite.server.url);
    await openWithoutCode(visitor.page, '/dashboard');
    await expect(frame(visitor.page).isVisible()).resolves.toBe(false);
    await visitor.context.close();
  });

  it('shows an English visitor the frame in English, its switch offering Arabic', async () => {
    const english = await openSignedInPage(suite, { language: 'en' });
    await openWithoutCode(english.page, '/dashboard/portfolio');
    await expect(frame(english.page).isVisible()).resolves.toBe(true);
    await expect(frame(english.page).getByText(en.disclaimer.summary).isVisible()).resolves.toBe(true);
    await expect(frame(english.page).locator('.dh-frame-current').textContent()).resolves.toBe(
      en.nav.portfolio,
    );
    await expect(frame(english.page).locator('.dh-frame-language').textContent()).resolves.toBe('العربية');
    const text = await frame(english.page).innerText();
    expect(text.replace('العربية', '')).not.toMatch(/[\u0600-\u06FF]/);
    await english.context.close();
  });

  it('names in its document every script the start needs, so none is found a round trip after another', async () => {
    const { page, context } = await openSignedInPage(suite);
    const requested = new Set<string>();
    page.on('request', (request) => {
      // The page's own requests, not the service worker's precaching.
      if (request.serviceWorker()) return;
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) requested.add(pathname);
    });
    for (const [path, title] of [
      ['/dashboard', ar.dashboard.title],
      ['/dashboard/portfolio', ar.portfolio.title],
      ['/dashboard/market', ar.market.title],
    ] as const) {
      requested.clear();
      const named = new Set(await namedScripts(path));
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.waitForLoadState('networkidle');
      // The service worker's code comes once the page has settled (ADR 010), after what the start needs.
      const late = [...requested].filter((file) => !named.has(file) && !/\/pwa-[\w-]+\.js$/.test(file));
      expect(late, path).toEqual([]);
      expect(requested.size, path).toBeGreaterThan(named.size / 2);
    }
    await context.close();
  });

  it("has the browser compile the start's largest scripts as they arrive, not function by function on the main thread", async () => {
    const scripts = await Promise.all(
      (await namedScripts('/dashboard')).map(async (file) => ({
        file,
        code: await (await fetch(`${suite.server.url}${file}`)).text(),
      })),
    );
    // React DOM, React Router, Chakra's system and XState among them: the start calls most of their functions.
    const largest = scripts.sort((a, b) => b.code.length - a.code.length).slice(0, 5);
    for (const { file, code } of largest)
      expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
    // The small ones are left as they are: little to compile, and the hint's bytes count against the page's budget.
    const smallest = scripts.at(-1)!;
    expect(smallest.code.includes('allFunctionsCalledOnLoad'), smallest.file).toBe(false);
  });

  it('is replaced whole by the app, which shows the page, with nothing logged as an error', async () => {
    const { page, context, errors } = await openSignedInPage(suite, { path: '/dashboard' });
    await page.getByRole('heading', { level: 1, name: ar.dashboard.title }).waitFor();
    await expect(frame(page).count()).resolves.toBe(0);
    // One disclaimer on the page: the app's, which works.
    await expect(page.getByText(ar.disclaimer.summary).count()).resolves.toBe(1);
    await page.getByRole('button', { name: ar.disclaimer.acknowledge }).click();
    await expect.poll(() => page.getByText(ar.disclaimer.summary).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    const english = await openSignedInPage(suite, { language: 'en', path: '/dashboard' });
    await english.page.getByRole('heading', { level: 1, name: en.dashboard.title }).waitFor();
    await expect(frame(english.page).count()).resolves.toBe(0);
    await english.context.close();
  });
});
