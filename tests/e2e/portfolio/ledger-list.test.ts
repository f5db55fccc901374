// Product §10: a long ledger on the Portfolio page pages, sorts, filters and searches in a real browser against the
// real server, in Arabic on a phone and in English on a desktop; screenshots of each theme go to /tmp/shots.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { describeInBrowser, openSignedInPage } from '@tests/support/browser-suite';
import { apiCall, createSignedInUser, withPageDiagnosis } from '@tests/support/e2e';

const SHOTS = '/tmp/shots/ledger-list';
const TX = '/api/portfolios/transactions/';
type Strings = typeof en;

// A sort, a search or a filter shows the pager's new place at once and the rows when the server has answered: on a
// busy machine that is more than expect.poll's default second.
const ANSWERED = { timeout: 15_000 };

const rows = (page: Page, narrow: boolean) =>
  narrow ? page.getByTestId('transaction-card') : page.getByTestId('transaction-row');

async function walk(page: Page, t: Strings, narrow: boolean, shot: (name: string) => Promise<void>) {
  const tr = t.portfolio.transactions;
  const pager = page.getByRole('navigation', { name: tr.pages });
  const range = (first: number, last: number, total: number, n: (x: number) => string) =>
    tr.range.replace('{{first}}', n(first)).replace('{{last}}', n(last)).replace('{{total}}', n(total));
  const fmt = new Intl.NumberFormat(t === en ? 'en-US' : 'ar-EG');
  const n = (x: number) => fmt.format(x);
  const poundName = t === en ? 'Gold pound' : 'جنيه ذهب';

  await page.goto('/dashboard/portfolio');
  await pager.getByText(range(1, 20, 25, n)).waitFor();
  expect(await rows(page, narrow).count()).toBe(20);
  await shot('first-page');

  await pager.getByRole('button', { name: tr.nextPage }).click();
  await pager.getByText(range(21, 25, 25, n)).waitFor();
  await expect.poll(() => rows(page, narrow).count(), ANSWERED).toBe(5);
  // The oldest row, the gold pound, is last.
  await expect.poll(() => rows(page, narrow).last().innerText(), ANSWERED).toContain(poundName);

  // Sorting goes back to the first page: the largest total (2 × 30,000 EGP, the pound) first.
  await page.getByRole('combobox', { name: tr.sortBy }).selectOption('-total');
  await pager.getByText(range(1, 20, 25, n)).waitFor();
  await expect.poll(() => rows(page, narrow).first().innerText(), ANSWERED).toContain(poundName);

  // A search by the asset's name in the page's language narrows to the pound, and the pager goes away.
  await page.getByRole('searchbox', { name: tr.search }).fill(t === en ? 'pound' : 'جنيه');
  await page.getByRole('button', { name: tr.searchButton, exact: true }).click();
  await expect.poll(() => rows(page, narrow).count(), ANSWERED).toBe(1);
  expect(await pager.count()).toBe(0);
  await shot('search');

  // Only sells: none match, and "Clear filters" brings the whole ledger back.
  await page.getByRole('combobox', { name: tr.typeFilter }).selectOption('sell');
  await page.getByText(tr.noMatch).waitFor();
  await shot('no-match');
  await page.getByRole('button', { name: tr.clearFilters }).click();
  await pager.getByText(range(1, 20, 25, n)).waitFor();
  expect(await page.getByRole('searchbox', { name: tr.search }).inputValue()).toBe('');
}

describeInBrowser('the transactions list of a long ledger', (suite) => {
  let tokens: { access: string; refresh: string };
  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    tokens = await createSignedInUser(suite.server);
    // 24 dollar purchases (1 to 24 USD, one a day in October) and one gold pound: 25 rows, two pages of 20.
    for (let i = 1; i <= 24; i++) {
      const day = String(i).padStart(2, '0');
      const r = await apiCall(suite.server, tokens.access, 'POST', TX, {
        transaction_type: 'buy',
        asset: 31,
        quantity: i,
        price: 48,
        timestamp: `2026-10-${day}T10:00:00Z`,
      });
      expect(r.status).toBe(201);
    }
    const pound = {
      transaction_type: 'buy',
      asset: 1,
      quantity: 2,
      price: 30000,
      timestamp: '2026-09-01T10:00:00Z',
    };
    expect((await apiCall(suite.server, tokens.access, 'POST', TX, pound)).status).toBe(201);
  }, 300_000);

  it.each([
    ['ar', 'phone', ar, { width: 390, height: 844 }, true],
    ['en', 'desktop', en, { width: 1280, height: 800 }, false],
  ] as const)(
    '%s on a %s',
    async (language, device, t, viewport, narrow) => {
      for (const theme of ['light', 'dark'] as const) {
        const { page, errors, context } = await openSignedInPage(suite, {
          language,
          theme,
          viewport,
          user: tokens,
        });
        const shot = async (name: string) => {
          if (theme === 'dark' && name !== 'first-page' && name !== 'search') return;
          await page.screenshot({
            path: `${SHOTS}/list-${name}-${language}-${device}-${theme}.png`,
            fullPage: true,
          });
        };
        await withPageDiagnosis(page, errors, () => walk(page, t as Strings, narrow, shot));
        expect(errors).toEqual([]);
        await context.close();
      }
    },
    240_000,
  );
});
