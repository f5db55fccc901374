/**
 * The JS each route loads on a first visit, measured in a real browser: every script response, gzip-compressed
 * as the server sends it. The chart chunk (ApexCharts, loaded only when the chart is about to render) is reported
 * apart from the dashboard's budget.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { openPage, type RunningServer } from '../lib/browser-app';
import type { BenchRow } from './report';

const KiB = 1024;
// architecture §7: a first visit's pages hydrate only what a visitor can touch (the landing page loads the app only
// when the visitor heads for a control, public/boot.js); the signed-in pages carry the app. In Arabic, the default,
// unless named: an English visitor gets the document's English page, the forms hydrated by the same light entry
// with their strings in English.
const ROUTES: Array<{
  path: string;
  signedIn: boolean;
  budgetKiB: number;
  drawsChart?: boolean;
  language?: 'en';
}> = [
  { path: '/', signedIn: false, budgetKiB: 60 },
  { path: '/login', signedIn: false, budgetKiB: 100 },
  { path: '/signup', signedIn: false, budgetKiB: 100 },
  { path: '/', signedIn: false, budgetKiB: 60, language: 'en' },
  { path: '/login', signedIn: false, budgetKiB: 100, language: 'en' },
  { path: '/signup', signedIn: false, budgetKiB: 100, language: 'en' },
  { path: '/dashboard', signedIn: true, budgetKiB: 300, drawsChart: true },
  { path: '/dashboard/portfolio', signedIn: true, budgetKiB: 300 },
  { path: '/dashboard/market', signedIn: true, budgetKiB: 300 },
];
const isChartChunk = (url: string, body: string) =>
  /apex-?(?:charts|line-chart)/i.test(url) || body.includes('ApexCharts');

export async function measureBundles(
  browser: Browser,
  server: RunningServer,
  tokens: { access: string; refresh: string },
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  let chartBytes = 0;
  const chartLoadedOn: string[] = [];
  for (const route of ROUTES) {
    const { page, context } = await openPage(browser, server.url, {
      language: route.language ?? 'ar',
      ...(route.signedIn ? { tokens } : {}),
    });
    const scripts = new Map<string, number>();
    const pending: Array<Promise<void>> = [];
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (!type.includes('javascript') || res.status() !== 200) return;
      pending.push(
        res
          .body()
          .then((body) => {
            const gz = gzipSync(body).length;
            if (isChartChunk(res.url(), body.toString('utf8'))) {
              chartBytes = Math.max(chartBytes, gz);
              chartLoadedOn.push(route.path);
            } else scripts.set(res.url(), gz);
          })
          // a response still arriving when the page closes is not part of the first load
          .catch(() => undefined),
      );
    });
    // The chart's chunk is asked for once its data has arrived and rendered, which on a busy machine can come
    // after the network has been idle for the half second `networkidle` waits.
    const chart = route.drawsChart
      ? page.waitForResponse((res) => /apex-?(?:charts|line-chart)/i.test(res.url()), { timeout: 30_000 })
      : null;
    await page.goto(route.path, { waitUntil: 'networkidle' });
    // It is drawn once its place comes near the screen, as the reader scrolls to it.
    if (route.drawsChart) await page.getByTestId('value-chart').scrollIntoViewIfNeeded();
    await chart;
    await page.waitForTimeout(500);
    await Promise.all(pending);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    rows.push({
      group: 'bundle',
      name: `JS for ${route.path}${route.language === 'en' ? ' in English' : ''} (gzip)`,
      value: Math.round((total / KiB) * 10) / 10,
      unit: 'KiB',
      budget: { op: '<=', limit: route.budgetKiB },
      note: `${scripts.size} files${route.path === '/dashboard' ? ', chart chunk excluded' : ''}`,
    });
    await context.close();
  }
  // The bench's user has a year of records, so the dashboard draws its chart: the chunk must be seen there, and
  // only there (architecture §2: ≈162 KiB gzip for react-apexcharts/core + apexcharts/line, never in a first load).
  rows.push({
    group: 'bundle',
    name: 'chart chunk (gzip, lazy)',
    value: chartBytes ? Math.round((chartBytes / KiB) * 10) / 10 : Number.POSITIVE_INFINITY,
    unit: 'KiB',
    budget: { op: '<=', limit: 170 },
    note: chartBytes ? 'loaded when the dashboard draws its chart' : 'not seen: the dashboard drew no chart',
  });
  const elsewhere = [...new Set(chartLoadedOn)].filter((path) => path !== '/dashboard');
  rows.push({
    group: 'bundle',
    name: 'routes loading the chart chunk without a chart',
    value: elsewhere.length,
    unit: '',
    budget: { op: '<=', limit: 0 },
    note: elsewhere.join(', ') || 'only /dashboard',
  });
  return rows;
}
