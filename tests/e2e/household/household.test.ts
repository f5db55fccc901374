// The family's gold end to end (issue 17): the owner adds a spouse and a child on the family page, records gold for
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
});
