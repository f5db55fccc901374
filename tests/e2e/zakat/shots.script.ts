// Screenshots of the zakat page (product §12) for a person to look at: Arabic and English, dark and light, phone and
// desktop, and one in privacy mode. Run after a build (the e2e set-up or `npm run build`):
// node --import tsx tests/e2e/zakat/shots.script.ts [outDir]
import { mkdirSync } from 'node:fs';
import { launchBrowser, openPage, startServer } from '../../support/e2e';
import { shootPage, shootScreenfuls, shotPath, shotViews } from '../../../scripts/lib/shot-views';
import { recordPrices, userWithGold } from './zakat-setup';

const out = process.argv[2] ?? '/tmp/shots/zakat';
mkdirSync(out, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  await recordPrices(server);
  const user = await userWithGold(server);
  for (const view of shotViews()) {
    const { language, theme, device, viewport } = view;
    const { context, page } = await openPage(browser, server.url, { ...view, tokens: user });
    await page.goto('/dashboard/zakat');
    await page.getByTestId('zakat-amount-value').waitFor({ timeout: 60_000 });
    await shootPage(page, shotPath(out, 'zakat', view));
    // The full phone page is too tall to read at once: also in screen-high parts.
    if (device === 'phone')
      await shootScreenfuls(
        page,
        viewport,
        (part) => `${out}/zakat-${language}-${theme}-phone-part${part}.png`,
      );
    if (language === 'ar' && theme === 'dark' && device === 'desktop') {
      await page.getByRole('button', { name: 'إخفاء المبالغ' }).first().click();
      await page.screenshot({ path: `${out}/zakat-ar-dark-desktop-privacy.png` });
    }
    await context.close();
  }
  console.info(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
