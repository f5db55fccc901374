import pino from 'pino';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '@server/app-context';
import type { RateLimitPolicy } from '@server/auth/rate-limits';
import { authRoutes } from '@server/auth/routes';
import { createPool } from '@server/db/pool';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { activatedAccount, freshIp, logInTokens, post, signUpForLink, STRONG_PASSWORD } from './helpers';

/**
 * Two "server processes" on one database: each has its own pool and its own route module (as two `npm start`s
 * would), and they must share the counts.
 */

const small = { ip: { points: 3, durationSeconds: 60 }, account: { points: 2, durationSeconds: 60 } };
const POLICY: RateLimitPolicy = {
  signup: small,
  activation: small,
  login: small,
  refresh: small,
  google: small,
  passwordReset: small,
  passwordResetConfirm: small,
  passwordCheck: small,
  invitation: small,
  invitationPreview: small,
};

let t: TestApp;
const pools: pg.Pool[] = [];
let instances: { request: (url: string, body: unknown, ip: string) => ReturnType<typeof post> }[];

beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
  instances = [0, 1].map(() => {
    const log = pino({ level: 'silent' });
    const pool = createPool(t.ctx.config.databaseUrl!, log, { max: 2 });
    pools.push(pool);
    const ctx: AppContext = {
      ...t.ctx,
      pool,
      log,
      config: { ...t.ctx.config, googleClientId: 'test-client.apps.googleusercontent.com' },
    };
    const app = authRoutes(ctx, POLICY);
    return { request: (url, body, ip) => post({ ...t, app } as TestApp, url, body, { ip }) };
  });
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await t.close();
});

const [A, B] = [0, 1].map((i) => ({
  call: (url: string, body: unknown, ip = freshIp()) => instances[i]!.request(url, body, ip),
}));

function expectThrottled(res: Awaited<ReturnType<typeof post>>) {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(res.body).toEqual({ detail: `Request was throttled. Expected available in ${seconds} seconds.` });
}

describe('rate limits, shared by two server instances on one database', () => {
  it('login: per client address, whatever the account', async () => {
    const ip = freshIp();
    for (const [i, n] of [
      [A, 1],
      [B, 2],
      [A, 3],
    ] as const) {
      expect(
        (await i!.call('/api/users/login/', { email: `p${n}@example.com`, password: 'x' }, ip)).status,
      ).toBe(401);
    }
    expectThrottled(await B!.call('/api/users/login/', { email: 'p4@example.com', password: 'x' }, ip));
    // Another address is not affected.
    expect((await A!.call('/api/users/login/', { email: 'p5@example.com', password: 'x' })).status).toBe(401);
  });

  it('sign-up: per address (no e-mail bombing) and per client address', async () => {
    const body = { email: 'bombed@example.com', password: STRONG_PASSWORD, terms_accepted: true };
    expect((await A!.call('/auth/users/', body)).status).toBe(201);
    expect((await B!.call('/auth/users/', body)).status).toBe(201);
    expectThrottled(await A!.call('/auth/users/', body));
    const ip = freshIp();
    for (const n of [1, 2, 3]) {
      expect((await B!.call('/auth/users/', { ...body, email: `s${n}@example.com` }, ip)).status).toBe(201);
    }
    expectThrottled(await A!.call('/auth/users/', { ...body, email: 's4@example.com' }, ip));
  });

  it('activation: wrong links per (uid, client address); another address and the right link are not refused', async () => {
    const { uid, token } = await signUpForLink(t, 'guessed@example.com');
    const guesser = freshIp();
    expect((await A!.call('/auth/users/activation/', { uid, token: 'guess-1' }, guesser)).status).toBe(400);
    expect((await B!.call('/auth/users/activation/', { uid, token: 'guess-2' }, guesser)).status).toBe(400);
    expectThrottled(await A!.call('/auth/users/activation/', { uid, token: 'guess-3' }, guesser));
    expect((await B!.call('/auth/users/activation/', { uid, token: 'guess-4' })).status).toBe(400);
    expect((await A!.call('/auth/users/activation/', { uid, token }, guesser)).status).toBe(204);
  });

  it('refresh: per account and per client address', async () => {
    await activatedAccount(t, 'refresher@example.com');
    let { refresh } = await logInTokens(t, 'refresher@example.com');
    for (const instance of [A, B]) {
      const res = await instance!.call('/auth/jwt/refresh/', { refresh });
      expect(res.status).toBe(200);
      refresh = (res.body as { refresh: string }).refresh;
    }
    expectThrottled(await A!.call('/auth/jwt/refresh/', { refresh }));
    const ip = freshIp();
    for (const n of [1, 2, 3])
      expect((await B!.call('/auth/jwt/refresh/', { refresh: `bad-${n}` }, ip)).status).toBe(401);
    expectThrottled(await A!.call('/auth/jwt/refresh/', { refresh: 'bad-4' }, ip));
  });

  it('Google sign-in: per client address', async () => {
    const ip = freshIp();
    for (const n of [1, 2, 3]) {
      const res = await (n % 2 ? A : B)!.call('/api/users/google-login/', { token: `not.a.jwt${n}` }, ip);
      expect(res.status).toBe(400);
    }
    expectThrottled(await A!.call('/api/users/google-login/', { token: 'not.a.jwt4' }, ip));
  });
});

describe('the client address', () => {
  it('without TRUST_PROXY, X-Forwarded-For is ignored: a client cannot dodge the per-IP limit by forging it', async () => {
    const direct = authRoutes({ ...t.ctx, config: { ...t.ctx.config, trustProxy: false } }, POLICY);
    const call = (n: number) =>
      post(
        { ...t, app: direct } as TestApp,
        '/api/users/login/',
        { email: `xff${n}@example.com`, password: 'x' },
        { ip: freshIp() },
      );
    for (const n of [1, 2, 3]) expect((await call(n)).status).toBe(401);
    expectThrottled(await call(4));
  });
});
