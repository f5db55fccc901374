// The Portfolio page and the transaction dialog in a real browser against a real server (product §2): buy 2 gold pounds,
// see the holding valued at the recorded price, edit the quantity, try to sell 3 and read "insufficient balance",
// delete with confirmation. In Arabic on a phone and in English on a desktop. Product §10's entry bullets on the way:
// both lists write "1.5 × 8 g pound", a sale says what is held on its date, the week starts on Saturday in Arabic,
// the back button closes the dialog, the delete confirmation names the transaction.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { CURRENCY_NAMES, type CurrencyCode } from '@contract/market';
import ar from '@locales/ar.json';
import { marketFixture } from '@tests/fixtures/machines/transaction-dialog';
import en from '@locales/en.json';
import {
  describeInBrowser,
  fillTransactionDialog,
  openAddTransactionDialog,
  openSignedInPage,
} from '@tests/support/browser-suite';
import { apiCall, withPageDiagnosis, type RunningServer } from '@tests/support/e2e';

/** EGP for one unit of each currency of product §9. */
const RATES: Record<CurrencyCode, number> = {
  USD: 48.5,
  EUR: 52.3,
  GBP: 61.05,
  SAR: 12.93,
  AED: 13.21,
  KWD: 157.9,
  CAD: 34.8,
  CHF: 55.12,
  JPY: 0.3215,
  CNY: 6.71,
  AUD: 31.4,
};

/** 21k at 4,000 (dealer buys) / 4,100 (dealer sells) EGP a gram: a gold pound (8 g of 21k) is worth 32,000 EGP. */
async function recordPrices(server: RunningServer) {
  const file = join(server.dataDir, 'prices.json');
  await writeFile(
    file,
    JSON.stringify({
      last_updated: new Date().toISOString(),
      gold_prices: marketFixture.gold_prices,
      currency_rates: Object.entries(RATES).map(([code, value]) => ({
        name: CURRENCY_NAMES[code as CurrencyCode],
        code,
        value,
      })),
    }),
  );
  const result = await server.admin(['prices:record', file]);
  expect(result.code, result.stdout + result.stderr).toBe(0);
}

type Strings = typeof en;

/** A quantity with its unit as both lists write it ("1.5 × 8 g pound"). */
const unit = (t: Strings, kind: 'pound' | 'ingot', quantity: string, grams: string) =>
  t.portfolio.units[kind].replace('{{quantity}}', quantity).replace('{{grams}}', grams);

/** The walk of product §2 through the page as a person does it. `narrow`: the lists are cards, opened by a tap. */
async function walkThrough(page: Page, t: Strings, narrow: boolean) {
  const dialog = page.getByTestId('transaction-dialog');
  const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).or(page.getByText(text));

  await page.goto('/dashboard/portfolio');
  await page.getByRole('heading', { level: 1, name: t.portfolio.title }).waitFor();
  await page.getByText(t.portfolio.assets.empty).waitFor();
  await page.getByText(t.portfolio.transactions.empty).waitFor();

  // Buy 2 gold pounds at 27,000 EGP each, dated today.
  await openAddTransactionDialog(page, t);
  await dialog.getByRole('button', { name: t.transaction.add, exact: true }).click();
  await dialog.getByText(t.errors.validation.allFieldsRequired).waitFor();
  await fillTransactionDialog(page, t, {
    mainType: 'pounds',
    asset: 'pound_full',
    quantity: '2',
    price: '27000',
  });
  await expect.poll(() => dialog.getByTestId('line-total').textContent()).toContain('54,000.00');
  await dialog.getByRole('button', { name: t.transaction.add, exact: true }).click();
  await toast(t.success.Add).first().waitFor();
  await dialog.waitFor({ state: 'detached' });

  // The holding, valued at the recorded price: 2 × 32,000.
  const holding = narrow ? page.getByTestId('holding-card').first() : page.getByTestId('holding-row').first();
  await holding.filter({ hasText: t.assets.pound_full }).waitFor();
  if (narrow) await holding.getByRole('button').first().click();
  await expect.poll(() => holding.textContent()).toContain('64,000.00');
  expect(await holding.textContent()).toContain('32,000.00');

  // Edit the quantity: 2 → 1.5.
  const purchase = narrow
    ? page.getByTestId('transaction-card').first()
    : page.getByTestId('transaction-row').first();
  if (narrow) await purchase.getByRole('button').first().click();
  await purchase.getByRole('button', { name: new RegExp(t.portfolio.transactions.edit) }).click();
  await dialog.getByRole('heading', { name: t.transaction.editTitle }).waitFor();
  expect(await dialog.getByRole('textbox', { name: t.transaction.subType }).inputValue()).toBe(
    t.assets.pound_full,
  );
  await dialog.getByRole('textbox', { name: t.transaction.quantity }).fill('1.5');
  await dialog.getByRole('button', { name: t.transaction.save, exact: true }).click();
  await toast(t.success.Update).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => holding.textContent()).toContain('48,000.00');
  // The holdings end with their totals row (product §10).
  await expect.poll(() => page.getByTestId('holdings-totals').textContent()).toContain('48,000.00');
  // The two lists name the type the same way and give the quantity its unit (product §10): "1.5 × 8 g pound".
  const inUnits = unit(t, 'pound', '1.5', '8');
  for (const list of [holding, purchase]) {
    await expect.poll(() => list.textContent()).toContain(inUnits);
    expect(await list.textContent()).toContain(t.portfolio.assets.types.gold);
  }

  // Try to sell 3: the server refuses, the toast says so in the page's language; the dialog stays open.
  await page.getByRole('button', { name: t.portfolio.addTransaction, exact: true }).click();
  await fillTransactionDialog(page, t, {
    type: 'sell',
    mainType: 'pounds',
    asset: 'pound_full',
    quantity: '3',
    price: '33000',
  });
  // A sale says how much of its item is held on its date (product §10): 1.5 pounds, less than the 3 typed.
  const held = dialog.getByTestId('held-quantity');
  await expect.poll(() => held.textContent()).toBe(t.sellHolding.short.replace('{{quantity}}', inUnits));
  expect(await held.getAttribute('role')).toBe('alert');
  const quantity = dialog.getByRole('textbox', { name: t.transaction.quantity });
  await quantity.fill('1');
  await expect.poll(() => held.textContent()).toBe(t.sellHolding.held.replace('{{quantity}}', inUnits));
  // The calendar's week starts on Saturday in Arabic, on Sunday in English.
  const saleDate = dialog.getByRole('textbox', { name: t.transaction.saleDate });
  await saleDate.click();
  const firstDay = page.locator('.dahabi-datepicker-calendar .react-datepicker__day-name').first();
  expect(await firstDay.textContent()).toMatch(t === en ? /^Su/ : /السبت/);
  await saleDate.press('Tab');
  await firstDay.waitFor({ state: 'detached' });
  await quantity.fill('3');
  await page.screenshot({ path: `/tmp/shots/sale-held-${narrow ? 'phone' : 'desktop'}.png` });
  await dialog.getByRole('button', { name: t.transaction.add, exact: true }).click();
  await toast(t.errors.insufficientBalance).first().waitFor();
  expect(await dialog.isVisible()).toBe(true);
  // The phone's back button closes the dialog and stays on the page (product §10).
  await page.goBack();
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/dashboard/portfolio');

  // Delete the purchase, confirming first.
  if (
    narrow &&
    !(await purchase.getByRole('button', { name: new RegExp(t.portfolio.transactions.edit) }).isVisible())
  ) {
    await purchase.getByRole('button').first().click();
  }
  await purchase.getByRole('button', { name: new RegExp(t.portfolio.transactions.edit) }).click();
  await dialog.getByRole('button', { name: t.transaction.delete, exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(t.transaction.deleteConfirm).waitFor();
  // The confirmation names the transaction (product §10): the purchase of 1.5 gold pounds.
  const subject = await confirm.getByTestId('delete-subject').textContent();
  expect(subject).toContain(t.assets.pound_full);
  expect(subject).toContain('1.5 ×');
  await page.screenshot({ path: `/tmp/shots/delete-confirmation-${narrow ? 'phone' : 'desktop'}.png` });
  await confirm.getByRole('button', { name: t.transaction.delete, exact: true }).click();
  await toast(t.success.Delete).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(t.portfolio.assets.empty).waitFor();
  await page.getByText(t.portfolio.transactions.empty).waitFor();
}

describeInBrowser(
  'portfolio in Chromium',
  (suite) => {
    beforeAll(() => recordPrices(suite.server));

    it('records, corrects, refuses and deletes in English on a desktop', async () => {
      const { page, errors, context } = await openSignedInPage(suite, {
        language: 'en',
        viewport: { width: 1280, height: 860 },
      });
      await withPageDiagnosis(page, errors, () => walkThrough(page, en, false));
      // The refused sale is the only error the console saw (the browser logs the 400 itself).
      expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
      await context.close();
    });

    it('records, corrects, refuses and deletes in Arabic on a phone, right-to-left', async () => {
      const { page, errors, context } = await openSignedInPage(suite, {
        language: 'ar',
        viewport: { width: 390, height: 844 },
      });
      await withPageDiagnosis(page, errors, async () => {
        await page.goto('/dashboard/portfolio');
        await page.getByRole('heading', { level: 1, name: ar.portfolio.title }).waitFor();
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        await walkThrough(page, ar as unknown as Strings, true);
      });
      expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
      await context.close();
    });

    it('stores the purchase date at 12:00 UTC (product §5)', async () => {
      const { page, context, user } = await openSignedInPage(suite, {
        language: 'en',
        path: '/dashboard/portfolio',
      });
      await openAddTransactionDialog(page, en);
      const dialog = await fillTransactionDialog(page, en, {
        mainType: 'grams',
        asset: 'gram_21k',
        quantity: '12.5',
        price: '3900',
      });
      const date = dialog.getByRole('textbox', { name: en.transaction.purchaseDate });
      await date.fill('03/10/2026');
      await date.press('Enter');
      await dialog.getByRole('button', { name: en.transaction.add, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('transaction-row').filter({ hasText: '10 March 2026' }).waitFor();
      const list = await apiCall(suite.server, user.access, 'GET', '/api/portfolios/transactions/');
      const [stored] = list.body as Array<{ timestamp: string; quantity: number; price: number }>;
      expect(new Date(stored!.timestamp).toISOString()).toBe('2026-03-10T12:00:00.000Z');
      expect([stored!.quantity, stored!.price]).toEqual([12.5, 3900]);
      await context.close();
    });
  },
  { env: { PRICE_PROVIDER: 'manual' }, ownBuild: true },
);
