import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '@server/app-context';
import { requireUser } from '@server/auth/require-user';
import { signAccessToken, signRefreshToken } from '@server/auth/tokens';
import { authCommands } from '@server/cli/auth-commands';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '@tests/support/test-app';
import { freshIp, post } from './helpers';

let t: TestApp;
let protectedApp: Hono<AppEnv>;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
  protectedApp = new Hono<AppEnv>();
  protectedApp.use('/protected/*', requireUser(t.ctx));
  protectedApp.get('/protected/me', (c) => c.json(c.get('user')));
});
afterAll(() => t.close());

const call = (authorization?: string) =>
  protectedApp.request('/protected/me', {
    headers: authorization === undefined ? {} : { Authorization: authorization },
  });

const NOT_PROVIDED = { detail: 'Authentication credentials were not provided.' };
const NOT_VALID = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
};

async function expect401(res: Response, body: unknown) {
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toBe('Bearer realm="api"');
  expect(await res.json()).toEqual(body);
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('requireUser', () => {
  it('lets a valid access token through and sets the user', async () => {
    const { user, authHeader } = await createActiveUser(t.ctx, 'valid@example.com');
    const res = await call(authHeader);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: user.id, email: 'valid@example.com' });
  });

  it('architecture §4.3: no token, or another scheme, is "not provided"', async () => {
    await expect401(await call(), NOT_PROVIDED);
    await expect401(await call('Basic dXNlcjpwYXNz'), NOT_PROVIDED);
    await expect401(await call('Bearer'), {
      detail: 'Authorization header must contain two space-delimited values',
      code: 'bad_authorization_header',
    });
  });

  it('refuses forged tokens: alg none, wrong key, tampered claims, wrong token_type, expired', async () => {
    const { user, accessToken } = await createActiveUser(t.ctx, 'target@example.com');
    const claims = {
      token_type: 'access',
      user_id: user.id,
      email: user.email,
      jti: 'a'.repeat(32),
      iat: nowSeconds(),
      exp: nowSeconds() + 300,
    };
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const wrongKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('not-the-server-secret-0123456789abcdef'));
    const [header, , signature] = accessToken.split('.');
    const tampered = `${header}.${b64({ ...claims, user_id: user.id + 1 })}.${signature}`;
    const refreshToken = await signRefreshToken(t.ctx, user.id, crypto.randomUUID());
    const expired = await signAccessToken(
      { ...t.ctx, now: () => new Date(Date.now() - 6 * 60 * 1000) },
      user,
    );
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    for (const token of [none, wrongKey, tampered, refreshToken, expired, hs512, 'garbage', '']) {
      await expect401(
        await call(`Bearer ${token}`),
        token === ''
          ? {
              detail: 'Authorization header must contain two space-delimited values',
              code: 'bad_authorization_header',
            }
          : NOT_VALID,
      );
    }
  });

  it('refuses HS/RS confusion: an RS256 token, and an HS256 token keyed with a public key', async () => {
    const { user } = await createActiveUser(t.ctx, 'confused@example.com');
    const claims = {
      token_type: 'access',
      user_id: user.id,
      email: user.email,
      jti: 'b'.repeat(32),
      iat: nowSeconds(),
      exp: nowSeconds() + 300,
    };
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const rs256 = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).sign(privateKey);
    const publicPem = await exportSPKI(publicKey);
    const hsWithPublicKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(publicPem));
    await expect401(await call(`Bearer ${rs256}`), NOT_VALID);
    await expect401(await call(`Bearer ${hsWithPublicKey}`), NOT_VALID);
  });

  it('a token accepted before is refused once it expires, and by a server with another secret', async () => {
    const { authHeader } = await createActiveUser(t.ctx, 'remembered@example.com');
    expect((await call(authHeader)).status).toBe(200);
    const appAt = (ctx: typeof t.ctx) => {
      const app = new Hono<AppEnv>();
      app.use('/protected/*', requireUser(ctx));
      app.get('/protected/me', (c) => c.json(c.get('user')));
      return (header: string) => app.request('/protected/me', { headers: { Authorization: header } });
    };
    // Five minutes is the lifetime: still valid a second before, expired on the dot (jose: exp <= now).
    const at = (ms: number) => appAt({ ...t.ctx, now: () => new Date(Date.now() + ms) });
    expect((await at(5 * 60 * 1000 - 2000)(authHeader)).status).toBe(200);
    await expect401(await at(5 * 60 * 1000 + 1000)(authHeader), NOT_VALID);
    const otherSecret = appAt({
      ...t.ctx,
      config: { ...t.ctx.config, jwtSecret: 'another-secret-0123456789abcdef' },
    });
    await expect401(await otherSecret(authHeader), NOT_VALID);
    expect((await call(authHeader)).status).toBe(200);
  });

  it('refuses the token of a deactivated user at once, and of a deleted one', async () => {
    const { user, authHeader } = await createActiveUser(t.ctx, 'leaving@example.com');
    expect((await call(authHeader)).status).toBe(200);
    const lines: string[] = [];
    expect(
      await authCommands['users:deactivate']!.run(t.ctx, ['leaving@example.com'], (l) => lines.push(l)),
    ).toBe(0);
    await expect401(await call(authHeader), { detail: 'User is inactive', code: 'user_inactive' });
    await t.ctx.pool.query('DELETE FROM users WHERE id = $1', [user.id]);
    await expect401(await call(authHeader), { detail: 'User not found', code: 'user_not_found' });
  });
});

describe('the app’s protected routes use the same 401s', () => {
  it('a protected API route without a token answers SimpleJWT’s body', async () => {
    const res = await t.app.request('/api/portfolios/value/');
    await expect401(res, NOT_PROVIDED);
    const login = await post(
      t,
      '/api/users/login/',
      { email: 'x@example.com', password: 'y' },
      { ip: freshIp() },
    );
    expect(login.headers.get('www-authenticate')).toBe('Bearer realm="api"');
  });
});

describe('requireUser under concurrent requests', () => {
  it('answers each of many people’s simultaneous requests by their own state (their checks share statements)', async () => {
    const active = await createActiveUser(t.ctx, 'together-active@example.com');
    const inactive = await createActiveUser(t.ctx, 'together-inactive@example.com');
    const revoked = await createActiveUser(t.ctx, 'together-revoked@example.com');
    const deleted = await createActiveUser(t.ctx, 'together-deleted@example.com');
    await t.ctx.pool.query('UPDATE users SET is_active = false WHERE id = $1', [inactive.user.id]);
    await t.ctx.pool.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [revoked.user.id]);
    await t.ctx.pool.query('DELETE FROM users WHERE id = $1', [deleted.user.id]);
    const people = [active, inactive, revoked, deleted];
    const answers = await Promise.all(
      Array.from({ length: 48 }, async (_, i) => {
        const res = await call(people[i % 4]!.authHeader);
        return { status: res.status, body: (await res.json()) as unknown };
      }),
    );
    answers.forEach((answer, i) => {
      expect(answer).toEqual(
        [
          { status: 200, body: { id: active.user.id, email: 'together-active@example.com' } },
          { status: 401, body: { detail: 'User is inactive', code: 'user_inactive' } },
          { status: 401, body: NOT_VALID },
          { status: 401, body: { detail: 'User not found', code: 'user_not_found' } },
        ][i % 4],
      );
    });
  });
});
