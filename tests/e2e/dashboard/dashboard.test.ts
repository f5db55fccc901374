// The dashboard against a real server (product §2): a new user sees zeros and 'No data available'; after recorded
// prices and purchases the cards show hand-computed values and the chart has points; range, privacy and language
// behave as product §1, §4 and §9 say; a purchase through the dialog refreshes the cards.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import en from '@locales/en.json';
import { before, now } from './price-snapshots';
import { recordTransactions, withPageDiagnosis } from '@tests/support/e2e';
import { describeInBrowser, fillTransactionDialog, openSignedInPage } from '@tests/support/browser-suite';

const DAY = 24 * 3600 * 1000;

describeInBrowser('Dashboard in Chromium', (suite) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let user: { access: string; refresh: string };
  /** The Cairo day of the older snapshot: the close "since yesterday" compares with (product §10 names it). */
  let closeDay: string;
  let closeDayAr: string;

  const text = (testId: string) => page.getByTestId(testId).textContent();
  const chartRequest = (range: string) =>
    page.waitForRequest((r) => r.url().includes(`/api/portfolios/chart/?range=${range}`));

  async function record(snapshot: object) {
    const file = join(await mkdtemp(join(tmpdir(), 'dahabi-dashboard-')), 'prices.json');
    await writeFile(file, JSON.stringify(snapshot));
    const result = await suite.server.admin(['prices:record', file]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
  }

  /** On failure, says what the page showed. */
  const diagnosed = (walk: () => Promise<void>) => withPageDiagnosis(page, errors, walk);

  beforeAll(async () => {
    const at = Date.now();
    await record(before(new Date(at - 2 * DAY)));
    // The close's Cairo day as the cards name it.
    const closeDayIn = (locale: string) =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'Africa/Cairo',
        weekday: 'long',
        month: 'long',
        day: 'numeric',
      }).format(new Date(at - 2 * DAY));
    closeDay = closeDayIn('en-US');
    closeDayAr = closeDayIn('ar-EG-u-nu-arab');
    await record(now(new Date(at - 60_000)));
    // One signed-in tab for the file (refresh tokens rotate).
    ({ context, page, errors, user } = await openSignedInPage(suite, { language: 'en' }));
    // A fresh server compresses each asset on its first request: load the page once before timing anything.
    await page.goto('/dashboard');
    await page.getByTestId('dashboard-empty').waitFor({ timeout: 150_000 });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('invites a new user to record a first transaction instead of zero cards and an empty chart', async () => {
    await page.goto('/dashboard');
    await diagnosed(async () => {
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.getByRole('button', { name: 'Add New Transaction' }).waitFor();
      // product §10: the invitation, not four zero cards and 'No data available'
      await page.getByRole('heading', { name: en.dashboardEmpty.title }).waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: en.dashboardEmpty.addFirst }).waitFor();
      for (const gone of ['card-total-value', 'card-daily-change', 'card-total-grams', 'chart-card'])
        expect(await page.getByTestId(gone).count()).toBe(0);
      // The latest prices are a minute old: no stale banner, and the cards say when they were taken.
      expect(await text('dashboard-prices-at')).toMatch(
        /^Prices as of \w+ \d+, \d{4} at \d+:\d{2} [AP]M \(Cairo time\)$/,
      );
      expect(await page.getByTestId('stale-prices-banner').count()).toBe(0);
      // The prices card shows today's dealer buying prices whatever the user holds.
      expect(await text('gold-price-24')).toBe('24 karat6,950.25EGP');
      expect(await text('gold-price-21')).toBe('21 karat6,081.47EGP');
      expect(await text('gold-price-18')).toBe('18 karat5,212.69EGP');
      expect(await page.locator('.apexcharts-canvas').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it('shows the hand-computed values after purchases, and a chart with points', async () => {
    const fiveDaysAgo = new Date(Date.now() - 5 * DAY).toISOString().slice(0, 10) + 'T12:00:00Z';
    await recordTransactions(suite.server, user.access, [
      ['gram_21k', 10, 5900, fiveDaysAgo],
      ['pound_full', 1, 47000, fiveDaysAgo],
      ['usd', 100, 51, fiveDaysAgo],
    ]);

    await page.goto('/dashboard');
    await diagnosed(async () => {
      // 10 g + one pound (8 g) of 21k at 6,081.47, and 100 USD at 52.0502:
      //   18 × 6,081.47 + 100 × 52.0502 = 109,466.46 + 5,205.02 = 114,671.48
      // The same holdings at yesterday's close (21k 6,000, USD 51.50): 108,000 + 5,150 = 113,150.00
      //   change 1,521.48 = 1.34% of 113,150.
      await expect
        .poll(() => text('card-total-value'), { timeout: 10_000 })
        .toBe(`Total value114,671.48EGP+1.34% since the close of ${closeDay}`);
      expect(await text('card-daily-change')).toBe(`Daily change+1,521.48EGPSince the close of ${closeDay}`);
      expect(
        await page
          .getByTestId('card-daily-change')
          .locator('[data-direction]')
          .getAttribute('data-direction'),
      ).toBe('up');
      expect(await text('card-total-grams')).toBe(
        'Total grams18gGross weight of all your goldPure gold (24 karat): 15.75 g',
      );
      // product §10: cost 10 × 5,900 + 47,000 + 100 × 51 = 111,100; unrealised 114,671.48 − 111,100 = 3,571.48
      // (3.21 %); nothing sold, so nothing realised.
      expect(await text('gain-costBasis')).toBe('Cost basis111,100.00EGP');
      expect(await text('gain-unrealized')).toBe('Unrealised gain or loss+3,571.48EGP+3.21%');
      expect(await text('gain-realized')).toBe('Realised from sells0.00EGP');
      expect(await text('gain-total')).toBe('Total gain or loss+3,571.48EGP');

      const chart = page.getByTestId('value-chart');
      await chart.locator('.apexcharts-line').first().waitFor({ state: 'attached' });
      expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThan(1);
      // The newest point is today's value, the only one marked.
      expect(await chart.getAttribute('aria-label')).toMatch(/to 114,671\.48 EGP$/);
      // y axis from zero upwards at most five ticks, with en-US grouping.
      const ticks = await chart.locator('.apexcharts-yaxis-label').allTextContents();
      expect(ticks.length).toBeGreaterThan(1);
      expect(ticks.length).toBeLessThanOrEqual(5);
      for (const tick of ticks) expect(tick).toMatch(/^\d{1,3}(,\d{3})* EGP$/);
      expect(await page.getByRole('button', { name: '1M' }).getAttribute('aria-pressed')).toBe('true');
      expect(errors).toEqual([]);
    });
  });

  it('reloads the chart for each range', async () => {
    await page.goto('/dashboard');
    await diagnosed(async () => {
      await page.getByTestId('value-chart').waitFor();
      for (const [label, range] of [
        ['1W', '1w'],
        ['6M', '6m'],
        ['All', 'all'],
        ['1M', '1m'],
      ] as const) {
        const request = chartRequest(range);
        await page.getByRole('button', { name: label, exact: true }).click();
        await request;
        await expect
          .poll(() => page.getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed'))
          .toBe('true');
        await page
          .getByTestId('value-chart')
          .locator('.apexcharts-line')
          .first()
          .waitFor({ state: 'attached' });
      }
      expect(errors).toEqual([]);
    });
  });

  it('privacy mode reloads the chart, hides its y axis and tooltip, and blurs every amount', async () => {
    await page.goto('/dashboard');
    await diagnosed(async () => {
      const chart = page.getByTestId('value-chart');
      await chart.locator('.apexcharts-line').first().waitFor({ state: 'attached' });
      // With amounts shown, hovering the chart shows the tooltip.
      await chart.hover();
      await expect
        .poll(() => page.locator('.apexcharts-tooltip.apexcharts-active').count(), { timeout: 5_000 })
        .toBe(1);

      const reload = chartRequest('1m');
      await page.getByRole('button', { name: 'Hide amounts' }).click();
      await reload;
      await chart.locator('.apexcharts-line').first().waitFor({ state: 'attached' });
      expect(await chart.locator('.apexcharts-yaxis-label').count()).toBe(0);
      await chart.hover({ position: { x: 200, y: 100 } });
      await page.waitForTimeout(300);
      expect(await page.locator('.apexcharts-tooltip.apexcharts-active').count()).toBe(0);
      const filters = await page
        .locator('main')
        .getByTestId('amount-value')
        .evaluateAll((els) => els.map((el) => getComputedStyle(el).filter));
      // The four cards' eight figures (grams gross and pure), the gains card's five, and the allocation's share and
      // amount of each of its three kinds.
      expect(filters.length).toBe(19);
      expect(filters.every((f) => f.includes('blur'))).toBe(true);

      await page.getByRole('button', { name: 'Show amounts' }).click();
      await expect
        .poll(() => chart.locator('.apexcharts-yaxis-label').count(), { timeout: 10_000 })
        .toBeGreaterThan(1);
      expect(errors).toEqual([]);
    });
  });

  it('runs right to left in Arabic: newest point on the left, y axis on the right', async () => {
    await page.goto('/dashboard');
    await diagnosed(async () => {
      await page
        .getByTestId('value-chart')
        .locator('.apexcharts-line')
        .first()
        .waitFor({ state: 'attached' });
      const reload = chartRequest('1m');
      await page.getByRole('button', { name: /Switch to Arabic/ }).click();
      await reload;
      await page.getByRole('heading', { level: 1, name: 'لوحة التحكم' }).waitFor();
      const chart = page.getByTestId('value-chart');
      await chart.locator('.apexcharts-line').first().waitFor({ state: 'attached' });
      expect(await text('card-total-value')).toBe(
        `القيمة الإجمالية114,671.48ج.م+1.34% منذ إغلاق ${closeDayAr}`,
      );
      const grid = (await chart.locator('.apexcharts-grid').boundingBox())!;
      const yaxis = (await chart.locator('.apexcharts-yaxis').first().boundingBox())!;
      expect(yaxis.x).toBeGreaterThan(grid.x + grid.width / 2);
      // Dates in ar-EG (Arabic-Indic digits), the newest first from the left.
      const dates = await chart.locator('.apexcharts-xaxis-label').allTextContents();
      expect(dates.join(' ')).toMatch(/[\u0660-\u0669]/);
      // The only drawn marker (radius 6) sits on the newest point, at the left edge.
      const marker = (await chart.locator('.apexcharts-marker[d*="a 6,6"]').boundingBox())!;
      expect(marker.x).toBeLessThan(grid.x + grid.width / 4);
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
      expect(errors).toEqual([]);
    });
  });

  it('a purchase through Add New Transaction refreshes the cards and the chart', async () => {
    await page.goto('/dashboard');
    await diagnosed(async () => {
      await expect
        .poll(() => text('card-total-grams'), { timeout: 10_000 })
        .toBe('Total grams18gGross weight of all your goldPure gold (24 karat): 15.75 g');
      await page.getByRole('button', { name: 'Add New Transaction' }).click();
      await page
        .getByTestId('transaction-dialog')
        .getByRole('heading', { name: en.transaction.addTitle })
        .waitFor({ timeout: 20_000 });
      const dialog = await fillTransactionDialog(page, en, {
        mainType: 'grams',
        asset: 'gram_21k',
        quantity: '2',
        price: '6000',
      });
      const reload = chartRequest('1m');
      await dialog.getByRole('button', { name: en.transaction.add, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await reload;
      // 20 g of 21k and the pound's 8 g... 12 g + 8 g = 20 g; value 20 × 6,081.47 + 5,205.02 = 126,834.42.
      await expect
        .poll(() => text('card-total-grams'), { timeout: 10_000 })
        .toBe('Total grams20gGross weight of all your goldPure gold (24 karat): 17.5 g');
      expect(await text('card-total-value')).toMatch(/^Total value126,834\.42EGP/);
      expect(await page.getByTestId('value-chart').getAttribute('aria-label')).toMatch(/to 126,834\.42 EGP$/);
      expect(errors).toEqual([]);
    });
  });
});
