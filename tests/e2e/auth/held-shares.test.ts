// Product §16 (ADR 022) in a real browser, in Arabic: a reset holds the household's shares; the owner, signed in
// with the new password, is asked on the family page about each person and keeps the viewer, who reads the household
// again. Every string is taken from the locale files.
import { expect, it } from 'vitest';
import type { Household } from '@contract/household';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import {
  apiCall,
  createSignedInUser,
  openPage,
  withPageDiagnosis,
  type RunningServer,
} from '@tests/support/e2e';
import { describeInBrowser } from '@tests/support/browser-suite';

const NEW_PASSWORD = 'Fresh-Gold-2027';
const SHOTS = process.env.SHOTS_DIR;

/** The newest link of `kind` in the e-mails to `email` (quoted-printable undone). */
async function linkFor(server: RunningServer, email: string, kind: RegExp): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mails = (await server.outbox()).filter((m) => m.toLowerCase().includes(email.toLowerCase()));
    const decoded = mails
      .at(-1)
      ?.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = decoded?.match(kind)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail for ${email} with ${kind}`);
}

async function households(server: RunningServer, access: string): Promise<string[]> {
  const { body } = await apiCall(server, access, 'GET', '/api/households/');
  return (body as Household[]).map((h) => h.uuid);
}

describeInBrowser('held shares after a password reset, in Chromium', (suite) => {
  it('ar: a viewer held by the reset is shown on the family page, kept, and reads the household again', async () => {
    const server = suite.server;
    const owner = await createSignedInUser(server);
    const viewer = await createSignedInUser(server);
    const [household] = await households(server, owner.access);

    // The owner shares the household with the viewer, who accepts.
    const invited = await apiCall(server, owner.access, 'POST', '/api/household/invitations/', {
      email: viewer.email,
      role: 'viewer',
    });
    expect(invited.status).toBe(201);
    const invitation = await linkFor(server, viewer.email, /https?:\/\/[^\s"<>]+\/invitations\/[\w.-]+/);
    const token = new URL(invitation).pathname.split('/').filter(Boolean).at(-1);
    expect(
      (await apiCall(server, viewer.access, 'POST', '/api/household/invitations/accept/', { token })).status,
    ).toBe(200);
    expect(await households(server, viewer.access)).toContain(household);

    // The owner resets the password from the e-mail's link.
    const asked = await fetch(`${server.url}/auth/users/reset_password/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.email }),
    });
    expect(asked.status).toBe(204);
    const reset = await linkFor(server, owner.email, /https?:\/\/[^\s"<>]+\/password-reset\/[\w-]+\/[\w-]+/);
    const { page, errors } = await openPage(suite.browser, server.url, {
      language: 'ar',
      theme: 'dark',
      viewport: { width: 390, height: 844 },
    });
    await withPageDiagnosis(page, errors, async () => {
      await page.goto(new URL(reset).pathname);
      await page.getByLabel(ar.passwordReset.newPassword, { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(ar.auth.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: ar.passwordReset.submit }).click();
      await page.waitForURL('**/login');
      // The success says the family page will ask.
      await page.getByText(ar.passwordReset.reviewAccess).first().waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/reset-success-ar.png` });

      // Held: the viewer reads nothing of the household until the owner answers.
      expect(await households(server, viewer.access)).not.toContain(household);

      await page.getByRole('textbox', { name: ar.auth.email }).fill(owner.email);
      await page.getByLabel(ar.auth.password, { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: ar.login.submit, exact: true }).click();
      await page.waitForURL('**/dashboard');
      await page.goto('/dashboard/family');
      const card = page.getByRole('region', { name: ar.heldShares.title });
      await card.getByText(ar.heldShares.intro).waitFor({ timeout: 60_000 });
      const row = card.getByTestId('held-share-row').filter({ hasText: viewer.email });
      await row.getByText(ar.household.sharing.role.viewer).waitFor();
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/held-shares-ar.png`, fullPage: true });
        // The same card in English, light, on a desktop, in a session of its own.
        const tokens = await signIn(server, owner.email, NEW_PASSWORD);
        const desk = await openPage(suite.browser, server.url, { language: 'en', theme: 'light', tokens });
        await desk.page.goto('/dashboard/family');
        await desk.page.getByText(en.heldShares.intro).waitFor({ timeout: 60_000 });
        await desk.page.screenshot({ path: `${SHOTS}/held-shares-en.png`, fullPage: true });
        await desk.context.close();
      }

      // Ending asks first; cancelling leaves the share held.
      await row.getByRole('button', { name: ar.heldShares.end }).click();
      await row
        .getByText(ar.heldShares.endConfirm.replace('{{email}}', `\u2068${viewer.email}\u2069`))
        .waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/held-shares-confirm-ar.png`, fullPage: true });
      await row.getByRole('button', { name: ar.common.cancel }).click();

      await row.getByRole('button', { name: ar.heldShares.keep }).click();
      await card.waitFor({ state: 'detached', timeout: 20_000 });
      // The sharing card reads the kept viewer back among the people with access.
      await page.getByTestId('access-row').filter({ hasText: viewer.email }).waitFor({ timeout: 20_000 });
    });

    // The viewer reads the household again.
    expect(await households(server, viewer.access)).toContain(household);
    const members = await apiCall(
      server,
      viewer.access,
      'GET',
      `/api/household/members/?household=${household}`,
    );
    expect(members.status).toBe(200);
  }, 240_000);
});

async function signIn(server: RunningServer, email: string, password: string) {
  const res = await fetch(`${server.url}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { access: string; refresh: string };
  return { access: body.access, refresh: body.refresh };
}
