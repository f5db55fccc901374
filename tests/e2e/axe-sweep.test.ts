// Every page, in both languages and both themes, passes axe with no violation of any impact: a person using a
// screen reader or a low-contrast screen gets the same product in Arabic as in English, in dark as in light.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { createSignedInUser, openPage, recordTransactions } from '@tests/support/e2e';
import {
  describeInBrowser,
  openAddTransactionDialog,
  SIGNED_IN_PAGES,
  SIGNED_OUT_PAGES,
  type SignedInUser,
  visitLoaded,
} from '@tests/support/browser-suite';

// An invitation link not valid: its signed-out page with the refusal (product §13).
const SIGNED_OUT = [...SIGNED_OUT_PAGES, '/invitations/not-a-real-token'];

/** Each violation as one readable line: the rule, its impact and the first elements it names. */
async function violations(page: Page, where: string): Promise<string[]> {
  // Colours are measured once every finite animation has ended: a dialog fading in is half transparent.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('; ')}`,
  );
}

/** The page as a person sees it once it has loaded, its theme and hover transitions settled. */
async function visit(page: Page, path: string): Promise<void> {
  await visitLoaded(page, path);
  // Theme and hover transitions settle before colours are measured.
  await page.waitForTimeout(300);
}

describeInBrowser('axe on every page, in Arabic and English, dark and light', (suite) => {
  // One person per browser context: refresh tokens rotate, so two contexts on one person's tokens sign each other out.
  async function personWithHoldings(): Promise<SignedInUser> {
    const user = await createSignedInUser(suite.server);
    await recordTransactions(suite.server, user.access, [
      ['gram_21k', 10, 3400, '2025-10-05T12:00:00.000Z'],
      ['pound_full', 1, 25000, '2025-11-01T12:00:00.000Z'],
      ['usd', 200, 48, '2026-01-10T12:00:00.000Z'],
    ]);
    return user;
  }

  for (const language of ['ar', 'en'] as const) {
    const t = language === 'ar' ? ar : en;
    for (const theme of ['dark', 'light'] as const) {
      it(`${language}, ${theme}: the signed-out pages`, async () => {
        const { page, context } = await openPage(suite.browser, suite.server.url, { language, theme });
        const found: string[] = [];
        for (const path of SIGNED_OUT) {
          await visit(page, path);
          found.push(...(await violations(page, path)));
        }
        await context.close();
        expect(found).toEqual([]);
      }, 120_000);

      it(`${language}, ${theme}: the signed-in pages and the transaction dialog`, async () => {
        const { page, context } = await openPage(suite.browser, suite.server.url, {
          language,
          theme,
          tokens: await personWithHoldings(),
        });
        const found: string[] = [];
        for (const path of SIGNED_IN_PAGES) {
          await visit(page, path);
          found.push(...(await violations(page, path)));
        }
        await visit(page, '/dashboard/portfolio');
        await openAddTransactionDialog(page, t);
        found.push(...(await violations(page, 'the transaction dialog')));
        await context.close();
        expect(found).toEqual([]);
      }, 240_000);
    }
  }
});
