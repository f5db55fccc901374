import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  activatedAccount,
  activationLinkIn,
  compareMedians,
  freshIp,
  mailsTo,
  outboxFiles,
  post,
  signUpForLink,
  STRONG_PASSWORD,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
  await activatedAccount(t, 'amira@example.com');
  await signUpForLink(t, 'not.active@example.com'); // never activated
});
afterAll(() => t.close());

const login = (body: unknown) => post(t, '/api/users/login/', body, { ip: freshIp() });
const FAILED = { detail: 'No active account found with the given credentials' };

describe('POST /api/users/login/', () => {
  it('returns an access and a refresh token with the agreed claims', async () => {
    const res = await login({ email: 'amira@example.com', password: STRONG_PASSWORD });
    expect(res.status).toBe(200);
    const { access, refresh } = res.body as { access: string; refresh: string };
    expect(Object.keys(res.body as object).sort()).toEqual(['access', 'refresh']);
    expect(decodeProtectedHeader(access)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(access);
    expect(claims).toEqual({
      token_type: 'access',
      jti: expect.stringMatching(/^[0-9a-f]{32}$/),
      user_id: expect.any(Number),
      email: 'amira@example.com',
      sid: expect.stringMatching(/^[0-9a-f-]{36}$/), // the sign-in, refused once it ends (docs/decisions/012)
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect(claims.exp! - claims.iat!).toBe(300);
    expect(decodeJwt(refresh)).toMatchObject({ token_type: 'refresh', user_id: claims.user_id });
  });

  it('accepts the address in any case and with surrounding spaces', async () => {
    expect((await login({ email: ' AMIRA@Example.com ', password: STRONG_PASSWORD })).status).toBe(200);
  });

  it('architecture §4.3: a wrong password (of an active or a waiting account) and an unknown address get the same 401', async () => {
    const answers = await Promise.all([
      login({ email: 'amira@example.com', password: 'Wrong-Password-99' }),
      login({ email: 'not.active@example.com', password: 'Wrong-Password-99' }),
      login({ email: 'nobody@example.com', password: STRONG_PASSWORD }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(FAILED);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    }
    expect(new Set(answers.map((r) => r.text)).size).toBe(1);
  });

  it('the right password of an account not yet active is told so: the password proved who asks', async () => {
    const res = await login({ email: 'not.active@example.com', password: STRONG_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      detail: 'This account is not active yet: open the link in its activation e-mail.',
      code: 'account_not_active',
    });
  });

  it('takes similar time for an unknown address and a wrong password (a dummy hash is checked)', async () => {
    // A fresh account per call, so the per-account limit (10 in 15 minutes) never answers instead.
    const accounts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createActiveUser(t.ctx, `timing${i}@example.com`)),
    );
    let n = 0;
    let k = 0;
    const refused = async (email: string) => {
      const res = await login({ email, password: 'Wrong-Password-99' });
      expect(res.status).toBe(401);
    };
    const { ratio } = await compareMedians(
      9,
      () => refused(`nobody${(n += 1)}@example.com`),
      () => refused(accounts[k++]!.user.email),
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('missing fields are named as SimpleJWT does', async () => {
    const res = await login({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['This field is required.'], password: ['This field is required.'] });
  });
});

describe('POST /auth/users/resend_activation/', () => {
  const resend = (body: unknown) => post(t, '/auth/users/resend_activation/', body, { ip: freshIp() });

  it('the right password of an account not yet active sends a fresh link that activates it', async () => {
    const email = 'waiting.resend@example.com';
    await signUpForLink(t, email, { language: 'en' });
    const before = (await mailsTo(t, email)).length;
    const res = await resend({ email, password: STRONG_PASSWORD });
    expect(res.status).toBe(204);
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(before + 1);
    const { uid, token } = activationLinkIn(mails.at(-1)!.text, t.ctx.config.publicUrl);
    expect((await post(t, '/auth/users/activation/', { uid, token }, { ip: freshIp() })).status).toBe(204);
    expect((await login({ email, password: STRONG_PASSWORD })).status).toBe(200);
  });

  it('a wrong password, an unknown address and an active account send nothing and answer as a failed sign-in', async () => {
    const email = 'waiting.wrong@example.com';
    await signUpForLink(t, email);
    const before = (await outboxFiles(t)).length;
    for (const body of [
      { email, password: 'Wrong-Password-99' },
      { email: 'nobody.resend@example.com', password: STRONG_PASSWORD },
      { email: 'amira@example.com', password: STRONG_PASSWORD },
    ]) {
      const res = await resend(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(FAILED);
    }
    expect(await outboxFiles(t)).toHaveLength(before);
  });

  it('shares sign-up’s e-mail limit per address: the mailbox is not flooded', async () => {
    const email = 'waiting.flood@example.com';
    await signUpForLink(t, email); // one of the five
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await resend({ email, password: STRONG_PASSWORD })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 429]);
  });
});
