import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForUserChecks, userCheckCache } from '@server/auth/user-check-cache';
import { signAccessToken } from '@server/auth/tokens';
import { unwrappedPool } from '@server/db/request-transaction';
import { createHttpServer } from '@server/http-server';
import { FIXTURE_PASSWORD } from '@tests/support/auth-fixtures';
import { captureLogs, createSecondInstance, createTestApp, type TestApp } from '@tests/support/test-app';
import { MEMBERS, newPerson, ownHousehold, share, type Person } from '../household/sharing-helpers';
import { ASSET, buy, NOW, recordPrices } from './helpers';

/**
 * The fast reads (server/portfolio/fast-reads.ts, ADR 031) answer the dashboard's cached value and holdings reads
 * ahead of the Hono app. Each request below goes, as raw bytes, to the same app served twice: with the fast reads
 * and without them (createHttpServer's fastReads: false). The two answers must be the same bytes (the Date line
 * aside) and log the same line (its duration and time aside), whether the fast reads answered or left the request
 * to the app; the warm signed-in reads must have been answered by the fast reads (the app never saw them).
 */

const VALUE = '/api/portfolios/value/';
const HOLDINGS = '/api/portfolios/holdings/';
const NEW_PASSWORD = 'Another-Gold-Phrase-2027!';

let clock = NOW;
let t: TestApp;
let lines: string[];
const listeners: Array<{ stop(): Promise<void> }> = [];
const servers: Server[] = [];

interface Served {
  port: number;
  /** Requests the Hono app was asked to answer. */
  appCalls: number;
}
let fast: Served;
let plain: Served;

let owner: Person;
let viewer: Person;
let stranger: Person;
let ownerHousehold: string;
let ownerMember: string;

async function serve(ctx: TestApp['ctx'], app: TestApp['app'], fastReads: boolean): Promise<Served> {
  const served: Served = { port: 0, appCalls: 0 };
  const counted = {
    fetch: (request: Request, env: object) => {
      served.appCalls += 1;
      return app.fetch(request, env);
    },
  };
  const server = createHttpServer(ctx, counted, { fastReads });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  served.port = (server.address() as AddressInfo).port;
  return served;
}

/** Resolves once the instance's listener is in effect: only then does it keep user check rows. */
async function listening(ctx: TestApp['ctx']) {
  for (let i = 0; i < 200 && !userCheckCache(ctx.pool).listening; i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(userCheckCache(ctx.pool).listening).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await recordPrices(t.ctx, '2026-11-21T15:00:00Z', { k24: 4000, k21: 3500, k18: 3000, usd: 50 });
  await recordPrices(t.ctx, '2026-11-22T09:00:00Z', { k24: 4100, k21: 3600, k18: 3100, usd: 51 });
  listeners.push(listenForUserChecks(t.ctx));
  await listening(t.ctx);
  fast = await serve(t.ctx, t.app, true);
  plain = await serve(t.ctx, t.app, false);
  owner = await newPerson(t, 'en');
  viewer = await newPerson(t, 'ar');
  stranger = await newPerson(t, 'en');
  for (const [asset, quantity, price, day] of [
    [ASSET.gram_21k, 10, 3000, '2026-10-01'],
    [ASSET.usd, 100, 48, '2026-11-02'],
    [ASSET.gram_24k, '2.5', 3900, '2026-11-21'],
  ] as const) {
    const reply = await owner.api.post('/api/portfolios/transactions/', buy(asset, quantity, price, day));
    expect(reply.status, reply.text).toBe(201);
  }
  ownerHousehold = await share(t, owner, viewer, 'viewer');
  expect(ownerHousehold).toBe((await ownHousehold(owner)).uuid);
  ownerMember = ((await owner.api.get(MEMBERS)).body as Array<{ uuid: string }>)[0]!.uuid;
  lines = captureLogs(t);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await Promise.all(listeners.map((l) => l.stop()));
  await t?.close();
});

interface Ask {
  path: string;
  method?: string;
  version?: '1.0' | '1.1';
  /** `localhost` unless said (the same on both servers). */
  host?: string;
  /** Sent after the Host header, in order; a name may repeat. */
  headers?: Array<[string, string]>;
}

/** The answer's bytes as sent (status line, headers, body), read up to its Content-Length. */
function rawAnswer(port: number, ask: Ask): Promise<string> {
  const method = ask.method ?? 'GET';
  const head = [`${method} ${ask.path} HTTP/${ask.version ?? '1.1'}`, `Host: ${ask.host ?? 'localhost'}`];
  for (const [name, value] of ask.headers ?? []) head.push(`${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const done = () => {
      socket.destroy();
      resolve(received.toString('latin1'));
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return;
      const length = method === 'HEAD' ? 0 : Number(/\r\ncontent-length: (\d+)/i.exec(text)?.[1] ?? 0);
      if (received.length >= end + 4 + length) done();
    });
    socket.on('end', done);
    socket.on('error', reject);
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
  });
}

/** The request's log line, without what differs from one answer to the next (its time and duration). */
function loggedLine(from: number): Record<string, unknown>[] {
  return lines.slice(from).map((line) => {
    const { time, ms, ...rest } = JSON.parse(line) as Record<string, unknown>;
    expect(time).toBeDefined();
    expect(typeof ms).toBe('number');
    return rest;
  });
}

interface Answered {
  bytes: string;
  log: Record<string, unknown>[];
  /** The Hono app answered (not the fast reads). */
  byApp: boolean;
}

async function ask(served: Served, request: Ask): Promise<Answered> {
  const calls = served.appCalls;
  const from = lines.length;
  const bytes = (await rawAnswer(served.port, request)).replace(/\r\nDate: [^\r]*/, '');
  await new Promise((resolve) => setImmediate(resolve));
  return { bytes, log: loggedLine(from), byApp: served.appCalls > calls };
}

/**
 * The request asked of the server with the fast reads, then of the one without: the same bytes and log line. The
 * fast server's answer is returned; `mask` hides what is meant to differ (a request id made up for each).
 */
async function same(request: Ask, mask: (bytes: string) => string = (b) => b): Promise<Answered> {
  const quick = await ask(fast, request);
  const slow = await ask(plain, request);
  expect(slow.byApp).toBe(true);
  expect(mask(quick.bytes)).toBe(mask(slow.bytes));
  const unmasked = (log: Record<string, unknown>[]) =>
    log.map((line) => ({ ...line, reqId: mask(String(line.reqId)) }));
  expect(unmasked(quick.log)).toEqual(unmasked(slow.log));
  expect(quick.log.length).toBeLessThanOrEqual(1);
  return quick;
}

/** Any made-up request id (a UUID) as one mark. */
const anyId = (bytes: string) =>
  bytes.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID');

const bearer = (token: string): [string, string] => ['Authorization', `Bearer ${token}`];
const tokenOf = (person: Person) => person.authHeader.slice('Bearer '.length);
const id = (n: number): [string, string] => ['X-Request-Id', `fast-read-${n}`];

/** Reads until the fast reads answer (the token checked, the row kept once its notifications settled, the ledger). */
async function warm(token: string, path: string) {
  for (let i = 0; i < 5; i++) {
    if (!(await ask(fast, { path, headers: [bearer(token)] })).byApp) return;
    await userCheckCache(t.ctx.pool).settled(unwrappedPool(t.ctx.pool));
  }
  throw new Error(`the fast reads never answered ${path}`);
}

describe('the fast reads answer as the app does', () => {
  it('answers a warm signed-in read itself, with the same bytes and log line', async () => {
    for (const path of [VALUE, HOLDINGS]) {
      await warm(tokenOf(owner), path);
      const answered = await same({ path, headers: [bearer(tokenOf(owner)), id(1)] });
      expect(answered.byApp).toBe(false);
      expect(answered.bytes).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(answered.bytes).toContain('\r\nx-request-id: fast-read-1\r\n');
      expect(answered.log).toEqual([
        expect.objectContaining({
          reqId: 'fast-read-1',
          path,
          status: 200,
          userId: owner.id,
          msg: 'request',
        }),
      ]);
    }
  });

  it('answers the same with and without Accept-Encoding, keep-alive or close, and a made-up request id', async () => {
    await warm(tokenOf(owner), VALUE);
    for (const headers of [
      [['Accept-Encoding', 'gzip, deflate, br']],
      [['Connection', 'close']],
      [
        ['Accept', 'application/json'],
        ['Accept-Language', 'ar'],
      ],
      [],
      [['X-Request-Id', 'has spaces, so not passed on']],
    ] as Array<Array<[string, string]>>) {
      const answered = await same({ path: VALUE, headers: [bearer(tokenOf(owner)), ...headers] }, anyId);
      expect(answered.byApp).toBe(false);
    }
  });

  it('leaves to the app, with the same answer, every request it does not fully understand', async () => {
    for (const path of [VALUE, HOLDINGS]) await warm(tokenOf(owner), path);
    const token = tokenOf(owner);
    const requests: Ask[] = [
      { path: VALUE, method: 'HEAD', headers: [bearer(token)] },
      { path: '/api/portfolios/value', headers: [bearer(token)] },
      { path: '/api/portfolios/holdings//', headers: [bearer(token)] },
      { path: '/API/portfolios/value/', headers: [bearer(token)] },
      { path: `${VALUE}?member=${ownerMember}`, headers: [bearer(token)] },
      { path: `${HOLDINGS}?member=${ownerMember.toUpperCase()}`, headers: [bearer(token)] },
      { path: `${VALUE}?member=not-a-member`, headers: [bearer(token)] },
      { path: `${VALUE}?household=${ownerHousehold}`, headers: [bearer(token)] },
      { path: `${VALUE}?`, headers: [bearer(token)] },
      { path: VALUE, headers: [bearer(token), ['If-None-Match', '"abc"']] },
      { path: VALUE, headers: [bearer(token), ['Range', 'bytes=0-10']] },
      { path: VALUE, headers: [bearer(token), bearer(token)] },
      { path: VALUE, headers: [bearer(token), ['X-Request-Id', 'a'], ['X-Request-Id', 'b']] },
      { path: VALUE, headers: [bearer(token), ['Content-Length', '0']] },
      { path: VALUE, version: '1.0', headers: [bearer(token)] },
      { path: VALUE, headers: [['Authorization', `bearer ${token}`]] },
      { path: VALUE, headers: [['Authorization', `Token ${token}`]] },
      { path: VALUE, headers: [] },
      { path: VALUE, headers: [['Authorization', 'Bearer not.a.token']] },
      { path: HOLDINGS, headers: [bearer(`${token.slice(0, -2)}xx`)] },
    ];
    for (const [n, request] of requests.entries()) {
      // Repeated X-Request-Id headers are not passed on: a made-up id each.
      const answered = await same({ ...request, headers: [...(request.headers ?? []), id(100 + n)] }, anyId);
      expect(answered.byApp, `${request.method ?? 'GET'} ${request.path}`).toBe(true);
    }
    // Spaces around the token, as the app's header parsing allows them: the same token, answered fast.
    const spaced = await same({ path: VALUE, headers: [['Authorization', `Bearer  ${token} `], id(199)] });
    expect(spaced.byApp).toBe(false);
    // A Host the app's adapter checks in its own way, and one it takes as it is.
    const upper = await same({ path: VALUE, host: 'LOCALHOST:3000', headers: [bearer(token), id(200)] });
    expect(upper.byApp).toBe(true);
    const plainHost = await same({
      path: VALUE,
      host: 'dahabi.example:8443',
      headers: [bearer(token), id(201)],
    });
    expect(plainHost.byApp).toBe(false);
  });

  it('leaves a household it is not asked about to the app: a viewer, a stranger, their own', async () => {
    for (const person of [viewer, stranger])
      for (const path of [VALUE, HOLDINGS]) {
        const shared = await same({
          path: `${path}?household=${ownerHousehold}`,
          headers: [bearer(tokenOf(person)), id(300)],
        });
        expect(shared.byApp).toBe(true);
        expect(shared.bytes).toMatch(person === viewer ? /^HTTP\/1\.1 200 / : /^HTTP\/1\.1 404 /);
        // Their own household, the default: answered by the fast reads once warm.
        await warm(tokenOf(person), path);
        const own = await same({ path, headers: [bearer(tokenOf(person)), id(301)] });
        expect(own.byApp).toBe(false);
      }
  });

  it('answers the same signed with another secret, expired, or of a sign-in ended', async () => {
    await warm(tokenOf(owner), VALUE);
    const forged = await new SignJWT({ token_type: 'access', jti: 'x', user_id: owner.id, sid: 'y' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-0123456789abcdef0123456789'));
    expect((await same({ path: VALUE, headers: [bearer(forged), id(400)] })).bytes).toMatch(
      /^HTTP\/1\.1 401 /,
    );

    // A second sign-in of the owner's, answered fast, then expired by the clock.
    const other = await signAccessToken(t.ctx, { id: owner.id, email: owner.email });
    await warm(other, HOLDINGS);
    clock = new Date(NOW.getTime() + 6 * 60 * 1000);
    try {
      const expired = await same({ path: HOLDINGS, headers: [bearer(other), id(401)] });
      expect(expired.bytes).toMatch(/^HTTP\/1\.1 401 /);
      expect(expired.byApp).toBe(true);
    } finally {
      clock = NOW;
    }

    // Another sign-in, answered fast, then ended by a password change on another device.
    const device = await signAccessToken(t.ctx, { id: owner.id, email: owner.email });
    await warm(device, VALUE);
    const changed = await owner.api.post('/auth/users/set_password/', {
      current_password: FIXTURE_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(changed.status, changed.text).toBe(204);
    const ended = await same({ path: VALUE, headers: [bearer(device), id(402)] });
    expect(ended.bytes).toMatch(/^HTTP\/1\.1 401 /);
    expect(ended.byApp).toBe(true);
  });

  it('answers a read after a write with the new ledger, cold and then warm', async () => {
    await warm(tokenOf(owner), HOLDINGS);
    const before = await same({ path: HOLDINGS, headers: [bearer(tokenOf(owner)), id(500)] });
    const reply = await owner.api.post(
      '/api/portfolios/transactions/',
      buy(ASSET.gram_18k, 4, 2900, '2026-11-20'),
    );
    expect(reply.status, reply.text).toBe(201);
    const cold = await same({ path: HOLDINGS, headers: [bearer(tokenOf(owner)), id(500)] });
    expect(cold.byApp).toBe(true);
    expect(cold.bytes).not.toBe(before.bytes);
    await warm(tokenOf(owner), HOLDINGS);
    const again = await same({ path: HOLDINGS, headers: [bearer(tokenOf(owner)), id(500)] });
    expect(again.byApp).toBe(false);
    expect(again.bytes).toBe(cold.bytes);
  });
});

describe('the fast reads on two instances', () => {
  it('refuse on B, at the next request, a sign-in whose password was changed on A', async () => {
    const b = createSecondInstance(t);
    listeners.push(listenForUserChecks(b.ctx));
    try {
      await listening(b.ctx);
      const onB = await serve(b.ctx, b.app, true);
      const person = await newPerson(t, 'en');
      expect(
        (await person.api.post('/api/portfolios/transactions/', buy(ASSET.gram_21k, 1, 3000, '2026-11-01')))
          .status,
      ).toBe(201);
      const device = await signAccessToken(t.ctx, { id: person.id, email: person.email });
      // B answers the device's reads itself once it keeps what they need.
      let answeredFast = false;
      for (let i = 0; i < 5 && !answeredFast; i++) {
        answeredFast = !(await ask(onB, { path: VALUE, headers: [bearer(device)] })).byApp;
        await userCheckCache(b.ctx.pool).settled(unwrappedPool(b.ctx.pool));
      }
      expect(answeredFast).toBe(true);
      const changed = await person.api.post('/auth/users/set_password/', {
        current_password: FIXTURE_PASSWORD,
        new_password: NEW_PASSWORD,
      });
      expect(changed.status, changed.text).toBe(204);
      const next = await ask(onB, { path: VALUE, headers: [bearer(device)] });
      expect(next.bytes).toMatch(/^HTTP\/1\.1 401 /);
      expect(next.byApp).toBe(true);
      // The device that changed it still reads, on B too.
      expect(
        (await ask(onB, { path: VALUE, headers: [['Authorization', person.authHeader]] })).bytes,
      ).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      await listeners.pop()!.stop();
      await b.close();
    }
  });
});
