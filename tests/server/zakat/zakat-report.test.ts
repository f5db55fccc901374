import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '@contract/household';
import type { Report } from '@contract/reports';
import type { ZakatResponse } from '@contract/zakat';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { hijriYearAfter } from '@server/zakat/hijri';
import { ASSET, buy, newCaller, NOW, recordPrices } from '../portfolio/helpers';

/**
 * Product §12: the monthly report's zakat line is the zakat page's computation, for the report's member and as
 * of the report's last day (today for the current month), and a settings change shows in it at once. Prices: 21k
 * 3,500 and 24k 4,000 EGP a gram: 90 g of 21k (315,000) is over the 21k nisab (297,500) and under the 24k one
 * (340,000).
 */
const TX = '/api/portfolios/transactions/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const levels = { k24: 4000, k21: 3500, k18: 3000, usd: 50 };
  await recordPrices(t.ctx, '2024-01-01T10:00:00Z', levels);
  await recordPrices(t.ctx, new Date(NOW.getTime() - 3_600_000), levels);
});
afterAll(() => t?.close());

async function get<T>(api: Awaited<ReturnType<typeof newCaller>>['api'], url: string): Promise<T> {
  const reply = await api.get(url);
  expect(reply.status, reply.text).toBe(200);
  return reply.body as T;
}

describe('the monthly report’s zakat line (product §12)', () => {
  it('matches the page for this month, and follows a settings change at once', async () => {
    const { api } = await newCaller(t);
    expect((await api.post(TX, buy(ASSET.gram_21k, 90, 3000, '2026-06-01'))).status).toBe(201);
    // The spouse's gold is the spouse's: the owner's report (no ?member=) is the owner's own zakat, not a pool of both
    // (a pool of 180 g stayed over the 24k nisab and the report contradicted the page).
    const spouse = await api.post('/api/household/members/', {
      name: 'Mona',
      relation: 'spouse',
      colour: '#3366cc',
    });
    const theirs = { ...buy(ASSET.gram_21k, 90, 3000, '2026-06-01'), member: (spouse.body as Member).uuid };
    expect((await api.post(TX, theirs)).status).toBe(201);
    const page = await get<ZakatResponse>(api, '/api/zakat/');
    const line = (await get<Report>(api, '/api/reports/2026-11/')).zakat;
    expect(line).toEqual({
      as_of: page.as_of,
      nisab_reached: page.nisab_reached,
      hawl_state: page.hawl.state,
      due_on: page.hawl.due_on,
      amount_due: page.amount_due,
    });
    expect(line).toMatchObject({ nisab_reached: true, hawl_state: 'running' });

    // A 24k nisab puts the same gold below it: the report says so the next time it is asked for.
    expect((await api.put('/api/zakat/settings/', { nisab_basis: 'gold_24' })).status).toBe(200);
    const after = (await get<Report>(api, '/api/reports/2026-11/')).zakat;
    expect(after).toMatchObject({ nisab_reached: false, hawl_state: 'below_nisab', due_on: null });
    expect((await get<ZakatResponse>(api, '/api/zakat/')).nisab_reached).toBe(false);
  });

  it('a past month’s line is as of its last day, and a member’s report is that member’s zakat', async () => {
    const { api } = await newCaller(t);
    const spouse = (await api.post('/api/household/members/', {
      name: 'Mona',
      relation: 'spouse',
      colour: '#3366cc',
    })) as { status: number; body: Member };
    expect(spouse.status).toBe(201);
    // Self holds nothing; the spouse's 100 g were bought on 2025-06-01 and fell due a Hijri year later.
    const due = hijriYearAfter('2025-06-01');
    const body = { ...buy(ASSET.gram_21k, 100, 3000, '2025-06-01'), member: spouse.body.uuid };
    expect((await api.post(TX, body)).status).toBe(201);

    const own = (await get<Report>(api, '/api/reports/2025-06/')).zakat;
    expect(own).toMatchObject({ as_of: '2025-06-30', nisab_reached: false, hawl_state: 'below_nisab' });
    const theirs = `/api/reports/2025-06/?member=${spouse.body.uuid}`;
    expect((await get<Report>(api, theirs)).zakat).toEqual({
      as_of: '2025-06-30',
      nisab_reached: true,
      hawl_state: 'running',
      due_on: due,
      amount_due: 0,
    });
    // The month the year fell due says it is due, with the amount owed on that day.
    const month = due.slice(0, 7);
    expect((await get<Report>(api, `/api/reports/${month}/?member=${spouse.body.uuid}`)).zakat).toMatchObject(
      {
        hawl_state: 'due',
        due_on: due,
        amount_due: 8750,
      },
    );
  });
});
