/**
 * The JS each route loads on a first visit, measured in a real browser: every script response, gzip-compressed
 * as the server sends it. The chart chunk (ApexCharts, loaded only when the chart is about to render) is reported
 * apart from the dashboard's budget.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { openPage, type RunningServer } from '../../tests/support/e2e';
import type { BenchRow } from './report';

const KiB = 1024;
const ROUTES: Array<{ path: string; signedIn: boolean; budgetKiB: number }> = [
  { path: '/', signedIn: false, budgetKiB: 170 },
  { path: '/login', signedIn: false, budgetKiB: 300 },
  { path: '/dashboard', signedIn: true, budgetKiB: 300 },
  { path: '/dashboard/portfolio', signedIn: true, budgetKiB: 300 },
  { path: '/dashboard/market', signedIn: true, budgetKiB: 300 },
];
const isChartChunk = (url: string, body: string) => /apexcharts/i.test(url) || body.includes('ApexCharts');

export async function measureBundles(
  browser: Browser,
  server: RunningServer,
  tokens: { access: string; refresh: string },
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  let chartBytes = 0;
  for (const route of ROUTES) {
    const { page, context } = await openPage(browser, server.url, {
      language: 'ar',
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
            if (isChartChunk(res.url(), body.toString('utf8'))) chartBytes = Math.max(chartBytes, gz);
            else scripts.set(res.url(), gz);
          })
          // a response still arriving when the page closes is not part of the first load
          .catch(() => undefined),
      );
    });
    await page.goto(route.path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await Promise.all(pending);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    rows.push({
      group: 'bundle',
      name: `JS for ${route.path} (gzip)`,
      value: Math.round((total / KiB) * 10) / 10,
      unit: 'KiB',
      budget: { op: '<=', limit: route.budgetKiB },
      note: `${scripts.size} files${route.path === '/dashboard' ? ', chart chunk excluded' : ''}`,
    });
    await context.close();
  }
  rows.push({
    group: 'bundle',
    name: 'chart chunk (gzip, lazy)',
    value: Math.round((chartBytes / KiB) * 10) / 10,
    unit: 'KiB',
    note: chartBytes ? 'loaded only when the chart renders' : 'not seen: no chart rendered',
  });
  return rows;
}
