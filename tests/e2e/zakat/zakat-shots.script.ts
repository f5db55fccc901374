// Screenshots of product §12 for a person to look at, Arabic dark on a phone and English light on a desktop: a person
// below the nisab (no estimate anywhere), a running year ("if your year ended today"), two unpaid years, and a family
// of three with different settings. Run after a build: node --import tsx tests/e2e/zakat/zakat-shots.script.ts [out]
import { mkdirSync } from 'node:fs';
import {
  apiCall,
  catalogueIds,
  createSignedInUser,
  launchBrowser,
  openPage,
  recordTransactions,
  type RunningServer,
  startServer,
} from '../../support/e2e';
import { shootPage, SHOT_VIEWPORTS } from '../../../scripts/lib/shot-views';
import { recordPrices } from './zakat-setup';

const out = process.argv[2] ?? '/tmp/shots/zakat';
mkdirSync(out, { recursive: true });
const DAY = 24 * 3600 * 1000;
const daysAgo = (n: number) => `${new Date(Date.now() - n * DAY).toISOString().slice(0, 10)}T12:00:00Z`;

async function person(server: RunningServer, entries: Parameters<typeof recordTransactions>[2]) {
  const user = await createSignedInUser(server);
  await recordTransactions(server, user.access, entries);
  return user;
}

/** Self with 100 g of 21k, a spouse counting her jewellery on a 24k nisab, a child with 20 g: three results. */
async function family(server: RunningServer) {
  const user = await person(server, [['gram_21k', 100, 6_000, daysAgo(200)]]);
  const add = async (name: string, relation: string, colour: string) =>
    (
      (await apiCall(server, user.access, 'POST', '/api/household/members/', { name, relation, colour }))
        .body as {
        uuid: string;
      }
    ).uuid;
  const spouse = await add('Mona', 'spouse', '#3366cc');
  const child = await add('Omar', 'child', '#2e9e6b');
  const id = await catalogueIds(server, user.access);
  const buy = (code: string, quantity: number, price: number, at: string, member: string) =>
    apiCall(server, user.access, 'POST', '/api/portfolios/transactions/', {
      transaction_type: 'buy',
      asset: id(code),
      quantity,
      price,
      timestamp: at,
      member,
    });
  await buy('jewellery_21k', 120, 6_200, daysAgo(500), spouse);
  await buy('gram_21k', 20, 6_000, daysAgo(100), child);
  await apiCall(server, user.access, 'PUT', `/api/zakat/settings/?member=${spouse}`, {
    jewellery: 'included',
    nisab_basis: 'gold_24',
  });
  await apiCall(server, user.access, 'PUT', `/api/zakat/settings/?member=${child}`, {
    hawl_rule: 'start_and_end',
    year: 'solar',
  });
  return user;
}

const server = await startServer();
const browser = await launchBrowser();
try {
  await recordPrices(server);
  const scenarios = [
    ['below-nisab', await person(server, [['gram_21k', 20, 6_000, daysAgo(300)]])],
    ['running-year', await person(server, [['pound_full', 12, 48_500, daysAgo(100)]])],
    ['two-unpaid-years', await person(server, [['pound_full', 12, 48_500, daysAgo(750)]])],
    ['family-of-three', await family(server)],
  ] as const;
  for (const [name, user] of scenarios)
    for (const view of [
      { language: 'ar', theme: 'dark', device: 'phone' },
      { language: 'en', theme: 'light', device: 'desktop' },
    ] as const) {
      const viewport = SHOT_VIEWPORTS[view.device];
      const { context, page } = await openPage(browser, server.url, { ...view, viewport, tokens: user });
      await page.goto('/dashboard/zakat');
      await page
        .locator('[data-testid="zakat-amount"], [data-testid="member-zakat-total"]')
        .first()
        .waitFor({ timeout: 60_000 });
      await shootPage(page, `${out}/${name}-${view.language}-${view.theme}-${view.device}.png`, {
        settleMs: 500,
      });
      await context.close();
    }
  // The report whose zakat line matches the page: the running year's person, this month's report.
  const month = new Date().toISOString().slice(0, 7);
  for (const view of [
    { language: 'ar', theme: 'dark', device: 'phone' },
    { language: 'en', theme: 'light', device: 'desktop' },
  ] as const) {
    const viewport = SHOT_VIEWPORTS[view.device];
    const { context, page } = await openPage(browser, server.url, {
      ...view,
      viewport,
      tokens: scenarios[1][1],
    });
    await page.goto(`/dashboard/reports/${month}`);
    await page.getByTestId('report-zakat').waitFor({ timeout: 60_000 });
    await page.getByTestId('report-zakat').scrollIntoViewIfNeeded();
    await shootPage(page, `${out}/report-${view.language}-${view.theme}-${view.device}.png`, {
      fullPage: false,
    });
    await context.close();
  }
  console.info(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
