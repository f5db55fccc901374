import { describe, expect, it } from 'vitest';
import { mailSent } from '@server/auth/background-mail';
import { caller } from '@tests/server/portfolio/helpers';
import {
  ACCEPT,
  invite,
  MEMBERS,
  newPerson,
  share,
  type Person,
} from '@tests/server/household/sharing-helpers';
import { useClockedApps } from './clocked-apps';
import { freshIp, logInTokens, mailsTo, post } from './helpers';

/**
 * Product §16: a reset never silently keeps a share. The attacker, signed in to the victim's account, shares the
 * household; the victim's reset ends every session and holds every share (no access) until the victim answers,
 * share by share: keep or end. Invitations still pending die with the reset.
 */

const apps = useClockedApps();
const HELD = '/api/users/me/held-shares/';
const NEW_PASSWORD = 'Reset-Gold-Bars-2027';

async function resetPassword(person: Person): Promise<void> {
  apps.later(1000);
  expect(
    (await post(apps.t, '/auth/users/reset_password/', { email: person.email }, { ip: freshIp() })).status,
  ).toBe(204);
  await mailSent(apps.t.ctx);
  const link = /\/password-reset\/([\w-]+)\/([\w-]+)/.exec(
    (await mailsTo(apps.t, person.email)).at(-1)!.text,
  )!;
  const confirm = { uid: link[1], token: link[2], new_password: NEW_PASSWORD };
  expect((await post(apps.t, '/auth/users/reset_password_confirm/', confirm, { ip: freshIp() })).status).toBe(
    204,
  );
}

describe('shares after a password reset (product §16)', () => {
  it('are held, with no access, until the owner keeps or ends each; pending invitations die', async () => {
    const victim = await newPerson(apps.t, 'en');
    const viewer = await newPerson(apps.t);
    const editor = await newPerson(apps.t);
    const late = await newPerson(apps.t);
    const household = await share(apps.t, victim, viewer, 'viewer');
    await share(apps.t, victim, editor, 'editor');
    const pending = await invite(apps.t, victim, late.email, 'viewer');
    const reads = (person: Person) => person.api.get(`${MEMBERS}?household=${household}`);
    expect((await reads(viewer)).status).toBe(200);

    await resetPassword(victim);
    // Nobody keeps access silently, and the pending invitation cannot be accepted any more.
    expect((await reads(viewer)).status).toBe(404);
    expect((await reads(editor)).status).toBe(404);
    expect((await late.api.post(ACCEPT, { token: pending.token })).status).toBe(400);

    const { access } = await logInTokens(apps.t, victim.email, NEW_PASSWORD);
    const owner = caller(apps.t, `Bearer ${access}`);
    const held = await owner.get(HELD);
    expect(held.status).toBe(200);
    expect(held.body).toEqual([
      { uuid: expect.any(String), email: viewer.email, role: 'viewer' },
      { uuid: expect.any(String), email: editor.email, role: 'editor' },
    ]);
    const [viewerShare, editorShare] = held.body as { uuid: string }[];

    // Another person cannot answer for the owner.
    expect((await viewer.api.post(`${HELD}${viewerShare!.uuid}/keep/`, {})).status).toBe(404);
    expect((await reads(viewer)).status).toBe(404);

    expect((await owner.post(`${HELD}${viewerShare!.uuid}/keep/`, {})).status).toBe(204);
    expect((await reads(viewer)).status).toBe(200);
    expect((await owner.delete(`${HELD}${editorShare!.uuid}/`)).status).toBe(204);
    expect((await reads(editor)).status).toBe(404);
    expect((await owner.get(HELD)).body).toEqual([]);
    // Answered once: a second answer finds nothing.
    expect((await owner.post(`${HELD}${editorShare!.uuid}/keep/`, {})).status).toBe(404);
  });
});
