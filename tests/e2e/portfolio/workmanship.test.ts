// What a gold owner paid for the work (product §17), in Arabic on a 390×844 phone in the dark theme: a ring recorded
// with its workmanship and a gold pound with the maker's refund, through the dialog's "this price includes
// workmanship"; the holdings then split what was paid and say the break-even shop price, and the dashboard counts the
// wealth in grams of 21k.
import { beforeAll, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import {
  describeInBrowser,
  fillTransactionDialog,
  openAddTransactionDialog,
  openSignedInPage,
} from '@tests/support/browser-suite';
import { recordSnapshot, withPageDiagnosis } from '@tests/support/e2e';
import type en from '@locales/en.json';
import { now } from '../dashboard/price-snapshots';

const t = ar as unknown as typeof en;
const w = ar.transaction.workmanship;

describeInBrowser('Workmanship through the dialog, in Arabic on a phone, in Chromium', (suite) => {
  beforeAll(() => recordSnapshot(suite.server, now(new Date(Date.now() - 60_000))));

  it('records a ring with workmanship and a pound with a refund; the holdings split them; the wealth reads in grams', async () => {
    const { context, page, errors } = await openSignedInPage(suite, {
      language: 'ar',
      theme: 'dark',
      viewport: { width: 390, height: 844 },
    });
    try {
      await withPageDiagnosis(page, errors, async () => {
        await page.goto('/dashboard/portfolio');
        await page.getByRole('heading', { level: 1, name: ar.portfolio.title }).waitFor({ timeout: 60_000 });

        // A ring: 10 g of 21k at 6,500 a gram, of which 500 is workmanship.
        await openAddTransactionDialog(page, t);
        let dialog = await fillTransactionDialog(page, t, {
          mainType: 'jewellery',
          asset: 'jewellery_21k',
          quantity: '10',
          price: '6500',
        });
        await dialog.getByText(w.include).click();
        await dialog.getByRole('textbox', { name: w.label.jewellery }).fill('500');
        await expect
          .poll(() => dialog.getByTestId('workmanship-split').textContent())
          .toBe('ذهب 6,000 + مصنعية 500 للجرام');
        await dialog.getByRole('button', { name: ar.transaction.add, exact: true }).click();
        await dialog.waitFor({ state: 'detached' });

        // A gold pound at 50,000, of which 2,000 is workmanship, the maker refunding 1,000 on resale.
        await openAddTransactionDialog(page, t);
        dialog = await fillTransactionDialog(page, t, {
          mainType: 'pounds',
          asset: 'pound_full',
          quantity: '1',
          price: '50000',
        });
        await dialog.getByText(w.include).click();
        await dialog.getByRole('textbox', { name: w.label.pounds }).fill('2000');
        await dialog.getByRole('textbox', { name: w.refundLabel.pounds }).fill('1000');
        await expect
          .poll(() => dialog.getByTestId('workmanship-split').textContent())
          .toContain('ذهب 48,000 + مصنعية 2,000 للجنيه');
        await dialog.getByRole('button', { name: ar.transaction.add, exact: true }).click();
        await dialog.waitFor({ state: 'detached' });

        // The holdings, as cards on a phone: each gold card opens on what it is worth.
        const cards = page.getByTestId('holding-card');
        await cards.first().waitFor({ timeout: 60_000 });
        for (const name of [ar.assets.jewellery_21k, ar.assets.pound_full])
          await cards.filter({ hasText: name }).getByRole('button').first().click();
        const ring = page.getByTestId('holding-worth').filter({ hasText: '65,000.00' });
        await expect.poll(() => ring.getByTestId('worth-sentence').isVisible()).toBe(true);
        await expect
          .poll(() => ring.getByTestId('worth-sentence').textContent())
          .toMatch(/^المحل سيدفع [\d,.]+؛ دفعتَ 65,000\.00، منها 5,000\.00 مصنعية$/);
        // Break-even: what was paid, over the 10 grams.
        expect(await ring.textContent()).toContain(`${ar.portfolio.worth.breakEven}6,500.00`);
        const pound = page.getByTestId('holding-worth').filter({ hasText: '50,000.00' });
        expect(await pound.getByTestId('worth-sentence').isVisible()).toBe(true);
        expect(await pound.getByTestId('worth-sentence').textContent()).toMatch(
          /^المحل سيدفع [\d,.]+؛ دفعتَ 50,000\.00، منها 2,000\.00 مصنعية$/,
        );
        // The refund lowers the break-even below the price paid: 50,000 − 1,000.
        expect(await pound.textContent()).toContain(`${ar.portfolio.worth.breakEven}49,000.00`);

        // The dashboard counts the wealth in grams of 21k.
        await page.goto('/dashboard');
        const grams = page.locator('[data-unit="gold_21_grams"]');
        await grams.waitFor({ timeout: 60_000 });
        await grams.click();
        await expect
          .poll(() => page.getByTestId('card-total-value').textContent(), { timeout: 30_000 })
          .toContain(ar.dashboard.wealth.suffix.gold_21_grams);
        expect(errors).toEqual([]);
      });
    } finally {
      await context.close();
    }
  }, 300_000);
});
