// Product §17: a chart over days without prices says so. The prices stop twenty days ago and start again this morning,
// so the one-week chart's six days before today are valued at twenty-day-old prices: the line there is dashed and
// straight, never a solid slope, and a line under the chart names the days without prices and whose prices valued
// them. In Arabic on a phone, where the walk found the slope, and in English on a desktop.
import { beforeAll, expect, it } from 'vitest';
import { describeInBrowser, openSignedInPage, type SignedInUser } from '@tests/support/browser-suite';
import {
  createSignedInUser,
  recordSnapshot,
  recordTransactions,
  withPageDiagnosis,
} from '@tests/support/e2e';
import { formatChartDate } from '@/components/value-chart/chart-dates';
import { before, now } from './price-snapshots';
import { configurations, dayOf } from './configurations';

const DAY = 24 * 3600 * 1000;
const SHOTS = process.env.SHOTS_DIR;
/** The Cairo calendar day of an instant, YYYY-MM-DD. */
const cairoDay = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date(ms));
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

describeInBrowser('A chart over days without prices in Chromium', (suite) => {
  let user: SignedInUser;
  /** The day of the last prices before the gap, the first and last days without prices. */
  let pricedOn: string;
  let from: string;
  let to: string;

  beforeAll(async () => {
    const at = Date.now();
    const old = at - 20 * DAY;
    await recordSnapshot(suite.server, before(new Date(old)));
    await recordSnapshot(suite.server, now(new Date(at - 60_000)));
    pricedOn = cairoDay(old);
    from = addDays(pricedOn, 1);
    to = addDays(cairoDay(at), -1);
    user = await createSignedInUser(suite.server);
    await recordTransactions(suite.server, user.access, [['gram_21k', 10, 5900, dayOf(at - 40 * DAY)]]);
  });

  it.each(configurations)(
    '$language on a $device: the 1W chart draws the gap dashed and names it',
    async ({ language, t, viewport }) => {
      const theme = language === 'ar' ? 'dark' : 'light';
      const { context, page, errors } = await openSignedInPage(suite, { language, theme, viewport, user });
      try {
        await page.goto('/dashboard');
        await withPageDiagnosis(page, errors, async () => {
          const chart = page.getByTestId('value-chart');
          // The chart is drawn once it nears the screen; on a phone it sits below the fold, as a person scrolls to it.
          await chart.scrollIntoViewIfNeeded();
          await chart.locator('.apexcharts-line').first().waitFor({ state: 'attached', timeout: 150_000 });
          const week = page.waitForResponse((r) => r.url().includes('/api/portfolios/chart/?range=1w'));
          await page.getByRole('button', { name: t.chart.ranges['1w'], exact: true }).click();
          await week;
          await expect.poll(() => chart.getAttribute('data-points'), { timeout: 30_000 }).toBe('7');

          // The six days before today are one dashed stretch into today's prices; nothing of it is solid.
          const dashed = chart.locator('.apexcharts-series path.apexcharts-line[stroke-dasharray="6"]');
          await expect.poll(() => dashed.count(), { timeout: 30_000 }).toBe(1);
          const solid = chart.locator('.apexcharts-series path.apexcharts-line[stroke-width="3"]');
          expect(
            await solid.evaluateAll((paths) => paths.map((p) => p.getAttribute('d') ?? '').join('')),
          ).not.toMatch(/[LC]/);

          // The same year throughout (December's run may cross into January: then the dates carry their year).
          const style = [from, to, pricedOn].every((d) => d.slice(0, 4) === to.slice(0, 4)) ? 'axis' : 'full';
          const day = (d: string) => formatChartDate(d, language, style);
          const note = page.getByTestId('chart-price-gaps');
          expect(await note.isVisible()).toBe(true);
          expect(await note.textContent()).toBe(
            t.chart.noPrices
              .replace('{{from}}', day(from))
              .replace('{{to}}', day(to))
              .replace('{{pricedOn}}', day(pricedOn)),
          );
          // The note fits the phone's width.
          expect((await note.boundingBox())!.width).toBeLessThanOrEqual(viewport.width);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/chart-gap-${language}.png`, fullPage: true });

          // Six months: nothing held (no price needed), then the weeks valued at the reference history's last
          // prices, the prices of twenty days ago, and the days since. Two stretches without prices: the note
          // names the latest.
          const half = page.waitForResponse((r) => r.url().includes('/api/portfolios/chart/?range=6m'));
          await page.getByRole('button', { name: t.chart.ranges['6m'], exact: true }).click();
          await half;
          await expect.poll(() => chart.getAttribute('data-points'), { timeout: 30_000 }).not.toBe('7');
          await expect
            .poll(() => note.textContent(), { timeout: 30_000 })
            .toBe(t.chart.noPricesSeveral.replace('{{from}}', day(from)).replace('{{to}}', day(to)));
          if (SHOTS)
            await page.screenshot({ path: `${SHOTS}/chart-gaps-6m-${language}.png`, fullPage: true });
          expect(errors).toEqual([]);
        });
      } finally {
        await context.close();
      }
    },
  );
});
