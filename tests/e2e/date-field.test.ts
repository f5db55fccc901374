// Product §17, "a typed date is stored as a different day without warning", in a real browser against a real server.
// The field keeps the spec's MM/dd/yyyy (§5), so "05/09/2025" is 9 May: the dialog says so in words before saving
// ("٩ مايو ٢٠٢٥"), asks the person to check a date whose month and day could be swapped, and what it said is what is
// stored. "15/09/2025" is refused with the spec's message and the order to type. Arabic on a phone (dark) first, then
// English on a desktop (light).
import AxeBuilder from '@axe-core/playwright';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import {
  describeInBrowser,
  fillTransactionDialog,
  openAddTransactionDialog,
  openSignedInPage,
} from '@tests/support/browser-suite';
import { apiCall, withPageDiagnosis, type RunningServer } from '@tests/support/e2e';

type Strings = typeof en;
type StoredTransaction = { timestamp: string };

const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

async function storedDays(server: RunningServer, access: string): Promise<string[]> {
  const list = await apiCall(server, access, 'GET', '/api/portfolios/transactions/');
  expect(list.status).toBe(200);
  return (list.body as StoredTransaction[]).map((s) => s.timestamp.slice(0, 10));
}

/** Opens the add dialog for one gold pound at 45000 and types `date` into the date field, key by key. */
async function typeDate(page: Page, t: Strings, date: string) {
  await openAddTransactionDialog(page, t);
  const dialog = await fillTransactionDialog(page, t, {
    mainType: 'pounds',
    asset: 'pound_full',
    price: '45000',
  });
  const field = dialog.getByRole('textbox', { name: t.transaction.purchaseDate });
  await field.clear();
  await field.pressSequentially(date);
  await field.press('Tab');
  return dialog;
}

/** What a line of the date field says, without the invisible marks that keep a typed date left to right. */
async function says(dialog: Locator, testId: string): Promise<string | null> {
  const text = await dialog.getByTestId(testId).textContent();
  return text === null ? null : text.replace(/[\u2066-\u2069]/g, '');
}

/** The date field, its echo and its note pass axe (the note's colour included) in the page's theme. */
async function expectAccessibleDateField(page: Page) {
  const results = await new AxeBuilder({ page }).include('.dahabi-datepicker').analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

describeInBrowser(
  'the typed date in Chromium (product §17)',
  (suite) => {
    beforeAll(async () => {
      await mkdir(shotsDir, { recursive: true });
    });

    it('in Arabic on a phone, 05/09/2025 is echoed as ٩ مايو ٢٠٢٥ with a note to check, and stored as 9 May', async () => {
      const t = ar as unknown as Strings;
      const { page, errors, context, user } = await openSignedInPage(suite, {
        language: 'ar',
        theme: 'dark',
        viewport: phone,
      });
      await withPageDiagnosis(page, errors, async () => {
        await page.goto('/dashboard/portfolio');
        await page.getByRole('heading', { level: 1, name: t.portfolio.title }).waitFor();

        const dialog = await typeDate(page, t, '05/09/2025');
        const field = dialog.getByRole('textbox', { name: t.transaction.purchaseDate });
        expect(await field.getAttribute('placeholder')).toBe(t.datePicker.placeholder);
        await expect.poll(() => dialog.getByTestId('date-echo').textContent()).toBe('٩ مايو ٢٠٢٥');
        expect(await says(dialog, 'date-swap-note')).toBe(
          'تحقّق من الترتيب: الشهر 05 واليوم 09. لتاريخ ٥ سبتمبر ٢٠٢٥ اكتب 09/05/2025.',
        );
        // the echo and the note are the field's description: a screen reader reads them with it
        const description = await field.evaluate((input) =>
          (input.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        );
        expect(description).toContain('٩ مايو ٢٠٢٥');
        // Right to left, the sentence's full stop ends it at the far left, after the date to type (not inside it).
        const stopLeftOfDate = await dialog.getByTestId('date-swap-note').evaluate((note) => {
          const text = note.firstChild as Text;
          const at = (start: number, end: number) => {
            const range = document.createRange();
            range.setStart(text, start);
            range.setEnd(text, end);
            return range.getBoundingClientRect();
          };
          const content = text.data;
          const date = content.indexOf('09/05/2025');
          const stop = content.lastIndexOf('.');
          return at(stop, stop + 1).right <= at(date, date + 10).left + 1;
        });
        expect(stopLeftOfDate).toBe(true);
        await page.screenshot({ path: join(shotsDir, 'date-field-ar-dark-phone.png') });
        await expectAccessibleDateField(page);

        await dialog.getByRole('button', { name: t.transaction.add, exact: true }).click();
        await page.getByText(t.success.Add).first().waitFor();
        await dialog.waitFor({ state: 'detached' });
        // What the echo said is what is stored, and what the list shows.
        expect(await storedDays(suite.server, user.access)).toEqual(['2025-05-09']);
        await page.getByText('٩ مايو ٢٠٢٥').first().waitFor();

        // A day-first date is refused with the spec's message and the order to type, and nothing is saved.
        await typeDate(page, t, '15/09/2025');
        await dialog.getByText(t.transaction.dateInvalid).waitFor();
        expect(await says(dialog, 'date-order-hint')).toBe(
          'اكتب الشهر أولًا، ثم اليوم، ثم السنة. لتاريخ ١٥ سبتمبر ٢٠٢٥ اكتب 09/15/2025.',
        );
        expect(await dialog.getByTestId('date-echo').count()).toBe(0);
        await page.screenshot({ path: join(shotsDir, 'date-field-refused-ar-dark-phone.png') });
        await dialog.getByRole('button', { name: t.transaction.add, exact: true }).click();
        expect(await dialog.isVisible()).toBe(true);
        expect(await storedDays(suite.server, user.access)).toEqual(['2025-05-09']);
        await dialog.getByRole('button', { name: t.transaction.cancel, exact: true }).click();
        await dialog.waitFor({ state: 'detached' });

        // The list's date filters are the same field: the order in Arabic words, not the browser's "mm/dd/yyyy".
        const from = page.getByRole('textbox', { name: t.portfolio.transactions.from });
        expect(await from.getAttribute('placeholder')).toBe(t.datePicker.placeholder);
        await from.pressSequentially('05/10/2025');
        await from.press('Tab');
        await page.keyboard.press('Escape'); // the next field's calendar, opened by Tab
        const controls = page.getByTestId('transaction-controls');
        await expect.poll(() => controls.getByTestId('date-echo').textContent()).toBe('١٠ مايو ٢٠٢٥');
        await controls.getByTestId('date-swap-note').waitFor();
        await from.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(shotsDir, 'date-filter-ar-dark-phone.png') });
        // from 10 May, the purchase of 9 May is no longer listed
        await page.getByText('٩ مايو ٢٠٢٥').first().waitFor({ state: 'detached' });
      });
      expect(errors).toEqual([]);
      await context.close();
    });

    it('in English on a desktop, 05/09/2025 is echoed as 9 May 2025 with the same note; "Use 5 September 2025" stores 5 September', async () => {
      const { page, errors, context, user } = await openSignedInPage(suite, {
        language: 'en',
        theme: 'light',
        viewport: desktop,
      });
      await withPageDiagnosis(page, errors, async () => {
        await page.goto('/dashboard/portfolio');
        await page.getByRole('heading', { level: 1, name: en.portfolio.title }).waitFor();
        const dialog = await typeDate(page, en, '05/09/2025');
        await expect.poll(() => dialog.getByTestId('date-echo').textContent()).toBe('9 May 2025');
        expect(await says(dialog, 'date-swap-note')).toBe(
          'Check the order: month 05, day 09. For 5 September 2025, type 09/05/2025.',
        );
        await page.screenshot({ path: join(shotsDir, 'date-field-en-light-desktop.png') });
        await expectAccessibleDateField(page);
        // The note offers the other day in one tap; the echo follows, and the note goes.
        await dialog.getByRole('button', { name: 'Use 5 September 2025' }).click();
        await expect.poll(() => dialog.getByTestId('date-echo').textContent()).toBe('5 September 2025');
        expect(await dialog.getByTestId('date-swap-note').count()).toBe(0);
        const field = dialog.getByRole('textbox', { name: en.transaction.purchaseDate });
        expect(await field.inputValue()).toBe('09/05/2025');
        await dialog.getByRole('button', { name: en.transaction.add, exact: true }).click();
        await page.getByText(en.success.Add).first().waitFor();
        expect(await storedDays(suite.server, user.access)).toEqual(['2025-09-05']);
      });
      expect(errors).toEqual([]);
      await context.close();
    });
  },
  { ownBuild: true },
);
