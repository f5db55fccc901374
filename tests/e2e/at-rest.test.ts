// A page that has loaded rests: no animation keeps turning once the data is in, on a phone or on a wide screen. An
// endless animation, even one below the fold where nobody sees it, has the browser draw a frame ten or more times
// a second for as long as the page stays open: a phone's battery and main thread pay for it (docs/performance.md).
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createSignedInUser, openPage, recordTransactions } from '@tests/support/e2e';
import {
  describeInBrowser,
  SIGNED_IN_PAGES,
  SIGNED_OUT_PAGES,
  visitLoaded,
} from '@tests/support/browser-suite';

const SCREENS = { phone: { width: 412, height: 823 }, 'wide screen': { width: 1280, height: 800 } };

/** The endless animations still running on the page, each named by its element, once the page has loaded. */
async function endlessAnimations(page: Page, path: string): Promise<string[]> {
  await visitLoaded(page, path);
  // What a page still fetches or starts just after its first view has a moment to finish.
  await page.waitForTimeout(1_000);
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    (where) =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations === Infinity)
        .map((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          const name = a instanceof CSSAnimation ? a.animationName : 'a script animation';
          return `${where}: ${name} on ${target ? `${target.tagName.toLowerCase()}.${target.className}` : '?'}`;
        }),
    path,
  );
}

describeInBrowser('every page rests once it has loaded', (suite) => {
  for (const [screen, viewport] of Object.entries(SCREENS)) {
    it(`${screen}: the signed-out pages`, async () => {
      const { page, context } = await openPage(suite.browser, suite.server.url, { viewport });
      const found: string[] = [];
      for (const path of SIGNED_OUT_PAGES) found.push(...(await endlessAnimations(page, path)));
      await context.close();
      expect(found).toEqual([]);
    }, 60_000);

    it(`${screen}: the signed-in pages, with holdings and a chart`, async () => {
      const user = await createSignedInUser(suite.server);
      await recordTransactions(suite.server, user.access, [
        ['gram_21k', 10, 3400, '2025-10-05T12:00:00.000Z'],
        ['pound_full', 1, 25000, '2025-11-01T12:00:00.000Z'],
        ['usd', 200, 48, '2026-01-10T12:00:00.000Z'],
      ]);
      const { page, context } = await openPage(suite.browser, suite.server.url, { viewport, tokens: user });
      const found: string[] = [];
      for (const path of SIGNED_IN_PAGES) found.push(...(await endlessAnimations(page, path)));
      await context.close();
      expect(found).toEqual([]);
    }, 120_000);
  }
});
