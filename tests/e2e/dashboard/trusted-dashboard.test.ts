// The dashboard a saver expects (product §10), against a real server, in Arabic on a phone and in English on a desktop:
// an empty ledger invites the first transaction; the allocation chart splits today's value and hides its shares in
// privacy mode; the value chart has round ticks with the unit, dates that never collide or get cut, a tooltip that
// reads right to left in Arabic and an unclipped last point; 12-digit figures never overflow a card, a table cell or
// the transaction dialog's total.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import {
  createSignedInUser,
  recordTransactions,
  withPageDiagnosis,
  type RunningServer,
} from '@tests/support/e2e';
import {
  describeInBrowser,
  fillTransactionDialog,
  openSignedInPage,
  type SignedInUser,
} from '@tests/support/browser-suite';

const DAY = 24 * 3600 * 1000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 860 };
const views = [
  { name: 'Arabic on a phone', language: 'ar', viewport: PHONE, t: ar },
  { name: 'English on a desktop', language: 'en', viewport: DESKTOP, t: en },
] as const;
type View = (typeof views)[number];

/** [asset code, quantity, price per unit in EGP] */
type Purchase = readonly [code: string, quantity: number, price: number];

/** A user whose ledger holds these purchases, made `daysAgo` days ago. */
async function userWith(server: RunningServer, purchases: Purchase[], daysAgo = 40) {
  const user = await createSignedInUser(server);
  const day = `${new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10)}T12:00:00Z`;
  await recordTransactions(
    server,
    user.access,
    purchases.map(([code, quantity, price]) => [code, quantity, price, day] as const),
  );
  return user;
}

/**
 * Every element inside each box matched by `boxes` that reaches past the box's sides, and every element (the box
 * too) whose content is wider than it (scrollWidth over clientWidth), as readable lines. The chart's SVG and the
 * boxes holding it are left out: ApexCharts keeps its hidden tooltip layer there, which is not content.
 */
function overflowsIn(page: Page, boxes: string): Promise<string[]> {
  return page.locator(boxes).evaluateAll((roots) =>
    roots.flatMap((root) => {
      const name = root.getAttribute('data-testid') ?? root.tagName.toLowerCase();
      const box = root.getBoundingClientRect();
      const found: string[] = [];
      for (const el of [root, ...root.querySelectorAll('*')]) {
        if (el.closest('.apexcharts-canvas')) continue;
        const what = `${name}: "${el.textContent?.slice(0, 40)}"`;
        // A name cut short with an ellipsis is cut on purpose, and a 1-pixel box is text for screen readers only.
        const cut = getComputedStyle(el).textOverflow === 'ellipsis';
        if (
          el.clientWidth > 1 &&
          el.scrollWidth > el.clientWidth + 1 &&
          !cut &&
          !el.querySelector('.apexcharts-canvas')
        )
          found.push(`${what}: content ${el.scrollWidth}px wide in ${el.clientWidth}px`);
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.height > 0 && (r.left < box.left - 1 || r.right > box.right + 1))
          found.push(`${what} spills (${r.left}–${r.right} in ${box.left}–${box.right})`);
      }
      return found;
    }),
  );
}

/** The page itself never scrolls sideways. */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The chart is drawn once its place comes near the screen: on a phone, as the reader scrolls to it. */
const chartDrawn = async (page: Page) => {
  const chart = page.getByTestId('value-chart');
  await chart.scrollIntoViewIfNeeded();
  await chart.locator('.apexcharts-line').first().waitFor({ state: 'attached', timeout: 30_000 });
};

describeInBrowser('The dashboard a saver expects (product §10) in Chromium', (suite) => {
  let empty: SignedInUser;
  let saver: SignedInUser;
  let rich: SignedInUser;

  beforeAll(async () => {
    [empty, saver, rich] = await Promise.all([
      createSignedInUser(suite.server),
      userWith(suite.server, [
        ['gram_21k', 10, 5_900],
        ['pound_full', 1, 47_000],
        ['usd', 100, 51],
      ]),
      // 12-digit figures: 99,999,999 g of 21 karat (the most a quantity holds) and as many dollars.
      userWith(suite.server, [
        ['gram_21k', 99_999_999, 5_900],
        ['usd', 99_999_999, 51],
      ]),
    ]);
  }, 120_000);

  /**
   * Opens the dashboard as `user` in `view`, walks it (saying what the page showed on a failure), checks the console
   * stayed clean, and closes the tab.
   */
  async function inView(user: SignedInUser, view: View, walk: (page: Page) => Promise<void>) {
    const { page, context, errors } = await openSignedInPage(suite, {
      user,
      language: view.language,
      viewport: view.viewport,
      path: '/dashboard',
    });
    await withPageDiagnosis(page, errors, async () => {
      await walk(page);
      expect(errors).toEqual([]);
    });
    await context.close();
  }

  it('draws the chart on a phone only once the reader scrolls near it (architecture §7)', async () => {
    const { page, context, errors } = await openSignedInPage(suite, {
      user: saver,
      language: 'ar',
      viewport: PHONE,
    });
    // The page is laid out before the chart's data arrives (held back until the cards show their figures), so where
    // the chart sits is where it stays: below the cards. (Arriving first, it would be near the screen for a moment.)
    let cardsDrawn: () => void = () => undefined;
    const laidOut = new Promise<void>((resolve) => (cardsDrawn = resolve));
    await page.route('**/api/portfolios/chart/**', async (route) => {
      await laidOut;
      await route.continue();
    });
    const chartCode: string[] = [];
    page.on('request', (request) => {
      // The page's own requests: the service worker fetches every chunk into its precache once the page has loaded.
      if (!request.serviceWorker() && /apex-?(?:charts|line-chart)/i.test(request.url()))
        chartCode.push(request.url());
    });
    await withPageDiagnosis(page, errors, async () => {
      await page.goto('/dashboard');
      await page.getByTestId('card-gains').waitFor({ timeout: 30_000 });
      await page.getByTestId('allocation-bar').waitFor();
      cardsDrawn();
      const chart = page.getByTestId('value-chart');
      await chart.waitFor({ state: 'attached', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      // Its data is here, its place is below the cards: neither ApexCharts nor its drawing yet.
      expect(chartCode).toEqual([]);
      expect(await chart.locator('.apexcharts-canvas').count()).toBe(0);
      await chartDrawn(page);
      expect(chartCode.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  for (const view of views) {
    it(`invites the first transaction on an empty dashboard (${view.name})`, async () => {
      await inView(empty, view, async (page) => {
        const invitation = page.getByTestId('dashboard-empty');
        await invitation
          .getByRole('heading', { name: view.t.dashboardEmpty.title })
          .waitFor({ timeout: 30_000 });
        // Not four zero cards and an empty chart; today's gold prices stay.
        for (const gone of ['card-total-value', 'card-gains', 'chart-card', 'allocation-card'])
          expect(await page.getByTestId(gone).count()).toBe(0);
        expect(await page.getByTestId('gold-price-24').textContent()).toMatch(/\d/);
        expect(
          await invitation
            .getByRole('link', { name: view.t.dashboardEmpty.toPortfolio })
            .getAttribute('href'),
        ).toBe('/dashboard/portfolio');
        await invitation.getByRole('button', { name: view.t.dashboardEmpty.addFirst }).click();
        await page
          .getByTestId('transaction-dialog')
          .getByRole('heading', { name: view.t.transaction.addTitle })
          .waitFor({ timeout: 20_000 });
        expect(await pageScrollsSideways(page)).toBe(false);
      });
    });

    it(`splits today's value by kind, and hides the shares in privacy mode (${view.name})`, async () => {
      await inView(saver, view, async (page) => {
        const card = page.getByTestId('allocation-card');
        await card.getByTestId('allocation-gram_21k').waitFor({ timeout: 30_000 });
        const rows = card.locator('li');
        // 21 karat grams, the pound and the dollars: three kinds, largest first, shares adding up to 100%.
        expect(await rows.count()).toBe(3);
        const names = await rows.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-testid')));
        expect([...names].sort()).toEqual([
          'allocation-currencies',
          'allocation-gram_21k',
          'allocation-pounds',
        ]);
        expect(names[0]).toBe('allocation-gram_21k');
        expect(await card.getByTestId('allocation-gram_21k').textContent()).toContain(
          view.t.allocation.groups.gram_21k,
        );
        const shares = (await card.getByTestId('amount-value').allTextContents())
          .filter((f) => f.endsWith('%'))
          .map((f) => Number(f.replace('%', '')));
        expect(shares).toHaveLength(3);
        expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
        const widths = await card
          .getByTestId('allocation-bar')
          .locator('[data-group]')
          .evaluateAll((segments) => segments.map((s) => s.getBoundingClientRect().width));
        expect(widths[0]).toBeGreaterThan(widths[2]!);
        // In Arabic the bar starts at the right, like the text.
        const bar = (await card.getByTestId('allocation-bar').boundingBox())!;
        const largest = (await card.locator('[data-group="gram_21k"]').boundingBox())!;
        if (view.language === 'ar') expect(largest.x + largest.width).toBeCloseTo(bar.x + bar.width, 0);
        else expect(largest.x).toBeCloseTo(bar.x, 0);

        await page.getByRole('button', { name: view.t.preferences.hideAmounts }).click();
        await expect.poll(() => card.locator('[data-group]').count()).toBe(0);
        // Not largest first any more, which would tell the ranking: pounds, grams by karat, …, currencies.
        expect(await rows.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-testid')))).toEqual([
          'allocation-pounds',
          'allocation-gram_21k',
          'allocation-currencies',
        ]);
        const hidden = await card.getByTestId('amount-value').allTextContents();
        expect(hidden.every((f) => f === '000,000')).toBe(true);
        // No share and no amount can be read: the only digits are the masks' and the karats in the names.
        let shown = (await card.innerText()).replace(/000,000/g, '');
        for (const name of Object.values(view.t.allocation.groups)) shown = shown.replaceAll(name, '');
        expect(shown).not.toMatch(/\d/);
        await page.getByRole('button', { name: view.t.preferences.showAmounts }).click();
      });
    });

    it(`draws round ticks with the unit, dates that neither collide nor get cut, and the whole last point (${view.name})`, async () => {
      await inView(saver, view, async (page) => {
        await chartDrawn(page);
        const chart = page.getByTestId('value-chart');
        const unit = view.t.common.currency.EGP;
        const ticks = await chart.locator('.apexcharts-yaxis-label').allTextContents();
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(5);
        const values = ticks.map((tick) => {
          expect(tick.endsWith(` ${unit}`), tick).toBe(true);
          const label = tick.slice(0, -unit.length - 1);
          expect(label).toMatch(/^\d{1,3}(,\d{3})*(\.\d+)?$/);
          return Number(label.replace(/,/g, ''));
        });
        const sorted = [...values].sort((a, b) => a - b);
        const step = sorted[1]! - sorted[0]!;
        // round: 1, 2, 2.5 or 5 times a power of ten, and every tick a whole number of steps
        const mantissa = step / 10 ** Math.floor(Math.log10(step));
        expect([1, 2, 2.5, 5]).toContain(Number(mantissa.toPrecision(6)));
        for (const v of sorted) expect(Number((v / step).toPrecision(9)) % 1).toBe(0);

        const svg = (await chart.locator('svg.apexcharts-svg').boundingBox())!;
        const dates = await chart.locator('.apexcharts-xaxis-label').evaluateAll((labels) =>
          labels
            .filter((l) => l.textContent?.trim())
            .map((l) => {
              const r = l.getBoundingClientRect();
              return {
                text: l.textContent!.trim(),
                left: r.left,
                right: r.right,
                top: r.top,
                bottom: r.bottom,
              };
            })
            .sort((a, b) => a.left - b.left),
        );
        expect(dates.length).toBeGreaterThanOrEqual(2);
        for (let i = 1; i < dates.length; i++) expect(dates[i]!.left).toBeGreaterThan(dates[i - 1]!.right);
        for (const d of dates) {
          expect(d.left).toBeGreaterThanOrEqual(svg.x);
          expect(d.right).toBeLessThanOrEqual(svg.x + svg.width);
        }
        // The date at the y axis's side reaches under the axis's labels, never into one of them.
        const tickBoxes = await chart
          .locator('.apexcharts-yaxis-label')
          .evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().toJSON() as DOMRect));
        for (const d of dates)
          for (const tick of tickBoxes) {
            const apart =
              d.right <= tick.left || tick.right <= d.left || d.bottom <= tick.top || tick.bottom <= d.top;
            expect(apart, `${d.text} overlaps ${JSON.stringify(tick)}`).toBe(true);
          }
        // The newest day is named: today, on the left in Arabic, on the right in English.
        const today = new Intl.DateTimeFormat(view.language === 'ar' ? 'ar-EG' : 'en-US', {
          day: 'numeric',
          month: 'short',
          timeZone: 'Africa/Cairo',
        }).format(new Date());
        expect(view.language === 'ar' ? dates[0]!.text : dates.at(-1)!.text).toBe(today);

        // The only drawn marker (radius 6) lies whole inside the chart.
        const marker = (await chart.locator('.apexcharts-marker[d*="a 6,6"]').boundingBox())!;
        const grid = (await chart.locator('.apexcharts-grid').boundingBox())!;
        expect(marker.width).toBeGreaterThanOrEqual(11);
        expect(marker.height).toBeGreaterThanOrEqual(11);
        expect(marker.x).toBeGreaterThanOrEqual(svg.x);
        expect(marker.x + marker.width).toBeLessThanOrEqual(svg.x + svg.width);
        expect(marker.y).toBeGreaterThanOrEqual(grid.y - 1);
        expect(marker.y + marker.height).toBeLessThanOrEqual(grid.y + grid.height + 1);

        // The tooltip reads in the page's direction: right to left in Arabic.
        await chart.hover({ position: { x: svg.width / 2, y: svg.height / 2 } });
        const tooltip = page.locator('.apexcharts-tooltip.apexcharts-active');
        await tooltip.waitFor({ timeout: 5_000 });
        expect(await tooltip.evaluate((el) => getComputedStyle(el).direction)).toBe(
          view.language === 'ar' ? 'rtl' : 'ltr',
        );
        expect(await tooltip.textContent()).toContain(unit);
      });
    });

    it(`keeps 12-digit figures inside the cards, the table cells and the dialog's total (${view.name})`, async () => {
      await inView(rich, view, async (page) => {
        const total = page.getByTestId('card-total-value').getByTestId('amount-value').first();
        await expect
          .poll(() => total.textContent(), { timeout: 30_000 })
          .toMatch(/^\d{3},\d{3},\d{3},\d{3}\.\d{2}$/);
        await chartDrawn(page);
        const cards = '[data-testid^="card-"], [data-testid="allocation-card"], [data-testid="chart-card"]';
        expect((await overflowsIn(page, cards)).join('\n')).toBe('');
        expect(await pageScrollsSideways(page)).toBe(false);

        await page.goto('/dashboard/portfolio');
        await page
          .getByTestId(view.language === 'ar' ? 'holding-card' : 'holding-row')
          .first()
          .waitFor({ timeout: 30_000 });
        expect(
          (
            await overflowsIn(
              page,
              'main td, main th, [data-testid="holding-card"], [data-testid="transaction-card"]',
            )
          ).join('\n'),
        ).toBe('');
        expect(await pageScrollsSideways(page)).toBe(false);

        await page.getByRole('button', { name: view.t.portfolio.addTransaction, exact: true }).click();
        await fillTransactionDialog(page, view.t, {
          mainType: 'grams',
          asset: 'gram_21k',
          quantity: '99999999',
          price: '9999.99',
        });
        const lineTotal = page.getByTestId('line-total');
        await expect
          .poll(() => lineTotal.getByTestId('amount-value').textContent())
          .toBe('999,998,990,000.01');
        expect(
          (await overflowsIn(page, '[data-testid="line-total"], [data-testid="transaction-dialog"]')).join(
            '\n',
          ),
        ).toBe('');
      });
    });
  }
});
