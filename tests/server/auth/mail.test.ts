import fs from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@server/auth/routes';
import { startSmtp } from '@tests/support/smtp-server';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { activationLinkIn, freshIp, outboxFiles, parseMail, post, STRONG_PASSWORD } from './helpers';

const signUpBody = (email: string, extra: object = {}) => ({
  email,
  password: STRONG_PASSWORD,
  terms_accepted: true,
  ...extra,
});

describe('activation e-mails over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      trustProxy: true,
      smtpUrl: smtp.url,
      mailFrom: 'Dahabi <no-reply@dahabi.test>',
      publicUrl: 'https://dahabi.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const lastTo = (email: string) => smtp.received.filter((r) => r.to.includes(email)).at(-1);

  it('Arabic by default: right-to-left HTML, plain text, and a link that activates the account', async () => {
    const res = await post(t, '/auth/users/', signUpBody('salma@example.com'), { ip: freshIp() });
    expect(res.status).toBe(201);
    const got = lastTo('salma@example.com')!;
    expect(got.from).toBe('no-reply@dahabi.test');
    expect(got.mail.headers.subject).toBe('فعّل حسابك في ذهبي');
    expect(got.mail.headers['content-language']).toBe('ar');
    expect(got.mail.text).toContain('شكرًا لتسجيلك في ذهبي');
    expect(got.mail.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(got.mail.html).toContain('تفعيل الحساب');
    const link = activationLinkIn(got.mail.text, 'https://dahabi.test');
    expect(got.mail.html).toContain(`href="${link.link}"`);
    expect(await outboxFiles(t)).toEqual([]); // SMTP, not the outbox
    expect(
      (await post(t, '/auth/users/activation/', { uid: link.uid, token: link.token }, { ip: freshIp() }))
        .status,
    ).toBe(204);
  });

  it('English when the sign-up says so, by the language hint or by Accept-Language', async () => {
    await post(t, '/auth/users/', signUpBody('hint@example.com', { language: 'en' }), { ip: freshIp() });
    await post(t, '/auth/users/', signUpBody('header@example.com'), {
      ip: freshIp(),
      headers: { 'Accept-Language': 'en-GB,en;q=0.9,ar;q=0.5' },
    });
    for (const email of ['hint@example.com', 'header@example.com']) {
      const got = lastTo(email)!;
      expect(got.mail.headers.subject).toBe('Activate your Dahabi account');
      expect(got.mail.headers['content-language']).toBe('en');
      expect(got.mail.text).toContain('Thank you for signing up to Dahabi');
      expect(got.mail.text).toContain('expires in 3 days');
      expect(got.mail.html).toMatch(/<html lang="en" dir="ltr">/);
      expect(activationLinkIn(got.mail.text, 'https://dahabi.test').link).toMatch(
        /^https:\/\/dahabi\.test\/activate\//,
      );
    }
  });

  it('Arabic when Accept-Language prefers it or names neither language', async () => {
    await post(t, '/auth/users/', signUpBody('prefers.ar@example.com'), {
      ip: freshIp(),
      headers: { 'Accept-Language': 'en;q=0.4, ar-EG' },
    });
    await post(t, '/auth/users/', signUpBody('french@example.com'), {
      ip: freshIp(),
      headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' },
    });
    expect(lastTo('prefers.ar@example.com')!.mail.headers.subject).toBe('فعّل حسابك في ذهبي');
    expect(lastTo('french@example.com')!.mail.headers.subject).toBe('فعّل حسابك في ذهبي');
  });

  it('the owner of an active account gets the notice in the visitor’s language', async () => {
    await post(t, '/auth/users/', signUpBody('owner@example.com'), { ip: freshIp() });
    const link = activationLinkIn(lastTo('owner@example.com')!.mail.text, 'https://dahabi.test');
    await post(t, '/auth/users/activation/', { uid: link.uid, token: link.token }, { ip: freshIp() });
    await post(t, '/auth/users/', signUpBody('owner@example.com', { language: 'en' }), { ip: freshIp() });
    const notice = lastTo('owner@example.com')!;
    expect(notice.mail.headers.subject).toBe('Someone tried to sign up to Dahabi with your address');
    expect(notice.mail.text).toContain('https://dahabi.test/login');
    expect(notice.mail.text).not.toContain('/activate/');
  });

  it('a mail server that is down does not fail the sign-up (the failure is logged)', async () => {
    const down = await startSmtp();
    await down.close();
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const app = authRoutes({ ...t.ctx, log, config: { ...t.ctx.config, smtpUrl: down.url } });
    const res = await post({ ...t, app } as TestApp, '/auth/users/', signUpBody('unlucky@example.com'), {
      ip: freshIp(),
    });
    expect(res.status).toBe(201);
    expect(lines.join('\n')).toContain('account e-mail could not be sent');
  });
});

describe('activation e-mails to the outbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true, smtpUrl: undefined, publicUrl: 'http://localhost:8000' });
  });
  afterAll(() => t.close());

  it('writes one .eml per message into DATA_DIR/outbox, named in time order, and logs the link', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const app = authRoutes({ ...t.ctx, log });
    const call = (body: object, headers: Record<string, string> = {}) =>
      post({ ...t, app } as TestApp, '/auth/users/', body, { ip: freshIp(), headers });
    expect((await call(signUpBody('first@example.com'))).status).toBe(201);
    await new Promise((r) => setTimeout(r, 5));
    expect((await call(signUpBody('second@example.com'), { 'Accept-Language': 'en' })).status).toBe(201);

    const files = await outboxFiles(t);
    expect(files.map((f) => path.dirname(f))).toEqual([
      path.join(t.ctx.config.dataDir, 'outbox'),
      path.join(t.ctx.config.dataDir, 'outbox'),
    ]);
    expect(files.map((f) => path.basename(f))).toEqual(files.map((f) => path.basename(f)).sort());
    const [first, second] = await Promise.all(
      files.map(async (f) => parseMail(await fs.readFile(f, 'utf8'))),
    );
    expect(first!.headers.to).toBe('first@example.com');
    expect(first!.headers.subject).toBe('فعّل حسابك في ذهبي');
    expect(first!.html).toContain('dir="rtl"');
    expect(second!.headers.to).toBe('second@example.com');
    expect(second!.headers.subject).toBe('Activate your Dahabi account');

    const link = activationLinkIn(second!.text, 'http://localhost:8000');
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; link?: string; level: number });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 30, msg: 'activation e-mail written to the outbox', link: link.link }),
    );
    // Follow the link from the file through activation, then sign in.
    const activated = await post(
      t,
      '/auth/users/activation/',
      { uid: link.uid, token: link.token },
      { ip: freshIp() },
    );
    expect(activated.status).toBe(204);
    const login = await post(
      t,
      '/api/users/login/',
      { email: 'second@example.com', password: STRONG_PASSWORD },
      { ip: freshIp() },
    );
    expect(login.status).toBe(200);
  });
});
