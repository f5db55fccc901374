// A viewer's household in Arabic: the household a viewer chose is still the one shown after a full reload (kept per
// person), and in it the owner's own member is called by the owner's name, never "me".
import { expect, it } from 'vitest';
import type { Member } from '@contract/household';
import ar from '@locales/ar.json';
import { describeInBrowser, openSignedInPage } from '@tests/support/browser-suite';
import { apiCall, createSignedInUser, withPageDiagnosis } from '@tests/support/e2e';

const h = ar.household;

describeInBrowser('A viewer’s household in Chromium (Arabic)', (suite) => {
  it('keeps the chosen household across a full reload, and names the owner’s member after the owner', async () => {
    const owner = await createSignedInUser(suite.server);
    const viewer = await openSignedInPage(suite, { language: 'ar', path: '/dashboard' });
    // The owner invites the viewer; the viewer accepts the e-mail's link.
    const before = (await suite.server.outbox()).length;
    const invited = await apiCall(suite.server, owner.access, 'POST', '/api/household/invitations/', {
      email: viewer.user.email,
      role: 'viewer',
    });
    expect(invited.status).toBe(201);
    const mail = (await suite.server.outbox())
      .slice(before)[0]!
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const token = mail.match(/\/invitations\/([\w.-]+)/)?.[1];
    expect(token).toBeTruthy();
    const accepted = await apiCall(
      suite.server,
      viewer.user.access,
      'POST',
      '/api/household/invitations/accept/',
      {
        token,
      },
    );
    expect(accepted.status).toBe(200);
    const shared = accepted.body as { uuid: string };
    // A second member, so the member switcher is offered.
    const spouse = await apiCall(suite.server, owner.access, 'POST', '/api/household/members/', {
      name: 'Mona',
      relation: 'spouse',
      colour: '#3b82f6',
    });
    expect(spouse.status).toBe(201);
    const ownerMembers = (await apiCall(suite.server, owner.access, 'GET', '/api/household/members/'))
      .body as Member[];
    const ownerName = ownerMembers.find((m) => m.relation === 'self')!.name;

    const { page, errors } = viewer;
    await withPageDiagnosis(page, errors, async () => {
      await page.reload();
      await page.getByTestId('household-switcher').selectOption(shared.uuid, { timeout: 60_000 });
      await page.getByTestId('view-only').waitFor({ timeout: 60_000 });

      // A full reload opens the shared household again, not "My household".
      await page.reload();
      await page.getByTestId('view-only').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('household-switcher').inputValue()).toBe(shared.uuid);

      // The owner's member: the owner's name in the switcher, "household owner" on the family page, no "(أنا)".
      const options = await page.getByTestId('member-switcher').locator('option').allTextContents();
      expect(options).toContain(ownerName);
      expect(options.some((o) => o.includes('أنا'))).toBe(false);
      await page.getByRole('link', { name: ar.nav.family }).first().click();
      await page.getByRole('heading', { level: 1, name: h.title }).waitFor({ timeout: 60_000 });
      const row = page.getByTestId('member-name').filter({ hasText: ownerName });
      await row.waitFor({ timeout: 60_000 });
      expect(await page.getByText(h.relation.owner, { exact: true }).count()).toBe(1);
      expect(await page.getByText(h.relation.self, { exact: true }).count()).toBe(0);

      // The choice is this person's: their own household chosen, a reload stays there.
      await page.getByRole('link', { name: ar.nav.dashboard }).first().click();
      await page.getByTestId('household-switcher').selectOption({ label: h.switcher.own });
      await page.getByTestId('view-only').waitFor({ state: 'detached' });
      // Its own household loaded (the switcher is back, on it) before the page is reloaded.
      await expect.poll(() => page.getByTestId('household-switcher').inputValue()).toBe('');
      await page.reload();
      await page.getByTestId('household-switcher').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('household-switcher').inputValue()).toBe('');
      expect(await page.getByTestId('view-only').count()).toBe(0);
    });
  });
});
