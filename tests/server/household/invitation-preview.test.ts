import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '@contract/household';
import { DEFAULT_RATE_LIMITS } from '@server/auth/rate-limits';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { NOW } from '@tests/server/portfolio/helpers';
import { ACCEPT, INVITATIONS, MEMBERS, invite, newPerson } from './sharing-helpers';

/**
 * Product §13: an invitation link opened signed out names whose household it joins (the owner's own member's name), and
 * nothing else; a link not valid, used, withdrawn or expired answers the same 404 as an unknown one.
 */

const DAY = 86_400_000;
let clock = NOW.getTime();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock), trustProxy: true });
});
afterAll(() => t?.close());

let ip = 0;
/** Signed out, from a client address of its own (the per-address limit is tested on its own below). */
async function preview(token: string, from = `10.0.${(ip >> 8) & 255}.${ip++ & 255}`) {
  const res = await t.app.request(`/api/invitations/${encodeURIComponent(token)}/`, {
    headers: { 'X-Forwarded-For': from },
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

const GONE = { status: 404, body: { detail: 'Not found.' } };

describe('an invitation link read signed out', () => {
  it('names the owner (their member’s name) while pending; after it is accepted, the same 404 as a made-up token', async () => {
    const owner = await newPerson(t);
    const guest = await newPerson(t, 'en');
    const self = ((await owner.api.get(MEMBERS)).body as Member[]).find((m) => m.relation === 'self')!;
    expect((await owner.api.patch(`${MEMBERS}${self.uuid}/`, { name: 'أحمد' })).status).toBe(200);
    const { token } = await invite(t, owner, guest.email, 'editor');

    // Exactly the owner's name: not the household, the address invited, the role or the owner's e-mail.
    expect(await preview(token)).toEqual({ status: 200, body: { owner: 'أحمد' } });
    expect(await preview('made-up-token')).toEqual(GONE);
    expect(await preview(`${token}x`)).toEqual(GONE);

    expect((await guest.api.post(ACCEPT, { token })).status).toBe(200);
    expect(await preview(token)).toEqual(GONE);
  });

  it('a withdrawn link and one past its seven days answer 404', async () => {
    const owner = await newPerson(t);
    const withdrawn = await invite(t, owner, `withdrawn-${process.pid}@example.com`, 'viewer');
    const late = await invite(t, owner, `late-preview-${process.pid}@example.com`, 'viewer');
    expect((await owner.api.delete(`${INVITATIONS}${withdrawn.invitation.uuid}/`)).status).toBe(204);
    expect(await preview(withdrawn.token)).toEqual(GONE);
    const start = clock;
    try {
      clock = start + 7 * DAY - 1000;
      expect((await preview(late.token)).status).toBe(200);
      clock = start + 7 * DAY + 1000;
      expect(await preview(late.token)).toEqual(GONE);
    } finally {
      clock = start;
    }
  });

  it('is throttled per client address: guessing tokens gets a 429 with Retry-After', async () => {
    const { points } = DEFAULT_RATE_LIMITS.invitationPreview.ip;
    for (let i = 0; i < points; i++) expect((await preview(`guess-${i}`, '10.9.9.9')).status).toBe(404);
    const res = await t.app.request('/api/invitations/guess-last/', {
      headers: { 'X-Forwarded-For': '10.9.9.9' },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await preview('guess-other', '10.9.9.10')).status).toBe(404);
  });
});
