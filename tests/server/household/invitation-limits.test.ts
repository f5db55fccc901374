import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyInvitationsMessage, type Invitation } from '@contract/household-sharing';
import { MAX_PENDING_INVITATIONS } from '@contract/household-sharing-values';
import type { RateLimitPolicy } from '@server/auth/rate-limits';
import { DEFAULT_RATE_LIMITS } from '@server/auth/rate-limits';
import { sharingRoutes } from '@server/household/sharing-routes';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { freshIp, mailsTo, post } from '@tests/server/auth/helpers';
import { INVITATIONS, invite, newPerson, type Person } from './sharing-helpers';

/**
 * Each invitation is an e-mail, with the inviter's address and household name, to an address they chose: sending
 * them is rate-limited per account and per client address, and a household holds a bounded number pending.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
});
afterAll(() => t?.close());

const n = { value: 0 };
/** An address no test has used yet. */
const address = (label: string) => `${label}-${++n.value}-${process.pid}@example.com`;

describe('invitation rate limits', () => {
  const POLICY: RateLimitPolicy = {
    ...DEFAULT_RATE_LIMITS,
    invitation: { ip: { points: 3, durationSeconds: 3600 }, account: { points: 2, durationSeconds: 3600 } },
  };
  /** POST /api/household/invitations/ through sharing routes of a small limit, from the client address `ip`. */
  const inviteFrom = (owner: Person, email: string, ip = freshIp()) =>
    post(
      { ...t, app: sharingRoutes(t.ctx, POLICY) } as TestApp,
      INVITATIONS,
      { email, role: 'viewer' },
      {
        ip,
        headers: { Authorization: owner.authHeader },
      },
    );

  function expectThrottled(res: Awaited<ReturnType<typeof post>>) {
    expect(res.status, res.text).toBe(429);
    const seconds = Number(res.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(res.body).toEqual({ detail: `Request was throttled. Expected available in ${seconds} seconds.` });
  }

  it('per inviting account, whatever the client address; a refused invitation sends no e-mail and is not stored', async () => {
    const owner = await newPerson(t);
    for (let i = 0; i < 2; i++) expect((await inviteFrom(owner, address('guest'))).status).toBe(201);
    const refused = address('refused');
    expectThrottled(await inviteFrom(owner, refused));
    expect(await mailsTo(t, refused)).toEqual([]);
    const pending = (await owner.api.get(INVITATIONS)).body as Invitation[];
    expect(pending.map((i) => i.email)).not.toContain(refused);
    expect(pending).toHaveLength(2);
    // Another owner is not affected.
    expect((await inviteFrom(await newPerson(t), address('other'))).status).toBe(201);
  });

  it('per client address, whatever the account', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await inviteFrom(await newPerson(t), address('guest'), ip)).status).toBe(201);
    expectThrottled(await inviteFrom(await newPerson(t), address('guest'), ip));
  });
});

describe('pending invitations per household', () => {
  /** Stores `count` invitations of the owner's household as the API would: pending, or expired, or accepted. */
  async function stored(owner: Person, count: number, state: 'pending' | 'expired' | 'accepted' = 'pending') {
    const day = 86_400_000;
    const { rows } = await t.ctx.pool.query<{ email: string }>(
      `INSERT INTO household_invitations (household_id, email, role, token_hash, expires_at, accepted_at)
       SELECT h.id, $2 || g || '@example.com', 'viewer', $3 || g, $4, $5
         FROM households h, generate_series(1, $6::int) g
        WHERE h.owner_id = $1
       RETURNING email`,
      [
        owner.id,
        `${state}-${owner.id}-`,
        randomUUID(),
        new Date(Date.now() + (state === 'expired' ? -day : 7 * day)),
        state === 'accepted' ? new Date() : null,
        count,
      ],
    );
    return rows.map((r) => r.email);
  }

  const pendingOf = async (owner: Person) => ((await owner.api.get(INVITATIONS)).body as Invitation[]).length;

  it(`a household holds at most ${MAX_PENDING_INVITATIONS}: the next is a 400 that sends nothing; inviting a pending address again, or after a cancellation, still works`, async () => {
    const owner = await newPerson(t);
    await stored(owner, 3, 'expired');
    await stored(owner, 3, 'accepted');
    const [first] = await stored(owner, MAX_PENDING_INVITATIONS - 1);
    // Expired and accepted invitations take no place.
    await invite(t, owner, address('last'), 'viewer');
    expect(await pendingOf(owner)).toBe(MAX_PENDING_INVITATIONS);

    const refused = address('refused');
    const reply = await owner.api.post(INVITATIONS, { email: refused, role: 'viewer' });
    expect(reply).toMatchObject({ status: 400, body: { detail: tooManyInvitationsMessage } });
    expect(await mailsTo(t, refused)).toEqual([]);
    expect(await pendingOf(owner)).toBe(MAX_PENDING_INVITATIONS);

    // A pending address invited again replaces its invitation: no new place taken.
    const again = await invite(t, owner, first!, 'editor');
    expect(again.invitation.role).toBe('editor');
    expect(await pendingOf(owner)).toBe(MAX_PENDING_INVITATIONS);

    expect((await owner.api.delete(`${INVITATIONS}${again.invitation.uuid}/`)).status).toBe(204);
    await invite(t, owner, refused, 'viewer');
    expect(await pendingOf(owner)).toBe(MAX_PENDING_INVITATIONS);
  });

  it('invitations sent at the same moment cannot pass the limit together', async () => {
    const owner = await newPerson(t);
    await stored(owner, MAX_PENDING_INVITATIONS - 1);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        owner.api.post(INVITATIONS, { email: address('race'), role: 'viewer' }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    expect(await pendingOf(owner)).toBe(MAX_PENDING_INVITATIONS);
  });
});
