import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { captureLogs, createTestApp, type TestApp } from '@tests/support/test-app';
import { ACCEPT, ACCESS, invite, newPerson } from '../household/sharing-helpers';
import { ASSET, buy, NOW } from '../portfolio/helpers';

/**
 * Product §16: each security event is one structured line with the user id, the client address
 * (TRUST_PROXY-aware) and the outcome, never a secret; request lines carry the address and the user id; a write
 * flood's refusals are one warning per person a minute, with the count held back.
 */

const RATE = 3;
let clock = new Date(NOW);
let t: TestApp;
let lines: string[];
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true, now: () => clock, portfolioWritesPerMinute: RATE });
  lines = captureLogs(t);
});
afterAll(() => t?.close());

type Line = Record<string, unknown>;
const parsed = (): Line[] => lines.map((l) => JSON.parse(l) as Line);
const since = (mark: number) => parsed().slice(mark);
const securityLines = (mark: number, event: string) => since(mark).filter((l) => l.security === event);

let addressCounter = 0;
const address = () => `203.0.113.${(addressCounter += 1)}`;

async function send(method: string, url: string, options: { auth?: string; ip: string; body?: unknown }) {
  return t.app.request(url, {
    method,
    headers: {
      'X-Forwarded-For': `198.51.100.200, ${options.ip}`,
      ...(options.auth ? { Authorization: options.auth } : {}),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

describe('the request log', () => {
  it('names the client address (the proxy’s last X-Forwarded-For entry) and the signed-in person', async () => {
    const { user, authHeader } = await createActiveUser(t.ctx);
    const mark = lines.length;
    const ip = address();
    expect((await send('GET', '/api/users/me/', { auth: authHeader, ip })).status).toBe(200);
    expect((await send('GET', '/api/config/', { ip })).status).toBe(200);
    const requests = since(mark).filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.path, l.ip, l.userId])).toEqual([
      ['/api/users/me/', ip, user.id],
      ['/api/config/', ip, null],
    ]);
  });
});

describe('security events', () => {
  it('password change, sign-out, sign-out everywhere and account deletion: one line each, no secret', async () => {
    const person = await createActiveUser(t.ctx);
    const ip = address();
    const mark = lines.length;
    const auth = person.authHeader;
    const wrong = await send('POST', '/auth/users/set_password/', {
      auth,
      ip,
      body: { current_password: 'not-the-password', new_password: 'Another-Gold-Bar-77' },
    });
    expect(wrong.status).toBe(400);
    const NEW = 'Another-Gold-Bar-77';
    expect(
      (
        await send('POST', '/auth/users/set_password/', {
          auth,
          ip,
          body: { current_password: person.password, new_password: NEW },
        })
      ).status,
    ).toBe(204);
    expect(securityLines(mark, 'password.change').map((l) => [l.outcome, l.userId, l.ip, l.reason])).toEqual([
      ['failed', person.user.id, ip, 'wrong_password'],
      ['succeeded', person.user.id, ip, undefined],
    ]);

    const login = await send('POST', '/api/users/login/', {
      ip,
      body: { email: person.user.email, password: NEW },
    });
    expect(login.status).toBe(200);
    const { refresh } = (await login.json()) as { refresh: string };
    expect((await send('POST', '/api/users/logout/', { ip, body: { refresh } })).status).toBe(204);
    expect(securityLines(mark, 'signout').map((l) => [l.outcome, l.userId, l.ip])).toEqual([
      ['succeeded', person.user.id, ip],
    ]);

    expect((await send('POST', '/api/users/logout-all/', { auth, ip })).status).toBe(204);
    expect(securityLines(mark, 'signout.everywhere').map((l) => [l.outcome, l.userId, l.ip])).toEqual([
      ['succeeded', person.user.id, ip],
    ]);

    const leaving = await createActiveUser(t.ctx);
    const gone = { auth: leaving.authHeader, ip };
    expect(
      (await send('DELETE', '/auth/users/me/', { ...gone, body: { current_password: 'wrong-wrong-wrong' } }))
        .status,
    ).toBe(400);
    expect(
      (await send('DELETE', '/auth/users/me/', { ...gone, body: { current_password: leaving.password } }))
        .status,
    ).toBe(204);
    expect(securityLines(mark, 'account.delete').map((l) => [l.outcome, l.userId, l.ip, l.reason])).toEqual([
      ['failed', leaving.user.id, ip, 'wrong_password'],
      ['succeeded', leaving.user.id, ip, undefined],
    ]);

    const written = since(mark)
      .map((l) => JSON.stringify(l))
      .join('\n');
    for (const secret of [
      person.password,
      NEW,
      refresh,
      person.user.email,
      leaving.password,
      leaving.accessToken,
    ])
      expect(written).not.toContain(secret);
  });

  it('a household role granted (the invitation accepted) and revoked: one line each, naming both people', async () => {
    const owner = await newPerson(t);
    const guest = await newPerson(t);
    const { token } = await invite(t, owner, guest.email, 'viewer');
    const ip = address();
    const mark = lines.length;
    expect((await send('POST', ACCEPT, { auth: guest.authHeader, ip, body: { token } })).status).toBe(200);
    expect(
      securityLines(mark, 'household.invitation_accepted').map((l) => [
        l.outcome,
        l.userId,
        l.otherUserId,
        l.role,
        l.ip,
      ]),
    ).toEqual([['succeeded', guest.id, owner.id, 'viewer', ip]]);
    expect(
      securityLines(mark, 'household.role_granted').map((l) => [l.outcome, l.userId, l.otherUserId, l.role]),
    ).toEqual([['succeeded', owner.id, guest.id, 'viewer']]);
    expect((await send('POST', ACCEPT, { auth: guest.authHeader, ip, body: { token } })).status).toBe(400);
    expect(securityLines(mark, 'household.invitation_accepted').map((l) => l.outcome)).toEqual([
      'succeeded',
      'refused',
    ]);

    const access = (await owner.api.get(ACCESS)).body as { uuid: string; email: string }[];
    const role = access.find((a) => a.email === guest.email)!;
    expect((await send('DELETE', `${ACCESS}${role.uuid}/`, { auth: owner.authHeader, ip })).status).toBe(204);
    expect(
      securityLines(mark, 'household.role_revoked').map((l) => [l.outcome, l.userId, l.otherUserId, l.role]),
    ).toEqual([['succeeded', owner.id, guest.id, 'viewer']]);
    expect(
      since(mark)
        .map((l) => JSON.stringify(l))
        .join('\n'),
    ).not.toContain(token);
  });
});

describe('a write flood in the log', () => {
  it('one warning per person a minute, then one with the count of those held back', async () => {
    const { user, authHeader } = await createActiveUser(t.ctx);
    const ip = address();
    const mark = lines.length;
    const write = () =>
      send('POST', '/api/portfolios/transactions/', {
        auth: authHeader,
        ip,
        body: buy(ASSET.usd, 1, 48, '2026-10-01'),
      });
    const statuses: number[] = [];
    for (let i = 0; i < RATE + 40; i += 1) statuses.push((await write()).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    const warnings = () => since(mark).filter((l) => l.msg === 'portfolio write refused: write rate reached');
    expect(warnings().map((l) => [l.userId, l.suppressed])).toEqual([[user.id, 0]]);

    clock = new Date(clock.getTime() + 61_000);
    expect((await write()).status).toBe(429);
    expect(warnings().map((l) => [l.userId, l.suppressed])).toEqual([
      [user.id, 0],
      [user.id, 39],
    ]);
  });
});
