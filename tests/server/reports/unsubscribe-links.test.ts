import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '@server/notifications/signed-token';
import { renderReportMail } from '@server/reports/report-render';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, buy, newCaller, recordPrices } from '../portfolio/helpers';

/**
 * Product §16: a monthly report's unsubscribe link is single-purpose and dead once used or superseded. An
 * old link worked again after the person opted in again.
 */

const MONTH = '2026-11';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-12-02T10:00:00Z'), publicUrl: 'https://dahabi.test' });
  await recordPrices(t.ctx, '2026-10-31T15:00:00Z', { k24: 4000, k21: 3500, k18: 3000, usd: 48 });
  await recordPrices(t.ctx, '2026-11-20T15:00:00Z', { k24: 4200, k21: 3700, k18: 3150, usd: 50 });
});
afterAll(() => t?.close());

/** A person who trades and has opted in to the monthly report. */
async function subscriber() {
  const person = await newCaller(t);
  expect(
    (await person.api.post('/api/portfolios/transactions/', buy(ASSET.gram_21k, 5, 3400, '2026-11-03')))
      .status,
  ).toBe(201);
  await optIn(person, true);
  return person;
}

async function optIn(person: Awaited<ReturnType<typeof newCaller>>, on: boolean) {
  const reply = await person.api.put('/api/users/me/notifications/', { monthly_report: on });
  expect(reply).toMatchObject({ status: 200, body: { monthly_report: on } });
}

/** The unsubscribe link's token of the report e-mail the person would be sent now. */
async function mailedToken(person: { user: { id: number; email: string } }): Promise<string> {
  const mail = await renderReportMail(
    t.ctx,
    { userId: person.user.id, email: person.user.email, language: 'en', monthlyReport: true },
    MONTH,
  );
  return /reports\/unsubscribe\/([\w.-]+)/.exec(mail!.text)![1]!;
}

const check = async (token: string) => (await t.app.request(`/api/report-unsubscribe/${token}/`)).status;
const use = async (token: string) =>
  (await t.app.request(`/api/report-unsubscribe/${token}/`, { method: 'POST' })).status;

async function subscribed(userId: number): Promise<boolean> {
  const { rows } = await t.ctx.pool.query<{ on: boolean }>(
    'SELECT monthly_report AS on FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]!.on;
}

describe('report unsubscribe links', () => {
  it('a used link is dead, and stays dead after the person opts in again; the next e-mail’s link works', async () => {
    const person = await subscriber();
    const old = await mailedToken(person);
    expect(await use(old)).toBe(200);
    expect(await subscribed(person.user.id)).toBe(false);
    expect(await use(old)).toBe(404);

    await optIn(person, true);
    expect(await check(old)).toBe(404);
    expect(await use(old)).toBe(404);
    expect(await subscribed(person.user.id)).toBe(true);

    const fresh = await mailedToken(person);
    expect(fresh).not.toBe(old);
    expect(await check(fresh)).toBe(200);
    expect(await use(fresh)).toBe(200);
    expect(await subscribed(person.user.id)).toBe(false);
  });

  it('a link never used is superseded when the person switches the reports off and on in the settings', async () => {
    const person = await subscriber();
    const old = await mailedToken(person);
    await optIn(person, false);
    await optIn(person, true);
    expect(await check(old)).toBe(404);
    expect(await use(old)).toBe(404);
    expect(await subscribed(person.user.id)).toBe(true);
    // Saving the same choice again changes nothing: the current link still works.
    const current = await mailedToken(person);
    await optIn(person, true);
    expect(await use(current)).toBe(200);
  });

  it('a link sent before links had versions works until the person’s first change, and not after', async () => {
    // Subscribed before migration 0702: version 0.
    const subscribedBefore = async () => {
      const person = await subscriber();
      await t.ctx.pool.query('UPDATE users SET report_link_version = 0 WHERE id = $1', [person.user.id]);
      return person;
    };
    const person = await subscribedBefore();
    const legacy = signToken(t.ctx, 'report-unsubscribe', `${person.user.id}.${MONTH}`);
    expect(await check(legacy)).toBe(200);
    expect(await use(legacy)).toBe(200);
    await optIn(person, true);
    expect(await use(legacy)).toBe(404);
    expect(await subscribed(person.user.id)).toBe(true);

    const untouched = await subscribedBefore();
    const versionless = signToken(t.ctx, 'report-unsubscribe', `${untouched.user.id}.${MONTH}`);
    await optIn(untouched, false);
    await optIn(untouched, true);
    expect(await use(versionless)).toBe(404);
  });
});
