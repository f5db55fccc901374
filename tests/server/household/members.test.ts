import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS, TX } from './sharing-helpers';
import Big from 'big.js';
import type { Member, MemberZakatList } from '@contract/household';
import { newEntry, writeLedger } from '@server/portfolio/ledger-write';
import type { PortfolioValue, Transaction } from '@contract/portfolio';
import { FIXTURE_PASSWORD } from '@tests/support/auth-fixtures';
import { createSecondInstance, type TestApp } from '@tests/support/test-app';
import {
  appWithTwoReadings,
  ASSET,
  buy,
  caller,
  newCaller,
  sell,
  type Caller,
} from '@tests/server/portfolio/helpers';

/** Product §13: a household's members, each transaction a member's, balances and zakat per member. */

let t: TestApp;
beforeAll(async () => {
  t = await appWithTwoReadings();
});
afterAll(() => t?.close());

const newUser = () => newCaller(t);

async function addMember(api: Caller, name: string, relation: string, colour = '#3366CC'): Promise<Member> {
  const reply = await api.post(MEMBERS, { name, relation, colour });
  expect(reply.status, reply.text).toBe(201);
  return reply.body as Member;
}

async function record(api: Caller, body: unknown): Promise<Transaction> {
  const reply = await api.post(TX, body);
  expect(reply.status, reply.text).toBe(201);
  return reply.body as Transaction;
}

describe('members', () => {
  it('a new account has one household it owns and its own member, relation self, first', async () => {
    const { api } = await newUser();
    const households = await api.get('/api/households/');
    expect(households.status).toBe(200);
    expect(households.body).toEqual([{ uuid: expect.any(String), name: expect.any(String), role: 'owner' }]);
    const members = await api.get(MEMBERS);
    expect(members.body).toEqual([
      { uuid: expect.any(String), name: expect.any(String), relation: 'self', colour: expect.any(String) },
    ]);
  });

  it('adds, edits and removes a member; the colour is stored lower case', async () => {
    const { api } = await newUser();
    const spouse = await addMember(api, '  Mona ', 'spouse');
    expect(spouse).toEqual({ uuid: expect.any(String), name: 'Mona', relation: 'spouse', colour: '#3366cc' });
    const edited = await api.patch(`${MEMBERS}${spouse.uuid}/`, { name: 'Mona A.', colour: '#112233' });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ ...spouse, name: 'Mona A.', colour: '#112233' });
    expect(((await api.get(MEMBERS)).body as Member[]).map((m) => m.name)).toContain('Mona A.');
    expect((await api.delete(`${MEMBERS}${spouse.uuid}/`)).status).toBe(204);
    expect((await api.get(MEMBERS)).body).toHaveLength(1);
  });

  it('refuses bad fields with DRF-shaped 400s, a second self, and removing the owner’s own member', async () => {
    const { api } = await newUser();
    expect((await api.post(MEMBERS, { name: '', relation: 'child', colour: '#123456' })).body).toEqual({
      name: ['This field may not be blank.'],
    });
    const badColour = await api.post(MEMBERS, { name: 'Ali', relation: 'child', colour: 'red' });
    expect(badColour.status).toBe(400);
    expect(badColour.body).toHaveProperty('colour');
    expect((await api.post(MEMBERS, { name: 'Ali', relation: 'cousin', colour: '#123456' })).status).toBe(
      400,
    );
    expect((await api.post(MEMBERS, { name: 'Me 2', relation: 'self', colour: '#123456' })).status).toBe(400);
    const [self] = (await api.get(MEMBERS)).body as Member[];
    expect((await api.delete(`${MEMBERS}${self!.uuid}/`)).status).toBe(400);
    expect((await api.patch(`${MEMBERS}${self!.uuid}/`, { relation: 'child' })).status).toBe(400);
    expect((await api.get(MEMBERS)).body).toEqual([self]);
  });

  it('nobody reaches another household’s members: 404 on edit, remove and move, nothing changes', async () => {
    const a = await newUser();
    const b = await newUser();
    const child = await addMember(a.api, 'Omar', 'child');
    await record(a.api, { ...buy(ASSET.pound_full, 2, 30000, '2026-11-01'), member: child.uuid });
    const [selfB] = (await b.api.get(MEMBERS)).body as Member[];
    expect((await b.api.patch(`${MEMBERS}${child.uuid}/`, { name: 'X' })).status).toBe(404);
    expect((await b.api.delete(`${MEMBERS}${child.uuid}/`)).status).toBe(404);
    expect((await b.api.post(`${MEMBERS}${child.uuid}/move/`, { to: selfB!.uuid })).status).toBe(404);
    // Nor can B record on, read by, or move into A's member.
    expect(
      (await b.api.post(TX, { ...buy(ASSET.gram_21k, 1, 3000, '2026-11-01'), member: child.uuid })).status,
    ).toBe(400);
    expect((await b.api.get(`/api/portfolios/holdings/?member=${child.uuid}`)).status).toBe(404);
    expect((await b.api.get(`${TX}?member=${child.uuid}`)).status).toBe(404);
    expect((await b.api.get(`/api/zakat/?member=${child.uuid}`)).status).toBe(404);
    const [selfA] = (await a.api.get(MEMBERS)).body as Member[];
    expect((await b.api.post(`${MEMBERS}${selfB!.uuid}/move/`, { to: selfA!.uuid })).status).toBe(400);
    expect(((await a.api.get(MEMBERS)).body as Member[]).find((m) => m.uuid === child.uuid)?.name).toBe(
      'Omar',
    );
    expect((await a.api.get(`${TX}?member=${child.uuid}`)).body).toHaveLength(1);
  });
});

describe('transactions per member', () => {
  it('defaults to the owner’s own member, takes a member, and can be given to another member', async () => {
    const { api, user } = await newUser();
    const [self] = (await api.get(MEMBERS)).body as Member[];
    const spouse = await addMember(api, 'Mona', 'spouse');
    const mine = await record(api, buy(ASSET.gram_21k, 10, 3000, '2026-11-01'));
    expect(mine.member).toBe(self!.uuid);
    // Who created it and who last changed it are recorded with the row.
    const { rows } = await t.ctx.pool.query(
      'SELECT created_by, updated_by FROM transactions WHERE uuid = $1',
      [mine.uuid],
    );
    expect(rows[0]).toEqual({ created_by: user.id, updated_by: user.id });
    const hers = await record(api, { ...buy(ASSET.gram_21k, 5, 3000, '2026-11-02'), member: spouse.uuid });
    expect(hers.member).toBe(spouse.uuid);
    const moved = await api.patch(`${TX}${mine.uuid}/`, { member: spouse.uuid });
    expect(moved.status, moved.text).toBe(200);
    expect((moved.body as Transaction).member).toBe(spouse.uuid);
    expect((await api.get(`${TX}?member=${self!.uuid}`)).body).toEqual([]);
    expect((await api.get(`${TX}?member=${spouse.uuid}`)).body).toHaveLength(2);
    expect(
      (await api.post(TX, { ...buy(ASSET.gram_21k, 1, 1, '2026-11-01'), member: 'nobody' })).status,
    ).toBe(400);
  });

  it('a write that names no member (any writer of the ledger, such as an import) is the owner’s own', async () => {
    const { api, user } = await newUser();
    const [self] = (await api.get(MEMBERS)).body as Member[];
    await api.get('/api/portfolios/value/'); // the replay is cached here: the write goes through it
    const entry = newEntry({
      type: 'buy',
      assetId: ASSET.gram_24k,
      quantity: new Big('1'),
      price: new Big('4000'),
      at: Date.parse('2026-11-01T12:00:00Z'),
    });
    const written = await writeLedger(t.ctx, user.id, { kind: 'create', entry });
    expect(written).toMatchObject({ ok: true, entry: { member: self!.uuid } });
    const value = (await api.get(`/api/portfolios/value/?member=${self!.uuid}`)).body as PortfolioValue;
    expect(value.total_grams).toBe(1);
  });

  it('one member cannot sell another’s gold: Not enough balance, nothing written', async () => {
    const { api } = await newUser();
    const child = await addMember(api, 'Omar', 'child');
    await record(api, { ...buy(ASSET.pound_full, 2, 30000, '2026-11-01'), member: child.uuid });
    const wrong = await api.post(TX, sell(ASSET.pound_full, 1, 31000, '2026-11-10'));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ detail: 'Not enough balance' });
    await record(api, { ...sell(ASSET.pound_full, 1, 31000, '2026-11-10'), member: child.uuid });
    expect((await api.get(TX)).body).toHaveLength(2);
  });

  it('an edit that gives a sold-from buy to another member is refused, with the same answer on any instance', async () => {
    const user = await newUser();
    const { api } = user;
    const child = await addMember(api, 'Omar', 'child');
    const bought = await record(api, buy(ASSET.gram_24k, 3, 4000, '2026-11-01'));
    await record(api, sell(ASSET.gram_24k, 2, 4100, '2026-11-05'));
    const refused = await api.patch(`${TX}${bought.uuid}/`, { member: child.uuid });
    expect(refused.body).toEqual({ detail: 'Not enough balance' });
    // A second instance (no cached replay: the check reads each member's window from the tables) agrees, and
    // lets through the move that leaves both balances sound once the sell goes with it.
    const other = createSecondInstance(t);
    try {
      const onOther = caller(other as unknown as TestApp, user.authHeader);
      expect((await onOther.patch(`${TX}${bought.uuid}/`, { member: child.uuid })).body).toEqual({
        detail: 'Not enough balance',
      });
      const sold = ((await onOther.get(TX)).body as Transaction[]).find(
        (tx) => tx.transaction_type === 'sell',
      )!;
      const later = await onOther.patch(`${TX}${sold.uuid}/`, { member: child.uuid });
      expect(later.body).toEqual({ detail: 'Not enough balance' });
      expect((await onOther.patch(`${TX}${bought.uuid}/`, { member: child.uuid, quantity: 3 })).status).toBe(
        400,
      );
      // Give the child a buy first, then the sell can follow.
      await record(onOther, { ...buy(ASSET.gram_24k, 2, 4000, '2026-11-02'), member: child.uuid });
      expect((await onOther.patch(`${TX}${sold.uuid}/`, { member: child.uuid })).status).toBe(200);
      expect((await api.patch(`${TX}${bought.uuid}/`, { member: child.uuid })).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('household and per-member holdings and values add up', async () => {
    const { api } = await newUser();
    const spouse = await addMember(api, 'Mona', 'spouse');
    const child = await addMember(api, 'Omar', 'child');
    await record(api, buy(ASSET.gram_21k, 10, 3000, '2026-11-01'));
    await record(api, { ...buy(ASSET.gram_21k, 4, 3000, '2026-11-01'), member: spouse.uuid });
    await record(api, { ...buy(ASSET.pound_full, 1, 28000, '2026-11-01'), member: child.uuid });
    const value = async (q = '') => (await api.get(`/api/portfolios/value/${q}`)).body as PortfolioValue;
    const whole = await value();
    const [self] = (await api.get(MEMBERS)).body as Member[];
    const parts = await Promise.all([self!, spouse, child].map((m) => value(`?member=${m.uuid}`)));
    expect(parts.map((p) => p.total_grams)).toEqual([10, 4, 8]);
    expect(parts.reduce((sum, p) => sum + p.total_value, 0)).toBeCloseTo(whole.total_value, 2);
    expect(whole.total_grams).toBe(22);
    const childHoldings = (await api.get(`/api/portfolios/holdings/?member=${child.uuid}`)).body as Array<{
      asset_code: string;
      quantity: number;
    }>;
    expect(childHoldings.map((h) => [h.asset_code, h.quantity])).toEqual([['pound_full', 1]]);
    const chart = (await api.get(`/api/portfolios/chart/?range=1w&member=${spouse.uuid}`)).body as Array<{
      value: number;
    }>;
    expect(chart.at(-1)!.value).toBeCloseTo(parts[1]!.total_value, 2);
    expect((await api.get('/api/portfolios/value/?member=not-a-uuid')).status).toBe(404);
  });
});

describe('moving and removing members', () => {
  it('a member with transactions is removed only after an explicit move; the move is whole', async () => {
    const { api } = await newUser();
    const [self] = (await api.get(MEMBERS)).body as Member[];
    const parent = await addMember(api, 'Fatma', 'parent');
    await record(api, { ...buy(ASSET.gram_18k, 10, 2500, '2026-11-01'), member: parent.uuid });
    await record(api, { ...sell(ASSET.gram_18k, 4, 2600, '2026-11-03'), member: parent.uuid });
    await record(api, buy(ASSET.gram_18k, 1, 2500, '2026-11-02'));
    const refused = await api.delete(`${MEMBERS}${parent.uuid}/`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      detail: 'This member has transactions. Move them to another member before removing them.',
    });
    expect((await api.post(`${MEMBERS}${parent.uuid}/move/`, { to: parent.uuid })).status).toBe(400);
    expect((await api.post(`${MEMBERS}${parent.uuid}/move/`, { to: 'x' })).status).toBe(400);
    const moved = await api.post(`${MEMBERS}${parent.uuid}/move/`, { to: self!.uuid });
    expect(moved.body).toEqual({ moved: 2 });
    const mine = (await api.get(`${TX}?member=${self!.uuid}`)).body as Transaction[];
    expect(mine).toHaveLength(3);
    const value = (await api.get(`/api/portfolios/value/?member=${self!.uuid}`)).body as PortfolioValue;
    expect(value.total_grams).toBe(7);
    expect((await api.delete(`${MEMBERS}${parent.uuid}/`)).status).toBe(204);
  });
});

describe('deleting the owner’s account', () => {
  it('deletes the household, its members and their transactions', async () => {
    const owner = await newUser();
    const child = await addMember(owner.api, 'Omar', 'child');
    await record(owner.api, { ...buy(ASSET.pound_full, 1, 30000, '2026-11-01'), member: child.uuid });
    const res = await t.app.request('/auth/users/me/', {
      method: 'DELETE',
      headers: { Authorization: owner.authHeader, 'Content-Type': 'application/json' },
      body: JSON.stringify({ current_password: FIXTURE_PASSWORD }),
    });
    expect(res.status).toBe(204);
    const { rows } = await t.ctx.pool.query<{ n: string }>(
      `SELECT (SELECT count(*) FROM households WHERE owner_id = $1)
            + (SELECT count(*) FROM household_members WHERE uuid = $2)
            + (SELECT count(*) FROM transactions WHERE user_id = $1) AS n`,
      [owner.user.id, child.uuid],
    );
    expect(rows[0]!.n).toBe('0');
  });
});

describe('zakat per member', () => {
  it('computes each member against their own nisab and lists each result, never a sum', async () => {
    const { api } = await newUser();
    const spouse = await addMember(api, 'Mona', 'spouse');
    // 100 g of 21k for the spouse (over the 85 g nisab), 50 g for the owner (under it).
    await record(api, { ...buy(ASSET.gram_21k, 100, 3000, '2025-01-01'), member: spouse.uuid });
    await record(api, buy(ASSET.gram_21k, 50, 3000, '2025-01-01'));
    const list = await api.get('/api/zakat/members/');
    expect(list.status).toBe(200);
    const results = (list.body as MemberZakatList).members;
    expect(results.map((r) => r.member.relation)).toEqual(['self', 'spouse']);
    expect(results.map((r) => r.zakat.nisab_reached)).toEqual([false, true]);
    // Product §12: without ?member= it is the owner's own member's zakat, never a pooled household.
    expect((await api.get('/api/zakat/')).body).toEqual(results[0]!.zakat);
    const one = (await api.get(`/api/zakat/?member=${spouse.uuid}`)).body;
    expect(one).toEqual(results[1]!.zakat);
  });
});
