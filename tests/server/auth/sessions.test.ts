import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@server/auth/activation';
import { pruneExpiredTokens, ROTATION_GRACE_MS } from '@server/auth/sessions';
import { signRefreshToken } from '@server/auth/tokens';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { activatedAccount, freshIp, logInTokens, post } from './helpers';

let t: TestApp;
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true, now: () => clock });
  await activatedAccount(t, 'karim@example.com');
});
afterAll(() => t.close());

const refresh = (token: unknown) => post(t, '/auth/jwt/refresh/', { refresh: token }, { ip: freshIp() });
const logout = (token: unknown) => post(t, '/api/users/logout/', { refresh: token }, { ip: freshIp() });
const INVALID = { detail: 'Token is invalid or expired', code: 'token_not_valid' };
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describe('POST /auth/jwt/refresh/', () => {
  it('rotates: a new access and refresh token; the new refresh token works in turn', async () => {
    const first = await logInTokens(t, 'karim@example.com');
    later(1000);
    const res = await refresh(first.refresh);
    expect(res.status).toBe(200);
    const next = res.body as { access: string; refresh: string };
    expect(Object.keys(next).sort()).toEqual(['access', 'refresh']);
    expect(next.refresh).not.toBe(first.refresh);
    expect(decodeJwt(next.access)).toMatchObject({ token_type: 'access', email: 'karim@example.com' });
    later(1000);
    expect((await refresh(next.refresh)).status).toBe(200);
  });

  it('lets two tabs refresh with the same token within the grace window', async () => {
    const { refresh: token } = await logInTokens(t, 'karim@example.com');
    const [a, b] = await Promise.all([refresh(token), refresh(token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    later(ROTATION_GRACE_MS - 5000);
    expect((await refresh(token)).status).toBe(200);
  });

  it('reuse of a rotated token after the grace window revokes the whole sign-in', async () => {
    const { refresh: stolen } = await logInTokens(t, 'karim@example.com');
    const rotated = (await refresh(stolen)).body as { refresh: string };
    later(ROTATION_GRACE_MS + 1000);
    const replay = await refresh(stolen);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(INVALID);
    // The legitimate holder's newer token is dead too: the family is revoked.
    const legit = await refresh(rotated.refresh);
    expect(legit.status).toBe(401);
    expect(legit.body).toEqual(INVALID);
    // Another sign-in of the same person is untouched.
    const other = await logInTokens(t, 'karim@example.com');
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it('architecture §4.3: garbage, forged, access and expired tokens get SimpleJWT’s 401', async () => {
    const { access, refresh: token } = await logInTokens(t, 'karim@example.com');
    const claims = decodeJwt(token);
    const forged = await signRefreshToken(
      { ...t.ctx, config: { ...t.ctx.config, jwtSecret: 'another-secret-0123456789abcdef0123456789' } },
      Number(claims.user_id),
      String(claims.jti),
    );
    // Well signed, but never issued (no row).
    const unknown = await signRefreshToken(t.ctx, Number(claims.user_id), crypto.randomUUID());
    for (const bad of ['garbage', forged, access, unknown, `${token}x`]) {
      const res = await refresh(bad);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INVALID);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    }
    later(7 * 24 * 3600 * 1000 + 1000);
    const expired = await refresh(token);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(INVALID);
  });

  it('a missing refresh field is a 400 naming it', async () => {
    const res = await post(t, '/auth/jwt/refresh/', {}, { ip: freshIp() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ refresh: ['This field is required.'] });
  });
});

describe('POST /api/users/logout/', () => {
  it('204, and the sign-in’s refresh tokens (earlier rotated ones included) stop working', async () => {
    const first = await logInTokens(t, 'karim@example.com');
    const second = (await refresh(first.refresh)).body as { refresh: string };
    const res = await logout(second.refresh);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await refresh(second.refresh)).status).toBe(401);
    expect((await refresh(first.refresh)).status).toBe(401);
  });

  it('leaves other sign-ins alone and is idempotent', async () => {
    const phone = await logInTokens(t, 'karim@example.com');
    const laptop = await logInTokens(t, 'karim@example.com');
    expect((await logout(phone.refresh)).status).toBe(204);
    expect((await logout(phone.refresh)).status).toBe(204);
    expect((await refresh(laptop.refresh)).status).toBe(200);
  });

  it('refuses a token this server never issued', async () => {
    const res = await logout('not-a-token');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID);
  });
});

describe('pruning', () => {
  it('deletes refresh tokens a day after they expire and expired activation tokens, nothing live', async () => {
    const old = await logInTokens(t, 'karim@example.com');
    later(8 * 24 * 3600 * 1000 + 1000);
    const fresh = await logInTokens(t, 'karim@example.com');
    // (The sign-in above may already have pruned in the background; the explicit call makes sure it is done.)
    await pruneExpiredTokens(t.ctx);
    const oldRow = await t.ctx.pool.query('SELECT 1 FROM refresh_tokens WHERE token_hash = $1', [
      hashToken(old.refresh),
    ]);
    expect(oldRow.rowCount).toBe(0);
    expect((await refresh(old.refresh)).status).toBe(401);
    expect((await refresh(fresh.refresh)).status).toBe(200);
    const { rows } = await t.ctx.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM refresh_tokens WHERE expires_at < $1',
      [new Date(clock.getTime() - 24 * 3600 * 1000)],
    );
    expect(rows[0]!.n).toBe(0);
  });
});
