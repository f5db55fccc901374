// One-off screenshots of every auth screen (spa-auth). Run: node --import tsx tests/e2e/auth/shots.script.ts
import { launchBrowser, openPage, startServer } from '../../support/e2e';
import { SHOT_VIEWPORTS, shootPage, shotPath, shotViews } from '../../../scripts/lib/shot-views';

const out = '/tmp/spa-auth-shots';
const server = await startServer({ DIST_DIR: '/tmp/spa-auth-dist' });
const browser = await launchBrowser();
try {
  const routes: Array<[string, string, unknown?]> = [
    ['login', '/login'],
    ['signup', '/signup'],
    ['sent', '/activation-email-sent', { email: 'sara.ahmed@example.com' }],
    ['activate', '/activate/MQ/abc123'],
    ['terms', '/terms-and-conditions', { googleToken: 'x', userInfo: { email: 'sara.ahmed@gmail.com' } }],
  ];
  const only = process.argv[2];
  for (const view of shotViews({ desktop: { width: 1280, height: 860 }, phone: SHOT_VIEWPORTS.phone })) {
    const { page, context, errors } = await openPage(browser, server.url, view);
    for (const [name, path, state] of routes) {
      if (only && name !== only) continue;
      await page.goto(path);
      if (state) {
        // the router reads location.state from history.state.usr when the page loads
        await page.evaluate((s) => window.history.replaceState({ usr: s, key: 'shot', idx: 0 }, ''), state);
        await page.reload();
        // a tap before the app has taken the pre-rendered page over would be lost (ADR 011)
        await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      }
      await page.waitForSelector('main h1', { timeout: 15_000 });
      await shootPage(page, shotPath(out, name, view), { settleMs: 600 });
    }
    if (errors.length) console.log(view.language, view.theme, view.device, 'errors:', errors.slice(0, 5));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
