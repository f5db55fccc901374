// Prices that say how old they are (issue 15), against a real server: when the latest prices recorded with the
// admin command are 30 hours old (past the default 24), the dashboard on an Arabic phone and the market page on
// an English desktop say so with their age; the cards and the holdings say when their prices were taken.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  browserAvailable,
  createSignedInUser,
  launchBrowser,
  openPage,
  startServer,
  type RunningServer,
  withPageDiagnosis,
} from '@tests/support/e2e';
import { before, now } from './price-snapshots';

const HOUR = 3600 * 1000;
const PHONE = { width: 390, height: 844 };

describe.skipIf(!browserAvailable())('Stale prices in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let user: { access: string; refresh: string };

  async function record(snapshot: object) {
    const file = join(await mkdtemp(join(tmpdir(), 'dahabi-price-age-')), 'prices.json');
    await writeFile(file, JSON.stringify(snapshot));
    const result = await server.admin(['prices:record', file]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const at = Date.now();
    // 30 hours and 10 minutes old: "30 hours" however long the file takes to run (well under 50 minutes).
    await record(before(new Date(at - 72 * HOUR)));
    await record(now(new Date(at - 30 * HOUR - 10 * 60_000)));
    user = await createSignedInUser(server);
    const created = await apiCall(server, user.access, 'POST', '/api/portfolios/transactions/', {
      transaction_type: 'buy',
      asset: 12, // 21k gram (migration 0301)
      quantity: 10,
      price: 5900,
      timestamp: new Date(at - 5 * 24 * HOUR).toISOString().slice(0, 10) + 'T12:00:00Z',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  it('the dashboard on an Arabic phone warns that the prices are 30 hours old', async () => {
    const { context, page, errors } = await openPage(browser, server.url, {
      language: 'ar',
      viewport: PHONE,
      tokens: user,
    });
    try {
      await page.goto('/dashboard');
      await withPageDiagnosis(page, errors, async () => {
        const banner = page.getByTestId('stale-prices-banner');
        await banner.waitFor({ timeout: 150_000 });
        const said = await banner.textContent();
        expect(said).toContain('قد تكون الأسعار قديمة');
        // The age in words with Arabic-Indic digits, and the time of the prices in Cairo time.
        expect(said).toContain('أُخذت آخر الأسعار قبل ٣٠ ساعة، في ');
        expect(said).toMatch(/[٠-٩]+ [^\s]+ [٠-٩]{4} .*[٠-٩]+:[٠-٩]{2} [صم] \(بتوقيت القاهرة\)/);
        expect(await page.getByTestId('dashboard-prices-at').textContent()).toMatch(
          /^الأسعار في [٠-٩]+ [^\s]+ [٠-٩]{4} .*[٠-٩]+:[٠-٩]{2} [صم] \(بتوقيت القاهرة\)$/,
        );
        // The banner sits above the cards, inside the phone's width.
        const box = await banner.boundingBox();
        expect(box!.width).toBeLessThanOrEqual(PHONE.width);
        expect(errors).toEqual([]);
      });
    } finally {
      await context.close();
    }
  });

  it('the market page and the holdings on an English desktop say how old their prices are', async () => {
    const { context, page, errors } = await openPage(browser, server.url, { language: 'en', tokens: user });
    try {
      await page.goto('/dashboard/market');
      await withPageDiagnosis(page, errors, async () => {
        await page.getByRole('heading', { level: 1, name: 'Market' }).waitFor({ timeout: 150_000 });
        await page.getByTestId('market-gold-table').waitFor();
        const banner = page.getByTestId('stale-prices-banner');
        await banner.waitFor();
        expect(await banner.textContent()).toMatch(
          /^Prices may be out of dateThe latest prices were taken 30 hours ago, on \w+ \d+, \d{4} at \d+:\d{2} [AP]M \(Cairo time\)\. Values here use them\.$/,
        );
      });

      await page.goto('/dashboard/portfolio');
      await withPageDiagnosis(page, errors, async () => {
        const pricesAt = page.getByTestId('holdings-prices-at');
        await pricesAt.waitFor({ timeout: 30_000 });
        const market = await page.request.get('/api/prices/market/');
        const lastUpdated = new Date(((await market.json()) as { last_updated: string }).last_updated);
        const cairo = new Intl.DateTimeFormat('en-US', {
          timeZone: 'Africa/Cairo',
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        })
          .format(lastUpdated)
          .replace(/\u202f/g, ' ');
        expect(await pricesAt.textContent()).toBe(`Prices as of ${cairo} (Cairo time)`);
        expect(errors).toEqual([]);
      });
    } finally {
      await context.close();
    }
  });
});
