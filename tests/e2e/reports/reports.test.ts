// Monthly reports end to end (product §14): a person with purchases in past months opens /dashboard/reports, lands on
// last month's report, sees its figures as the API computed them, and prints it to an A4 PDF with only the report on
// it (right to left in Arabic); the Settings switch turns the e-mail on.
import type { Report } from '@contract/reports';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { beforeAll, expect, it } from 'vitest';
import { describeInBrowser, openSignedInPage, type SignedInUser } from '@tests/support/browser-suite';
import {
  apiCall,
  createSignedInUser,
  recordSnapshot,
  recordTransactions,
  withPageDiagnosis,
} from '@tests/support/e2e';
import { before, now } from '../dashboard/price-snapshots';
import { letters, pdfText, printed as inPdf } from './pdf-text';

const cairoDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
/** `YYYY-MM` moved by `n` months. */
const monthOf = (month: string, n: number) => {
  const d = new Date(`${month}-15T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
};
const THIS_MONTH = cairoDay(new Date()).slice(0, 7);
const LAST_MONTH = monthOf(THIS_MONTH, -1);
const MONTH_BEFORE = monthOf(THIS_MONTH, -2);
const money = (n: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/** What page.pdf() wrote: its pages' sizes (points), read from the uncompressed page dictionaries. */
function pdfPages(pdf: Buffer): [number, number][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
}

describeInBrowser('Monthly reports in Chromium', (suite) => {
  let user: SignedInUser;

  beforeAll(async () => {
    // 21k at 6,000 in the month before last, 6,081.47 from the 10th of last month and now.
    await recordSnapshot(suite.server, before(new Date(`${MONTH_BEFORE}-20T12:00:00Z`)));
    await recordSnapshot(suite.server, now(new Date(`${LAST_MONTH}-10T12:00:00Z`)));
    await recordSnapshot(suite.server, now(new Date(Date.now() - 60_000)));
    user = await createSignedInUser(suite.server);
    await recordTransactions(suite.server, user.access, [
      ['pound_full', 2, 48_500, `${MONTH_BEFORE}-22T12:00:00Z`],
      ['gram_21k', 10, 6_100, `${LAST_MONTH}-12T12:00:00Z`],
    ]);
  });

  async function openReport(language: 'ar' | 'en', opts: { theme?: 'dark' | 'light'; width?: number } = {}) {
    const opened = await openSignedInPage(suite, {
      user,
      language,
      theme: opts.theme,
      viewport: { width: opts.width ?? 1280, height: 900 },
      path: '/dashboard/reports',
    });
    await opened.page.waitForURL(new RegExp(`/dashboard/reports/${LAST_MONTH}$`), { timeout: 150_000 });
    await opened.page.getByTestId('report').waitFor({ timeout: 30_000 });
    return opened;
  }

  it('opens last month’s report with the figures the API computed', async () => {
    const { page, errors, context } = await openReport('en');
    await withPageDiagnosis(page, errors, async () => {
      const api = (await apiCall(suite.server, user.access, 'GET', `/api/reports/${LAST_MONTH}/`))
        .body as Report;
      // Two pounds (16 g of 21k) at the last close before the month (the bundled history may have a later one than
      // ours); then 26 g at last month's close of 6,081.47.
      expect(api.start_value).toBeGreaterThan(16 * 5000);
      expect(api.end_value).toBe(Math.round(26 * 6081.47 * 100) / 100);
      expect(await page.getByTestId('report-start').textContent()).toContain(money(api.start_value));
      expect(await page.getByTestId('report-end').textContent()).toContain(money(api.end_value));
      expect(await page.getByTestId('report-change').textContent()).toContain(money(api.change));
      expect(await page.getByTestId('report-holding').count()).toBe(2);
      expect(await page.getByTestId('report-transaction').count()).toBe(1);
      // Another month from the list: the one before has the pounds' purchase.
      await page.getByRole('combobox', { name: 'Month' }).selectOption(MONTH_BEFORE);
      await page.waitForURL(new RegExp(`/dashboard/reports/${MONTH_BEFORE}$`));
      await expect.poll(() => page.getByTestId('report-start').textContent()).toContain('0.00');
      expect(await page.getByTestId('report-transaction').count()).toBe(1);
    });
    await context.close();
  });

  it('on a phone: cards that open on tap instead of tables, nothing scrolling sideways; the tables on paper', async () => {
    const { page, errors, context } = await openReport('ar', { width: 390 });
    await withPageDiagnosis(page, errors, async () => {
      const holdingCards = page.getByTestId('report-holding-card');
      const transactionCard = page.getByTestId('report-transaction-card');
      await holdingCards.first().waitFor();
      expect(await holdingCards.count()).toBe(2);
      expect(await transactionCard.count()).toBe(1);
      expect(await page.getByTestId('report-holding').first().isVisible()).toBe(false);
      expect(await page.getByTestId('report-transaction').first().isVisible()).toBe(false);
      // Nothing in the report is wider than its box: no table or figure to scroll sideways.
      const sideways = await page
        .getByTestId('report')
        .evaluate((report) =>
          [report, ...report.querySelectorAll('*')]
            .filter((e) => e.checkVisibility() && e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0)
            .map((e) => `${e.tagName}.${e.className}`),
        );
      expect(sideways).toEqual([]);
      // 10 g of 21k at 6,100: the card shows the total, and its price once opened.
      expect(await transactionCard.innerText()).toContain(money(61_000));
      expect(await transactionCard.getByText(money(6_100)).isVisible()).toBe(false);
      await transactionCard.getByRole('button').click();
      await expect.poll(() => transactionCard.getByText(money(6_100)).isVisible()).toBe(true);
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByTestId('report-holding').first().isVisible()).toBe(true);
      expect(await page.getByTestId('report-transaction').first().isVisible()).toBe(true);
      expect(await holdingCards.first().isVisible()).toBe(false);
    });
    await context.close();
  });

  for (const language of ['en', 'ar'] as const)
    it(`prints to an A4 PDF with only the report on it (${language})`, async () => {
      const { page, errors, context } = await openReport(language);
      await withPageDiagnosis(page, errors, async () => {
        await page.emulateMedia({ media: 'print' });
        // The report and its printed title; not the top bar, the navigation, the disclaimer or the controls.
        expect(await page.getByTestId('report').isVisible()).toBe(true);
        expect(await page.locator('.report-print-only').isVisible()).toBe(true);
        expect(await page.locator('#root > * header').first().isVisible()).toBe(false);
        expect(await page.locator('aside').isVisible()).toBe(false);
        expect(await page.locator('.report-no-print').first().isVisible()).toBe(false);
        expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        const api = (await apiCall(suite.server, user.access, 'GET', `/api/reports/${LAST_MONTH}/`))
          .body as Report;
        const printed = await page.locator('main').innerText();
        expect(printed).toContain(money(api.start_value));
        expect(printed).toContain(money(api.end_value));
        const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const pages = pdfPages(pdf);
        expect(pages.length).toBeGreaterThan(0);
        // A4 is 595.28 × 841.89 points (Chromium rounds to its CSS pixels: 594.96 × 841.92).
        for (const [width, height] of pages) {
          expect(Math.abs(width - 595.28)).toBeLessThan(1);
          expect(Math.abs(height - 841.89)).toBeLessThan(1);
        }
        // The PDF itself says what the page said: the month's start and end values, and the page number.
        const text = await pdfText(pdf);
        expect(text).toContain(money(api.start_value));
        expect(text).toContain(money(api.end_value));
        // Each page's number in words of the page's language ("صفحة 1 من 2"; a bare "1 / 2" reads backwards in Arabic).
        const strings = language === 'ar' ? ar : en;
        const pageOne = strings.reports.printedPage
          .replace('{{page}}', '1')
          .replace('{{pages}}', String(pages.length));
        expect(inPdf(letters(text), pageOne), `"${pageOne}" in the PDF`).toBe(true);
      });
      await context.close();
    });

  it('Settings: the monthly report e-mail is off until switched on', async () => {
    const { page, errors, context } = await openSignedInPage(suite, {
      user,
      language: 'en',
      path: '/dashboard/settings',
    });
    await withPageDiagnosis(page, errors, async () => {
      const toggle = page.getByRole('checkbox', { name: 'Monthly report by e-mail' });
      await toggle.waitFor({ state: 'attached', timeout: 150_000 });
      await expect.poll(() => toggle.isDisabled()).toBe(false);
      expect(await toggle.isChecked()).toBe(false);
      await page.getByText('Monthly report by e-mail').click();
      await expect
        .poll(() =>
          apiCall(suite.server, user.access, 'GET', '/api/users/me/notifications/').then((r) => r.body),
        )
        .toEqual({
          monthly_report: true,
        });
      expect(await toggle.isChecked()).toBe(true);
    });
    await context.close();
  });
});
