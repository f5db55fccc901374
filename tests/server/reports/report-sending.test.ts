import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverPending } from '@server/notifications/outbox-sender';
import { enqueueMonthlyReports, runReportsOnce } from '@server/reports/report-scheduler';
import { startSmtp } from '@tests/support/smtp-server';
import { createSecondInstance, createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, buy, newCaller, recordPrices } from '../portfolio/helpers';

/**
 * The monthly report e-mails (product §14, architecture §11): exactly once per person and month whatever the instances,
 * restarts and downtime do, with a clock the test moves.
 */

let clock = new Date('2026-11-22T10:00:00Z');
let refused = new Set<string>();
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
const people: Record<'ar' | 'en' | 'optedOut' | 'empty', { id: number; email: string }> = {} as never;

beforeAll(async () => {
  smtp = await startSmtp((address) => refused.has(address));
  t = await createTestApp({
    now: () => clock,
    smtpUrl: smtp.url,
    mailFrom: 'Dahabi <no-reply@dahabi.test>',
    publicUrl: 'https://dahabi.test',
  });
  await recordPrices(t.ctx, '2026-10-31T15:00:00Z', { k24: 4000, k21: 3500, k18: 3000, usd: 48 });
  await recordPrices(t.ctx, '2026-11-20T15:00:00Z', { k24: 4200, k21: 3700, k18: 3150, usd: 50 });
  for (const [name, language, optIn, trade] of [
    ['ar', 'ar', true, true],
    ['en', 'en', true, true],
    ['optedOut', 'en', false, true],
    ['empty', 'en', true, false],
  ] as const) {
    const { user, api } = await newCaller(t);
    await t.ctx.pool.query('UPDATE users SET language = $2 WHERE id = $1', [user.id, language]);
    if (optIn)
      expect((await api.put('/api/users/me/notifications/', { monthly_report: true })).status).toBe(200);
    if (trade)
      expect(
        (await api.post('/api/portfolios/transactions/', buy(ASSET.gram_21k, 5, 3400, '2026-11-03'))).status,
      ).toBe(201);
    people[name] = user;
  }
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The report e-mails each person received for a month, by subject month. */
const received = (who: { email: string }, month: string) =>
  smtp.received.filter(
    (r) => r.to.includes(who.email) && r.mail.text.includes(`/dashboard/reports/${month}`),
  );

async function periods(): Promise<string[]> {
  const { rows } = await t.ctx.pool.query<{ month: string }>(
    `SELECT to_char(month, 'YYYY-MM') AS month FROM report_periods ORDER BY month`,
  );
  return rows.map((r) => r.month);
}

describe('monthly report e-mails', () => {
  it('go out once per person on the 1st, across a restart in the middle of sending', async () => {
    clock = new Date('2026-12-01T08:00:00Z'); // 10:00 in Cairo
    expect(await enqueueMonthlyReports(t.ctx)).toEqual({ month: '2026-11', recipients: 2 });
    // The instance sends one e-mail and stops (a crash, a deploy); another instance takes over.
    expect(await deliverPending(t.ctx, 1)).toEqual({ sent: 1, failed: 0 });
    const second = createSecondInstance(t);
    try {
      await runReportsOnce(second.ctx);
    } finally {
      await second.close();
    }
    await runReportsOnce(t.ctx);
    clock = new Date('2026-12-02T08:00:00Z');
    await runReportsOnce(t.ctx);
    expect(received(people.ar, '2026-11')).toHaveLength(1);
    expect(received(people.en, '2026-11')).toHaveLength(1);
    expect(smtp.received.filter((r) => r.to.includes(people.optedOut.email))).toEqual([]);
    expect(smtp.received.filter((r) => r.to.includes(people.empty.email))).toEqual([]);
  });

  it('each in the person’s language and direction, with a plain-text part and the unsubscribe headers', () => {
    const ar = received(people.ar, '2026-11')[0]!.mail;
    expect(ar.headers.subject).toBe('تقريرك الشهري من ذهبي: نوفمبر ٢٠٢٦');
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.text).toContain('القيمة في آخر الشهر');
    expect(ar.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/dahabi\.test\/api\/report-unsubscribe\/[\w.-]+\/>$/,
    );
    expect(ar.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const en = received(people.en, '2026-11')[0]!.mail;
    expect(en.headers.subject).toBe('Your Dahabi monthly report: November 2026');
    expect(en.html).toContain('dir="ltr"');
    // 5 g of 21k bought in November, valued at the last November close (3700 a gram).
    expect(en.text).toContain('Value at the end of the month: 18,500.00 EGP');
  });

  it('two instances running at once send one e-mail per person', async () => {
    clock = new Date('2027-01-01T08:00:00Z');
    const second = createSecondInstance(t);
    try {
      await Promise.all([runReportsOnce(t.ctx), runReportsOnce(second.ctx)]);
    } finally {
      await second.close();
    }
    expect(received(people.ar, '2026-12')).toHaveLength(1);
    expect(received(people.en, '2026-12')).toHaveLength(1);
  });

  it('a server down over several 1sts catches up with the last completed month only', async () => {
    clock = new Date('2027-04-10T08:00:00Z');
    await runReportsOnce(t.ctx);
    expect(await periods()).toEqual(['2026-11', '2026-12', '2027-03']);
    expect(received(people.ar, '2027-01')).toEqual([]);
    expect(received(people.ar, '2027-02')).toEqual([]);
    expect(received(people.ar, '2027-03')).toHaveLength(1);
    expect(received(people.en, '2027-03')).toHaveLength(1);
  });

  it('one person’s failure does not stop the others, and is retried later', async () => {
    refused = new Set([people.en.email]);
    clock = new Date('2027-05-01T08:00:00Z');
    await runReportsOnce(t.ctx);
    expect(received(people.ar, '2027-04')).toHaveLength(1);
    expect(received(people.en, '2027-04')).toEqual([]);
    const { rows } = await t.ctx.pool.query<{ status: string; attempts: number }>(
      `SELECT status, attempts FROM notification_outbox WHERE key = $1`,
      [`report:${people.en.id}:2027-04`],
    );
    expect(rows).toEqual([{ status: 'pending', attempts: 1 }]);
    refused = new Set();
    await runReportsOnce(t.ctx); // too soon: the retry waits a minute
    expect(received(people.en, '2027-04')).toEqual([]);
    clock = new Date('2027-05-01T08:05:00Z');
    await runReportsOnce(t.ctx);
    expect(received(people.en, '2027-04')).toHaveLength(1);
    expect(received(people.ar, '2027-04')).toHaveLength(1);
  });

  it('the unsubscribe link works without a session, once; the one-click POST of a mail client too', async () => {
    const link = (who: { email: string }) =>
      /reports\/unsubscribe\/([\w.-]+)/.exec(received(who, '2027-04')[0]!.mail.text)![1]!;
    const token = link(people.ar);
    const check = await t.app.request(`/api/report-unsubscribe/${token}/`);
    expect([check.status, await check.json()]).toEqual([200, { email: people.ar.email }]);
    const off = await t.app.request(`/api/report-unsubscribe/${token}/`, { method: 'POST' });
    expect([off.status, await off.json()]).toEqual([200, { email: people.ar.email }]);
    expect((await t.app.request(`/api/report-unsubscribe/${token}/`, { method: 'POST' })).status).toBe(404);
    expect((await t.app.request(`/api/report-unsubscribe/${token}/`)).status).toBe(404);
    const forged = `${token.slice(0, -2)}xx`;
    expect((await t.app.request(`/api/report-unsubscribe/${forged}/`, { method: 'POST' })).status).toBe(404);
    // Another person's id under this signature is refused too.
    const swapped = token.replace(/^\d+/, String(people.en.id));
    expect((await t.app.request(`/api/report-unsubscribe/${swapped}/`, { method: 'POST' })).status).toBe(404);

    // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click to the header's address.
    const header = received(people.en, '2027-04')[0]!.mail.headers['list-unsubscribe']!;
    const oneClick = await t.app.request(new URL(header.slice(1, -1)).pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);

    clock = new Date('2027-06-01T08:00:00Z');
    await runReportsOnce(t.ctx);
    expect(received(people.ar, '2027-05')).toEqual([]);
    expect(received(people.en, '2027-05')).toEqual([]);
  });
});
