import { describe, expect, it } from 'vitest';
import type { KyInstance } from 'ky';
import { refreshTokens } from '@/api/auth';
import { createApi, withoutSession } from '@/api/client';
import {
  createSessionPort,
  liveSessionMachine,
  type SessionActor,
  storedSessionInput,
} from '@/app/session/session-service';
import { startTestApp } from '@tests/support/app-system';

/** An unsigned JWT with the given claims (the client only reads claims, never verifies). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/==?$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const inSeconds = (s: number) => Math.floor(NOW / 1000) + s;
const OLD_ACCESS = jwt({ token_type: 'access', exp: inSeconds(-60), email: 'a@example.com' });
const VALID_OLD_ACCESS = jwt({
  token_type: 'access',
  exp: inSeconds(240),
  email: 'a@example.com',
  jti: 'old',
});
const NEW_ACCESS = jwt({ token_type: 'access', exp: inSeconds(300), email: 'a@example.com', jti: 'new' });
const REFRESH = jwt({ token_type: 'refresh', exp: inSeconds(86_400), jti: 'r1' });
const ROTATED_REFRESH = jwt({ token_type: 'refresh', exp: inSeconds(86_400), jti: 'r2' });

interface Sent {
  method: string;
  path: string;
  authorization: string | null;
  idempotencyKey: string | null;
  body: string;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch the test controls: it records each request and answers with `answer`; refresh answers wait on a gate. */
function controllableFetch(answer: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const entry: Sent = {
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('Authorization'),
      idempotencyKey: request.headers.get('Idempotency-Key'),
      body: request.body ? await request.text() : '',
    };
    sent.push(entry);
    return answer(entry);
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

function memoryStorage(initial: Record<string, string>): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

interface Harness {
  api: KyInstance;
  session: SessionActor;
  storage: Storage;
  sent: Sent[];
  redirects: string[];
  loggedOutToasts: number;
}

function setUp(access: string, answer: (sent: Sent) => Response | Promise<Response>): Harness {
  const storage = memoryStorage({ accessToken: `Bearer ${access}`, refreshToken: REFRESH });
  const { fetch, sent } = controllableFetch(answer);
  const harness = { storage, sent, redirects: [] as string[], loggedOutToasts: 0 } as Harness;
  // The test's own app (ADR 030), its session over this storage; the client asks that session for tokens, as the
  // client of the app's system does (src/app/system/api-for.ts), over the test's fetch.
  const session = liveSessionMachine({
    storage,
    clock: () => NOW,
    refresh: (refresh) => refreshTokens(harness.api, refresh),
    revoke: async () => undefined,
    notifyLoggedOut: () => void harness.loggedOutToasts++,
    redirectToLogin: () => void harness.redirects.push('/login'),
  });
  const app = startTestApp({ session }, { session: storedSessionInput(storage, () => NOW) });
  harness.session = app.system.get('session') as SessionActor;
  harness.api = createApi({ session: createSessionPort(harness.session, () => NOW), fetch });
  return harness;
}

const protectedCalls = (sent: Sent[]) => sent.filter((s) => s.path !== '/auth/jwt/refresh/');
const refreshCalls = (sent: Sent[]) => sent.filter((s) => s.path === '/auth/jwt/refresh/');

function fireFour(api: KyInstance) {
  return Promise.all([
    api.get('api/portfolios/value/').json(),
    api.get('api/portfolios/holdings/').json(),
    api.get('api/prices/market/').json(),
    api.post('api/portfolios/transactions/', { json: { asset: 7, quantity: '2', price: '4000' } }).json(),
  ]);
}

describe('HTTP client and session: expired access token', () => {
  it('three GETs and a POST during an expired token make exactly one refresh, then each goes out once with the new token', async () => {
    const gate = deferred<void>();
    const h = setUp(OLD_ACCESS, async (s) => {
      if (s.path === '/auth/jwt/refresh/') {
        await gate.promise;
        return json(200, { access: NEW_ACCESS, refresh: ROTATED_REFRESH });
      }
      return s.authorization === `Bearer ${NEW_ACCESS}` ? json(200, { path: s.path }) : json(401, {});
    });

    const results = fireFour(h.api);
    await new Promise((r) => setTimeout(r, 20));
    // all four wait on the single refresh in flight; none left with the expired token
    expect(refreshCalls(h.sent)).toHaveLength(1);
    expect(protectedCalls(h.sent)).toHaveLength(0);
    gate.resolve();

    expect(await results).toEqual([
      { path: '/api/portfolios/value/' },
      { path: '/api/portfolios/holdings/' },
      { path: '/api/prices/market/' },
      { path: '/api/portfolios/transactions/' },
    ]);
    expect(refreshCalls(h.sent)).toHaveLength(1);
    expect(refreshCalls(h.sent)[0]).toMatchObject({
      authorization: null,
      body: JSON.stringify({ refresh: REFRESH }),
    });
    expect(protectedCalls(h.sent)).toHaveLength(4);
    expect(protectedCalls(h.sent).every((s) => s.authorization === `Bearer ${NEW_ACCESS}`)).toBe(true);
    // the rotated refresh token and the new access token (with its prefix) are stored
    expect(h.storage.getItem('accessToken')).toBe(`Bearer ${NEW_ACCESS}`);
    expect(h.storage.getItem('refreshToken')).toBe(ROTATED_REFRESH);
  });

  it('three GETs and a POST rejected with 401 make one refresh and are each retried once, the POST body intact', async () => {
    const gate = deferred<void>();
    const h = setUp(VALID_OLD_ACCESS, async (s) => {
      if (s.path === '/auth/jwt/refresh/') {
        await gate.promise;
        return json(200, { access: NEW_ACCESS });
      }
      return s.authorization === `Bearer ${NEW_ACCESS}`
        ? json(200, { echo: s.body })
        : json(401, { detail: 'expired' });
    });

    const results = fireFour(h.api);
    await new Promise((r) => setTimeout(r, 20));
    expect(protectedCalls(h.sent)).toHaveLength(4);
    expect(refreshCalls(h.sent)).toHaveLength(1);
    gate.resolve();
    await results;

    expect(refreshCalls(h.sent)).toHaveLength(1);
    const calls = protectedCalls(h.sent);
    expect(calls).toHaveLength(8);
    for (const path of [
      '/api/portfolios/value/',
      '/api/portfolios/holdings/',
      '/api/prices/market/',
      '/api/portfolios/transactions/',
    ]) {
      const forPath = calls.filter((c) => c.path === path);
      expect(forPath.map((c) => c.authorization)).toEqual([
        `Bearer ${VALID_OLD_ACCESS}`,
        `Bearer ${NEW_ACCESS}`,
      ]);
    }
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((p) => JSON.parse(p.body))).toEqual([
      { asset: 7, quantity: '2', price: '4000' },
      { asset: 7, quantity: '2', price: '4000' },
    ]);
    // without a rotated refresh token in the answer the old one stays
    expect(h.storage.getItem('refreshToken')).toBe(REFRESH);
  });

  it('retries a 401 only once', async () => {
    const h = setUp(VALID_OLD_ACCESS, (s) =>
      s.path === '/auth/jwt/refresh/' ? json(200, { access: NEW_ACCESS }) : json(401, { detail: 'no' }),
    );
    await expect(h.api.get('api/portfolios/value/').json()).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(protectedCalls(h.sent)).toHaveLength(2);
    expect(refreshCalls(h.sent)).toHaveLength(1);
  });

  it('leaves a 403 to the calling machine: the session stays signed in (machines/shared/refusals.ts)', async () => {
    const h = setUp(VALID_OLD_ACCESS, () =>
      json(403, { detail: 'You do not have permission to perform this action.' }),
    );
    await expect(h.api.get('api/portfolios/value/').json()).rejects.toMatchObject({
      response: { status: 403 },
    });
    expect(h.redirects).toEqual([]);
    expect(h.session.getSnapshot().value).not.toBe('signedOut');
  });

  it('signs out to /login when the refresh fails, and the waiting requests go out without a token', async () => {
    const h = setUp(OLD_ACCESS, (s) =>
      s.path === '/auth/jwt/refresh/'
        ? json(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' })
        : json(s.authorization ? 200 : 401, { detail: 'Authentication credentials were not provided.' }),
    );
    const outcomes = await Promise.allSettled([
      h.api.get('api/portfolios/value/'),
      h.api.get('api/portfolios/holdings/'),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(refreshCalls(h.sent)).toHaveLength(1);
    expect(protectedCalls(h.sent).map((s) => s.authorization)).toEqual([null, null]);
    expect(h.storage.getItem('accessToken')).toBeNull();
    expect(h.storage.getItem('refreshToken')).toBeNull();
    expect(h.redirects).toEqual(['/login']);
    expect(h.loggedOutToasts).toBe(0);
  });

  it('never attaches the session to public calls, even with a stored token', async () => {
    const h = setUp(OLD_ACCESS, () => json(403, { detail: 'Stale token for given user.' }));
    await expect(
      h.api.post('auth/users/activation/', { json: { uid: 'x', token: 'y' }, context: { session: false } }),
    ).rejects.toMatchObject({
      response: { status: 403 },
    });
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]?.authorization).toBeNull();
    expect(h.storage.getItem('accessToken')).toBe(`Bearer ${OLD_ACCESS}`);
    expect(h.redirects).toEqual([]);
  });
});

describe('HTTP client: a write on a failing network (ADR 029)', () => {
  const TX = 'api/portfolios/transactions/';
  const purchase = { asset: 7, quantity: '2', price: '4000' };
  const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

  it('sends each signed-in write with a key of its own', async () => {
    const h = setUp(VALID_OLD_ACCESS, () => json(201, {}));
    await h.api.post(TX, { json: purchase });
    await h.api.post(TX, { json: purchase });
    const keys = h.sent.map((s) => s.idempotencyKey);
    expect(keys.every((k) => k !== null && /^[0-9a-f-]{32,36}$/.test(k))).toBe(true);
    expect(new Set(keys).size).toBe(2);
  });

  it('sends a write whose connection failed again with the same key, at most twice', async () => {
    let attempts = 0;
    const h = setUp(VALID_OLD_ACCESS, () => (++attempts < 3 ? networkDown() : json(201, { saved: true })));
    expect(await h.api.post(TX, { json: purchase }).json()).toEqual({ saved: true });
    expect(h.sent).toHaveLength(3);
    expect(new Set(h.sent.map((s) => s.idempotencyKey)).size).toBe(1);
    expect(h.sent.every((s) => s.body === JSON.stringify(purchase))).toBe(true);

    const down = setUp(VALID_OLD_ACCESS, networkDown);
    await expect(down.api.delete(`${TX}x/`)).rejects.toThrow(/network error/);
    expect(down.sent).toHaveLength(3);
  });

  it('never sends a write again after an answer, a read after a network failure, or a public call', async () => {
    const refused = setUp(VALID_OLD_ACCESS, () => json(503, { detail: 'busy' }));
    await expect(refused.api.post(TX, { json: purchase })).rejects.toMatchObject({
      response: { status: 503 },
    });
    expect(refused.sent).toHaveLength(1);

    const read = setUp(VALID_OLD_ACCESS, networkDown);
    await expect(read.api.get('api/portfolios/value/')).rejects.toThrow(/network error/);
    expect(read.sent).toHaveLength(1);

    const signUp = setUp(VALID_OLD_ACCESS, networkDown);
    await expect(
      signUp.api.post('api/users/register/', { ...withoutSession, json: { email: 'a@example.com' } }),
    ).rejects.toThrow(/network error/);
    expect(signUp.sent).toHaveLength(1);
    expect(signUp.sent[0]?.idempotencyKey).toBeNull();
  });
});
