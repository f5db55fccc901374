// What your gold is worth, counted in gold (product §10): the dashboard's "your wealth in" choice survives a reload and
// counts the total and the chart in grams of 21k; the market shows each price's change since the previous close
// and opens its own history chart. Arabic on a 390×844 phone in the dark theme walks it all; the three other
// combinations of language and theme walk it too, for their screenshots.
import { beforeAll, expect, it } from 'vitest';
import { describeInBrowser, openSignedInPage } from '@tests/support/browser-suite';
import {
  createSignedInUser,
  recordSnapshot,
  recordTransactions,
  withPageDiagnosis,
} from '@tests/support/e2e';
import { before, now } from './price-snapshots';
import { configurations, dayOf } from './configurations';

const DAY = 24 * 3600 * 1000;
const SHOTS = process.env.SHOTS_DIR;
const [arabic, english] = configurations;
const walks = [
  { ...arabic, theme: 'dark' },
  { ...english, theme: 'light' },
  { ...arabic, device: 'desktop', viewport: english.viewport, theme: 'light' },
  { ...english, device: 'phone', viewport: arabic.viewport, theme: 'dark' },
] as const;

describeInBrowser('Your wealth in grams, and each price’s change and history, in Chromium', (suite) => {
  beforeAll(async () => {
    const at = Date.now();
    // 21k at 6,000 two days ago, at 6,081.47 a minute ago: no prices yesterday.
    await recordSnapshot(suite.server, before(new Date(at - 2 * DAY)));
    await recordSnapshot(suite.server, now(new Date(at - 60_000)));
  });

  it.each(walks)(
    '$language on a $device, $theme: the wealth in grams survives a reload; a price shows its change and opens its chart',
    async ({ language, device, theme, t, viewport }) => {
      const user = await createSignedInUser(suite.server);
      // Ten grams of 21k: worth ten grams of 21k at any price.
      await recordTransactions(suite.server, user.access, [
        ['gram_21k', 10, 5900, dayOf(Date.now() - 40 * DAY)],
      ]);
      const { context, page, errors } = await openSignedInPage(suite, { language, theme, viewport, user });
      const shot = (name: string) =>
        SHOTS
          ? page.screenshot({ path: `${SHOTS}/${name}-${language}-${device}-${theme}.png`, fullPage: true })
          : null;
      try {
        await page.goto('/dashboard');
        await withPageDiagnosis(page, errors, async () => {
          const grams = page.locator('[data-unit="gold_21_grams"]');
          await grams.waitFor({ timeout: 150_000 });
          const history = page.waitForResponse((r) =>
            r.url().includes('/api/prices/history/?instrument=gold_21&range=1m'),
          );
          await grams.click();
          await history;

          // A reload keeps the choice, as it keeps privacy mode.
          await page.reload({ waitUntil: 'domcontentloaded' });
          await page.locator('[data-unit="gold_21_grams"][aria-pressed="true"]').waitFor({ timeout: 60_000 });
          const total = page.getByTestId('card-total-value');
          await expect
            .poll(() => total.textContent(), { timeout: 30_000 })
            .toBe(
              `${t.dashboard.cards.totalValue}10${t.dashboard.wealth.suffix.gold_21_grams}` +
                `60,814.70${t.common.currency.EGP} ${t.dashboard.wealth.atBuyPrice}`,
            );
          // The chart is counted in grams too: about ten grams each day with a price, a gap yesterday.
          const chart = page.getByTestId('value-chart');
          // drawn once near the screen: on a phone it sits below the cards
          await chart.scrollIntoViewIfNeeded();
          await chart.locator('.apexcharts-line').first().waitFor({ state: 'attached', timeout: 60_000 });
          expect(await page.getByTestId('chart-unit').textContent()).toBe(
            `(${t.dashboard.wealth.suffix.gold_21_grams})`,
          );
          expect(await page.getByTestId('chart-unit-gaps').textContent()).toBe(t.dashboard.wealth.chartGaps);
          await shot('wealth-in');

          await page.goto('/dashboard/market');
          const change = page.getByTestId('change-gold_21_buy');
          await change.waitFor({ timeout: 60_000 });
          // 6,081.47 against the close two days ago, 6,000: up 81.47, 1.36%.
          expect(await change.getAttribute('data-direction')).toBe('up');
          expect(await change.textContent()).toBe(`▲${t.market.change.up}+81.47 (+1.36%)`);
          expect(await page.getByTestId('market-sides').textContent()).toBe(t.market.sides);
          await shot('market');

          const opened = page.waitForResponse((r) =>
            r.url().includes('/api/prices/history/?instrument=gold_21&range=1m'),
          );
          await page.getByTestId('history-gold_21').click();
          await opened;
          const dialog = page.getByTestId('price-history');
          await dialog.waitFor();
          expect(await dialog.getByRole('heading').first().textContent()).toBe(
            t.market.history.title.replace('{{name}}', t.karats['21']),
          );
          const line = dialog.getByTestId('value-chart');
          await line.locator('.apexcharts-line').first().waitFor({ state: 'attached', timeout: 60_000 });
          // Yesterday had no prices: a gap, said in words.
          expect(await dialog.getByTestId('chart-unit-gaps').textContent()).toBe(t.market.history.gaps);
          const week = page.waitForResponse((r) =>
            r.url().includes('/api/prices/history/?instrument=gold_21&range=1w'),
          );
          await dialog.locator('[data-history-range="1w"]').click();
          await week;
          await line.locator('.apexcharts-line').first().waitFor({ state: 'attached', timeout: 60_000 });
          // The dialog fits the phone.
          expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(viewport.width);
          await shot('market-history');
          expect(errors).toEqual([]);
        });
      } finally {
        await context.close();
      }
    },
    300_000,
  );
});
