import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCommands } from '@server/cli/auth-commands';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { freshIp, logInTokens, mailsTo, post, signUpForLink, STRONG_PASSWORD } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
});
afterAll(() => t.close());

async function run(command: string, ...args: string[]) {
  const lines: string[] = [];
  const code = await authCommands[command]!.run(t.ctx, args, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

describe('admin commands', () => {
  it('users:list says when there are no accounts, then lists them with their state', async () => {
    expect(await run('users:list')).toEqual({ code: 0, output: 'No accounts yet.' });
    await createActiveUser(t.ctx, 'active.one@example.com', { password: STRONG_PASSWORD });
    await signUpForLink(t, 'pending@example.com');
    await logInTokens(t, 'active.one@example.com');
    const { code, output } = await run('users:list');
    expect(code).toBe(0);
    const lines = output.split('\n');
    expect(lines[0]).toMatch(/^ID\s+E-MAIL\s+STATE\s+SIGN-IN\s+LANG\s+SESSIONS\s+CREATED \(UTC\)$/);
    expect(lines.find((l) => l.includes('active.one@example.com'))).toMatch(/active\s+password\s+ar\s+1\s/);
    expect(lines.find((l) => l.includes('pending@example.com'))).toMatch(/not activated\s+password/);
    expect(lines.at(-1)).toBe('2 accounts.');
  });

  it('users:activate activates without the link (the link is then stale)', async () => {
    const { uid, token } = await signUpForLink(t, 'by.admin@example.com');
    expect(await run('users:activate', 'By.Admin@example.com')).toMatchObject({
      code: 0,
      output: expect.stringContaining('Activated by.admin@example.com'),
    });
    const login = await post(
      t,
      '/api/users/login/',
      { email: 'by.admin@example.com', password: STRONG_PASSWORD },
      { ip: freshIp() },
    );
    expect(login.status).toBe(200);
    expect((await post(t, '/auth/users/activation/', { uid, token }, { ip: freshIp() })).status).toBe(403);
    expect((await run('users:activate', 'by.admin@example.com')).output).toBe(
      'by.admin@example.com is already active.',
    );
  });

  it('users:deactivate ends every session: refresh tokens revoked, access tokens refused, login refused', async () => {
    const { authHeader } = await createActiveUser(t.ctx, 'leaving@example.com', {
      password: STRONG_PASSWORD,
    });
    const phone = await logInTokens(t, 'leaving@example.com');
    const laptop = await logInTokens(t, 'leaving@example.com');
    const { code, output } = await run('users:deactivate', 'leaving@example.com');
    expect(code).toBe(0);
    expect(output).toContain('2 refresh tokens revoked');
    for (const token of [phone.refresh, laptop.refresh]) {
      expect((await post(t, '/auth/jwt/refresh/', { refresh: token }, { ip: freshIp() })).status).toBe(401);
    }
    const value = await t.app.request('/api/portfolios/value/', { headers: { Authorization: authHeader } });
    expect(value.status).toBe(401);
    expect(await value.json()).toEqual({ detail: 'User is inactive', code: 'user_inactive' });
    const login = await post(
      t,
      '/api/users/login/',
      { email: 'leaving@example.com', password: STRONG_PASSWORD },
      { ip: freshIp() },
    );
    expect(login.status).toBe(401);
    // Reactivation by the administrator lets the person sign in again.
    await run('users:activate', 'leaving@example.com');
    expect(
      (
        await post(
          t,
          '/api/users/login/',
          { email: 'leaving@example.com', password: STRONG_PASSWORD },
          { ip: freshIp() },
        )
      ).status,
    ).toBe(200);
  });

  it('a deactivated account is not revived by an old activation link or by signing up again', async () => {
    const { uid, token } = await signUpForLink(t, 'revive@example.com');
    await run('users:deactivate', 'revive@example.com');
    const res = await post(t, '/auth/users/activation/', { uid, token }, { ip: freshIp() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ token: ['Invalid token for given user.'] });
    const before = (await mailsTo(t, 'revive@example.com')).length;
    const again = await post(
      t,
      '/auth/users/',
      { email: 'revive@example.com', password: STRONG_PASSWORD, terms_accepted: true },
      { ip: freshIp() },
    );
    expect(again.status).toBe(201);
    expect(await mailsTo(t, 'revive@example.com')).toHaveLength(before);
    const { rows } = await t.ctx.pool.query('SELECT is_active FROM users WHERE email = $1', [
      'revive@example.com',
    ]);
    expect(rows).toEqual([{ is_active: false }]);
  });

  it('explains usage and unknown addresses with a non-zero exit code', async () => {
    expect(await run('users:activate')).toEqual({
      code: 1,
      output: 'Usage: npm run admin -- users:activate EMAIL',
    });
    expect(await run('users:deactivate', 'ghost@example.com')).toEqual({
      code: 1,
      output: 'No account with the e-mail ghost@example.com.',
    });
  });
});
