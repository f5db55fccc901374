import { testPool } from '@tests/support/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_HOUSEHOLD_MEMBERS,
  tooManyMembersMessage,
  type Member,
  type MemberZakatList,
} from '@contract/household';
import { insertMember } from '@server/household/store';
import type { TestApp } from '@tests/support/test-app';
import { appWithTwoReadings, ASSET, buy, newCaller, type Caller } from '@tests/server/portfolio/helpers';
import { MEMBERS, TX } from './sharing-helpers';

/**
 * Security review: a household had no bound on its members, and GET /api/zakat/members/ walked every member's hawl
 * at once. A household holds at most MAX_HOUSEHOLD_MEMBERS members (the owner's own included), checked by the insert
 * itself so that adds at once cannot pass it, and the members' zakat is worked out one member after another.
 */

let t: TestApp;
beforeAll(async () => {
  t = await appWithTwoReadings();
});
afterAll(() => t?.close());

const newOwner = () => newCaller(t);

const newMember = (i: number) => ({ name: `Member ${i}`, relation: 'child', colour: '#3182ce' });

/** Adds members until the household has `total`, the owner's own included. */
async function fillTo(api: Caller, total: number): Promise<Member[]> {
  const added: Member[] = [];
  for (let i = 2; i <= total; i += 1) {
    const reply = await api.post(MEMBERS, newMember(i));
    expect(reply.status, reply.text).toBe(201);
    added.push(reply.body as Member);
  }
  return added;
}

async function memberRows(ownerId: number): Promise<number> {
  const { rows } = await t.ctx.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM household_members m JOIN households h ON h.id = m.household_id
      WHERE h.owner_id = $1`,
    [ownerId],
  );
  return rows[0]!.n;
}

describe('how many members a household holds', () => {
  it('at most MAX_HOUSEHOLD_MEMBERS, the owner’s own included: one more is a 400 naming the limit', async () => {
    expect(MAX_HOUSEHOLD_MEMBERS).toBe(20);
    const owner = await newOwner();
    const added = await fillTo(owner.api, MAX_HOUSEHOLD_MEMBERS);
    const refused = await owner.api.post(MEMBERS, newMember(99));
    expect(refused).toMatchObject({ status: 400, body: { detail: tooManyMembersMessage } });
    expect(tooManyMembersMessage).toBe('A household can have at most 20 members.');
    expect((await owner.api.get(MEMBERS)).body).toHaveLength(MAX_HOUSEHOLD_MEMBERS);
    expect(await memberRows(owner.user.id)).toBe(MAX_HOUSEHOLD_MEMBERS);
    // Editing a member of a full household is not adding one; removing one makes room again.
    expect((await owner.api.patch(`${MEMBERS}${added[0]!.uuid}/`, { name: 'Mona' })).status).toBe(200);
    expect((await owner.api.delete(`${MEMBERS}${added[0]!.uuid}/`)).status).toBe(204);
    expect((await owner.api.post(MEMBERS, newMember(100))).status).toBe(201);
  });

  it('adds sent at once one short of the limit: exactly one gets in', async () => {
    const owner = await newOwner();
    await fillTo(owner.api, MAX_HOUSEHOLD_MEMBERS - 1);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => owner.api.post(MEMBERS, newMember(200 + i))),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, ...Array<number>(9).fill(400)]);
    for (const r of replies.filter((r) => r.status === 400))
      expect(r.body).toEqual({ detail: tooManyMembersMessage });
    expect(await memberRows(owner.user.id)).toBe(MAX_HOUSEHOLD_MEMBERS);
  });

  it('inserts racing on ten connections at once, one short of the limit: exactly one gets in', async () => {
    // Straight to the store on a pool of its own, every connection open first, so the inserts truly overlap
    // (through the app they arrive a little apart): a cap counted in the insert alone let all ten in.
    const pool = testPool(t.ctx.config.databaseUrl!, 10);
    pool.on('error', () => undefined);
    try {
      const clients = await Promise.all(Array.from({ length: 10 }, () => pool.connect()));
      for (const client of clients) client.release();
      const wide = { ...t.ctx, pool };
      for (let round = 0; round < 3; round += 1) {
        const owner = await newOwner();
        await fillTo(owner.api, MAX_HOUSEHOLD_MEMBERS - 1);
        const added = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            insertMember(
              wide,
              owner.user.id,
              { ...newMember(300 + i), relation: 'child' },
              MAX_HOUSEHOLD_MEMBERS,
            ),
          ),
        );
        expect(added.filter((m) => m !== null)).toHaveLength(1);
        expect(await memberRows(owner.user.id)).toBe(MAX_HOUSEHOLD_MEMBERS);
      }
    } finally {
      await pool.end();
    }
  });

  it('one household’s limit is its own: another owner still adds members', async () => {
    const full = await newOwner();
    await fillTo(full.api, MAX_HOUSEHOLD_MEMBERS);
    const other = await newOwner();
    expect((await other.api.post(MEMBERS, newMember(1))).status).toBe(201);
  });
});

describe('zakat per member, for a full household', () => {
  it('works out every member, one after another: a few queries in flight, never one per member', async () => {
    const owner = await newOwner();
    await fillTo(owner.api, MAX_HOUSEHOLD_MEMBERS);
    const members = (await owner.api.get(MEMBERS)).body as Member[];
    // The review's ledger: one transaction each, dated 1900-01-02 (the earliest day a transaction may have).
    for (const m of members) {
      const reply = await owner.api.post(TX, {
        ...buy(ASSET.gram_21k, 100, 3000, '1900-01-02'),
        member: m.uuid,
      });
      expect(reply.status, reply.text).toBe(201);
    }
    const pool = t.ctx.pool;
    const query = pool.query;
    let inFlight = 0;
    let most = 0;
    pool.query = ((...args: Parameters<typeof query>) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      const done = () => {
        inFlight -= 1;
      };
      const pending = (query as (...a: unknown[]) => Promise<unknown>).apply(pool, args);
      pending.then(done, done);
      return pending;
    }) as typeof query;
    try {
      const reply = await owner.api.get('/api/zakat/members/');
      expect(reply.status, reply.text).toBe(200);
      const results = (reply.body as MemberZakatList).members;
      expect(results.map((r) => r.member.uuid)).toEqual(members.map((m) => m.uuid));
      // 100 g of 21k each, over the 85 g nisab since the first price known (not since 1900).
      for (const r of results)
        expect(r.zakat).toMatchObject({ nisab_reached: true, hawl: { state: 'running' } });
      expect(results[0]!.zakat.hawl.started_on).toBe('2026-11-21');
    } finally {
      pool.query = query;
    }
    // One member's reads at a time (zakat-query.ts reads at most five things together); with every member at
    // once, this household had 61 queries in flight, more than a server's whole pool.
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(5);
  });
});
