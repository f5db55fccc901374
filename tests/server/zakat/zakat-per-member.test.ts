import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member, MemberZakatList } from '@contract/household';
import type { ZakatResponse } from '@contract/zakat';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { hijriString, hijriYearAfter } from '@server/zakat/hijri';
import { ASSET, buy, newCaller, NOW, recordPrices, type Caller } from '../portfolio/helpers';

/**
 * Product §12 over HTTP on PostgreSQL: zakat is owed by each person on what that person owns. Each household member has
 * their own years, settings and payments; `GET /api/zakat/` without `?member=` is the owner's own member. Prices:
 * 21k 3,500 and 24k 4,000 EGP a gram (dealer side): 100 g of 21k is 350,000, over the nisab of 297,500.
 */
const TX = '/api/portfolios/transactions/';
const MEMBERS = '/api/household/members/';
const SELF_BOUGHT = '2025-10-24';
const SELF_DUE = hijriYearAfter(SELF_BOUGHT);
const SPOUSE_BOUGHT = '2025-09-05';
const SPOUSE_DUE = hijriYearAfter(SPOUSE_BOUGHT);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const levels = { k24: 4000, k21: 3500, k18: 3000, usd: 50 };
  await recordPrices(t.ctx, '2024-01-01T10:00:00Z', levels);
  await recordPrices(t.ctx, new Date(NOW.getTime() - 3_600_000), levels);
});
afterAll(() => t?.close());

async function ok(reply: Promise<{ status: number; body: unknown; text: string }>, status = 200) {
  const r = await reply;
  expect(r.status, r.text).toBe(status);
  return r.body;
}

async function addMember(api: Caller, name: string, relation: string): Promise<Member> {
  return (await ok(api.post(MEMBERS, { name, relation, colour: '#3366cc' }), 201)) as Member;
}

/** The issue's family: self 100 g of 21k bought 2025-10-24, the spouse 100 g bought 2025-09-05. */
async function family() {
  const { api } = await newCaller(t);
  const spouse = await addMember(api, 'Mona', 'spouse');
  await ok(api.post(TX, buy(ASSET.gram_21k, 100, 3000, SELF_BOUGHT)), 201);
  await ok(api.post(TX, { ...buy(ASSET.gram_21k, 100, 3000, SPOUSE_BOUGHT), member: spouse.uuid }), 201);
  const zakatOf = async (member?: string) =>
    (await ok(api.get(`/api/zakat/${member ? `?member=${member}` : ''}`))) as ZakatResponse;
  return { api, spouse, zakatOf };
}

describe('a payment settles the right person’s year (product §12)', () => {
  it('each member has their own year; paying the spouse’s leaves self’s untouched, and a second is refused', async () => {
    const { api, spouse, zakatOf } = await family();
    expect((await zakatOf()).hawl).toEqual({
      state: 'due',
      started_on: SELF_BOUGHT,
      due_on: SELF_DUE,
      due_on_hijri: hijriString(SELF_DUE),
    });
    expect((await zakatOf(spouse.uuid)).hawl).toMatchObject({ state: 'due', due_on: SPOUSE_DUE });

    const paid = await ok(
      api.post(`/api/zakat/payments/?member=${spouse.uuid}`, { paid_on: '2026-11-20', amount: 8750 }),
      201,
    );
    expect(paid).toMatchObject({ hawl_started_on: SPOUSE_BOUGHT, hawl_due_on: SPOUSE_DUE, amount: 8750 });

    // Self's year is still owed, by self.
    const self = await zakatOf();
    expect(self.hawl).toMatchObject({ state: 'due', due_on: SELF_DUE });
    expect(self.amount_due).toBe(8750);
    expect(await ok(api.get('/api/zakat/payments/'))).toEqual([]);
    // The spouse's year is settled and their next one runs from its due day.
    const theirs = await zakatOf(spouse.uuid);
    expect(theirs.hawl).toMatchObject({ state: 'running', started_on: SPOUSE_DUE });
    expect(theirs.amount_due).toBe(0);
    expect(await ok(api.get(`/api/zakat/payments/?member=${spouse.uuid}`))).toEqual([paid]);

    // Self pays their own year: not "No hawl is due".
    expect(
      await ok(api.post('/api/zakat/payments/', { paid_on: '2026-11-21', amount: 8750 }), 201),
    ).toMatchObject({ hawl_due_on: SELF_DUE });
    // Now nothing is due for either.
    expect(
      await api.post(`/api/zakat/payments/?member=${spouse.uuid}`, { paid_on: '2026-11-21', amount: 1 }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'No hawl is due: a payment settles the hawl that is due.' },
    });
  });

  it('GET /api/zakat/ without ?member= is the owner’s own member, never a pooled household', async () => {
    const { api } = await newCaller(t);
    const spouse = await addMember(api, 'Mona', 'spouse');
    // 50 g each: together 350,000, over the nisab; alone 175,000, under it.
    await ok(api.post(TX, buy(ASSET.gram_21k, 50, 3000, '2026-01-01')), 201);
    await ok(api.post(TX, { ...buy(ASSET.gram_21k, 50, 3000, '2026-01-01'), member: spouse.uuid }), 201);
    const own = (await ok(api.get('/api/zakat/'))) as ZakatResponse;
    expect(own).toMatchObject({
      zakatable_value: 175000,
      nisab_reached: false,
      hawl: { state: 'below_nisab' },
    });
    const list = (await ok(api.get('/api/zakat/members/'))) as MemberZakatList;
    expect(list.members.map((m) => m.zakat.zakatable_value)).toEqual([175000, 175000]);
    expect(list.members[0]!.zakat).toEqual(own);
  });

  it('settings are per member: each member’s own apply to that member’s result only', async () => {
    const { api, spouse, zakatOf } = await family();
    await ok(
      api.put(`/api/zakat/settings/?member=${spouse.uuid}`, { nisab_basis: 'gold_24', cash_egp: 1000 }),
    );
    expect((await zakatOf(spouse.uuid)).settings).toMatchObject({ nisab_basis: 'gold_24', cash_egp: 1000 });
    expect((await zakatOf(spouse.uuid)).nisab_value).toBe(340000);
    expect((await zakatOf()).settings).toMatchObject({ nisab_basis: 'gold_21', cash_egp: 0 });
    expect((await zakatOf()).nisab_value).toBe(297500);
  });

  it('the family view lists one result per member and the sum of what each owes', async () => {
    const { api, spouse } = await family();
    const child = await addMember(api, 'Omar', 'child');
    const list = (await ok(api.get('/api/zakat/members/'))) as MemberZakatList;
    expect(list.members.map((m) => [m.member.uuid, m.zakat.amount_due])).toEqual([
      [list.members[0]!.member.uuid, 8750],
      [spouse.uuid, 8750],
      [child.uuid, 0],
    ]);
    expect(list.total_due).toBe(17500);
  });

  it('a member of another household is a 404 on every zakat route', async () => {
    const { spouse } = await family();
    const { api: other } = await newCaller(t);
    for (const reply of [
      await other.get(`/api/zakat/?member=${spouse.uuid}`),
      await other.get(`/api/zakat/payments/?member=${spouse.uuid}`),
      await other.put(`/api/zakat/settings/?member=${spouse.uuid}`, { jewellery: 'included' }),
      await other.post(`/api/zakat/payments/?member=${spouse.uuid}`, { paid_on: '2026-11-20', amount: 1 }),
      await other.get(`/api/zakat/reminder.ics?member=${spouse.uuid}`),
    ])
      expect(reply).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });
});

describe('every unpaid year (product §12)', () => {
  // 100 g held since April 2024 and never paid: two years have completed by 2026-11-22.
  const BOUGHT = '2024-04-10';
  const FIRST = hijriYearAfter(BOUGHT);
  const SECOND = hijriYearAfter(FIRST);

  it('lists both years oldest first, owes their sum, and a payment settles the oldest unless it names one', async () => {
    const { api } = await newCaller(t);
    await ok(api.post(TX, buy(ASSET.gram_21k, 100, 3000, BOUGHT)), 201);
    const z = (await ok(api.get('/api/zakat/'))) as ZakatResponse;
    expect(z.unpaid).toEqual([
      {
        started_on: BOUGHT,
        due_on: FIRST,
        due_on_hijri: hijriString(FIRST),
        value_on_due: 350000,
        amount: 8750,
      },
      {
        started_on: FIRST,
        due_on: SECOND,
        due_on_hijri: hijriString(SECOND),
        value_on_due: 350000,
        amount: 8750,
      },
    ]);
    expect(z.amount_due).toBe(17500);
    expect(z.current).toMatchObject({ state: 'running', started_on: SECOND });

    // Naming the second year settles that one; the first is still owed.
    expect(
      await ok(
        api.post('/api/zakat/payments/', { paid_on: '2026-11-20', amount: 8750, due_on: SECOND }),
        201,
      ),
    ).toMatchObject({ hawl_due_on: SECOND });
    expect(((await ok(api.get('/api/zakat/'))) as ZakatResponse).unpaid.map((u) => u.due_on)).toEqual([
      FIRST,
    ]);
    // A day no unpaid year is due on is refused by field.
    expect(
      await api.post('/api/zakat/payments/', { paid_on: '2026-11-20', amount: 1, due_on: '2026-01-01' }),
    ).toMatchObject({ status: 400, body: { due_on: ['No unpaid year of this member is due on that day.'] } });
    // Without a due day, the oldest.
    expect(
      await ok(api.post('/api/zakat/payments/', { paid_on: '2026-11-21', amount: 8750 }), 201),
    ).toMatchObject({
      hawl_due_on: FIRST,
    });
    expect(((await ok(api.get('/api/zakat/'))) as ZakatResponse).amount_due).toBe(0);
  });
});

describe('settings added by product §12', () => {
  it('a client that sends none of the new fields keeps working, and they take their defaults', async () => {
    const { api } = await newCaller(t);
    expect(
      await ok(
        api.put('/api/zakat/settings/', {
          nisab_basis: 'gold_21',
          hawl_rule: 'continuous',
          jewellery: 'exempt',
          cash_egp: 10,
          debts_egp: 0,
        }),
      ),
    ).toEqual({
      nisab_basis: 'gold_21',
      hawl_rule: 'continuous',
      jewellery: 'exempt',
      year: 'lunar',
      cash_egp: 10,
      receivables_egp: 0,
      debts_egp: 0,
    });
  });

  it('receivables count toward the zakatable value; a solar year charges 2.577 % on the anniversary', async () => {
    const { api } = await newCaller(t);
    await ok(api.post(TX, buy(ASSET.gram_21k, 100, 3000, '2025-06-01')), 201);
    await ok(api.put('/api/zakat/settings/', { receivables_egp: '50000', year: 'solar' }));
    const z = (await ok(api.get('/api/zakat/'))) as ZakatResponse;
    expect(z).toMatchObject({
      rate: 2.577,
      zakatable_value: 400000,
      hawl: { state: 'due', started_on: '2025-06-01', due_on: '2026-06-01' },
      value_on_due: 400000,
      amount_due: 10308,
    });
  });

  it.each([
    [{ receivables_egp: '-1' }, { receivables_egp: ['Ensure this value is greater than or equal to 0.'] }],
    [{ year: 'sidereal' }, { year: [expect.any(String)] }],
  ])('refuses %j by field', async (payload, errors) => {
    const { api } = await newCaller(t);
    expect(await api.put('/api/zakat/settings/', payload)).toMatchObject({ status: 400, body: errors });
  });
});
