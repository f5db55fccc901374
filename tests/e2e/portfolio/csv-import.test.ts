// Product §15 in a real browser against a real server: the Portfolio page's export downloads the ledger as CSV; the
// import dialog previews a template-based file, highlights the cell with an error, stores nothing until the file is
// fixed, imports it, and a second import of the same file adds nothing. In English on a desktop (dark) and in
// Arabic on a phone (light), with screenshots of the dialog in both.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import {
  apiCall,
  browserAvailable,
  createSignedInUser,
  launchBrowser,
  openPage,
  startServer,
  withPageDiagnosis,
  type RunningServer,
} from '@tests/support/e2e';

type Strings = typeof en;

const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 860 };

// The template's own columns and rows (src/components/csv-import/template.ts), one more row with a mistake.
const HEADER = 'date,type,asset_code,asset_name,quantity,price';
const GOOD = [
  '2024-03-15,buy,pound_full,Gold Pound,1,25000',
  '2024-06-01,buy,gram_21k,21K Gold Gram,10.5,3150.75',
];
const broken = [HEADER, ...GOOD, '2024-07-01,sell,gram_21k,21K Gold Gram,-2,3300'].join('\r\n') + '\r\n';
const fixed = [HEADER, ...GOOD, '2024-07-01,sell,gram_21k,21K Gold Gram,2,3300'].join('\r\n') + '\r\n';

async function stored(server: RunningServer, access: string) {
  const list = await apiCall(server, access, 'GET', '/api/portfolios/transactions/');
  expect(list.status).toBe(200);
  return list.body as { quantity: number }[];
}

/** The "N transactions imported" text in the language's plural form for `count` (i18next's `done_<form>` keys). */
function imported(language: 'ar' | 'en', count: number): string {
  const strings = (language === 'en' ? en : ar).csvImport as unknown as Record<string, string>;
  return strings[`done_${new Intl.PluralRules(language).select(count)}`]!.replace('{{count}}', String(count));
}

async function choose(page: Page, name: string, text: string) {
  await page
    .getByTestId('import-file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

describe.skipIf(!browserAvailable())('CSV export and import in Chromium (product §15)', () => {
  let server: RunningServer;
  let browser: Browser;
  let distDir: string;

  beforeAll(async () => {
    // A production build of our own: the shared dist/ is rebuilt by other runs while this one reads it.
    distDir = await mkdtemp(join(tmpdir(), 'dahabi-csv-dist-'));
    const build = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', distDir, '--emptyOutDir'],
      { env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
    );
    expect(build.status, build.stderr).toBe(0);
    server = await startServer({ DIST_DIR: distDir });
    browser = await launchBrowser();
    await mkdir(shotsDir, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
    await rm(distDir, { recursive: true, force: true });
  });

  for (const [language, theme, viewport, device] of [
    ['en', 'dark', desktop, 'desktop'],
    ['ar', 'light', phone, 'phone'],
  ] as const) {
    it(`exports, then imports a template-based file with an error, fixed, once (${language}, ${device})`, async () => {
      const t = (language === 'en' ? en : ar) as Strings;
      const shot = (name: string) => join(shotsDir, `csv-${name}-${language}-${theme}-${device}.png`);
      const user = await createSignedInUser(server);
      const { page, errors, context } = await openPage(browser, server.url, {
        language,
        theme,
        viewport,
        tokens: user,
      });
      await withPageDiagnosis(page, errors, async () => {
        await page.goto('/dashboard/portfolio');
        await page.getByRole('heading', { level: 1, name: t.portfolio.title }).waitFor();

        // The template downloads as the file the rows above come from.
        const dialog = page.getByTestId('import-dialog');
        await page.getByRole('button', { name: t.csvImport.open, exact: true }).click();
        await dialog.getByRole('heading', { name: t.csvImport.title }).waitFor();
        await page.screenshot({ path: shot('dialog') });
        const [template] = await Promise.all([
          page.waitForEvent('download'),
          dialog.getByRole('link', { name: t.csvImport.template }).click(),
        ]);
        const templateText = await readFile((await template.path())!, 'utf8');
        expect(
          templateText
            .replace(/^\uFEFF/, '')
            .split('\r\n')
            .slice(0, 3),
        ).toEqual([HEADER, ...GOOD]);

        // A row with a negative quantity: its cell is highlighted with the spec's message; nothing is stored.
        await choose(page, 'broken.csv', broken);
        const preview = dialog.getByTestId('import-preview');
        await preview.waitFor();
        const invalid = preview.locator('[data-invalid]');
        expect(await invalid.count()).toBe(1);
        expect(await invalid.textContent()).toContain(t.csvImport.errors.invalidQuantity);
        expect(await invalid.locator('xpath=ancestor::tr').getAttribute('data-line')).toBe('4');
        // On a phone the table scrolls sideways: the problem is also listed above it, by row and column.
        const problems = dialog.getByTestId('import-problems');
        // Every column fits the dialog, the status of each row included (product §17: Price and Status were cut off).
        const fits = await preview.evaluate((table) => {
          const area = table.parentElement!;
          return { table: table.scrollWidth, area: area.clientWidth };
        });
        expect(fits.table).toBeLessThanOrEqual(fits.area);
        expect(await preview.locator('[data-line="4"] [data-testid=import-row-status]').textContent()).toBe(
          t.csvImport.status.error,
        );
        if (device === 'phone') {
          expect(await problems.textContent()).toBe(
            t.csvImport.problem
              .replace('{{line}}', '4')
              .replace('{{column}}', t.csvImport.columns.quantity)
              .replace('{{message}}', t.csvImport.errors.invalidQuantity),
          );
        } else {
          expect(await problems.isVisible()).toBe(false);
        }
        const importButton = dialog.getByRole('button', { name: /^(Import|استيراد) / });
        expect(await importButton.isDisabled()).toBe(true);
        await page.screenshot({ path: shot('error') });
        expect(await stored(server, user.access)).toEqual([]);

        // Fixed: the preview is clean and the import stores all three rows.
        await choose(page, 'fixed.csv', fixed);
        // The new file's preview (not the moment between the files, when no row is shown yet).
        await expect
          .poll(() => preview.locator('[data-testid=import-row-status]').allTextContents())
          .toEqual([t.csvImport.status.new, t.csvImport.status.new, t.csvImport.status.new]);
        await expect.poll(() => preview.locator('[data-invalid]').count()).toBe(0);
        await page.screenshot({ path: shot('preview') });
        await importButton.click();
        await dialog.getByText(imported(language, 3).replace('{{stored}}', '0')).waitFor();
        expect((await stored(server, user.access)).map((s) => s.quantity).sort()).toEqual([1, 10.5, 2]);
        await page.screenshot({ path: shot('done') });
        await dialog.getByRole('button', { name: t.csvImport.close, exact: true }).last().click();
        await dialog.waitFor({ state: 'detached' });
        // The page shows them: three transactions in the list (cards on a phone).
        const rowId = device === 'phone' ? 'transaction-card' : 'transaction-row';
        await expect.poll(() => page.getByTestId(rowId).count()).toBe(3);

        // The same file again: every row already saved, nothing to import.
        await page.getByRole('button', { name: t.csvImport.open, exact: true }).click();
        await choose(page, 'fixed.csv', fixed);
        await dialog.getByText(t.csvImport.nothingNew).waitFor();
        expect(await importButton.isDisabled()).toBe(true);
        expect(await stored(server, user.access)).toHaveLength(3);
        await dialog.getByRole('button', { name: t.csvImport.cancel, exact: true }).click();

        // The export has the BOM, the header and the three rows, oldest first.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: t.csvImport.exportTransactions, exact: true }).click(),
        ]);
        await page.screenshot({ path: shot('page') });
        const bytes = await readFile((await download.path())!);
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
        expect(lines[0]).toBe(
          'id,date,timestamp,type,asset_code,asset_name,quantity,price,member,workmanship_per_unit,refund_per_unit',
        );
        expect(lines.slice(1).map((l) => l.split(',').slice(1, 2)[0])).toEqual([
          '2024-03-15',
          '2024-06-01',
          '2024-07-01',
        ]);
        // The asset names are in the page's language (product §17: the English page exported Arabic names).
        const arabicNames = lines.slice(1).map((l) => /[\u0600-\u06ff]/.test(l.split(',')[5]!));
        expect(arabicNames).toEqual([0, 1, 2].map(() => language === 'ar'));
      });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
