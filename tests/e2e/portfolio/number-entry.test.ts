// Product §10, "entry that never records a wrong figure", in a real browser against a real server: a price typed with
// grouping commas (`45,000`, `٤٥٬٠٠٠`, `1,250,000`) is recorded as the figure the live total showed, and `1,5` or
// `-5`, `1e3`, `0.5.5` get a field error with nothing stored; "today's price" fills the market's. In Arabic on a
// phone and in English on a desktop, the comma case first.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import {
  describeInBrowser,
  fillTransactionDialog,
  openAddTransactionDialog,
  openSignedInPage,
} from '@tests/support/browser-suite';
import { apiCall, createSignedInUser, withPageDiagnosis, type RunningServer } from '@tests/support/e2e';

type Strings = typeof en;
type StoredTransaction = { quantity: number; price: number };

const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 860 };

/** Opens the add dialog and chooses a gold pound: what is left to type is the quantity and the price. */
async function openAddDialog(page: Page, t: Strings) {
  await openAddTransactionDialog(page, t);
  return fillTransactionDialog(page, t, { mainType: 'pounds', asset: 'pound_full' });
}

/** Types the price key by key, as a person does, so nothing is stripped or rewritten between keystrokes. */
async function typePrice(page: Page, t: Strings, text: string) {
  const price = page.getByTestId('transaction-dialog').getByRole('textbox', { name: t.transaction.price });
  await price.clear();
  await price.pressSequentially(text);
  expect(await price.inputValue()).toBe(text);
}

async function storedTransactions(server: RunningServer, access: string): Promise<StoredTransaction[]> {
  const list = await apiCall(server, access, 'GET', '/api/portfolios/transactions/');
  expect(list.status).toBe(200);
  return list.body as StoredTransaction[];
}

/** Buys one gold pound at a typed price: the live total and the stored price are both `expected`. */
async function buyAt(page: Page, t: Strings, typed: string, shown: string) {
  const dialog = await openAddDialog(page, t);
  await typePrice(page, t, typed);
  await expect.poll(() => dialog.getByTestId('line-total').textContent()).toContain(shown);
  await dialog.getByRole('button', { name: t.transaction.add, exact: true }).click();
  await page.getByText(t.success.Add).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** A price that cannot be read: the field says why, the total shows none, and Add sends nothing. */
async function refusePrice(page: Page, t: Strings, typed: string, message: string) {
  const dialog = page.getByTestId('transaction-dialog');
  await typePrice(page, t, typed);
  expect(await dialog.getByTestId('line-total').textContent()).toContain('—');
  await dialog.getByRole('button', { name: t.transaction.add, exact: true }).click();
  expect(await dialog.getByTestId('price-error').textContent()).toBe(message);
  expect(await dialog.getByRole('textbox', { name: t.transaction.price }).getAttribute('aria-invalid')).toBe(
    'true',
  );
  expect(await dialog.isVisible()).toBe(true);
}

/** Each malformed price refused with its own message; the page with the first refusal shot as `shot`. */
async function refuseMalformedPrices(page: Page, t: Strings, shot: string) {
  await refusePrice(page, t, '1,5', t.numberInput.ambiguousComma);
  await page.screenshot({ path: join(shotsDir, shot) });
  await refusePrice(page, t, '-5', t.numberInput.negative);
  await refusePrice(page, t, '1e3', t.numberInput.exponent);
  await refusePrice(page, t, '0.5.5', t.numberInput.multiplePoints);
}

/** "Use today's price": what a dealer sells a gold pound at today, 8 g of 21k at the market's selling price. */
async function useTodaysPrice(page: Page, t: Strings, server: RunningServer, access: string) {
  const market = await apiCall(server, access, 'GET', '/api/prices/market/');
  const { gold_21_sell } = (market.body as { gold_prices: { gold_21_sell: number } }).gold_prices;
  const dialog = page.getByTestId('transaction-dialog');
  await dialog.getByRole('button', { name: t.transaction.todayPrice }).click();
  const price = dialog.getByRole('textbox', { name: t.transaction.price });
  await expect.poll(() => price.inputValue()).toBe(String(Number((gold_21_sell * 8).toFixed(2))));
  expect(await dialog.getByTestId('price-error').count()).toBe(0);
}

describeInBrowser(
  'number entry in Chromium (product §10)',
  (suite) => {
    beforeAll(async () => {
      await mkdir(shotsDir, { recursive: true });
    });

    it('records 45,000 and ٤٥٬٠٠٠ as 45000 in Arabic on a phone; refuses 1,5 and -5 on the field', async () => {
      const { page, errors, context, user } = await openSignedInPage(suite, {
        language: 'ar',
        viewport: phone,
      });
      const t = ar as unknown as Strings;
      await withPageDiagnosis(page, errors, async () => {
        await page.goto('/dashboard');
        await page.goto('/dashboard/portfolio');
        await page.getByRole('heading', { level: 1, name: t.portfolio.title }).waitFor();
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

        await buyAt(page, t, '45,000', '45,000.00');
        expect((await storedTransactions(suite.server, user.access)).map((s) => s.price)).toEqual([45000]);
        await buyAt(page, t, '٤٥٬٠٠٠', '45,000.00');
        expect((await storedTransactions(suite.server, user.access)).map((s) => s.price)).toEqual([
          45000, 45000,
        ]);

        await openAddDialog(page, t);
        await refuseMalformedPrices(page, t, 'field-error-ar-dark-phone.png');
        expect(await storedTransactions(suite.server, user.access)).toHaveLength(2);
        await useTodaysPrice(page, t, suite.server, user.access);

        // The phone's back button closes the dialog and stays on the page; once closed, back leaves the page.
        const dialog = page.getByTestId('transaction-dialog');
        await page.goBack();
        await dialog.waitFor({ state: 'detached' });
        expect(new URL(page.url()).pathname).toBe('/dashboard/portfolio');
        // A sale's date is the sale date, not the purchase date.
        await openAddDialog(page, t);
        await dialog.getByRole('radio', { name: t.transaction.sell }).click();
        await dialog.getByRole('textbox', { name: t.transaction.saleDate }).waitFor();
        await dialog.getByRole('button', { name: t.transaction.cancel, exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/dashboard');
      });
      expect(errors).toEqual([]);
      await context.close();
    });

    it('records 1,250,000 as 1250000 in English on a desktop; refuses 1,5 and -5 on the field', async () => {
      const { page, errors, context, user } = await openSignedInPage(suite, {
        language: 'en',
        viewport: desktop,
      });
      await withPageDiagnosis(page, errors, async () => {
        await page.goto('/dashboard/portfolio');
        await page.getByRole('heading', { level: 1, name: en.portfolio.title }).waitFor();

        await buyAt(page, en, '1,250,000', '1,250,000.00');
        expect((await storedTransactions(suite.server, user.access)).map((s) => s.price)).toEqual([1250000]);

        await openAddDialog(page, en);
        await refuseMalformedPrices(page, en, 'field-error-en-dark-desktop.png');
        expect(await storedTransactions(suite.server, user.access)).toHaveLength(1);

        await useTodaysPrice(page, en, suite.server, user.access);
      });
      expect(errors).toEqual([]);
      await context.close();
    });

    it('puts a server refusal on its field, in both languages, instead of a toast', async () => {
      const user = await createSignedInUser(suite.server);
      for (const [language, t] of [
        ['en', en],
        ['ar', ar as unknown as Strings],
      ] as const) {
        const { page, errors, context } = await openSignedInPage(suite, {
          language,
          theme: 'light',
          viewport: language === 'ar' ? phone : desktop,
          user,
        });
        // The parser refuses whatever the server would, so the server's answer is played back as it would arrive.
        await page.route('**/api/portfolios/transactions/', (route) =>
          route.request().method() === 'POST'
            ? route.fulfill({
                status: 400,
                json: { quantity: ['Ensure that there are no more than 8 digits before the decimal point.'] },
              })
            : route.continue(),
        );
        await withPageDiagnosis(page, errors, async () => {
          await page.goto('/dashboard/portfolio');
          const dialog = await openAddDialog(page, t);
          await typePrice(page, t, '45,000');
          await dialog.getByRole('button', { name: t.transaction.add, exact: true }).click();
          await dialog.getByTestId('quantity-error').waitFor();
          expect(await dialog.getByTestId('quantity-error').textContent()).toBe(
            t.numberInput.tooManyIntegerDigits.replace('{{max}}', '8'),
          );
          expect(await page.getByText(t.errors.transaction).count()).toBe(0);
          // Light theme, both languages: the field error as a person sees it.
          await typePrice(page, t, '1,5');
          await dialog.getByRole('textbox', { name: t.transaction.quantity }).focus();
          await dialog.getByTestId('price-error').waitFor();
          await page.screenshot({ path: join(shotsDir, `field-error-${language}-light.png`) });
          // Changing the refused field answers the server's message.
          await dialog.getByRole('textbox', { name: t.transaction.quantity }).fill('2');
          expect(await dialog.getByTestId('quantity-error').count()).toBe(0);
        });
        expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
        await context.close();
      }
      expect(await storedTransactions(suite.server, user.access)).toHaveLength(0);
    });
  },
  { ownBuild: true },
);
