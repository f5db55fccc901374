import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '@server/mail/mailer';
import { deliverPending } from '@server/notifications/outbox-sender';
import { recordSnapshot } from '@server/prices/price-store';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createSecondInstance, createTestApp, type TestApp } from '@tests/support/test-app';
import { parseMail } from '../auth/helpers';
import { manualSnapshot } from '../prices/fixtures/snapshots';

let t: TestApp;
const NOW = new Date('2026-11-22T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const mails = () => (fs.existsSync(outboxDir(t.ctx)) ? fs.readdirSync(outboxDir(t.ctx)) : []);
const read = (name: string) => fs.readFileSync(`${outboxDir(t.ctx)}/${name}`, 'utf8');

describe('alert e-mail', () => {
  it('two senders deliver one e-mail in the person’s language; its link switches the alert off once, without a session', async () => {
    const { user } = await createActiveUser(t.ctx, undefined, { language: 'ar' });
    const { rows } = await t.ctx.pool.query<{ uuid: string }>(
      `INSERT INTO price_alerts (user_id, instrument, condition, threshold) VALUES ($1, 'gold_21_buy', 'above', 6000)
       RETURNING uuid::text`,
      [user.id],
    );
    await recordSnapshot(t.ctx, manualSnapshot({ takenAt: new Date('2026-11-22T09:59:00Z') }));
    const second = createSecondInstance(t);
    try {
      const results = await Promise.all([deliverPending(t.ctx), deliverPending(second.ctx)]);
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    } finally {
      await second.close();
    }
    expect(await deliverPending(t.ctx)).toEqual({ sent: 0, failed: 0 });
    const files = mails();
    expect(files).toHaveLength(1);
    const eml = read(files[0]!);
    expect(eml).toContain('Content-Language: ar');
    expect(eml).toContain('dir=3D"rtl"');
    // product §17: the price by its name and the figures grouped with their currency, as the notification says it.
    const mail = parseMail(eml);
    expect(mail.headers.subject).toBe('تنبيه سعر من ذهبي: عيار 21، شراء');
    expect(mail.text).toContain('ارتفع عيار 21، شراء فوق 6,000 ج.م: الآن 6,100 ج.م');
    expect(mail.text).toContain('انطلق التنبيه يوم ٢٢ نوفمبر ٢٠٢٦ في ١٢:٠٠ م.');
    expect(mail.text).not.toMatch(/gold_21_buy|6000|6100/);
    const token = /alerts\/off\/([\w.-]+)/.exec(eml.replace(/=\r?\n/g, ''))![1]!;

    const check = await t.app.request(`/api/alert-off/${token}/`);
    expect(check.status).toBe(200);
    const off = await t.app.request(`/api/alert-off/${token}/`, { method: 'POST' });
    expect([off.status, await off.json()]).toEqual([
      200,
      { instrument: 'gold_21_buy', condition: 'above', threshold: '6000' },
    ]);
    const state = await t.ctx.pool.query('SELECT state FROM price_alerts WHERE uuid = $1', [rows[0]!.uuid]);
    expect(state.rows[0]).toEqual({ state: 'paused' });
    const again = await t.app.request(`/api/alert-off/${token}/`, { method: 'POST' });
    expect(again.status).toBe(404);
    const forged = await t.app.request(`/api/alert-off/${token.slice(0, -2)}xx/`, { method: 'POST' });
    expect(forged.status).toBe(404);
  });
});
