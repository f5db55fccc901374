/**
 * Lighthouse with mobile settings (its default), driving Debian's Chromium, on `/` and `/login` in Arabic; the
 * median of several runs. Lighthouse ignores a chrome path option: it reads CHROME_PATH (DESIGN §8).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/e2e';
import type { BenchRow } from './report';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

export async function measureLighthouse(baseUrl: string, runs = 3): Promise<BenchRow[]> {
  process.env.CHROME_PATH = CHROMIUM_PATH;
  const rows: BenchRow[] = [];
  for (const path of ['/', '/login']) {
    const samples: Record<string, number[]> = { perf: [], a11y: [], bp: [], lcp: [], tbt: [], cls: [] };
    for (let i = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: [...CHROMIUM_ARGS, '--lang=ar'],
      });
      try {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        const lhr = result!.lhr;
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
    const note = `median of ${runs}, mobile, Arabic`;
    rows.push(
      {
        group: 'lighthouse',
        name: `${path} Performance`,
        value: median(samples.perf!),
        unit: '',
        budget: { op: '>=', limit: 95 },
        note,
      },
      {
        group: 'lighthouse',
        name: `${path} Accessibility`,
        value: median(samples.a11y!),
        unit: '',
        budget: { op: '>=', limit: 95 },
        note,
      },
      {
        group: 'lighthouse',
        name: `${path} Best Practices`,
        value: median(samples.bp!),
        unit: '',
        budget: { op: '>=', limit: 95 },
        note,
      },
      { group: 'lighthouse', name: `${path} LCP`, value: median(samples.lcp!), unit: 'ms', note },
      { group: 'lighthouse', name: `${path} TBT`, value: median(samples.tbt!), unit: 'ms', note },
      { group: 'lighthouse', name: `${path} CLS`, value: median(samples.cls!), unit: '', note },
    );
  }
  return rows;
}
