// Prices that say how old they are (issue 15), against a real server: when the latest prices recorded with the
// admin command are 30 hours old (past the default 24), the dashboard on an Arabic phone and the market page on
// an English desktop say so with their age; the cards and the holdings say when their prices were taken.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { apiCall, createSignedInUser, withPageDiagnosis } from '@tests/support/e2e';
import { describeInBrowser, openSignedInPage } from '@tests/support/browser-suite';
import { formatCairoTime } from '@/i18n/cairo-time';
import { before, now } from './price-snapshots';

const HOUR = 3600 * 1000;
const PHONE = { width: 390, height: 844 };

describeInBrowser('Stale prices in Chromium', (suite) => {
  let user: { access: string; refresh: string };
  /** When the latest (30-hour-old) prices were taken. */
  let pricesTakenAt: Date;

  async function record(snapshot: object) {
    const file = join(await mkdtemp(join(tmpdir(), 'dahabi-price-age-')), 'prices.json');
    await writeFile(file, JSON.stringify(snapshot));
    const result = await suite.server.admin(['prices:record', file]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
  }

  beforeAll(async () => {
    const at = Date.now();
    // 30 hours and 10 minutes old: "30 hours" however long the file takes to run (well under 50 minutes).
    await record(before(new Date(at - 72 * HOUR)));
    pricesTakenAt = new Date(at - 30 * HOUR - 10 * 60_000);
    await record(now(pricesTakenAt));
    user = await createSignedInUser(suite.server);
    const created = await apiCall(suite.server, user.access, 'POST', '/api/portfolios/transactions/', {
      transaction_type: 'buy',
      asset: 12, // 21k gram (migration 0301)
      quantity: 10,
      price: 5900,
      timestamp: new Date(at - 5 * 24 * HOUR).toISOString().slice(0, 10) + 'T12:00:00Z',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });
  it('the dashboard on an Arabic phone warns that the prices are 30 hours old', async () => {
    const { context, page, errors } = await openSignedInPage(suite, {
      language: 'ar',
      viewport: PHONE,
      user,
    });
    try {
      await page.goto('/dashboard');
      await withPageDiagnosis(page, errors, async () => {
        const banner = page.getByTestId('stale-prices-banner');
        await banner.waitFor({ timeout: 150_000 });
        // The age in words with Arabic-Indic digits, and the time of the prices in Cairo time (spec §9).
        const time = formatCairoTime(pricesTakenAt, 'ar');
        expect(time).toMatch(/[صم]$/);
        expect(await banner.textContent()).toBe(
          `قد تكون الأسعار قديمةأُخذت آخر الأسعار قبل ٣٠ ساعة، في ${time} (بتوقيت القاهرة). القيم هنا محسوبة بها.`,
        );
        expect(await page.getByTestId('dashboard-prices-at').textContent()).toBe(
          `الأسعار في ${time} (بتوقيت القاهرة)`,
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
    const { context, page, errors } = await openSignedInPage(suite, {
      language: 'en',
      user,
    });
    try {
      await page.goto('/dashboard/market');
      await withPageDiagnosis(page, errors, async () => {
        await page.getByRole('heading', { level: 1, name: 'Market' }).waitFor({ timeout: 150_000 });
        await page.getByTestId('market-gold-table').waitFor();
        const banner = page.getByTestId('stale-prices-banner');
        await banner.waitFor();
        expect(await banner.textContent()).toBe(
          `Prices may be out of dateThe latest prices were taken 30 hours ago, on ${formatCairoTime(pricesTakenAt, 'en')} ` +
            '(Cairo time). Values here use them.',
        );
      });

      await page.goto('/dashboard/portfolio');
      await withPageDiagnosis(page, errors, async () => {
        const pricesAt = page.getByTestId('holdings-prices-at');
        await pricesAt.waitFor({ timeout: 30_000 });
        expect(await pricesAt.textContent()).toBe(
          `Prices as of ${formatCairoTime(pricesTakenAt, 'en')} (Cairo time)`,
        );
        expect(errors).toEqual([]);
      });
    } finally {
      await context.close();
    }
  });
});
