// Product §17, in the language where it failed. Point 4: a month without any stored price (the bundled reference
// history ends on 29 September 2026; nothing was recorded last month) says so instead of showing a change, and each
// value names the day of the prices that valued it. Point 1: printed to A4 in either language and either theme, with
// or without background graphics, the report is dark text on a light page and every column of its tables is on the
// paper: each header is read back from the PDF's text.
import type { Report } from '@contract/reports';
import { beforeAll, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { describeInBrowser, openSignedInPage, type SignedInUser } from '@tests/support/browser-suite';
import {
  apiCall,
  createSignedInUser,
  recordSnapshot,
  recordTransactions,
  withPageDiagnosis,
} from '@tests/support/e2e';
import { formatGregorianDay } from '@/i18n/calendar-day';
import { now } from '../dashboard/price-snapshots';
import { letters, pdfText, printed } from './pdf-text';

const strings = { ar, en } as const;
const cairoDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(at);
/** `YYYY-MM` moved by `n` months. */
const monthOf = (month: string, n: number) => {
  const d = new Date(`${month}-15T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
};
const THIS_MONTH = cairoDay(new Date()).slice(0, 7);
const LAST_MONTH = monthOf(THIS_MONTH, -1);
const MONTH_BEFORE = monthOf(THIS_MONTH, -2);
const SHOTS = process.env.SHOTS_DIR;

/** Letters only, in one form: a PDF's text may hold Arabic in presentation forms and break lines anywhere. */
/** The lines a person reads, without the blank ones block elements leave between them. */
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describeInBrowser('Monthly report truths in Chromium (product §17)', (suite) => {
  let user: SignedInUser;

  beforeAll(async () => {
    // Prices now only: last month has none unless the reference history reached it (it ends on 29 September 2026).
    await recordSnapshot(suite.server, now(new Date(Date.now() - 60_000)));
    user = await createSignedInUser(suite.server);
    await recordTransactions(suite.server, user.access, [
      ['pound_full', 2, 48_500, `${MONTH_BEFORE}-05T12:00:00Z`],
      ['gram_21k', 10, 6_100, `${LAST_MONTH}-12T12:00:00Z`],
      ['gram_21k', 1, 6_000, `${THIS_MONTH}-01T12:00:00Z`],
      // a saver's ten-million-pound figures, as wide as a table's columns get
      ['gram_24k', 1_500, 6_900, `${THIS_MONTH}-01T12:00:00Z`],
      ['usd', 20_000, 52, `${THIS_MONTH}-01T12:00:00Z`],
    ]);
  });

  async function openReport(
    month: string,
    language: 'ar' | 'en',
    opts: { theme?: 'dark' | 'light'; width?: number } = {},
  ) {
    const opened = await openSignedInPage(suite, {
      user,
      language,
      theme: opts.theme,
      viewport: { width: opts.width ?? 1280, height: 900 },
      path: `/dashboard/reports/${month}`,
    });
    await opened.page.getByTestId('report').waitFor({ timeout: 150_000 });
    return opened;
  }

  it('a month without prices says so instead of a change, and names the prices of each value (Arabic, phone)', async () => {
    const api = (await apiCall(suite.server, user.access, 'GET', `/api/reports/${LAST_MONTH}/`))
      .body as Report;
    expect(api.prices_in_month).toBe(false);
    const t = strings.ar.reports;
    const day = (d: string) => formatGregorianDay(d, 'ar');
    const { page, errors, context } = await openReport(LAST_MONTH, 'ar', { theme: 'dark', width: 390 });
    await withPageDiagnosis(page, errors, async () => {
      const change = page.getByTestId('report-change').locator('..');
      expect(lines(await change.innerText())).toEqual([
        t.figures.change,
        t.figures.noPricesChange,
        t.figures.noPricesHint.replace('{{day}}', day(api.end_priced_on!)),
      ]);
      expect(await change.innerText()).not.toContain('0.00');
      expect(await page.getByTestId('report-start').locator('..').innerText()).toContain(
        t.figures.pricesOf.replace('{{day}}', day(api.start_priced_on!)),
      );
      expect(await page.getByTestId('report-end').locator('..').innerText()).toContain(
        t.figures.pricesOf.replace('{{day}}', day(api.end_priced_on!)),
      );
      // Each holding's card shows no change either.
      const card = page.getByTestId('report-holding-card').first();
      await card.getByRole('button').click();
      await expect.poll(() => card.innerText()).toContain(t.holdings.noChange);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/report-no-prices-ar-dark-phone.png`, fullPage: true });
    });
    await context.close();
  });

  it('a month with prices shows its change and the days of its prices (English, desktop)', async () => {
    const api = (await apiCall(suite.server, user.access, 'GET', `/api/reports/${THIS_MONTH}/`))
      .body as Report;
    expect(api.prices_in_month).toBe(true);
    const { page, errors, context } = await openReport(THIS_MONTH, 'en', { theme: 'light' });
    await withPageDiagnosis(page, errors, async () => {
      expect(await page.getByTestId('report-change').locator('..').innerText()).not.toContain(
        en.reports.figures.noPricesChange,
      );
      expect(await page.getByTestId('report-end').locator('..').innerText()).toContain(
        en.reports.figures.pricesOf.replace('{{day}}', formatGregorianDay(api.end_priced_on!, 'en')),
      );
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/report-prices-en-light-desktop.png`, fullPage: true });
    });
    await context.close();
  });

  // Printed from a phone (where the walk printed the Arabic report) and from a desktop.
  for (const language of ['ar', 'en'] as const)
    for (const [theme, device, width] of [
      ['dark', 'phone', 390],
      ['light', 'desktop', 1280],
      ['dark', 'desktop', 1280],
      ['light', 'phone', 390],
    ] as const)
      it(`prints on a light page with every column (${language}, ${theme}, ${device})`, async () => {
        const t = strings[language].reports;
        const headers = [
          t.holdings.asset,
          t.holdings.startQuantity,
          t.holdings.endQuantity,
          t.holdings.startValue,
          t.holdings.endValue,
          t.holdings.change,
          t.transactions.date,
          t.transactions.type,
          t.transactions.quantity,
          t.transactions.price,
          t.transactions.total,
        ];
        const { page, errors, context } = await openReport(THIS_MONTH, language, { theme, width });
        await withPageDiagnosis(page, errors, async () => {
          await page.emulateMedia({ media: 'print' });
          // Dark text on a light page, whatever the theme: no element of the report draws a dark background.
          const dark = await page.evaluate(() => {
            const luminance = (colour: string) => {
              const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
              return a === 0 ? null : (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
            };
            return [document.documentElement, ...document.body.querySelectorAll('*')]
              .filter((e) => e.checkVisibility())
              .flatMap((e) => {
                const style = getComputedStyle(e);
                const back = luminance(style.backgroundColor);
                const text = luminance(style.color);
                return (back !== null && back < 0.8) || (text !== null && text > 0.5)
                  ? [`${e.tagName}.${e.className} ${style.backgroundColor} ${style.color}`]
                  : [];
              });
          });
          expect(dark, dark.join('; ')).toEqual([]);
          for (const background of [false, true]) {
            const pdf = await page.pdf({
              format: 'A4',
              preferCSSPageSize: true,
              printBackground: background,
            });
            const text = letters(await pdfText(pdf));
            if (SHOTS) {
              const { writeFile } = await import('node:fs/promises');
              await writeFile(
                `${SHOTS}/report-${language}-${theme}-${device}${background ? '-background' : ''}.pdf`,
                pdf,
              );
            }
            const missing = headers.filter((header) => !printed(text, header));
            expect(missing, `background graphics ${background}`).toEqual([]);
          }
        });
        await context.close();
      });
});
