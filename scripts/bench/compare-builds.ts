/**
 * What a person sees, build against build (docs/performance.md): `node --import tsx scripts/bench/compare-builds.ts
 * DIST_A DIST_B [outDir]`. One server (DIST_A's files, a person with 200 transactions over a year); build B's files are
 * served in their place by intercepting the page's requests, so both builds draw the same data. For each signed-in
 * page, in Arabic and English, dark and light, on a phone and a desktop: a screenshot from each build and the
 * differing pixels (a PNG of the differences when there are any), and the CSS rules in effect (every stylesheet's
 * rules, nested ones included), compared as sets.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, startServer } from '../lib/browser-app';
import { createUserWithLedger, signIn } from './seed';

const [distA, distB, out = '/tmp/compare-builds'] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: compare-builds.ts DIST_A DIST_B [outDir]');
const builds: string[] = [distA, distB];
mkdirSync(out, { recursive: true });
// COMPARE_PAGES=/dashboard/market and COMPARE_LANGUAGES=en narrow the views.
const PAGES = (process.env.COMPARE_PAGES ?? '/dashboard,/dashboard/portfolio,/dashboard/market').split(',');
const VIEWS = ((process.env.COMPARE_LANGUAGES ?? 'ar,en').split(',') as Array<'ar' | 'en'>).flatMap(
  (language) =>
    (['dark', 'light'] as const).flatMap((theme) =>
      [
        { name: 'phone', width: 412, height: 823 },
        { name: 'desktop', width: 1280, height: 800 },
      ].map((size) => ({ language, theme, size })),
    ),
);

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};
/** Serves build B's files for the app's own documents and assets. */
async function serveFrom(page: Page, dist: string) {
  // The API's requests are left alone (a request through the route waits on this process, on a busy machine long
  // enough for the app to give up on it).
  await page.route(
    (url) => !/^\/(?:api|auth)\//.test(url.pathname),
    async (route) => {
      const url = new URL(route.request().url());
      let file = path.join(dist, url.pathname);
      if (route.request().resourceType() === 'document') {
        const doc = path.join(dist, 'routes', `${url.pathname.replace(/^\/|\/$/g, '') || 'index'}.html`);
        file = existsSync(doc) ? doc : path.join(dist, 'index.html');
      }
      if (!existsSync(file)) return route.continue();
      return route.fulfill({
        body: readFileSync(file),
        contentType: types[path.extname(file)] ?? 'application/octet-stream',
      });
    },
  );
}

// Evaluated as text: the functions tsx compiles would carry helpers the page does not have.
const CSS_RULES = `(() => {
  const rules = [];
  const walk = (list, prefix) => {
    for (const rule of Array.from(list)) {
      if (rule.cssRules && !(rule instanceof CSSStyleRule))
        walk(rule.cssRules, prefix + rule.cssText.slice(0, rule.cssText.indexOf('{')).trim() + ' > ');
      else rules.push(prefix + rule.cssText);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try { walk(sheet.cssRules, ''); } catch { /* another origin's */ }
  }
  return rules;
})()`;
const cssRules = (page: Page) => page.evaluate(CSS_RULES) as Promise<string[]>;

const PIXEL_DIFF = `async ([a64, b64]) => {
  const load = async (b) => createImageBitmap(await (await fetch('data:image/png;base64,' + b)).blob());
  const [ia, ib] = await Promise.all([load(a64), load(b64)]);
  const w = Math.max(ia.width, ib.width);
  const h = Math.max(ia.height, ib.height);
  const pixels = (img) => {
    const g = new OffscreenCanvas(w, h).getContext('2d');
    g.drawImage(img, 0, 0);
    return g.getImageData(0, 0, w, h).data;
  };
  const pa = pixels(ia);
  const pb = pixels(ib);
  const c = new OffscreenCanvas(w, h);
  const g = c.getContext('2d');
  const diff = g.createImageData(w, h);
  let differing = 0;
  for (let i = 0; i < pa.length; i += 4) {
    const same = pa[i] === pb[i] && pa[i + 1] === pb[i + 1] && pa[i + 2] === pb[i + 2] && pa[i + 3] === pb[i + 3];
    if (!same) differing++;
    diff.data[i] = same ? pa[i] / 4 : 255;
    diff.data[i + 1] = same ? pa[i + 1] / 4 : 0;
    diff.data[i + 2] = same ? pa[i + 2] / 4 : 0;
    diff.data[i + 3] = 255;
  }
  if (!differing) return { differing };
  g.putImageData(diff, 0, 0);
  const bytes = new Uint8Array(await (await c.convertToBlob({ type: 'image/png' })).arrayBuffer());
  let s = '';
  for (const byte of bytes) s += String.fromCharCode(byte);
  return { differing, png: btoa(s) };
}`;

async function pixelDiff(page: Page, a: Buffer, b: Buffer): Promise<{ differing: number; png?: Buffer }> {
  const run = (await page.evaluateHandle(PIXEL_DIFF)) as unknown as {
    evaluate: (f: unknown, arg: unknown) => Promise<{ differing: number; png?: string }>;
  };
  const result = await run.evaluate(
    (fn: (x: unknown) => unknown, arg: unknown) => fn(arg),
    [a.toString('base64'), b.toString('base64')],
  );
  return { differing: result.differing, png: result.png ? Buffer.from(result.png, 'base64') : undefined };
}

const server = await startServer({
  LOG_LEVEL: 'error',
  PORTFOLIO_WRITES_PER_MINUTE: '100000',
  DIST_DIR: distA,
});
const browser = await launchBrowser();
let failures = 0;
try {
  const user = await createUserWithLedger(server, 200, 365);
  for (const view of VIEWS) {
    for (const pagePath of PAGES) {
      const shots: Buffer[] = [];
      const rules: string[][] = [];
      for (const [i, dist] of builds.entries()) {
        const tokens = await signIn(server, user);
        const { context, page } = await openPage(browser, server.url, {
          language: view.language,
          theme: view.theme,
          viewport: { width: view.size.width, height: view.size.height },
          tokens,
        });
        if (i === 1) await serveFrom(page, dist);
        await page.goto(pagePath);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        // Let the chart (drawn once near the screen) and any transition settle.
        await page.waitForTimeout(1500);
        shots.push(await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }));
        rules.push(await cssRules(page));
        await context.close();
      }
      const name = `${pagePath.replace(/\//g, '_')}-${view.language}-${view.theme}-${view.size.name}`;
      writeFileSync(path.join(out, `${name}-a.png`), shots[0]!);
      writeFileSync(path.join(out, `${name}-b.png`), shots[1]!);
      const ctx = await openPage(browser, server.url);
      const { differing, png } = await pixelDiff(ctx.page, shots[0]!, shots[1]!);
      await ctx.context.close();
      if (png) writeFileSync(path.join(out, `${name}-diff.png`), png);
      const setA = new Set(rules[0]);
      const setB = new Set(rules[1]);
      const onlyA = [...setA].filter((r) => !setB.has(r));
      const onlyB = [...setB].filter((r) => !setA.has(r));
      if (differing || onlyA.length || onlyB.length) failures++;
      console.info(
        `${name}: ${differing} pixels differ; CSS rules ${setA.size} / ${setB.size}, only in A ${onlyA.length}, only in B ${onlyB.length}`,
      );
      for (const r of [
        ...onlyA.slice(0, 5).map((r) => `  A: ${r.slice(0, 200)}`),
        ...onlyB.slice(0, 5).map((r) => `  B: ${r.slice(0, 200)}`),
      ])
        console.info(r);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.info(failures ? `${failures} views differ (${out})` : `every view the same (${out})`);
