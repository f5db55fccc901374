// Screenshots of the monthly report (product §14) and the Settings page that turns its e-mail on, for a person to look
// at in Arabic and English, dark and light, phone and desktop, and the printed report as a PDF in each language.
// Run after a build (the e2e set-up or `npm run build`; DIST_DIR=… for another one):
// node --import tsx tests/e2e/reports/shots.script.ts [outDir]
import { mkdirSync } from 'node:fs';
import {
  createSignedInUser,
  launchBrowser,
  openPage,
  recordSnapshot,
  recordTransactions,
  startServer,
} from '../../support/e2e';
import { shootPage, shotPath, shotViews } from '../../../scripts/lib/shot-views';
import { before, now } from '../dashboard/price-snapshots';

const cairoMonth = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric', month: '2-digit' }).format(at);
/** `YYYY-MM` moved by `n` months. */
const monthOf = (month: string, n: number) => {
  const d = new Date(`${month}-15T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
};
const LAST_MONTH = monthOf(cairoMonth(new Date()), -1);
const MONTH_BEFORE = monthOf(LAST_MONTH, -1);

const out = process.argv[2] ?? '/tmp/shots/reports';
mkdirSync(out, { recursive: true });

const server = await startServer(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {});
const browser = await launchBrowser();
try {
  // As the reports' browser test: a pound bought the month before last, 10 g of 21k last month.
  await recordSnapshot(server, before(new Date(`${MONTH_BEFORE}-20T12:00:00Z`)));
  await recordSnapshot(server, now(new Date(`${LAST_MONTH}-10T12:00:00Z`)));
  await recordSnapshot(server, now(new Date(Date.now() - 60_000)));
  const user = await createSignedInUser(server);
  await recordTransactions(server, user.access, [
    ['pound_full', 2, 48_500, `${MONTH_BEFORE}-22T12:00:00Z`],
    ['gram_21k', 10, 6_100, `${LAST_MONTH}-12T12:00:00Z`],
  ]);

  for (const view of shotViews()) {
    const { context, page } = await openPage(browser, server.url, { ...view, tokens: user });
    const shot = (name: string) => shootPage(page, shotPath(out, name, view), { settleMs: 500 });
    await page.goto('/dashboard/reports');
    await page.waitForURL(new RegExp(`/dashboard/reports/${LAST_MONTH}$`), { timeout: 60_000 });
    await page.getByTestId('report').waitFor({ timeout: 30_000 });
    await shot('report');
    if (view.device === 'desktop' && view.theme === 'light') {
      // The printed report, as the browser's print to PDF makes it (A4, only the report).
      await page.emulateMedia({ media: 'print' });
      await page.pdf({ path: `${out}/report-${view.language}.pdf`, format: 'A4', preferCSSPageSize: true });
      await page.emulateMedia({ media: null });
    }
    await page.goto('/dashboard/settings');
    await page.getByRole('checkbox').first().waitFor({ state: 'attached', timeout: 60_000 });
    await shot('settings');
    await context.close();
  }
  console.info(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
