// Product §13 in a real browser, Arabic first on a phone in the dark theme: an invitation link opened signed out names
// whose household it joins and offers to sign in or create an account; signing in comes back to the link and accepts
// it. In English on a desktop, a link not valid says so. Every string is taken from the locale files.
import { expect, it } from 'vitest';
import type { Member } from '@contract/household';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { describeInBrowser } from '@tests/support/browser-suite';
import { apiCall, createSignedInUser, openPage, withPageDiagnosis } from '@tests/support/e2e';

const SHOTS = process.env.SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

describeInBrowser('an invitation link opened signed out, in Chromium', (suite) => {
  it('ar: names the owner, offers sign-in and sign-up, and accepts the invitation once signed in', async () => {
    const owner = await createSignedInUser(suite.server);
    const guest = await createSignedInUser(suite.server);
    const members = (await apiCall(suite.server, owner.access, 'GET', '/api/household/members/'))
      .body as Member[];
    const self = members.find((m) => m.relation === 'self')!;
    expect(
      (
        await apiCall(suite.server, owner.access, 'PATCH', `/api/household/members/${self.uuid}/`, {
          name: 'أحمد',
        })
      ).status,
    ).toBe(200);
    const before = (await suite.server.outbox()).length;
    const invited = await apiCall(suite.server, owner.access, 'POST', '/api/household/invitations/', {
      email: guest.email,
      role: 'viewer',
    });
    expect(invited.status).toBe(201);
    const mail = (await suite.server.outbox())
      .slice(before)[0]!
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const token = mail.match(/\/invitations\/([\w.-]+)/)![1]!;

    const { page, errors } = await openPage(suite.browser, suite.server.url, {
      language: 'ar',
      theme: 'dark',
      viewport: PHONE,
    });
    const s = ar.household.invitation;
    await withPageDiagnosis(page, errors, async () => {
      await page.goto(`/invitations/${token}`);
      const message = page.getByTestId('invitation-invited-by');
      await message.waitFor({ timeout: 60_000 });
      expect(await message.textContent()).toBe(s.signedOut.replace('{{owner}}', 'أحمد'));
      expect(page.url()).toContain(`/invitations/${token}`);
      expect(await page.getByRole('link', { name: s.signUp }).getAttribute('href')).toBe('/signup');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/invitation-signed-out-ar.png`, fullPage: true });

      // Sign-up is offered; the person already has an account, so back and sign in instead.
      await page.getByRole('link', { name: s.signUp }).click();
      await page.waitForURL('**/signup');
      await page.goBack();
      await message.waitFor({ timeout: 60_000 });
      await page.getByRole('link', { name: s.signIn }).click();
      await page.waitForURL('**/login');
      await page.getByRole('textbox', { name: ar.auth.email }).fill(guest.email);
      await page.getByLabel(ar.auth.password, { exact: true }).fill(guest.password);
      await page.getByRole('button', { name: ar.login.submit, exact: true }).click();

      // Back on the link, signed in: the invitation is accepted in the app's frame.
      const joined = page.getByTestId('invitation-joined');
      await joined.waitFor({ timeout: 60_000 });
      expect(page.url()).toContain(`/invitations/${token}`);
      expect(await joined.textContent()).toContain(ar.household.sharing.role.viewer);
      const roles = (await apiCall(suite.server, guest.access, 'GET', '/api/households/')).body as {
        role: string;
      }[];
      expect(roles.map((r) => r.role)).toEqual(['owner', 'viewer']);
    });
  });

  it('en: a link not valid, used or expired says so, and offers no sign-in to accept it', async () => {
    const { page, errors } = await openPage(suite.browser, suite.server.url, {
      language: 'en',
      theme: 'light',
      viewport: DESKTOP,
    });
    await withPageDiagnosis(page, errors, async () => {
      await page.goto('/invitations/not-a-real-token');
      const box = page.getByTestId('error-box');
      await box.waitFor({ timeout: 60_000 });
      expect(await box.textContent()).toBe(en.household.invitation.invalid);
      expect(await page.getByRole('link', { name: en.household.invitation.signIn }).count()).toBe(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/invitation-invalid-en.png`, fullPage: true });
    });
  });
});
