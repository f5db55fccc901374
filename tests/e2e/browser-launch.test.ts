// The browser every browser test and tool starts (scripts/lib/browser-app.ts): Debian's Chromium without its
// omnibox pop-up, whose renderer took about a second and a half of CPU per browser from the pages under test.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROWSER_UI_FEATURES,
  browserAvailable,
  launchBrowser,
  PLAYWRIGHT_DISABLED_FEATURES,
} from '../../scripts/lib/browser-app';

describe.skipIf(!browserAvailable())('the browser the tests start', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("is given one --disable-features, with Playwright's features and the omnibox pop-up's", async () => {
    const cdp = await browser.newBrowserCDPSession();
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    const pid = processInfo.find((process) => process.type === 'browser')!.id;
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    // Chromium reads one: a second means Playwright's own list is no longer PLAYWRIGHT_DISABLED_FEATURES.
    const disabling = args.filter((arg) => arg.startsWith('--disable-features='));
    expect(disabling).toHaveLength(1);
    expect(disabling[0]!.slice('--disable-features='.length).split(',')).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES]),
    );
  });

  it('runs no omnibox pop-up beside the page', async () => {
    const page = await browser.newPage();
    await page.goto('data:text/html,<h1>ذهبي</h1>');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    expect(targetInfos.some((target) => target.type === 'page')).toBe(true);
    expect(
      targetInfos.filter((target) => target.url.includes('omnibox')).map((target) => target.url),
    ).toEqual([]);
    await page.close();
  });
});
