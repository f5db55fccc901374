import { describe, expect, it } from 'vitest';
import { drfMessages } from '@contract/errors';
import { DEFAULT_FAILURE_POLICY, delayAfter } from '@server/auth/password-failures';
import { type TestApp } from '@tests/support/test-app';
import { useClockedApps } from './clocked-apps';
import { activatedAccount, freshIp, post, STRONG_PASSWORD } from './helpers';

/**
 * Product §16 (docs/decisions/012-session-rules.md): wrong passwords are counted per (account, client address),
 * successes are not counted, and the answer to too many failures is a growing delay with Retry-After, never a lock
 * that a stranger can put on the owner. Time moves by the injected clock.
 */

const apps = useClockedApps();

const login = (email: string, password: string, ip: string, app: TestApp['app'] = apps.t.app) =>
  post({ ...apps.t, app }, '/api/users/login/', { email, password }, { ip });

describe('login failures', () => {
  it('a stranger’s wrong passwords from their address never make the owner wait at theirs', async () => {
    const { email } = await activatedAccount(apps.t, 'locked.owner@example.com');
    const attacker = freshIp();
    for (let i = 0; i < 12; i += 1) {
      expect([401, 429]).toContain((await login(email, `guess-${i}`, attacker)).status);
    }
    expect((await login(email, STRONG_PASSWORD, attacker)).status).toBe(429);
    expect((await login(email, STRONG_PASSWORD, freshIp())).status).toBe(200);
  });

  it('counts failures, not attempts: fifteen right passwords in a row from one address all succeed', async () => {
    const { email } = await activatedAccount(apps.t, 'often@example.com');
    const ip = freshIp();
    for (let i = 0; i < 15; i += 1) expect((await login(email, STRONG_PASSWORD, ip)).status).toBe(200);
  });

  it('after the free failures each one doubles the wait (Retry-After); the right password then works and resets it', async () => {
    const { email } = await activatedAccount(apps.t, 'slowed@example.com');
    const ip = freshIp();
    for (let i = 1; i <= DEFAULT_FAILURE_POLICY.freeFailures; i += 1)
      expect((await login(email, `wrong-${i}`, ip)).status).toBe(401);
    const waits: number[] = [];
    for (
      let n = DEFAULT_FAILURE_POLICY.freeFailures + 1;
      n <= DEFAULT_FAILURE_POLICY.freeFailures + 4;
      n += 1
    ) {
      expect((await login(email, `wrong-${n}`, ip)).status).toBe(401);
      const refused = await login(email, STRONG_PASSWORD, ip, apps.second.app); // shared by every instance
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(refused.body).toEqual({ detail: drfMessages.throttled(wait) });
      expect(wait).toBe(delayAfter(n, DEFAULT_FAILURE_POLICY));
      waits.push(wait);
      apps.later(wait * 1000);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    expect((await login(email, STRONG_PASSWORD, ip)).status).toBe(200);
    // A success starts the pair again from zero: five free failures once more.
    for (let i = 1; i <= DEFAULT_FAILURE_POLICY.freeFailures; i += 1)
      expect((await login(email, `again-${i}`, ip)).status).toBe(401);
    expect((await login(email, STRONG_PASSWORD, ip)).status).toBe(200);
  });

  it('the wait is capped at 15 minutes and starts only after the free failures', () => {
    expect(delayAfter(40, DEFAULT_FAILURE_POLICY)).toBe(15 * 60);
    expect(delayAfter(DEFAULT_FAILURE_POLICY.freeFailures, DEFAULT_FAILURE_POLICY)).toBe(0);
  });

  it('failures are forgotten after a quiet day', async () => {
    const { email } = await activatedAccount(apps.t, 'forgotten@example.com');
    const ip = freshIp();
    for (let i = 0; i < 8; i += 1) await login(email, `wrong-${i}`, ip);
    expect((await login(email, STRONG_PASSWORD, ip)).status).toBe(429);
    apps.later((DEFAULT_FAILURE_POLICY.memorySeconds + 1) * 1000);
    expect((await login(email, 'wrong-again', ip)).status).toBe(401);
    expect((await login(email, STRONG_PASSWORD, ip)).status).toBe(200);
  });
});
