// Product §10's small truths, in Arabic on a phone and in English on a desktop: one message is not shown twice (activation
// says it worked in its toast only, the page offering "Sign in" as its primary action; a wrong password is said once,
// in the red box, no toast repeating it); a signed-in person opening /login or
// /signup goes to the dashboard; a toast never covers the header's controls; the About page ticks only what is
// there today; the landing page's "or" stays on the line of the sign-in button it introduces.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import {
  addTransaction,
  describeInBrowser,
  openSignedInPage,
  type SignedInUser,
} from '@tests/support/browser-suite';
import {
  activationLinkFor,
  createSignedInUser,
  openPage,
  withPageDiagnosis,
  type OpenedPage,
} from '@tests/support/e2e';

type Strings = typeof en;

const configurations = [
  { language: 'ar', device: 'phone', t: ar as unknown as Strings, viewport: { width: 390, height: 844 } },
  { language: 'en', device: 'desktop', t: en, viewport: { width: 1280, height: 800 } },
] as const;
type Configuration = (typeof configurations)[number];

const toasts = '[data-scope="toast"][data-part="root"]';

/**
 * How many times the whole page says `text` (toasts included), once a toast would have shown: they appear within a
 * frame of the answer, and the toaster itself loads on the first one, so this waits for the network to settle first.
 */
async function occurrences(page: Page, text: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  return page.evaluate((wanted) => document.body.innerText.split(wanted).length - 1, text);
}

/**
 * Walks an opened page (a failing step's error shows the page's text), then closes it. The browser's console must
 * have said nothing but what `expected` lets through.
 */
async function walk(
  opened: Promise<OpenedPage>,
  steps: (page: Page) => Promise<void>,
  expected = (_error: string) => false,
) {
  const { page, context, errors } = await opened;
  await withPageDiagnosis(page, errors, () => steps(page));
  expect(errors.filter((error) => !expected(error))).toEqual([]);
  await context.close();
}

describeInBrowser('small truths (product §10)', (suite) => {
  let user: SignedInUser;
  beforeAll(async () => {
    user = await createSignedInUser(suite.server);
  });

  /** A page in the configuration's language and size, nobody signed in. */
  const anonymousPage = ({ language, viewport }: Configuration) =>
    openPage(suite.browser, suite.server.url, { language, viewport });
  /** The same, signed in as the file's user, at `path` when one is given. */
  const signedInPage = ({ language, viewport }: Configuration, path?: string) =>
    openSignedInPage(suite, { language, viewport, user, path });

  it.each(configurations)(
    '$language on a $device: activation says so once, in its toast, and the page offers a primary "Sign in"',
    async (configuration) => {
      const { language, t } = configuration;
      const email = `activate-${language}-${Date.now()}@example.com`;
      const signup = await fetch(`${suite.server.url}/auth/users/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Gold-Savings-2026', terms_accepted: true }),
      });
      expect(signup.status).toBe(201);
      const link = await activationLinkFor(suite.server, email);
      await walk(anonymousPage(configuration), async (page) => {
        await page.goto(new URL(link).pathname);
        await page.getByRole('button', { name: t.activation.activate }).click();
        // product §4: the success toast; the page beside it shows the next step, not the same words.
        await page.locator(toasts).getByText(t.activation.success).waitFor();
        const success = page.getByTestId('activation-success');
        await expect(occurrences(page, t.activation.success)).resolves.toBe(1);
        await success.getByRole('link', { name: t.activation.signIn }).click();
        await page.waitForURL((url) => url.pathname === '/login');
        await page.getByRole('textbox', { name: t.auth.email }).waitFor();
      });
    },
  );

  it.each(configurations)(
    '$language on a $device: a wrong password at /login is said once, in the red box, no toast repeating it',
    async (configuration) => {
      const { t } = configuration;
      await walk(
        anonymousPage(configuration),
        async (page) => {
          await page.goto('/login');
          await page.getByRole('textbox', { name: t.auth.email }).fill(user.email);
          await page.getByLabel(t.auth.password, { exact: true }).fill('Not-The-Password-1');
          await page.getByRole('button', { name: t.login.submit, exact: true }).click();
          await page.getByTestId('error-box').getByText(t.login.invalidCredentials).waitFor();
          await expect(occurrences(page, t.login.invalidCredentials)).resolves.toBe(1);
          expect(await page.locator(toasts).count()).toBe(0);
        },
        // the refused sign-in's own 401
        (error) => error.includes('401'),
      );
    },
  );

  it.each(configurations)(
    '$language on a $device: a signed-in person opening /login or /signup lands on the dashboard',
    async (configuration) => {
      const { t } = configuration;
      await walk(signedInPage(configuration), async (page) => {
        for (const path of ['/login', '/signup']) {
          await page.goto(path);
          await page.waitForURL((url) => url.pathname === '/dashboard');
          await page.getByRole('heading', { level: 1, name: t.dashboard.title }).waitFor();
        }
      });
    },
  );

  it.each(configurations)(
    "$language on a $device: a toast shows below the header and leaves the header's controls tappable",
    async (configuration) => {
      const { t } = configuration;
      await walk(signedInPage(configuration, '/dashboard/portfolio'), async (page) => {
        await addTransaction(page, t, {
          mainType: 'pounds',
          asset: 'pound_full',
          quantity: '1',
          price: '45,000',
        });
        const toast = page.locator(toasts).first();
        const header = await page.getByRole('banner').boundingBox();
        expect(header).toBeTruthy();
        // Where the toast comes to rest once its entry animation is over (it slides in from above; a fixed wait of
        // 500 ms read it mid-slide on a busy machine).
        await expect
          .poll(async () => (await toast.boundingBox())?.y ?? -1)
          .toBeGreaterThanOrEqual(header!.y + header!.height);
        // The header's controls still take a tap while it shows: the theme switch answers.
        expect(await toast.isVisible()).toBe(true);
        await page.getByRole('button', { name: t.preferences.useLightTheme }).click();
        await expect.poll(() => page.locator('html').getAttribute('class')).toContain('light');
      });
    },
  );

  it.each(configurations)(
    '$language on a $device: the About page ticks what is there today (everything since product §13: no Soon left)',
    async (configuration) => {
      const { t } = configuration;
      await walk(signedInPage(configuration, '/About'), async (page) => {
        const items = page
          .getByRole('heading', { name: t.about.offer.title })
          .locator('..')
          .getByRole('listitem');
        await items.first().waitFor();
        const offers = await items.evaluateAll(
          (lis, soon) =>
            lis.map((li) => ({
              soon: [...li.querySelectorAll('span')].some((s) => s.textContent === soon),
              mark: li.querySelector('[data-offer]')?.getAttribute('data-offer'),
            })),
          t.common.soon,
        );
        // product §13: the family portfolio was the last offer marked Soon.
        expect(offers.length).toBeGreaterThan(0);
        for (const offer of offers) expect(offer).toEqual({ soon: false, mark: 'available' });
      });
    },
  );

  it.each(configurations)(
    '$language on a $device: the landing page\'s "or" sits on the line of the sign-in button',
    async (configuration) => {
      const { t } = configuration;
      await walk(anonymousPage(configuration), async (page) => {
        await page.goto('/');
        const signIn = page.locator('main').getByRole('link', { name: t.landing.hero.signin, exact: true });
        const or = page.locator('main').getByText(t.landing.hero.or, { exact: true });
        const [a, b] = [await signIn.boundingBox(), await or.boundingBox()];
        expect(a && b).toBeTruthy();
        // The word's middle lies within the button's height: one line, whatever the width.
        const middle = b!.y + b!.height / 2;
        expect(middle).toBeGreaterThan(a!.y);
        expect(middle).toBeLessThan(a!.y + a!.height);
      });
    },
  );
});
