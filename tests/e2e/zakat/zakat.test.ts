// The zakat page against a real server (product §12): twelve gold pounds and 100 g of jewellery bought 400 days ago
// owe zakat on the pounds (jewellery exempt by default); counting the jewellery raises it; the calendar file
// downloads; marking as paid starts the next hawl. English on a desktop, Arabic on a phone.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ZakatResponse } from '@contract/zakat';
import ar from '@locales/ar.json';
import { describeInBrowser, openSignedInPage } from '@tests/support/browser-suite';
import {
  apiCall,
  createSignedInUser,
  recordSnapshot,
  recordTransactions,
  withPageDiagnosis,
} from '@tests/support/e2e';
import { now } from '../dashboard/price-snapshots';
import { recordPrices, userWithGold } from './zakat-setup';

describeInBrowser('Zakat page in Chromium', (suite) => {
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    await recordPrices(suite.server);
  }, 180_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  async function open(language: 'ar' | 'en', viewport?: { width: number; height: number }) {
    const opened = await openSignedInPage(suite, {
      language,
      viewport,
      user: await userWithGold(suite.server),
    });
    contexts.push(opened.context);
    return opened;
  }
  /** What the server computes for the user now (the due day's close comes from the reference price history). */
  const zakatOf = async (access: string) =>
    (await apiCall(suite.server, access, 'GET', '/api/zakat/')).body as ZakatResponse;
  /** A day as Arabic readers get it: Arabic-Indic digits, Arabic month names (Hijri with `-u-ca-islamic-umalqura`). */
  const arabicDay = (locale: string, day: Date) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(day);
  const money = (value: number) =>
    new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

  it('owes zakat on the pounds, counts the jewellery when asked, downloads the reminder, records the payment (English, desktop)', async () => {
    const { page, errors, user } = await open('en');
    const owed = await zakatOf(user.access);
    expect(owed.hawl.state).toBe('due');
    // 2.5 % of the pounds' value at the due day's close; the jewellery is exempt by default.
    expect(owed.amount_due).toBeCloseTo(owed.value_on_due! * 0.025, 2);
    expect(owed.items.find((i) => i.asset_code === 'jewellery_21k')?.included).toBe(false);
    await page.goto('/dashboard');
    // From the side navigation, like a person.
    await page.getByRole('link', { name: 'Zakat' }).first().click();
    await page.waitForURL('**/dashboard/zakat');
    await withPageDiagnosis(page, errors, async () => {
      await page.getByRole('heading', { level: 1, name: 'Zakat' }).waitFor({ timeout: 60_000 });
      // Due one Hijri year after the purchase, valued at that day's close.
      await expect
        .poll(() => text(page, 'zakat-amount-value'), { timeout: 15_000 })
        .toBe(`${money(owed.amount_due)}EGP`);
      expect(await text(page, 'zakat-amount')).toContain(`2.5 % of ${money(owed.value_on_due!)}EGP`);
      // Nisab today: 85 g × 6,081.47.
      expect(await text(page, 'zakat-nisab-value')).toBe('516,924.95EGP');
      expect(await text(page, 'zakat-item-jewellery_21k')).toContain('Not counted');
      expect(await text(page, 'zakat-item-jewellery_21k')).toContain('100 g');
      expect(await text(page, 'zakat-disclaimer')).toContain('with the nisab at 85 g of 21 karat gold');
      expect(await text(page, 'zakat-due-on')).toMatch(/^Due.+ AH · \w+ \d+, \d{4}$/);

      await page.getByRole('combobox', { name: 'Worn jewellery' }).selectOption('included');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Zakat settings saved').waitFor();
      // The jewellery joins at the due day's close: more is due, and the page shows the server's figure.
      const withJewellery = await zakatOf(user.access);
      expect(withJewellery.amount_due).toBeGreaterThan(owed.amount_due);
      await expect.poll(() => text(page, 'zakat-amount-value')).toBe(`${money(withJewellery.amount_due)}EGP`);
      expect(await text(page, 'zakat-item-jewellery_21k')).toContain('Counted');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Add to calendar' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('zakat-reminder.ics');
      const ics = await readFile((await file.path())!, 'utf8');
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(ics).toContain('DTSTART;VALUE=DATE:');
      expect(ics.replace(/\r\n /g, '')).toContain(
        `Approximate amount: EGP ${withJewellery.amount_due.toFixed(2)}`,
      );

      // The amount paid is prefilled with the amount due.
      expect(await page.getByRole('textbox', { name: 'Amount paid' }).inputValue()).toBe(
        String(withJewellery.amount_due),
      );
      // The day paid is the app's typed date field: the order to type, and the day said in words.
      const paidOn = page.getByRole('textbox', { name: 'Paid on' });
      expect(await paidOn.getAttribute('placeholder')).toBe('MM/DD/YYYY');
      expect(await paidOn.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      await expect
        .poll(() => page.getByTestId('date-echo').textContent())
        .toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      await page.getByRole('button', { name: 'Mark as paid' }).click();
      await page.getByText('Zakat payment recorded').waitFor();
      // Product §12: the year owed is settled; what remains is the year under way, "if it ended today".
      await expect.poll(() => text(page, 'zakat-amount')).toContain('If your year ended today');
      expect(await text(page, 'zakat-payments')).toContain(`${money(withJewellery.amount_due)}EGP`);
      expect((await zakatOf(user.access)).hawl.started_on).toBe(withJewellery.hawl.due_on);
      expect(await page.getByRole('button', { name: 'Mark as paid' }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }, 180_000);

  it('shows Arabic dates and takes cash typed with Arabic digits (Arabic, phone)', async () => {
    const { page, errors, user } = await open('ar', { width: 390, height: 844 });
    const owed = await zakatOf(user.access);
    await page.goto('/dashboard/zakat');
    await withPageDiagnosis(page, errors, async () => {
      await page.getByRole('heading', { level: 1, name: 'الزكاة' }).waitFor({ timeout: 60_000 });
      // Amounts keep en-US digits in Arabic (product §9).
      await expect
        .poll(() => text(page, 'zakat-amount-value'), { timeout: 15_000 })
        .toBe(`${money(owed.amount_due)}ج.م`);
      // Hijri first, then Gregorian: Arabic-Indic digits, Arabic month names (the year under way, product §12).
      const dueOn = new Date(`${owed.current.due_on}T12:00:00Z`);
      expect(await text(page, 'zakat-due-on')).toBe(
        `يحلّ${arabicDay('ar-EG-u-ca-islamic-umalqura', dueOn)}، ${arabicDay('ar-EG', dueOn)}`,
      );
      expect(await text(page, 'zakat-due-on')).not.toMatch(/\d/);
      expect(await text(page, 'zakat-zakatable-value')).toBe('583,821.12ج.م');

      const cash = page.getByRole('textbox', { name: 'النقد في اليد وفي البنك' });
      await cash.fill('١٠٠٬٠٠٠');
      await page.getByRole('button', { name: 'حفظ الإعدادات' }).click();
      await page.getByText('تم حفظ إعدادات الزكاة').waitFor();
      // 12 pounds × 48,651.76 + 100,000 cash.
      await expect.poll(() => text(page, 'zakat-zakatable-value')).toBe('683,821.12ج.م');
      expect(await cash.inputValue()).toBe('100000');

      // The day paid is the app's typed date field: the order to type in Arabic, and the day in Arabic words.
      const paidOn = page.getByRole('textbox', { name: 'تاريخ الإخراج' });
      expect(await paidOn.getAttribute('placeholder')).toBe(ar.datePicker.placeholder);
      await expect
        .poll(() => page.getByTestId('date-echo').textContent())
        .toBe(arabicDay('ar-EG', new Date(`${owed.as_of}T12:00:00Z`)));
      await page.getByRole('button', { name: 'تم الإخراج' }).click();
      await page.getByText('تم تسجيل إخراج الزكاة').waitFor();
      await expect
        .poll(() => text(page, 'zakat-payments'))
        .toContain(arabicDay('ar-EG', new Date(`${owed.as_of}T12:00:00Z`)));
      expect(errors).toEqual([]);
    });
  }, 180_000);

  it('counts silver, and on the lower (Hanafi) basis a silver saver below the gold nisab reaches the silver one (Arabic, phone)', async () => {
    // Silver quoted now: 999 at 100 a gram (a dealer's buying price), 925 at 92.5. The silver nisab is 595 × 100 =
    // 59,500; the 21k gold nisab 85 × 6,081.47 = 516,924.95.
    await recordSnapshot(suite.server, {
      ...now(new Date(Date.now() - 30_000)),
      silver_prices: {
        silver_999_buy: 100,
        silver_999_sell: 103,
        silver_925_buy: 92.5,
        silver_925_sell: 95.28,
        silver_ounce_price: 60,
      },
    });
    const user = await createSignedInUser(suite.server);
    const yesterday = `${new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10)}T12:00:00Z`;
    await recordTransactions(suite.server, user.access, [['silver_bar_100g', 7, 9_800, yesterday]]);
    const opened = await openSignedInPage(suite, {
      language: 'ar',
      theme: 'dark',
      viewport: { width: 390, height: 844 },
      user,
    });
    contexts.push(opened.context);
    const { page, errors } = opened;
    const z = ar.zakat;
    await page.goto('/dashboard/zakat');
    await withPageDiagnosis(page, errors, async () => {
      await page.getByRole('heading', { level: 1, name: z.title }).waitFor({ timeout: 60_000 });
      // Seven 100 g bars at 100 a gram count toward the zakatable wealth; on the 21k basis it is below the nisab.
      await expect.poll(() => text(page, 'zakat-zakatable-value')).toBe('70,000.00ج.م');
      expect(await text(page, 'zakat-nisab-weight')).toBe(
        z.nisab.weight.replace('{{grams}}', '85').replace('{{karat}}', '21'),
      );
      expect(await text(page, 'zakat-nisab')).toContain(z.nisab.notReached);

      // The lower basis, with its note naming who holds it, in the settings.
      await page.getByRole('combobox', { name: z.settings.nisabBasis.label }).selectOption('lower');
      expect(await page.getByText(z.settings.nisabBasis.notes.lower).isVisible()).toBe(true);
      await page.getByRole('button', { name: z.settings.save }).click();
      await expect
        .poll(() => text(page, 'zakat-nisab-weight'))
        .toBe(z.nisab.weightSilver.replace('{{grams}}', '595'));
      expect(await text(page, 'zakat-nisab-value')).toBe('59,500.00ج.م');
      expect(await text(page, 'zakat-nisab')).toContain(z.nisab.reached);
      const settings = (await zakatOf(user.access)).settings;
      expect(settings.nisab_basis).toBe('lower');
    });
    expect(errors).toEqual([]);
  }, 180_000);
});
