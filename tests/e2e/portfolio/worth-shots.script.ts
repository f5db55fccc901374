// Screenshots of what gold is really worth (product §17) for a person to look at, in Arabic and English, dark and
// light, on a phone and a desktop: the holdings with each gold row opened (a ring with its workmanship, a gold pound
// with the maker's refund, dollars), the dashboard's wealth in grams of 21k, and the market's daily changes.
// Run after a build: node --import tsx tests/e2e/portfolio/worth-shots.script.ts [out]
import { mkdirSync } from 'node:fs';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import {
  apiCall,
  catalogueIds,
  createSignedInUser,
  launchBrowser,
  openPage,
  recordSnapshot,
  startServer,
} from '../../support/e2e';
import { shootPage, shotPath, shotViews } from '../../../scripts/lib/shot-views';
import { now } from '../dashboard/price-snapshots';

const out = process.argv[2] ?? '/tmp/shots/worth';
mkdirSync(out, { recursive: true });
const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000).toISOString();

const server = await startServer();
const browser = await launchBrowser();
try {
  await recordSnapshot(server, now(new Date(Date.now() - 60_000)));
  const user = await createSignedInUser(server);
  const id = await catalogueIds(server, user.access);
  const buys = [
    {
      asset: id('jewellery_21k'),
      quantity: 10,
      price: 6_500,
      workmanship_per_unit: 500,
      timestamp: daysAgo(40),
    },
    {
      asset: id('pound_full'),
      quantity: 1,
      price: 50_000,
      workmanship_per_unit: 2_000,
      refund_per_unit: 1_000,
      timestamp: daysAgo(20),
    },
    { asset: id('usd'), quantity: 500, price: 48.5, timestamp: daysAgo(10) },
  ];
  for (const buy of buys) {
    const created = await apiCall(server, user.access, 'POST', '/api/portfolios/transactions/', {
      transaction_type: 'buy',
      ...buy,
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  }

  for (const view of shotViews()) {
    const words = view.language === 'ar' ? ar : en;
    const { context, page } = await openPage(browser, server.url, { ...view, tokens: user });
    await page.goto('/dashboard/portfolio');
    await page.getByRole('heading', { level: 1, name: words.portfolio.title }).waitFor({ timeout: 60_000 });
    await page
      .locator('[data-testid="holding-card"]:visible, table:visible')
      .first()
      .waitFor({ timeout: 60_000 });
    // A phone opens each card; a desktop opens each gold row's worth.
    for (const card of await page.locator('[data-testid="holding-card"]:visible').all())
      await card.locator('button').first().click();
    for (const toggle of await page.getByRole('button', { name: words.portfolio.worth.title }).all())
      if (await toggle.isVisible()) await toggle.click();
    await page.locator('[data-testid="worth-sentence"]:visible').first().waitFor();
    await shootPage(page, shotPath(out, 'holdings', view), { settleMs: 400 });

    await page.goto('/dashboard');
    const grams = page.locator('[data-unit="gold_21_grams"]');
    await grams.waitFor({ timeout: 60_000 });
    await grams.click();
    await shootPage(page, shotPath(out, 'wealth-in-grams', view), { settleMs: 800 });

    await page.goto('/dashboard/market');
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
    await shootPage(page, shotPath(out, 'market', view), { settleMs: 400 });
    await context.close();
  }
  console.info(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
