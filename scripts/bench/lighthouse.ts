/**
 * Lighthouse with mobile settings (its default), driving Debian's Chromium, in Arabic; the median of several runs.
 * The public screens first, then the signed-in ones for a user with a ledger (so the dashboard draws its chart).
 * Lighthouse ignores a chrome path option: it reads CHROME_PATH (architecture §8).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, type RunningServer } from '../lib/browser-app';
import type { BenchRow } from './report';
import { signIn, type BenchUser } from './seed';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** architecture §7: public screens ≥ 95; signed-in screens ≥ 90 with LCP ≤ 2.5 s and CLS ≤ 0.1. */
const PAGES: Array<{ path: string; signedIn: boolean; minPerformance: number }> = [
  { path: '/', signedIn: false, minPerformance: 95 },
  { path: '/login', signedIn: false, minPerformance: 95 },
  { path: '/signup', signedIn: false, minPerformance: 95 },
  { path: '/dashboard', signedIn: true, minPerformance: 90 },
  { path: '/dashboard/portfolio', signedIn: true, minPerformance: 90 },
  { path: '/dashboard/market', signedIn: true, minPerformance: 90 },
];

/** Stores a fresh session in the browser's profile, as the app keeps it, before Lighthouse opens the page. */
async function storeSession(port: number, server: RunningServer, user: BenchUser): Promise<void> {
  const tokens = await signIn(server, user);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    // Not a page of the app: the app would register its service worker, which would then serve the measured load
    // from its precache in some runs and not in others (it installs in the background). The session is all the
    // measured load may find, as on a cold start: Lighthouse's own storage reset is off to keep it.
    await page.goto(`${server.url}/favicon.svg`);
    await page.evaluate(async (t) => {
      localStorage.setItem('accessToken', `Bearer ${t.access}`);
      localStorage.setItem('refreshToken', t.refresh);
      localStorage.setItem('i18nextLng', 'ar');
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    }, tokens);
    await page.close();
  } finally {
    await browser.close();
  }
}

export async function measureLighthouse(
  server: RunningServer,
  user: BenchUser,
  runs = 3,
): Promise<BenchRow[]> {
  process.env.CHROME_PATH = CHROMIUM_PATH;
  const rows: BenchRow[] = [];
  for (const { path, signedIn, minPerformance } of PAGES) {
    const samples: Record<string, number[]> = { perf: [], a11y: [], bp: [], lcp: [], tbt: [], cls: [] };
    for (let i = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        // An Arabic visitor's browser: `--lang` alone sets only the interface language, and headless Chromium then
        // still reports navigator.language "en-US", so boot.js took every run for an English visitor, hid the
        // Arabic page rendered at build time and waited for the app (the budgets are for Arabic, architecture §7).
        chromeFlags: [...CHROMIUM_ARGS, '--lang=ar', '--accept-lang=ar'],
      });
      try {
        if (signedIn) await storeSession(chrome.port, server, user);
        const result = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          // Lighthouse clears the origin's storage before loading; a signed-in page needs the stored session.
          disableStorageReset: signedIn,
        });
        const lhr = result!.lhr;
        if (signedIn && !lhr.finalDisplayedUrl.includes(path))
          throw new Error(`${path}: Lighthouse ended on ${lhr.finalDisplayedUrl}, not the signed-in page`);
        const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string }> })
          ?.items;
        if (requests?.some((r) => /\/assets\/en-[^/]*\.js$/.test(r.url)))
          throw new Error(`${path}: the page fetched the English strings, so this was not an Arabic visit`);
        samples.perf!.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        samples.a11y!.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
        samples.bp!.push(Math.round((lhr.categories['best-practices']?.score ?? 0) * 100));
        samples.lcp!.push(Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0));
        samples.tbt!.push(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0));
        samples.cls!.push(Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)));
      } finally {
        chrome.kill();
      }
    }
    const note = `median of ${runs}, mobile, Arabic${signedIn ? ', 200 transactions' : ''}`;
    const row = (name: string, key: string, unit: string, budget?: BenchRow['budget']): BenchRow => ({
      group: 'lighthouse',
      name: `${path} ${name}`,
      value: median(samples[key]!),
      unit,
      ...(budget ? { budget } : {}),
      note,
    });
    rows.push(
      row('Performance', 'perf', '', { op: '>=', limit: minPerformance }),
      row('Accessibility', 'a11y', '', { op: '>=', limit: 95 }),
      row('Best Practices', 'bp', '', { op: '>=', limit: 95 }),
      row('LCP', 'lcp', 'ms', signedIn ? { op: '<=', limit: 2500 } : undefined),
      row('TBT', 'tbt', 'ms'),
      row('CLS', 'cls', '', signedIn ? { op: '<=', limit: 0.1 } : undefined),
    );
  }
  return rows;
}
