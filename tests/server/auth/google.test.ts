import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@server/auth/routes';
import { authCommands } from '@server/cli/auth-commands';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { captureLogs, createTestApp, type TestApp } from '@tests/support/test-app';
import { freshIp, post, signUpForLink, STRONG_PASSWORD } from './helpers';

/** Google, offline: our own RSA key pair, its public half served as a JWKS on loopback (GOOGLE_JWKS_URL). */

const CLIENT_ID = '1234567890-dahabi.apps.googleusercontent.com';
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
let jwks: http.Server;
let jwksUrl: string;
let t: TestApp;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const body = JSON.stringify({
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' }],
  });
  jwks = http.createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(body),
  );
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/oauth2/v3/certs`;
  t = await createTestApp({ trustProxy: true, googleClientId: CLIENT_ID, googleJwksUrl: jwksUrl });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => jwks.close(r));
});

/** The name and photo every test token carries unless its claims say otherwise. */
const PROFILE = { name: 'Hoda Mahmoud', picture: 'https://lh3.googleusercontent.com/a/photo' };
/** The user_info of an answer to a token with the default profile. */
const userInfo = (email: string) => ({ email, ...PROFILE });

let subCounter = 0;
function idToken(claims: JWTPayload = {}, options: { key?: CryptoKey; kid?: string; alg?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  subCounter += 1;
  return new SignJWT({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: `10876543210${subCounter}`,
    email: `google.user${subCounter}@gmail.com`,
    email_verified: true,
    name: PROFILE.name,
    picture: PROFILE.picture,
    iat: now,
    exp: now + 3600,
    ...claims,
  })
    .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? 'google-1', typ: 'JWT' })
    .sign(options.key ?? googleKey);
}

const google = (body: unknown, app = t.app) =>
  post({ ...t, app } as TestApp, '/api/users/google-login/', body, { ip: freshIp() });
const userCount = async (email: string) =>
  (await t.ctx.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]))
    .rows[0]!.n;

describe('POST /api/users/google-login/', () => {
  it('product §4: a new person without terms gets is_new_user, terms_accepted false, user_info, and no tokens', async () => {
    const token = await idToken({ email: 'Hoda.M@gmail.com', sub: 'sub-hoda' });
    const res = await google({ token, terms_accepted: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      is_new_user: true,
      terms_accepted: false,
      user_info: userInfo('hoda.m@gmail.com'),
    });
    expect(await userCount('hoda.m@gmail.com')).toBe(0);
    // terms_accepted defaults to false when omitted.
    expect((await google({ token })).body).toMatchObject({ is_new_user: true, terms_accepted: false });
  });

  it('product §4: accepting the terms creates an active account and returns tokens; later sign-ins are not new', async () => {
    const token = await idToken({ email: 'omar@gmail.com', sub: 'sub-omar' });
    const created = await google({ token, terms_accepted: true });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      is_new_user: true,
      terms_accepted: true,
      user_info: userInfo('omar@gmail.com'),
      access: expect.any(String),
      refresh: expect.any(String),
    });
    const { rows } = await t.ctx.pool.query(
      'SELECT is_active, google_sub, password_hash, terms_accepted_at FROM users WHERE email = $1',
      ['omar@gmail.com'],
    );
    expect(rows[0]).toMatchObject({
      is_active: true,
      google_sub: 'sub-omar',
      password_hash: null,
      terms_accepted_at: expect.any(Date),
    });
    const again = await google({
      token: await idToken({ email: 'omar@gmail.com', sub: 'sub-omar' }),
      terms_accepted: false,
    });
    expect(again.body).toMatchObject({
      is_new_user: false,
      terms_accepted: true,
      access: expect.any(String),
    });
    const refreshed = await post(
      t,
      '/auth/jwt/refresh/',
      { refresh: (again.body as { refresh: string }).refresh },
      { ip: freshIp() },
    );
    expect(refreshed.status).toBe(200);
  });

  it('accepts both of Google’s issuer spellings', async () => {
    const res = await google({ token: await idToken({ iss: 'accounts.google.com' }), terms_accepted: false });
    expect(res.status).toBe(200);
  });

  it('links an existing password account by e-mail, then finds it by sub even after an e-mail change', async () => {
    const { user } = await createActiveUser(t.ctx, 'rana@example.com', { password: STRONG_PASSWORD });
    const res = await google({
      token: await idToken({ email: 'rana@example.com', sub: 'sub-rana' }),
      terms_accepted: false,
    });
    expect(res.body).toMatchObject({ is_new_user: false, terms_accepted: true, access: expect.any(String) });
    const login = await post(
      t,
      '/api/users/login/',
      { email: 'rana@example.com', password: STRONG_PASSWORD },
      { ip: freshIp() },
    );
    expect(login.status).toBe(200); // the password still works
    const renamed = await google({
      token: await idToken({ email: 'rana.new@gmail.com', sub: 'sub-rana' }),
      terms_accepted: false,
    });
    expect(renamed.body).toMatchObject({ is_new_user: false });
    const { rows } = await t.ctx.pool.query('SELECT id FROM users WHERE google_sub = $1', ['sub-rana']);
    expect(rows).toEqual([{ id: user.id }]);
    expect(await userCount('rana.new@gmail.com')).toBe(0);
  });

  it('activates a never-activated account of the same address and drops the password nobody proved', async () => {
    await signUpForLink(t, 'squatted@gmail.com', { password: 'Squatter-Password-1' });
    const res = await google({
      token: await idToken({ email: 'squatted@gmail.com', sub: 'sub-real-owner' }),
      terms_accepted: false,
    });
    expect(res.body).toMatchObject({ is_new_user: false, access: expect.any(String) });
    const squatter = await post(
      t,
      '/api/users/login/',
      { email: 'squatted@gmail.com', password: 'Squatter-Password-1' },
      { ip: freshIp() },
    );
    expect(squatter.status).toBe(401);
  });

  it('refuses a deactivated account', async () => {
    await createActiveUser(t.ctx, 'banned@gmail.com');
    await authCommands['users:deactivate']!.run(t.ctx, ['banned@gmail.com'], () => undefined);
    const res = await google({ token: await idToken({ email: 'banned@gmail.com' }), terms_accepted: true });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'No active account found with the given credentials' });
  });

  it('refuses an unverified e-mail', async () => {
    const res = await google({ token: await idToken({ email_verified: false }), terms_accepted: true });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Google has not verified this e-mail address.' });
  });

  it('refuses tokens with the wrong audience, issuer, expiry, key or algorithm', async () => {
    const now = Math.floor(Date.now() / 1000);
    const bad = [
      await idToken({ aud: 'someone-else.apps.googleusercontent.com' }),
      await idToken({ iss: 'https://evil.example.com' }),
      await idToken({ iat: now - 7200, exp: now - 3600 }),
      await idToken({}, { key: strangerKey }), // same kid, other key: signature fails
      await idToken({}, { key: strangerKey, kid: 'unknown-kid' }),
      await new SignJWT({
        iss: 'https://accounts.google.com',
        aud: CLIENT_ID,
        sub: 'x',
        email: 'x@gmail.com',
        email_verified: true,
        iat: now,
        exp: now + 60,
      })
        .setProtectedHeader({ alg: 'HS256', kid: 'google-1' })
        .sign(new TextEncoder().encode('a-guessable-shared-secret-0123456789')),
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ iss: 'accounts.google.com', aud: CLIENT_ID, sub: 'x', email: 'x@gmail.com', email_verified: true, exp: now + 60 })).toString('base64url')}.`,
      'not-a-token',
    ];
    for (const token of bad) {
      const res = await google({ token, terms_accepted: true });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'Invalid Google token.' });
    }
  });

  it('missing token is a 400 naming the field', async () => {
    const res = await google({ terms_accepted: true });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ token: ['This field is required.'] });
  });

  it('answers 503 when Google’s keys cannot be fetched', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const app = authRoutes({
      ...t.ctx,
      config: { ...t.ctx.config, googleJwksUrl: `http://127.0.0.1:${port}/certs` },
    });
    const res = await google({ token: await idToken(), terms_accepted: true }, app);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ detail: 'Google sign-in is unavailable right now. Please try again later.' });
  });
});

describe('when Google sign-in is not configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ googleClientId: undefined });
  });
  afterAll(() => bare.close());

  it('google-login answers 503 with a clear detail', async () => {
    const res = await post(bare, '/api/users/google-login/', { token: 'x', terms_accepted: false });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ detail: 'Google sign-in is not configured on this server.' });
  });

  it('GET /api/config/ tells the SPA (null here, the client id when configured)', async () => {
    const off = await bare.app.request('/api/config/');
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ google_client_id: null });
    const on = await t.app.request('/api/config/');
    expect(await on.json()).toEqual({ google_client_id: CLIENT_ID });
  });
});

describe('deleting an account made with Google (product §16)', () => {
  it('confirms with a fresh Google credential for the account’s own Google identity, not with its address', async () => {
    const email = 'leaving@gmail.com';
    const created = await google({
      token: await idToken({ email, sub: 'sub-leaving' }),
      terms_accepted: true,
    });
    const access = (created.body as { access: string }).access;
    const remove = (body: unknown) =>
      t.app.request('/auth/users/me/', {
        method: 'DELETE',
        headers: {
          Authorization: `Bearer ${access}`,
          'Content-Type': 'application/json',
          'X-Forwarded-For': freshIp(),
        },
        body: JSON.stringify(body),
      });
    const refusal = async (body: unknown) => {
      const res = await remove(body);
      return [res.status, await res.json()];
    };
    expect(await refusal({ email })).toEqual([
      400,
      { non_field_errors: ['Confirm with Google, or with the link we e-mail you.'] },
    ]);
    const notFresh = { google_credential: ['Sign in with Google again to confirm.'] };
    const now = Math.floor(Date.now() / 1000);
    // Issued ten minutes ago (still unexpired for Google), another person's, signed by a stranger, or junk.
    for (const credential of [
      await idToken({ email, sub: 'sub-leaving', iat: now - 600 }),
      await idToken({ sub: 'sub-someone-else' }),
      await idToken({ email, sub: 'sub-leaving' }, { key: strangerKey }),
      'not-a-token',
    ])
      expect(await refusal({ google_credential: credential })).toEqual([400, notFresh]);
    expect(await userCount(email)).toBe(1);

    const res = await remove({ google_credential: await idToken({ email, sub: 'sub-leaving' }) });
    expect(res.status).toBe(204);
    expect(await userCount(email)).toBe(0);
  });
});

describe('security events of Google sign-in (product §16)', () => {
  it('logs a Google sign-in and a refused token once each, with the user id and the client address, and no secret', async () => {
    const lines = captureLogs(t);
    const security = () =>
      lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => typeof l.security === 'string');
    const email = 'logged.google@gmail.com';
    const token = await idToken({ email, sub: 'sub-logged' });
    const created = await google({ token, terms_accepted: true });
    expect(created.status).toBe(200);
    const { rows } = await t.ctx.pool.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    expect(security()).toEqual([
      expect.objectContaining({
        security: 'signin',
        outcome: 'succeeded',
        userId: rows[0]!.id,
        reason: 'google',
      }),
    ]);
    expect(security()[0]!.ip).toEqual(expect.any(String));
    const refused = await google({ token: 'not-a-google-token', terms_accepted: true });
    expect(refused.status).toBe(400);
    expect(security().slice(1)).toEqual([
      expect.objectContaining({
        security: 'signin',
        outcome: 'failed',
        userId: null,
        reason: 'google_invalid',
      }),
    ]);
    const everything = lines.join('\n');
    expect(everything).not.toContain(email);
    expect(everything).not.toContain(token);
  });
});
