import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchOffToken } from '@server/notifications/alert-mail';
import { unsubscribeToken } from '@server/reports/unsubscribe-token';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { captureLogs, createTestApp, type TestApp } from '@tests/support/test-app';

/**
 * ADR 012: no token is ever logged. The request log names each request's path; the links the e-mails carry have
 * their token in the path (the report unsubscribe link never expires, and its GET answers the person's address).
 */

let t: TestApp;
let logLines: string[];

beforeAll(async () => {
  t = await createTestApp();
  // Every log line, at debug: the level that also logs the SPA's pages.
  logLines = captureLogs(t);
});
afterAll(() => t?.close());

/**
 * The request line of the last request to a path beginning with `start`: 'request', or 'request failed' for a 5xx
 * (the SPA's pages answer 503 where the web app has not been built, as in CI before its browser tests).
 */
function requestLine(start: string): { level: number; method: string; path: string; status: number } {
  const lines = logLines
    .map((l) => JSON.parse(l) as { msg: string; level: number; method: string; path: string; status: number })
    .filter((l) => (l.msg === 'request' || l.msg === 'request failed') && l.path.startsWith(start));
  expect(lines.length, `no request line for ${start}`).toBeGreaterThan(0);
  return lines.at(-1)!;
}

const secret = () => randomBytes(32).toString('base64url');
const INFO = 30;

describe('the request log', () => {
  it('masks the tokens of the e-mail links the API answers, at the default level, and those only', async () => {
    const { user } = await createActiveUser(t.ctx);
    await t.ctx.pool.query('UPDATE users SET monthly_report = true WHERE id = $1', [user.id]);
    const unsubscribe = unsubscribeToken(t.ctx, user.id, '2026-10', 0);
    const switchOff = switchOffToken(t.ctx, randomUUID(), 1);
    const check = await t.app.request(`/api/report-unsubscribe/${unsubscribe}/`);
    expect(await check.json()).toEqual({ email: user.email });
    expect(requestLine('/api/report-unsubscribe/')).toMatchObject({
      level: INFO,
      method: 'GET',
      path: '/api/report-unsubscribe/…/',
      status: 200,
    });
    await t.app.request(`/api/alert-off/${switchOff}/`, { method: 'POST' });
    expect(requestLine('/api/alert-off/')).toMatchObject({ method: 'POST', path: '/api/alert-off/…/' });

    const log = logLines.join('');
    for (const token of [unsubscribe, switchOff]) expect(log).not.toContain(token);
    expect(log).not.toContain(user.email);

    // Any other path is logged as it was asked for, one that looks like a link's included.
    const uuid = randomUUID();
    await t.app.request(`/api/portfolios/transactions/${uuid}/`);
    expect(requestLine('/api/portfolios/transactions/').path).toBe(`/api/portfolios/transactions/${uuid}/`);
    await t.app.request('/api/household/invitations/accept/', { method: 'POST' });
    expect(requestLine('/api/household/invitations/').path).toBe('/api/household/invitations/accept/');
  });

  it('masks the tokens of the pages the e-mails open: password reset, activation, invitation, switch-off, unsubscribe', async () => {
    const cases = [
      ['/password-reset/MQ/', '/password-reset/…/…'],
      ['/activate/MQ/', '/activate/…/…'],
      ['/invitations/', '/invitations/…'],
      ['/alerts/off/', '/alerts/off/…'],
      ['/reports/unsubscribe/', '/reports/unsubscribe/…'],
      ['/Invitations/', '/Invitations/…'],
    ] as const;
    const tokens: string[] = [];
    for (const [prefix, logged] of cases) {
      const token = secret();
      tokens.push(token);
      await t.app.request(`${prefix}${token}`);
      expect(requestLine(logged).path).toBe(logged);
    }
    const log = logLines.join('');
    for (const token of tokens) expect(log).not.toContain(token);
  });

  it('masks them in the lines of a failure too (the database out of reach, a server error)', async () => {
    const { user } = await createActiveUser(t.ctx);
    const token = unsubscribeToken(t.ctx, user.id, '2026-10', 0);
    const query = t.ctx.pool.query.bind(t.ctx.pool);
    const failWith = (error: Error) => {
      t.ctx.pool.query = (() => Promise.reject(error)) as typeof t.ctx.pool.query;
    };
    try {
      failWith(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
      expect((await t.app.request(`/api/report-unsubscribe/${token}/`)).status).toBe(503);
      failWith(new Error('a bug'));
      expect((await t.app.request(`/api/report-unsubscribe/${token}/`)).status).toBe(500);
    } finally {
      t.ctx.pool.query = query;
    }
    const failures = logLines
      .map((l) => JSON.parse(l) as { msg: string; path?: string })
      .filter((l) => l.msg === 'database unavailable' || l.msg === 'unhandled error');
    expect(failures.map((l) => [l.msg, l.path])).toEqual([
      ['database unavailable', '/api/report-unsubscribe/…/'],
      ['unhandled error', '/api/report-unsubscribe/…/'],
    ]);
    expect(logLines.join('')).not.toContain(token);
  });
});
