import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { activatedAccount, freshIp, compareMedians, post, signUpForLink, STRONG_PASSWORD } from './helpers';

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

  it('DESIGN §4.3: wrong password, inactive account and unknown address all get the same 401', async () => {
    const answers = await Promise.all([
      login({ email: 'amira@example.com', password: 'Wrong-Password-99' }),
      login({ email: 'not.active@example.com', password: STRONG_PASSWORD }),
      login({ email: 'nobody@example.com', password: STRONG_PASSWORD }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(FAILED);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    }
    expect(new Set(answers.map((r) => r.text)).size).toBe(1);
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
