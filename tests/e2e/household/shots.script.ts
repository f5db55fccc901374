// Screenshots of the family's screens (product §13) for a person to look at: Arabic and English, dark and light, phone
// and desktop. Run after a build (the e2e set-up or `npm run build`; DIST_DIR=… for another one):
// node --import tsx tests/e2e/household/shots.script.ts [outDir]
import { mkdirSync } from 'node:fs';
import type { Member } from '@contract/household';
import { apiCall, createSignedInUser, launchBrowser, openPage, startServer } from '../../support/e2e';
import { shootPage, shotPath, shotViews } from '../../../scripts/lib/shot-views';
import { recordPrices, userWithGold } from '../zakat/zakat-setup';

const out = process.argv[2] ?? '/tmp/shots/household';
mkdirSync(out, { recursive: true });

const server = await startServer(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {});
const browser = await launchBrowser();
try {
  await recordPrices(server);
  const user = await userWithGold(server);
  const call = (method: string, path: string, body?: unknown) =>
    apiCall(server, user.access, method, path, body);
  const spouse = (
    await call('POST', '/api/household/members/', { name: 'منى', relation: 'spouse', colour: '#d53f8c' })
  ).body as Member;
  await call('POST', '/api/household/members/', { name: 'Omar', relation: 'child', colour: '#3182ce' });
  const assets = (await call('GET', '/api/portfolios/available-assets/')).body as Record<
    string,
    { id: number; code: string }[]
  >;
  const pound = Object.values(assets)
    .flat()
    .find((a) => a.code === 'pound_full')!.id;
  await call('POST', '/api/portfolios/transactions/', {
    transaction_type: 'buy',
    asset: pound,
    quantity: 3,
    price: 48_000,
    timestamp: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) + 'T12:00:00Z',
    member: spouse.uuid,
  });

  await call('POST', '/api/household/invitations/', { email: 'sara@example.com', role: 'viewer' });

  for (const view of shotViews()) {
    const { language, device } = view;
    const { context, page } = await openPage(browser, server.url, { ...view, tokens: user });
    const shot = (name: string, fullPage = true) =>
      shootPage(page, shotPath(out, name, view), { fullPage, settleMs: 300 });
    await page.goto('/dashboard/family');
    await page.getByTestId('member-total').first().waitFor({ timeout: 60_000 });
    await shot('family');
    await page.getByTestId('member-total').first().waitFor();
    await page.getByRole('button', { name: language === 'ar' ? 'إضافة فرد' : 'Add a member' }).click();
    await page.getByRole('form').first().waitFor();
    await shot('family-form');
    await page.keyboard.press('Escape');
    await page.goto('/dashboard/family');
    await page.getByTestId(`member-${spouse.uuid}`).getByRole('button').last().click();
    await page.getByTestId('removal-box').getByRole('button').last().click();
    await page.getByTestId('removal-box').getByRole('combobox').waitFor();
    await shot('family-move');
    await page.goto('/dashboard');
    await page.getByTestId('member-switcher').waitFor({ timeout: 60_000 });
    await shot('dashboard', false);
    await page.goto('/dashboard/portfolio');
    await page
      .getByTestId(device === 'phone' ? 'transaction-card' : 'transaction-row')
      .first()
      .waitFor({ timeout: 60_000 });
    await shot('portfolio');
    await page
      .getByRole('button', { name: language === 'ar' ? 'إضافة معاملة' : 'Add transaction', exact: true })
      .click();
    await page.getByTestId('transaction-dialog').waitFor();
    await page.waitForTimeout(500);
    await shot('dialog', false);
    await page.goto('/dashboard/zakat');
    await page.getByTestId(`member-zakat-${spouse.uuid}`).waitFor({ timeout: 60_000 });
    await shot('zakat-family');
    await context.close();

    // Another account invited as a viewer: the invitation accepted, the shared household (view-only note and
    // household switcher), the used link refused, then the owner revokes and the open page falls back.
    const viewer = await createSignedInUser(server);
    const before = (await server.outbox()).length;
    await call('POST', '/api/household/invitations/', { email: viewer.email, role: 'viewer' });
    const mail = (await server.outbox())
      .slice(before)[0]!
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = new URL(mail.match(/https?:\/\/[^\s"<>]+\/invitations\/[\w.-]+/)![0]).pathname;
    const v = await openPage(browser, server.url, { ...view, tokens: viewer });
    const vshot = (name: string) => shootPage(v.page, shotPath(out, name, view), { settleMs: 300 });
    // A page of the shared household (chosen in the switcher), once its members are there.
    const openShared = async (path: string) => {
      await v.page.goto(path);
      await v.page.getByTestId('household-switcher').selectOption({ index: 1 });
      await v.page.getByTestId('view-only').waitFor({ timeout: 60_000 });
      await v.page.getByTestId('member-switcher').waitFor({ timeout: 60_000 });
    };
    await v.page.goto(link);
    await v.page.getByTestId('invitation-joined').waitFor({ timeout: 60_000 });
    await vshot('invitation-accepted');
    await openShared('/dashboard');
    await vshot('viewer-dashboard');
    await openShared('/dashboard/portfolio');
    await v.page
      .getByTestId(device === 'phone' ? 'transaction-card' : 'transaction-row')
      .first()
      .waitFor({ timeout: 60_000 });
    await vshot('viewer-portfolio');
    await v.page.goto(link);
    await v.page.getByTestId('error-box').waitFor({ timeout: 60_000 });
    await vshot('invitation-refused');
    await openShared('/dashboard/zakat');
    await vshot('viewer-zakat');
    const access = (await call('GET', '/api/household/access/')).body as {
      uuid: string;
      email: string;
    }[];
    await call('DELETE', `/api/household/access/${access.find((a) => a.email === viewer.email)!.uuid}/`);
    // The open page's next request (choosing a member) answers 404.
    await v.page.getByTestId('member-switcher').selectOption({ index: 1 });
    await v.page.getByTestId('access-lost').waitFor({ timeout: 60_000 });
    await vshot('access-lost');
    await v.context.close();
  }
  console.info(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
