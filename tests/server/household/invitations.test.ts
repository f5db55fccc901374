import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household } from '@contract/household';
import {
  invitationAddressMessage,
  invitationTokenMessage,
  type Access,
  type Invitation,
} from '@contract/household-sharing';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { signAccessToken } from '@server/auth/tokens';
import { caller, NOW } from '@tests/server/portfolio/helpers';
import { ACCEPT, ACCESS, INVITATIONS, invite, newPerson, ownHousehold } from './sharing-helpers';

/** Product §13: inviting a person to a household by e-mail; the link works once, for seven days, for that address. */

const DAY = 86_400_000;
let clock = NOW.getTime();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => t?.close());

/** A fresh access token at the clock's time (the five-minute tokens of a week ago have expired). */
async function signedInAgain(id: number, email: string) {
  return caller(t, `Bearer ${await signAccessToken(t.ctx, { id, email })}`);
}

describe('invitations', () => {
  it('the owner invites, the invitee accepts once and holds the role; the list shows the invitation until then', async () => {
    const owner = await newPerson(t);
    const guest = await newPerson(t, 'en');
    const home = await ownHousehold(owner);
    const { invitation, token } = await invite(t, owner, guest.email, 'viewer');
    expect(invitation).toEqual({
      uuid: expect.any(String),
      email: guest.email,
      role: 'viewer',
      expires_at: new Date(clock + 7 * DAY).toISOString(),
    });
    expect((await owner.api.get(INVITATIONS)).body).toEqual([invitation]);
    // Only the token's hash is stored.
    const { rows } = await t.ctx.pool.query(
      'SELECT 1 FROM household_invitations WHERE token_hash = $1 OR token_hash LIKE $2',
      [token, `%${token}%`],
    );
    expect(rows).toEqual([]);

    const accepted = await guest.api.post(ACCEPT, { token });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toEqual({ uuid: home.uuid, name: home.name, role: 'viewer' });
    const theirs = (await guest.api.get('/api/households/')).body as Household[];
    expect(theirs.map((h) => h.role)).toEqual(['owner', 'viewer']);
    expect(theirs[1]).toEqual(accepted.body);
    expect((await owner.api.get(INVITATIONS)).body).toEqual([]);
    const access = (await owner.api.get(ACCESS)).body as Access[];
    expect(access.map((a) => [a.email, a.role])).toEqual([
      [owner.email, 'owner'],
      [guest.email, 'viewer'],
    ]);

    // Single use: the same link again, by the same person or after the role is gone, is refused.
    expect(await guest.api.post(ACCEPT, { token })).toMatchObject({
      status: 400,
      body: { token: [invitationTokenMessage] },
    });
  });

  it('the e-mail is in the invitee’s language when they have an account, else the owner’s; Arabic reads right to left', async () => {
    const owner = await newPerson(t, 'ar');
    const english = await newPerson(t, 'en');
    const known = await invite(t, owner, english.email, 'editor');
    expect(known.mail.headers['content-language']).toBe('en');
    expect(known.mail.text).toContain(`${t.ctx.config.publicUrl}/invitations/${known.token}`);
    expect(known.mail.text).toContain('record its transactions');
    expect(known.mail.html).toContain('dir="ltr"');

    const unknown = await invite(t, owner, `Someone.New-${process.pid}@Example.com`, 'viewer');
    expect(unknown.invitation.email).toBe(`someone.new-${process.pid}@example.com`);
    expect(unknown.mail.headers['content-language']).toBe('ar');
    expect(unknown.mail.html).toContain('dir="rtl"');
    expect(unknown.mail.html).toContain(`/invitations/${unknown.token}`);
    expect(unknown.mail.headers.subject).toContain('ذهبي');

    const englishOwner = await newPerson(t, 'en');
    const fromEnglish = await invite(t, englishOwner, `another-${process.pid}@example.com`, 'viewer');
    expect(fromEnglish.mail.headers['content-language']).toBe('en');
  });

  it('a link past its seven days is refused; one a second before is accepted, by an account made since', async () => {
    const owner = await newPerson(t);
    // Invited before they have accounts: each signs up with the address later.
    const lateAddress = `late-${process.pid}@example.com`;
    const onTimeAddress = `on-time-${process.pid}@example.com`;
    const expired = await invite(t, owner, lateAddress, 'viewer');
    const fresh = await invite(t, owner, onTimeAddress, 'viewer');
    const start = clock;
    try {
      clock = start + 7 * DAY - 1000;
      const onTime = await newPerson(t, 'ar', onTimeAddress);
      expect((await onTime.api.post(ACCEPT, { token: fresh.token })).status).toBe(200);
      clock = start + 7 * DAY + 1000;
      const late = await newPerson(t, 'ar', lateAddress);
      expect(await late.api.post(ACCEPT, { token: expired.token })).toMatchObject({
        status: 400,
        body: { token: [invitationTokenMessage] },
      });
      expect(((await late.api.get('/api/households/')).body as Household[]).map((h) => h.role)).toEqual([
        'owner',
      ]);
      // An expired invitation is no longer pending (the owner signs in again: their token of a week ago expired).
      const ownerNow = await signedInAgain(owner.id, owner.email);
      expect((await ownerNow.get(INVITATIONS)).body).toEqual([]);
    } finally {
      clock = start;
    }
  });

  it('only the invited address may accept (any case); a bad or withdrawn token is refused; nothing changes', async () => {
    const owner = await newPerson(t);
    const invited = await newPerson(t, 'ar', `Invited-${process.pid}@example.com`);
    const other = await newPerson(t);
    const { invitation, token } = await invite(t, owner, `INVITED-${process.pid}@EXAMPLE.COM`, 'editor');
    expect(await other.api.post(ACCEPT, { token })).toMatchObject({
      status: 400,
      body: { token: [invitationAddressMessage] },
    });
    expect(((await other.api.get('/api/households/')).body as unknown[]).length).toBe(1);
    expect(await owner.api.post(ACCEPT, { token })).toMatchObject({
      status: 400,
      body: { token: expect.any(Array) },
    });
    for (const bad of ['nope', `${token}x`, token.slice(1), ' '])
      expect((await invited.api.post(ACCEPT, { token: bad })).status).toBe(400);
    // Still pending after the refusals, then accepted by its address, written in another case.
    expect((await owner.api.get(INVITATIONS)).body).toEqual([invitation]);
    expect((await invited.api.post(ACCEPT, { token })).body).toMatchObject({ role: 'editor' });

    const withdrawn = await invite(t, owner, other.email, 'viewer');
    expect((await owner.api.delete(`${INVITATIONS}${withdrawn.invitation.uuid}/`)).status).toBe(204);
    expect((await owner.api.delete(`${INVITATIONS}${withdrawn.invitation.uuid}/`)).status).toBe(404);
    expect((await other.api.post(ACCEPT, { token: withdrawn.token })).status).toBe(400);
  });

  it('a second invitation of the same address replaces the first; the owner cannot invite themselves', async () => {
    const owner = await newPerson(t);
    const guest = await newPerson(t);
    const first = await invite(t, owner, guest.email, 'viewer');
    const second = await invite(t, owner, guest.email, 'editor');
    expect(((await owner.api.get(INVITATIONS)).body as Invitation[]).map((i) => i.uuid)).toEqual([
      second.invitation.uuid,
    ]);
    expect((await guest.api.post(ACCEPT, { token: first.token })).status).toBe(400);
    expect((await guest.api.post(ACCEPT, { token: second.token })).body).toMatchObject({ role: 'editor' });
    const self = await owner.api.post(INVITATIONS, { email: owner.email.toUpperCase(), role: 'viewer' });
    expect(self.status).toBe(400);
    expect(self.body).toHaveProperty('email');
    expect(await owner.api.post(INVITATIONS, { email: 'x@example.com', role: 'owner' })).toMatchObject({
      status: 400,
    });
  });
});
