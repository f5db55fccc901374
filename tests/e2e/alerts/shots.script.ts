// Screenshots of the price alerts' screens (product §14) for a person to look at: the alerts page with a price chosen,
// the notifications, the market page's bells and the e-mail's switch-off page, in Arabic and English, dark and
// light, phone and desktop. Run after a build (the e2e set-up or `npm run build`; DIST_DIR=… for another one):
// node --import tsx tests/e2e/alerts/shots.script.ts [outDir]
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiCall, createSignedInUser, launchBrowser, openPage, startServer } from '../../support/e2e';
import { shootPage, shotPath, shotViews } from '../../../scripts/lib/shot-views';

const SNAPSHOT = fileURLToPath(new URL('../market/market-snapshot.json', import.meta.url));
const out = process.argv[2] ?? '/tmp/shots/alerts';
mkdirSync(out, { recursive: true });

const server = await startServer(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {});
const browser = await launchBrowser();
try {
  // The reference prices (21 karat sell below 6,100), an alert above 6,100, then the market snapshot (6,142.94):
  // one notification and one e-mail with its switch-off link.
  const user = await createSignedInUser(server);
  const made = await apiCall(server, user.access, 'POST', '/api/alerts/', {
    instrument: 'gold_21_sell',
    condition: 'above',
    threshold: '6100',
  });
  if (made.status !== 201) throw new Error(`the alert was refused: ${JSON.stringify(made.body)}`);
  await apiCall(server, user.access, 'POST', '/api/alerts/', {
    instrument: 'gold_24_buy',
    condition: 'below',
    threshold: '6500',
  });
  const recorded = await server.admin(['prices:record', SNAPSHOT]);
  if (recorded.code !== 0) throw new Error(recorded.stdout + recorded.stderr);
  const mail =
    (await server.outbox())
      .at(-1)
      ?.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=') ?? '';
  const link = mail.match(/https?:\/\/[^\s"<>]+\/alerts\/off\/[\w.-]+/)?.[0];
  if (!link) throw new Error('no switch-off link in the alert e-mail');
  const offPath = new URL(link).pathname;

  for (const view of shotViews()) {
    const { context, page } = await openPage(browser, server.url, { ...view, tokens: user });
    const shot = (name: string) => shootPage(page, shotPath(out, name, view), { settleMs: 500 });
    await page.goto('/dashboard/alerts?instrument=gold_24_buy&price=6950.25');
    await page.getByTestId('alert-state').first().waitFor({ timeout: 60_000 });
    await shot('alerts');
    await page.goto('/dashboard/notifications');
    await page.getByTestId('unread-count').waitFor({ timeout: 60_000 });
    await shot('notifications');
    await page.goto('/dashboard/market');
    await page.getByTestId('market-karat-24').waitFor({ timeout: 60_000 });
    await shot('market');
    await context.close();

    // The switch-off page opens without a session; opening it only asks, so each view sees the question.
    const anon = await openPage(browser, server.url, view);
    await anon.page.goto(offPath);
    await anon.page.getByRole('heading').first().waitFor({ timeout: 60_000 });
    await shootPage(anon.page, shotPath(out, 'off', view), { settleMs: 500 });
    await anon.context.close();
  }
  console.info(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
