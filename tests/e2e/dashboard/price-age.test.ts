// Prices that say how old they are (product §10), against a real server, in Arabic on a phone and in English on a
// desktop: when the latest prices recorded with the admin command are 30 hours old (past the default 24), the
// dashboard and the market page say so with their age; the dashboard's cards and gold prices, the market page and
// the holdings say when their prices were taken; "since yesterday" names the close it compares with.
import { beforeAll, expect, it } from 'vitest';
import { describeInBrowser, openSignedInPage, type SignedInUser } from '@tests/support/browser-suite';
import {
  createSignedInUser,
  recordSnapshot,
  recordTransactions,
  withPageDiagnosis,
} from '@tests/support/e2e';
import { formatCairoTime } from '@/i18n/cairo-time';
import { before, now } from './price-snapshots';
import { closeDayIn, configurations, dayOf } from './configurations';

const HOUR = 3600 * 1000;
/** "30 hours ago" as each language writes it (Arabic-Indic digits in Arabic). */
const thirtyHoursAgo = { ar: 'قبل ٣٠ ساعة', en: '30 hours ago' } as const;

describeInBrowser('Stale prices in Chromium', (suite) => {
  let user: SignedInUser;
  /** When the latest (30-hour-old) prices were taken. */
  let pricesTakenAt: Date;
  /** When the prices before them were taken (three days ago): the close they are compared with. */
  let olderPricesAt: Date;

  beforeAll(async () => {
    const at = Date.now();
    olderPricesAt = new Date(at - 72 * HOUR);
    await recordSnapshot(suite.server, before(olderPricesAt));
    // 30 hours and 10 minutes old: "30 hours" however long the file takes to run (well under 50 minutes).
    pricesTakenAt = new Date(at - 30 * HOUR - 10 * 60_000);
    await recordSnapshot(suite.server, now(pricesTakenAt));
    user = await createSignedInUser(suite.server);
    await recordTransactions(suite.server, user.access, [['gram_21k', 10, 5900, dayOf(at - 5 * 24 * HOUR)]]);
  });

  it.each(configurations)(
    '$language on a $device: the dashboard and the market page warn with the age; every price says its time',
    async ({ language, t, viewport, locale }) => {
      const { context, page, errors } = await openSignedInPage(suite, { language, viewport, user });
      /** The text of a line a person sees (visible, not merely in the page). */
      const text = async (testId: string) => {
        const line = page.getByTestId(testId);
        expect(await line.isVisible(), testId).toBe(true);
        return line.textContent();
      };
      // The time of the prices in Cairo time (product §9), as every price and value names it.
      const time = formatCairoTime(pricesTakenAt, language);
      const cairo = `(${t.market.cairoTime})`;
      const banner = `${t.prices.staleTitle}${t.prices.stale.replace('{{age}}', thirtyHoursAgo[language]).replace('{{time}}', time)}`;
      const pricesAsOf = `${t.prices.asOf} ${time} ${cairo}`;
      try {
        await page.goto('/dashboard');
        await withPageDiagnosis(page, errors, async () => {
          const stale = page.getByTestId('stale-prices-banner');
          await stale.waitFor({ timeout: 150_000 });
          expect(await stale.textContent()).toBe(banner);
          // The cards' values and the gold prices card say when their prices were taken...
          await page.getByTestId('gold-price-21').waitFor();
          expect(await text('dashboard-prices-at')).toBe(pricesAsOf);
          // ...and "since yesterday" names the close it compares with: the last before the day of those
          // 30-hour-old prices (the older snapshot's), not their own day's, which would always read 0.00.
          expect(await text('daily-change-close')).toBe(
            t.dashboard.cards.dailyChangeSince.replace(
              '{{day}}',
              closeDayIn(locale, olderPricesAt.getTime()),
            ),
          );
          // The banner sits inside the viewport's width.
          expect((await stale.boundingBox())!.width).toBeLessThanOrEqual(viewport.width);
        });

        await page.goto('/dashboard/market');
        await withPageDiagnosis(page, errors, async () => {
          await page.getByRole('heading', { level: 1, name: t.market.title }).waitFor({ timeout: 150_000 });
          await page.getByTestId('market-gold-table').waitFor();
          const stale = page.getByTestId('stale-prices-banner');
          await stale.waitFor();
          expect(await stale.textContent()).toBe(banner);
          expect(await text('market-last-updated')).toBe(`${t.market.lastUpdated}: ${time} ${cairo}`);
        });

        await page.goto('/dashboard/portfolio');
        await withPageDiagnosis(page, errors, async () => {
          await page.getByTestId('holdings-prices-at').waitFor({ timeout: 30_000 });
          expect(await text('holdings-prices-at')).toBe(pricesAsOf);
        });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
