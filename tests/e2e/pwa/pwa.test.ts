// Installable on phones (architecture §6) in a real Chromium against a real `npm start`: the manifest and its icons, the
// service worker taking control, the app opening offline with the offline message, nothing from the API in Cache
// Storage, and a new deploy reaching a returning visitor only when they say so.
// The server serves a copy of the build (DIST_DIR), so the new-deploy test can replace it without touching dist/.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import ar from '@locales/ar.json';
import { describeInBrowser, openSignedInPage } from '@tests/support/browser-suite';
import { openPage, type RunningServer, withPageDiagnosis } from '@tests/support/e2e';

const ARABIC = /[\u0600-\u06FF]/;
const run = promisify(execFile);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Serious or critical accessibility violations inside `selector`. */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}

/** Resolves once a service worker controls the page (after the reload that the first visit may need). */
async function controlledBy(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller))) await page.reload();
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** Every URL in Cache Storage, with whether its request carried credentials and whether its body has `secret`. */
function cachedEntries(page: Page, secret: string) {
  return page.evaluate(async (secret) => {
    const entries: Array<{ url: string; authorization: boolean; hasSecret: boolean }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const body = response ? await response.text() : '';
        entries.push({
          url: request.url,
          authorization: request.headers.has('authorization'),
          hasSecret: body.includes(secret),
        });
      }
    }
    return entries;
  }, secret);
}

describeInBrowser(
  'installable app (manifest, service worker, offline, updates)',
  (suite) => {
    it('serves a manifest Chrome accepts: Arabic names, right-to-left, icons of the sizes it claims', async () => {
      const res = await fetch(`${suite.server.url}/manifest.webmanifest`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/manifest+json');
      const manifest = (await res.json()) as {
        name: string;
        short_name: string;
        dir: string;
        lang: string;
        start_url: string;
        display: string;
        theme_color: string;
        background_color: string;
        icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
      };
      expect(manifest.name).toMatch(ARABIC);
      expect(manifest.short_name).toMatch(ARABIC);
      expect(manifest).toMatchObject({
        dir: 'rtl',
        lang: 'ar',
        start_url: '/',
        display: 'standalone',
        theme_color: '#0e0c09',
        background_color: '#0e0c09',
      });

      const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
      for (const icon of pngs) {
        const file = await fetch(`${suite.server.url}${icon.src}`);
        expect(file.status, icon.src).toBe(200);
        expect(file.headers.get('content-type')).toBe('image/png');
        const { width, height } = pngSize(Buffer.from(await file.arrayBuffer()));
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      }
      const has = (sizes: string, purpose: string) =>
        pngs.some((icon) => icon.sizes === sizes && (icon.purpose ?? 'any').split(' ').includes(purpose));
      expect(has('192x192', 'any') && has('512x512', 'any') && has('512x512', 'maskable')).toBe(true);

      // What Chrome itself says about installing the page (the manifest as parsed, and the installability checks).
      const { page, context, errors } = await openPage(suite.browser, suite.server.url);
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: ar.landing.hero.title }).waitFor();
      const cdp = await context.newCDPSession(page);
      const parsed = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
      expect(parsed.url).toBe(`${suite.server.url}/manifest.webmanifest`);
      expect(parsed.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      // Playwright's contexts are incognito ones, where Chrome never offers to install anything.
      expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('controls the page, opens offline with the offline message, and never caches the API', async () => {
      const { page, context, errors, user } = await openSignedInPage(suite);
      await withPageDiagnosis(page, errors, async () => {
        // The worker file is revalidated on every update check; hashed assets are immutable.
        const sw = await fetch(`${suite.server.url}/sw.js`);
        expect(sw.status).toBe(200);
        expect(sw.headers.get('cache-control')).toBe('no-cache');

        const documents = new Map<string, string>();
        for (const route of ['/', '/login', '/dashboard', '/dashboard/market'])
          documents.set(route, await (await fetch(`${suite.server.url}${route}`)).text());

        await page.goto('/dashboard');
        await page.getByRole('heading', { level: 1, name: ar.dashboard.title }).waitFor();
        expect(await controlledBy(page)).toBe(`${suite.server.url}/sw.js`);
        await page.getByRole('heading', { level: 1, name: ar.dashboard.title }).waitFor();
        const offlineTitle = page.getByRole('status').filter({ hasText: ar.pwa.offline.title });
        expect(await offlineTitle.count()).toBe(0);

        await context.setOffline(true);
        // Going offline under an open page shows the message at once.
        await offlineTitle.waitFor();
        await page.reload();
        await page.getByRole('heading', { level: 1, name: ar.dashboard.title }).waitFor();
        await offlineTitle.waitFor();
        expect(await offlineTitle.innerText()).toContain(ar.pwa.offline.message);
        // Another route, never visited, opens offline too: the shell answers every navigation, its chunks are cached.
        await page.goto('/dashboard/market');
        await page.getByRole('heading', { level: 1, name: ar.market.title }).waitFor();
        await offlineTitle.waitFor();

        // Offline, each main route gets the very document the server gives it (its own copy of the shell that
        // preloads its code, ADR 011), not a generic one.
        for (const route of ['/', '/login', '/dashboard', '/dashboard/market']) {
          const cached = await page.evaluate((route) => fetch(route).then((r) => r.text()), route);
          expect(cached, route).toBe(documents.get(route));
        }

        await context.setOffline(false);
        await offlineTitle.waitFor({ state: 'detached' });

        const entries = await cachedEntries(page, user.access);
        const urls = entries.map((e) => new URL(e.url).pathname);
        // Not vacuous: the shell and the hashed files are there.
        expect(urls).toContain('/index.html');
        expect(urls.filter((u) => u.startsWith('/assets/')).length).toBeGreaterThan(10);
        const forbidden = urls.filter((u) => /^\/(?:api|auth|transactions|healthz|readyz)(?:\/|$)/.test(u));
        expect(forbidden).toEqual([]);
        expect(entries.filter((e) => e.authorization || e.hasSecret)).toEqual([]);
      });
      // Failed requests while offline are expected console noise; nothing else.
      expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to (?:fetch|load)/i.test(e))).toEqual(
        [],
      );
      await context.close();
    });

    it('opens the landing page offline for a returning visitor, with the offline message', async () => {
      const { page, context, errors } = await openPage(suite.browser, suite.server.url);
      await withPageDiagnosis(page, errors, async () => {
        await page.goto('/');
        await page.getByRole('heading', { level: 1, name: ar.landing.hero.title }).waitFor();
        expect(await controlledBy(page)).toBe(`${suite.server.url}/sw.js`);
        await context.setOffline(true);
        await page.reload();
        await page.getByRole('heading', { level: 1, name: ar.landing.hero.title }).waitFor();
        await page.getByRole('status').filter({ hasText: ar.pwa.offline.title }).waitFor();
        expect(await seriousViolations(page, '[data-testid="offline-banner"]')).toEqual([]);
      });
      expect(errors).toEqual([]);
      await context.close();
    });

    it('cannot open offline without the service worker (the offline test above proves something)', async () => {
      const context = await suite.browser.newContext({ baseURL: suite.server.url, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto('/');
      await context.setOffline(true);
      await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
      await context.close();
    });

    it('offers a new deploy to a returning visitor and reloads only when asked', async () => {
      const { page, context, errors } = await openPage(suite.browser, suite.server.url);
      await withPageDiagnosis(page, errors, async () => {
        await page.goto('/login');
        expect(await controlledBy(page)).toBe(`${suite.server.url}/sw.js`);
        const email = page.getByRole('textbox', { name: ar.auth.email });
        await email.fill('half-typed@example.com');
        await page.evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate = true));

        await deployNewVersion(suite.server, suite.distDir!);
        // The browser looks for a new worker on navigations and the app every hour or on return; here, now.
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
        const prompt = page.getByRole('region', { name: ar.pwa.update.title });
        await prompt.waitFor();
        // Asked, not reloaded: what the person typed is still there, and so is this page.
        expect(await email.inputValue()).toBe('half-typed@example.com');
        expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);
        expect(await buildMark(page)).toBeNull();
        expect(await seriousViolations(page, '[data-testid="update-prompt"]')).toEqual([]);

        // "Later": the prompt goes; the new version still waits and is offered again at the next visit.
        await prompt.getByRole('button', { name: ar.pwa.update.later }).click();
        await prompt.waitFor({ state: 'detached' });
        await page.reload();
        expect(await buildMark(page)).toBeNull();
        await prompt.waitFor();

        await prompt.getByRole('button', { name: ar.pwa.update.reload }).click();
        await expect.poll(() => buildMark(page), { timeout: 15_000 }).toBe('2');
        await page.getByRole('textbox', { name: ar.auth.email }).waitFor();
        expect(await prompt.count()).toBe(0);
      });
      expect(errors).toEqual([]);
      await context.close();
    });
  },
  { ownBuild: 'copy' },
);

/**
 * A new deploy: a real rebuild of the app whose page changed (a marker in index.html, and so in every document
 * made from it), swapped in for the served build. vite-plugin-pwa writes a new sw.js listing the new revisions.
 */
async function deployNewVersion(server: RunningServer, dir: string) {
  const next = await mkdtemp(join(tmpdir(), 'dahabi-pwa-next-'));
  const script = `
    const { build } = await import('vite');
    await build({
      logLevel: 'warn',
      build: { outDir: ${JSON.stringify(next)}, emptyOutDir: true },
      plugins: [{
        name: 'next-version',
        transformIndexHtml: (html) => html.replace('<head>', '<head><meta name="dahabi-build" content="2" />'),
      }],
    });`;
  // As npm start builds: the production build whatever NODE_ENV vitest set.
  await run(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const before = await readFile(join(dir, 'sw.js'), 'utf8');
  const after = await readFile(join(next, 'sw.js'), 'utf8');
  expect(after).not.toBe(before);
  await rm(dir, { recursive: true, force: true });
  await cp(next, dir, { recursive: true });
  await rm(next, { recursive: true, force: true });
  // The server notices a new build within a second (server/static/spa.ts).
  await expect.poll(async () => (await fetch(`${server.url}/sw.js`)).text(), { timeout: 10_000 }).toBe(after);
}

const buildMark = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="dahabi-build"]')?.getAttribute('content') ?? null);
