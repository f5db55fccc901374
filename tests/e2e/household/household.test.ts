// The family's gold end to end (product §13): the owner adds a spouse and a child on the family page, records gold for
// each (the spouse's through the dialog's member picker, the child's with the child chosen in the switcher), sees
// the members' totals add up to the whole family's, and the portfolio follows the member switcher.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { Member } from '@contract/household';
import type { PortfolioValue } from '@contract/portfolio';
import en from '@locales/en.json';
import {
  describeInBrowser,
  fillTransactionDialog,
  openAddTransactionDialog,
  openSignedInPage,
} from '@tests/support/browser-suite';
import { apiCall, withPageDiagnosis } from '@tests/support/e2e';
import { recordPrices } from '../zakat/zakat-setup';

const t = en;
const h = en.household;
const SHOTS = process.env.SHOTS_DIR;
/** "12,345.67EGP" → 12345.67 */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function addMember(page: Page, name: string, relation: keyof typeof h.relation, colour: number) {
  await page.getByRole('button', { name: h.members.add }).click();
  const form = page.getByRole('form', { name: h.form.addTitle });
  await form.getByRole('textbox', { name: h.form.name }).fill(name);
  await form.getByRole('combobox', { name: h.form.relation }).selectOption({ label: h.relation[relation] });
  await form.getByRole('radio', { name: `Colour ${colour}` }).click();
  await form.getByRole('button', { name: h.form.save }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByTestId('member-name').filter({ hasText: name }).waitFor();
}

async function recordPounds(page: Page, quantity: string, member?: string) {
  const dialog = await openAddTransactionDialog(page, t);
  if (member) await dialog.getByRole('combobox', { name: h.picker.label }).selectOption({ label: member });
  await fillTransactionDialog(page, t, { mainType: 'pounds', asset: 'pound_full', quantity, price: '48000' });
  await dialog.getByRole('button', { name: t.transaction.add, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describeInBrowser('The family’s gold in Chromium', (suite) => {
  it('adds a spouse and a child, records gold for each, totals add up, and the portfolio follows the member chosen', async () => {
    await recordPrices(suite.server);
    const { page, errors, user } = await openSignedInPage(suite, { language: 'en', path: '/dashboard' });
    await withPageDiagnosis(page, errors, async () => {
      await page.getByRole('link', { name: t.nav.family }).first().click();
      await page.waitForURL('**/dashboard/family');
      await page.getByRole('heading', { level: 1, name: h.title }).waitFor({ timeout: 60_000 });
      await addMember(page, 'Mona', 'spouse', 4);
      await addMember(page, 'Omar', 'child', 3);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-en.png`, fullPage: true });

      // Two pounds of the owner's, three of the spouse's (picked in the dialog).
      await page.getByRole('link', { name: t.nav.portfolio }).first().click();
      await page.waitForURL('**/dashboard/portfolio');
      await recordPounds(page, '2');
      await recordPounds(page, '3', 'Mona');
      // One of the child's: chosen in the switcher, the dialog records it for him without being asked.
      await page.getByTestId('member-switcher').selectOption({ label: 'Omar' });
      await recordPounds(page, '1');
      await expect.poll(() => page.getByTestId('transaction-row').count()).toBe(1);
      expect(await page.getByTestId('transaction-member').first().textContent()).toBe('Omar');

      // The whole family: three transactions, each with its member.
      await page.getByTestId('member-switcher').selectOption({ label: h.members.wholeFamily });
      await expect.poll(() => page.getByTestId('transaction-row').count()).toBe(3);
      // The owner's own member is named after their address until they rename it.
      const own = user.email.split('@')[0]!;
      expect((await page.getByTestId('transaction-member').allTextContents()).sort()).toEqual(
        [own, 'Mona', 'Omar'].sort(),
      );
      await page.getByTestId('member-switcher').selectOption({ label: 'Mona' });
      await expect.poll(() => page.getByTestId('transaction-row').count()).toBe(1);
      expect(await page.getByTestId('transaction-member').first().textContent()).toBe('Mona');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/portfolio-member-en.png`, fullPage: true });

      // The family page: each member's total, adding up to the whole family's (6 pounds at today's price).
      await page.getByRole('link', { name: t.nav.family }).first().click();
      await page.getByTestId('member-total').first().waitFor();
      const totals = (await page.getByTestId('member-total').allTextContents()).map(amountOf);
      const whole = amountOf(await page.getByTestId('household-total').textContent());
      const members = (await apiCall(suite.server, user.access, 'GET', '/api/household/members/'))
        .body as Member[];
      const value = async (query: string) =>
        (
          (await apiCall(suite.server, user.access, 'GET', `/api/portfolios/value/${query}`))
            .body as PortfolioValue
        ).total_value;
      expect(totals).toEqual(await Promise.all(members.map((m) => value(`?member=${m.uuid}`))));
      expect(whole).toBe(await value(''));
      expect(whole).toBeGreaterThan(0);
      expect(totals.reduce((a, b) => a + b, 0)).toBeCloseTo(whole, 2);
      // Two, three and one pounds: the spouse holds half the family's.
      expect(totals[1]).toBeCloseTo(whole / 2, 2);
    });
  });

  it('invites a second account as viewer: it sees the household, cannot write, and loses it once revoked', async () => {
    const owner = await openSignedInPage(suite, { language: 'en', path: '/dashboard/family' });
    const viewer = await openSignedInPage(suite, { language: 'en' });
    let sharedName = '';
    await withPageDiagnosis(owner.page, owner.errors, async () => {
      // The owner invites the second account's address as a viewer.
      const before = (await suite.server.outbox()).length;
      const form = owner.page.getByRole('form', { name: h.sharing.invite });
      await form.getByRole('textbox', { name: h.sharing.email }).fill(viewer.user.email);
      await form.getByRole('button', { name: h.sharing.invite }).click();
      await owner.page.getByTestId('invitation-row').filter({ hasText: viewer.user.email }).waitFor();
      const mails = (await suite.server.outbox()).slice(before);
      expect(mails).toHaveLength(1);
      const decoded = mails[0]!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = decoded.match(/https?:\/\/[^\s"<>]+\/invitations\/[\w.-]+/)?.[0];
      expect(link).toBeTruthy();

      // The viewer opens the link signed in: accepted, and the owner's household opens.
      await withPageDiagnosis(viewer.page, viewer.errors, async () => {
        await viewer.page.goto(new URL(link!).pathname);
        await viewer.page.getByTestId('invitation-joined').waitFor({ timeout: 60_000 });
        expect(await viewer.page.getByTestId('invitation-joined').textContent()).toContain(
          h.sharing.role.viewer,
        );
        await viewer.page.getByRole('button', { name: h.invitation.open }).click();
        await viewer.page.waitForURL('**/dashboard');
        await viewer.page.getByTestId('view-only').waitFor();
        // Nothing to add or import for a viewer, even on the empty dashboard's invitation to start.
        await viewer.page.getByTestId('dashboard-empty').waitFor();
        for (const name of [t.dashboard.addTransaction, t.dashboardEmpty.addFirst])
          expect(await viewer.page.getByRole('button', { name, exact: true }).count()).toBe(0);
        expect(await viewer.page.getByRole('link', { name: t.dashboardEmpty.toPortfolio }).count()).toBe(0);
        // The owner records a purchase: the viewer reads it on the portfolio, with nothing to edit or import.
        const bought = await apiCall(
          suite.server,
          owner.user.access,
          'POST',
          '/api/portfolios/transactions/',
          {
            transaction_type: 'buy',
            asset: 1,
            quantity: '1',
            price: '100',
            timestamp: '2026-01-01T12:00:00Z',
          },
        );
        expect(bought.status).toBe(201);
        await viewer.page.getByRole('link', { name: t.nav.portfolio }).first().click();
        await viewer.page.getByRole('heading', { level: 1, name: t.portfolio.title }).waitFor();
        await viewer.page.getByTestId('transaction-row').first().waitFor({ timeout: 60_000 });
        for (const name of [t.portfolio.addTransaction, t.portfolio.transactions.edit, t.csvImport.open])
          expect(await viewer.page.getByRole('button', { name, exact: true }).count()).toBe(0);
        await viewer.page.getByRole('button', { name: t.csvImport.exportTransactions }).waitFor();
        // The zakat settings are shown, not offered for change (only the owner and editors write them).
        await viewer.page.getByRole('link', { name: t.nav.zakat }).first().click();
        await viewer.page.getByTestId('zakat-settings-fields').waitFor({ timeout: 60_000 });
        const fields = viewer.page.getByTestId('zakat-settings-fields');
        for (const field of [
          ...(await fields.getByRole('combobox').all()),
          ...(await fields.getByRole('textbox').all()),
        ])
          expect(await field.isDisabled()).toBe(true);
        expect(await fields.getByRole('combobox').count()).toBeGreaterThan(0);
        expect(await viewer.page.getByTestId('zakat-save-settings').count()).toBe(0);
        expect(await viewer.page.getByTestId('zakat-record-payment').count()).toBe(0);
        // The server refuses a write sent anyway.
        const households = (await apiCall(suite.server, viewer.user.access, 'GET', '/api/households/'))
          .body as {
          uuid: string;
          name: string;
          role: string;
        }[];
        const shared = households.find((x) => x.role === 'viewer')!;
        sharedName = shared.name;
        const refused = await apiCall(
          suite.server,
          viewer.user.access,
          'POST',
          `/api/portfolios/transactions/?household=${shared.uuid}`,
          {
            transaction_type: 'buy',
            asset: 1,
            quantity: '1',
            price: '100',
            timestamp: '2026-01-01T12:00:00Z',
          },
        );
        expect(refused.status).toBe(403);
      });

      // The owner revokes while the viewer's page stays open on the shared household's zakat.
      await owner.page.reload();
      const row = owner.page.getByTestId('access-row').filter({ hasText: viewer.user.email });
      await row.getByRole('button', { name: h.sharing.revoke }).click();
      // Revoking asks first, in the person's row; the same words confirm it.
      await row.getByText(h.sharing.revokeConfirm.replace('{{email}}', viewer.user.email)).waitFor();
      await row.getByRole('button', { name: h.sharing.revoke }).click();
      await row.waitFor({ state: 'detached' });
      const households = (await apiCall(suite.server, viewer.user.access, 'GET', '/api/households/'))
        .body as {
        role: string;
      }[];
      expect(households.map((x) => x.role)).toEqual(['owner']);
      await withPageDiagnosis(viewer.page, viewer.errors, async () => {
        // Its next request (no reload) answers 404: the page falls back to the viewer's own household at once.
        await viewer.page.getByRole('link', { name: t.nav.portfolio }).first().click();
        const lost = viewer.page.getByTestId('access-lost');
        await lost.waitFor({ timeout: 60_000 });
        expect(await lost.textContent()).toBe(h.switcher.lost.replace('{{name}}', sharedName));
        // Back in their own household only: no view-only note, no household switcher, their own add button.
        await viewer.page.getByRole('button', { name: t.portfolio.addTransaction, exact: true }).waitFor();
        expect(await viewer.page.getByTestId('view-only').count()).toBe(0);
        expect(await viewer.page.getByTestId('household-switcher').count()).toBe(0);
        if (SHOTS)
          await viewer.page.screenshot({ path: `${SHOTS}/household-access-lost.png`, fullPage: true });
      });
    });
  });
});
