// The spec to the letter (docs/product.md) and the date field (product §10) in a real browser against a real server: the
// sign-up form while loading and its header on a phone, the honest resend on /activation-email-sent, the transaction
// row's date, and the purchase date field (a mistyped date kept and refused, the year grid, the week's first day).
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import {
  createSignedInUser,
  openPage,
  recordTransactions,
  withPageDiagnosis,
  type OpenedPage,
} from '@tests/support/e2e';
import { describeInBrowser, openSignedInPage } from '@tests/support/browser-suite';
import { sendSignupThatHangs } from './hanging-signup';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
type Viewport = typeof phone;

/** Walks an opened page (a failing step's error shows the page's text), then closes it. */
async function walk(opened: Promise<OpenedPage>, steps: (page: Page) => Promise<void>) {
  const { page, context, errors } = await opened;
  await withPageDiagnosis(page, errors, () => steps(page));
  await context.close();
}

describeInBrowser('the spec to the letter in Chromium', (suite) => {
  let user: Awaited<ReturnType<typeof createSignedInUser>>;

  beforeAll(async () => {
    user = await createSignedInUser(suite.server);
    await recordTransactions(suite.server, user.access, [['pound_full', 2, 27000, '2026-03-05T12:00:00Z']]);
  });

  /** A page in `language` at `viewport` size, nobody signed in. */
  const anonymousPage = (language: 'ar' | 'en', viewport: Viewport) =>
    openPage(suite.browser, suite.server.url, { language, viewport });
  /** The same, signed in as the file's user (who bought two gold pounds on 5 March 2026). */
  const signedInPage = (language: 'ar' | 'en', viewport: Viewport) =>
    openSignedInPage(suite, { language, viewport, user });
  it('ar, phone: the header keeps its way home, and loading disables every input and button (product §2)', async () => {
    await walk(anonymousPage('ar', phone), async (page) => {
      await page.goto('/signup');
      await page.getByRole('heading', { name: ar.signup.title }).waitFor();
      const home = page.getByTestId('back-home');
      expect(await home.getAttribute('aria-label')).toBe(ar.auth.backToHome);
      expect(await home.isVisible()).toBe(true);
      // The sign-up call never answers: the form stays loading.
      await sendSignupThatHangs(page, ar as unknown as typeof en, 'sara@example.com');
      const form = page.locator('form');
      await expect.poll(() => form.locator('input:not([disabled])').count()).toBe(0);
      expect(await form.locator('button:not([disabled])').count()).toBe(0);
      expect(await page.getByRole('button', { name: ar.signup.readMore }).isDisabled()).toBe(true);
      expect(await home.isVisible()).toBe(true);
    });
  });

  it('en, desktop: resend makes no call and says what to do instead (product §2, §7)', async () => {
    await walk(anonymousPage('en', desktop), async (page) => {
      await page.goto('/activation-email-sent');
      await page.getByRole('heading', { name: en.activationEmailSent.title }).waitFor();
      const calls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api') || request.url().includes('/auth/'))
          calls.push(request.url());
      });
      await page.getByRole('button', { name: en.activationEmailSent.resend }).click();
      await page.getByText(en.activationEmailSent.resendHelp).waitFor();
      expect(
        await page.getByRole('link', { name: en.activationEmailSent.signUpAgain }).getAttribute('href'),
      ).toBe('/signup');
      expect(calls).toEqual([]);
    });
  });

  for (const [language, viewport, date] of [
    ['en', desktop, '5 March 2026'],
    ['ar', phone, '٥ مارس ٢٠٢٦'],
  ] as const) {
    it(`${language}: a transaction's date reads day, full month, year (product §3)`, async () => {
      await walk(signedInPage(language, viewport), async (page) => {
        await page.goto('/dashboard/portfolio');
        const item = page.getByTestId(viewport === phone ? 'transaction-card' : 'transaction-row');
        await item.filter({ hasText: date }).first().waitFor();
      });
    });
  }

  async function openDateField(page: Page, strings: typeof en) {
    await page.goto('/dashboard/portfolio');
    await page.getByRole('button', { name: strings.portfolio.addTransaction, exact: true }).first().click();
    const dialog = page.getByTestId('transaction-dialog');
    const field = dialog.getByRole('textbox', { name: strings.transaction.purchaseDate });
    await field.waitFor();
    return { dialog, field };
  }

  it.each([
    { language: 'en', device: 'desktop', t: en, viewport: desktop },
    { language: 'ar', device: 'phone', t: ar as unknown as typeof en, viewport: phone },
  ] as const)(
    '$language, $device: a mistyped date stays and is refused with "Date input not valid." (product §5, product §10)',
    async ({ language, t, viewport }) => {
      await walk(signedInPage(language, viewport), async (page) => {
        const { dialog, field } = await openDateField(page, t);
        for (const typed of ['2026-03-10', '12/31/2099']) {
          await field.fill(typed);
          // Leaving the field (the calendar below it covers the next one on a phone).
          await field.press('Tab');
          expect(await field.inputValue()).toBe(typed);
          await dialog.getByText(t.transaction.dateInvalid).waitFor();
        }
      });
    },
  );

  it('ar, phone: the calendar starts on Saturday and shows a grid of 12 years, future ones too (product §9)', async () => {
    await walk(signedInPage('ar', phone), async (page) => {
      const { field } = await openDateField(page, ar as unknown as typeof en);
      await field.click();
      const calendar = page.locator('.dahabi-datepicker-calendar');
      await calendar.waitFor();
      expect(await calendar.locator('.react-datepicker__day-name').first().textContent()).toContain('السبت');
      await page.getByRole('button', { name: ar.datePicker.showYears }).click();
      const years = calendar.locator('.react-datepicker__year-text');
      expect(await years.count()).toBe(12);
      await calendar.locator('.react-datepicker__navigation--next').click();
      const next = await years.allTextContents();
      expect(next.map(Number).every((y) => y > new Date().getFullYear())).toBe(true);
    });
  });
});
