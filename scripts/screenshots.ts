/**
 * Screenshots of the shell for a person to look at: the landing page and the signed-in layout, in Arabic and
 * English, dark and light, desktop and phone. Serves the current build (`npx vite build` first) with Vite's preview
 * server on a free port; API calls may fail, which the pages must survive.
 *
 *   node --import tsx scripts/screenshots.ts [outDir]   (default /tmp/dahabi-shots)
 */
import { mkdirSync } from 'node:fs';
import { preview } from 'vite';
import { launchBrowser } from './lib/browser-app';
import { shootScreenfuls, shotViews } from './lib/shot-views';

const outDir = process.argv[2] ?? '/tmp/dahabi-shots';
mkdirSync(outDir, { recursive: true });

// A token the client accepts as unexpired (it never verifies signatures, product §2): enough to pass the route guard.
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const fakeAccessToken = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({
  token_type: 'access',
  exp: Math.floor(Date.now() / 1000) + 3600,
  user_id: 1,
  email: 'mona@example.com',
})}.signature`;

const viewports = {
  desktop: { width: 1366, height: 860 },
  phone: { width: 390, height: 844 },
};

const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
const address = server.httpServer.address();
const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
const browser = await launchBrowser();

const only = process.env.SHOTS ? new RegExp(process.env.SHOTS) : null;
try {
  for (const view of shotViews(viewports)) {
    const { language, theme, device, viewport } = view;
    for (const [name, path, signedIn] of [
      ['landing', '/', false],
      ['dashboard', '/dashboard', true],
      ['about', '/About', true],
      ['privacy', '/Privacy-Policy', true],
      ['settings', '/dashboard/settings', true],
    ] as const) {
      const file = `${name}-${language}-${theme}-${device}.png`;
      if (only && !only.test(file)) continue;
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale: language });
      await context.addInitScript(
        ({ language, theme, token }) => {
          localStorage.setItem('i18nextLng', language);
          localStorage.setItem('theme', theme);
          if (token) localStorage.setItem('accessToken', `Bearer ${token}`);
          else localStorage.removeItem('accessToken');
        },
        { language, theme, token: signedIn ? fakeAccessToken : null },
      );
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`[${file}] page error:`, error.message));
      await page.goto(base + path, { waitUntil: 'networkidle' });
      // Lazy routes keep arriving after the network goes quiet: wait for the page's heading.
      await page
        .locator('h1')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => console.error(`[${file}] no h1`));
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}/${file}`, fullPage: name !== 'dashboard' });
      // A tall phone page shrinks to nothing when viewed whole: also save it in screen-sized slices.
      if (device === 'phone' && name !== 'dashboard')
        await shootScreenfuls(
          page,
          viewport,
          (part) => `${outDir}/${file.replace('.png', `-part${part}.png`)}`,
        );
      if (name === 'dashboard' && device === 'phone' && theme === 'dark') {
        await page
          .getByRole('button', { name: /menu|القائمة/i })
          .first()
          .click();
        // The sliding navigation loads on first use.
        await page.getByRole('dialog').waitFor({ timeout: 15_000 });
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${outDir}/dashboard-${language}-${theme}-phone-menu.png` });
      }
      if (name === 'landing' && device === 'desktop' && theme === 'dark') {
        await page.getByRole('button', { name: /read more|اقرأ المزيد/i }).click();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${outDir}/landing-${language}-disclaimer-dialog.png` });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}
console.log(`screenshots in ${outDir}`);
