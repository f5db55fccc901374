import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROTATION_GRACE_MS } from '@server/auth/sessions';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '@server/auth/session-store';
import { TEST_JWT_SECRET, type TestApp } from '@tests/support/test-app';
import { useClockedApps } from './clocked-apps';
import { activatedAccount, freshIp, logInTokens, post } from './helpers';

/**
 * docs/decisions/012-session-rules.md: logout refuses the sign-in's access tokens at once on every instance
 * (product §16), the grace window answers with the successor already issued, and a sign-in ends
 * 30 days after the password was entered whatever the refreshes. Time moves by the injected clock.
 */

const EMAIL = 'sessions.rules@example.com';
const apps = useClockedApps({ start: new Date('2026-11-01T08:00:00Z') });
beforeAll(() => activatedAccount(apps.t, EMAIL));

type Tokens = { access: string; refresh: string };
const refresh = async (token: string) =>
  post(apps.t, '/auth/jwt/refresh/', { refresh: token }, { ip: freshIp() });
const portfolio = (app: TestApp['app'], access: string) =>
  app.request('/api/portfolios/value/', { headers: { Authorization: `Bearer ${access}` } });

describe('logout refuses the sign-in’s access tokens at once (ASVS V7.4.1)', () => {
  it('on this instance and on a second one sharing the database, while other sign-ins keep working', async () => {
    const phone = await logInTokens(apps.t, EMAIL);
    const laptop = await logInTokens(apps.t, EMAIL);
    expect((await portfolio(apps.second.app, phone.access)).status).toBe(200);
    // An access token rotated earlier in the same sign-in dies with it too.
    apps.later(1000);
    const rotated = (await refresh(phone.refresh)).body as Tokens;

    expect(
      (await post(apps.t, '/api/users/logout/', { refresh: rotated.refresh }, { ip: freshIp() })).status,
    ).toBe(204);

    for (const access of [phone.access, rotated.access]) {
      for (const app of [apps.t.app, apps.second.app]) {
        const res = await portfolio(app, access);
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer realm="api"');
        expect(await res.json()).toMatchObject({ code: 'token_not_valid' });
      }
    }
    expect((await portfolio(apps.second.app, laptop.access)).status).toBe(200);
  });

  it('access tokens name their sign-in; one without it (issued before this rule) is refused', async () => {
    const tokens = await logInTokens(apps.t, EMAIL);
    const claims = decodeJwt(tokens.access);
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    const again = (await refresh(tokens.refresh)).body as Tokens;
    expect(decodeJwt(again.access).sid).toBe(claims.sid);
    const { sid: _sid, ...withoutSid } = claims;
    const old = await new SignJWT(withoutSid)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await portfolio(apps.t.app, old)).status).toBe(401);
  });
});

describe('the grace window answers with the successor already issued (one sign-in stays one chain)', () => {
  it('three replays of a rotated token within 30 s get the same refresh token, and one logout ends them all', async () => {
    const first = await logInTokens(apps.t, EMAIL);
    apps.later(1000);
    const rotated = (await refresh(first.refresh)).body as Tokens;
    const replays: Tokens[] = [];
    for (let i = 0; i < 3; i += 1) {
      apps.later(5000);
      const res = await refresh(first.refresh);
      expect(res.status).toBe(200);
      replays.push(res.body as Tokens);
    }
    for (const replay of replays) {
      expect(replay.refresh).toBe(rotated.refresh);
      expect(decodeJwt(replay.access).sid).toBe(decodeJwt(rotated.access).sid);
      expect((await portfolio(apps.t.app, replay.access)).status).toBe(200);
    }
    const { rows } = await apps.t.ctx.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM refresh_tokens WHERE family = $1',
      [decodeJwt(first.access).sid],
    );
    expect(rows[0]!.n).toBe(2); // the first token and its one successor: no parallel chains
    expect(
      (await post(apps.t, '/api/users/logout/', { refresh: rotated.refresh }, { ip: freshIp() })).status,
    ).toBe(204);
    for (const replay of replays) expect((await portfolio(apps.t.app, replay.access)).status).toBe(401);
  });

  it('two refreshes at once with one token get the same successor', async () => {
    const { refresh: token } = await logInTokens(apps.t, EMAIL);
    apps.later(1000);
    const [a, b] = await Promise.all([refresh(token), refresh(token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((a.body as Tokens).refresh).toBe((b.body as Tokens).refresh);
  });

  it('after the window a replay still revokes the sign-in, the successor included', async () => {
    const { refresh: stolen } = await logInTokens(apps.t, EMAIL);
    apps.later(1000);
    const rotated = (await refresh(stolen)).body as Tokens;
    apps.later(ROTATION_GRACE_MS + 1000);
    expect((await refresh(stolen)).status).toBe(401);
    expect((await refresh(rotated.refresh)).status).toBe(401);
    expect((await portfolio(apps.t.app, rotated.access)).status).toBe(401);
  });
});

describe('a sign-in ends 30 days after the password was entered (ASVS V7.3.2)', () => {
  it('refreshing every six days keeps it only until day 30; then refresh and access tokens are refused', async () => {
    let tokens = await logInTokens(apps.t, EMAIL);
    const signedInAt = apps.clock.getTime();
    while (apps.clock.getTime() + 6 * 86_400_000 < signedInAt + SESSION_ABSOLUTE_LIFETIME_MS) {
      apps.later(6 * 86_400_000);
      const res = await refresh(tokens.refresh);
      expect(res.status).toBe(200);
      tokens = res.body as Tokens;
      // No token outlives the sign-in.
      expect(decodeJwt(tokens.refresh).exp! * 1000).toBeLessThanOrEqual(
        signedInAt + SESSION_ABSOLUTE_LIFETIME_MS,
      );
    }
    expect((await portfolio(apps.t.app, tokens.access)).status).toBe(200);
    apps.clock = new Date(signedInAt + SESSION_ABSOLUTE_LIFETIME_MS + 1000);
    const res = await refresh(tokens.refresh);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
    const fresh = await logInTokens(apps.t, EMAIL); // signing in again starts a new 30 days
    expect((await refresh(fresh.refresh)).status).toBe(200);
  });

  it('an access token of a sign-in older than 30 days is refused, even while unexpired', async () => {
    const tokens = await logInTokens(apps.t, EMAIL);
    // Back-date the sign-in: its password was entered 30 days and a minute ago.
    await apps.t.ctx.pool.query('UPDATE sessions SET authenticated_at = $2 WHERE id = $1', [
      decodeJwt(tokens.access).sid,
      new Date(apps.clock.getTime() - SESSION_ABSOLUTE_LIFETIME_MS - 60_000),
    ]);
    expect((await portfolio(apps.second.app, tokens.access)).status).toBe(401);
  });
});
