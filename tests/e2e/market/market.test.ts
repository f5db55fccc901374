// The Market page against a real server (architecture §4.2): a snapshot recorded with the admin command appears on the page
// exactly, in both languages, with its time in Cairo time; the reference prices before it; privacy mode blurs.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { withPageDiagnosis } from '@tests/support/e2e';
import { describeInBrowser, openSignedInPage } from '@tests/support/browser-suite';

const SNAPSHOT = fileURLToPath(new URL('./market-snapshot.json', import.meta.url));

/** Every line of the recorded snapshot as the page must show it (figures en-US in both languages). */
const expected = {
  en: {
    heading: 'Market',
    subtitle: 'Latest gold prices and official currency rates',
    lastUpdated: 'Last updated: November 21, 2026 at 10:30 AM (Cairo time)',
    karats: {
      24: '24 karat6,950.25EGP7,020.50EGP',
      21: '21 karat6,081.47EGP6,142.94EGP',
      18: '18 karat5,212.69EGP5,265.38EGP',
      14: '14 karat4,054.31EGP4,095.29EGP',
    },
    pound: 'Gold pound8 g of 21 karat48,651.76EGP',
    ounce: 'Global ounce priceOne troy ounce, in US dollars4,173.60USD',
    rates: {
      USD: 'USDUS Dollar52.0502EGP',
      EUR: 'EUREuro59.4321EGP',
      GBP: 'GBPBritish Pound68.9052EGP',
      SAR: 'SARSaudi Riyal13.8801EGP',
      AED: 'AEDUAE Dirham14.173EGP',
      KWD: 'KWDKuwaiti Dinar168.604EGP',
      CAD: 'CADCanadian Dollar36.6851EGP',
      CHF: 'CHFSwiss Franc62.4575EGP',
      JPY: 'JPYJapanese Yen0.3312EGP',
      CNY: 'CNYChinese Yuan7.7597EGP',
      AUD: 'AUDAustralian Dollar36.5329EGP',
    },
  },
  ar: {
    heading: 'السوق',
    subtitle: 'أحدث أسعار الذهب وأسعار الصرف الرسمية للعملات',
    // product §9: Arabic-Indic digits, Arabic month, 12-hour clock with ص.
    lastUpdated: 'آخر تحديث: ٢١ نوفمبر ٢٠٢٦ في ١٠:٣٠ ص (بتوقيت القاهرة)',
    karats: {
      24: 'عيار 246,950.25ج.م7,020.50ج.م',
      21: 'عيار 216,081.47ج.م6,142.94ج.م',
      18: 'عيار 185,212.69ج.م5,265.38ج.م',
      14: 'عيار 144,054.31ج.م4,095.29ج.م',
    },
    pound: 'الجنيه الذهب8 جرامات من عيار 2148,651.76ج.م',
    ounce: 'سعر الأوقية عالميًاأوقية واحدة بالدولار الأمريكي4,173.60دولار',
    rates: {
      USD: 'USDدولار أمريكي52.0502ج.م',
      EUR: 'EURيورو59.4321ج.م',
      GBP: 'GBPجنيه إسترليني68.9052ج.م',
      SAR: 'SARريال سعودي13.8801ج.م',
      AED: 'AEDدرهم إماراتي14.173ج.م',
      KWD: 'KWDدينار كويتي168.604ج.م',
      CAD: 'CADدولار كندي36.6851ج.م',
      CHF: 'CHFفرنك سويسري62.4575ج.م',
      JPY: 'JPYين ياباني0.3312ج.م',
      CNY: 'CNYيوان صيني7.7597ج.م',
      AUD: 'AUDدولار أسترالي36.5329ج.م',
    },
  },
} as const;

describeInBrowser('Market page in Chromium', (suite) => {
  // One signed-in tab for the whole file: refresh tokens rotate, so two tabs seeded with one token would sign
  // each other out.
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  const text = (testId: string) => page.getByTestId(testId).textContent();
  /** A row's text without the daily changes under its prices (those depend on the close before; checked apart). */
  const pricesOf = (testId: string) =>
    page.getByTestId(testId).evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[data-testid^="change-"]').forEach((change) => change.remove());
      return copy.textContent;
    });
  /** Opens the Market page in a language; on failure, says what the page showed. */
  async function visit(language: 'ar' | 'en', walk: () => Promise<void>) {
    errors.length = 0;
    await page.evaluate((l) => localStorage.setItem('i18nextLng', l), language);
    await page.goto('/dashboard/market');
    await withPageDiagnosis(page, errors, walk);
  }

  beforeAll(async () => {
    ({ context, page, errors } = await openSignedInPage(suite, { language: 'en' }));
    // A fresh server compresses each asset on its first request: load the page once before timing anything.
    await page.goto('/dashboard/market');
    await page.getByTestId('market-karat-24').waitFor({ timeout: 150_000 });
  });
  afterAll(async () => {
    await context?.close();
  });
  beforeEach(async () => {
    await page.unrouteAll();
  });

  it('shows the reference prices of a fresh installation with their true date', async () => {
    await visit('en', async () => {
      await page.getByRole('heading', { level: 1, name: 'Market' }).waitFor();
      await page.getByTestId('market-karat-24').waitFor();
      const api = (await (await fetch(`${suite.server.url}/api/prices/market/`)).json()) as {
        last_updated: string;
      };
      const shown = await text('market-last-updated');
      expect(shown).toMatch(
        /^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM) \(Cairo time\)$/,
      );
      // The page shows the data's own day in Cairo, not today.
      const day = new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Cairo', dateStyle: 'long' }).format(
        new Date(api.last_updated),
      );
      expect(shown).toContain(day);
      expect(errors).toEqual([]);
    });
  });

  it('shows exactly the snapshot recorded with the admin command, in English and in Arabic', async () => {
    const recorded = await suite.server.admin(['prices:record', SNAPSHOT]);
    expect(recorded.code, recorded.stdout + recorded.stderr).toBe(0);
    expect(recorded.stdout).toContain('Stored snapshot');

    for (const language of ['en', 'ar'] as const) {
      const want = expected[language];
      await visit(language, async () => {
        await page.getByRole('heading', { level: 1, name: want.heading }).waitFor();
        await page.getByText(want.subtitle).waitFor();
        await expect.poll(() => text('market-last-updated'), { timeout: 15_000 }).toBe(want.lastUpdated);
        expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        for (const [karat, line] of Object.entries(want.karats)) {
          expect(await pricesOf(`market-karat-${karat}`)).toBe(line);
        }
        expect(await pricesOf('market-gold-pound')).toBe(want.pound);
        expect(await pricesOf('market-gold-ounce')).toBe(want.ounce);
        for (const [code, line] of Object.entries(want.rates))
          expect(await pricesOf(`market-rate-${code}`)).toBe(line);
        expect(errors).toEqual([]);
      });
    }
  });

  it('leaves out the 14 karat row and the pound and ounce lines when they are not quoted', async () => {
    const snapshot = JSON.parse(await readFile(SNAPSHOT, 'utf8'));
    delete snapshot.gold_prices.gold_14_buy;
    delete snapshot.gold_prices.gold_14_sell;
    snapshot.gold_prices.gold_pound_buy = 0;
    snapshot.gold_prices.gold_ounce_price = 0;
    snapshot.last_updated = '2026-11-21T18:05:00Z';
    const file = join(await mkdtemp(join(tmpdir(), 'dahabi-market-')), 'partial.json');
    await writeFile(file, JSON.stringify(snapshot));
    const recorded = await suite.server.admin(['prices:record', file]);
    expect(recorded.code, recorded.stdout + recorded.stderr).toBe(0);

    await visit('ar', async () => {
      // 18:05 UTC is 8:05 in the evening in Cairo: م.
      await expect
        .poll(() => text('market-last-updated'), { timeout: 15_000 })
        .toBe('آخر تحديث: ٢١ نوفمبر ٢٠٢٦ في ٨:٠٥ م (بتوقيت القاهرة)');
      expect(await page.locator('[data-testid^="market-karat-"]').count()).toBe(3);
      expect(await page.getByTestId('market-karat-14').count()).toBe(0);
      expect(await page.getByTestId('market-gold-pound').count()).toBe(0);
      expect(await page.getByTestId('market-gold-ounce').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it('blurs every amount in privacy mode', async () => {
    await visit('en', async () => {
      await page.getByTestId('market-karat-24').waitFor();
      await page.getByRole('button', { name: 'Hide amounts' }).click();
      const first = page.getByTestId('amount-value').first();
      await expect
        .poll(() => first.evaluate((el) => getComputedStyle(el).filter), { timeout: 5_000 })
        .toContain('blur');
      const filters = await page
        .getByTestId('amount-value')
        .evaluateAll((els) => els.map((el) => getComputedStyle(el).filter));
      // three karats × buy and sell, and eleven rates, and the daily change under each that has an earlier close
      const changes = await page.locator('[data-testid^="change-"]').count();
      expect(filters.length).toBe(3 * 2 + 11 + changes);
      expect(filters.every((f) => f.includes('blur'))).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it('offers a retry when the market cannot be loaded', async () => {
    let fail = true;
    await page.route('**/api/prices/market/', (route) =>
      fail
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"down"}' })
        : route.fallback(),
    );
    await visit('en', async () => {
      await page.getByText('Failed to load market data, please try again later').waitFor();
      fail = false;
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByTestId('market-karat-24').waitFor();
      expect(await page.getByText('Failed to load market data, please try again later').count()).toBe(0);
    });
  });
});
