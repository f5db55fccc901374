import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { RefreshLocks } from './refresh-lock';
import { createSessionService, type SessionService } from './session-service';

// Two tabs in one process: two session services over one shared storage, one lock manager and the storage events
// a browser sends to every other tab (product §16). Browser-level: tests/e2e/auth/shared-session.test.ts.

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const part = (value: object) => btoa(JSON.stringify(value)).replace(/==?$/, '');
const jwt = (claims: object) => `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
const EXPIRED = jwt({ exp: Math.floor(NOW / 1000) - 60, email: 'a@example.com' });
const access = (n: number) => jwt({ exp: Math.floor(NOW / 1000) + 300, email: 'a@example.com', n });

/** Web Locks as the browser grants them: one holder at a time, in request order. */
function fakeLocks(): RefreshLocks {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request(_name, _options, callback) {
      const held = tail.then(() => callback());
      tail = held.catch(() => undefined);
      return held;
    },
  };
}

/** One origin's localStorage as each tab sees it: a write in one tab is a `storage` event in every other. */
function sharedStorage() {
  const map = new Map<string, string>();
  const tabs: Array<{ view: Storage; events: EventTarget }> = [];
  const announce = (from: Storage, key: string, newValue: string | null) => {
    for (const tab of tabs.filter((t) => t.view !== from))
      tab.events.dispatchEvent(Object.assign(new Event('storage'), { key, newValue, storageArea: tab.view }));
  };
  return {
    map,
    tab() {
      const view = {
        getItem: (k: string) => map.get(k) ?? null,
        setItem: (k: string, v: string) => (map.set(k, v), announce(view, k, v)),
        removeItem: (k: string) => {
          if (map.delete(k)) announce(view, k, null);
        },
      } as unknown as Storage;
      const events = new EventTarget();
      tabs.push({ view, events });
      return { view, events };
    },
  };
}

/** The server's refresh: each refresh token works once (a spent one would revoke the sign-in). */
function server(first: string) {
  let current = first;
  let issued = 0;
  const refresh = vi.fn(async (token: string) => {
    if (token !== current) throw new Error('Token is invalid or expired');
    issued += 1;
    current = `refresh-${issued}`;
    return { access: access(issued), refresh: current };
  });
  return { refresh };
}

function openTab(
  storage: ReturnType<typeof sharedStorage>,
  locks: RefreshLocks,
  refresh: (t: string) => Promise<{ access: string; refresh?: string }>,
  { hearsOtherTabs = true } = {},
) {
  const { view, events } = storage.tab();
  const redirects: string[] = [];
  const revoke = vi.fn(async () => undefined);
  const service: SessionService = createSessionService({
    storage: view,
    clock: () => NOW,
    refresh,
    revoke,
    notifyLoggedOut: () => undefined,
    redirectToLogin: () => void redirects.push('/login'),
    locks,
    storageEvents: hearsOtherTabs ? (events as unknown as Window) : undefined,
  });
  return { service, redirects, revoke };
}

/** Two tabs signed in with `accessToken` and refresh-0 in their shared storage: one lock manager, one server. */
function twoTabs(accessToken: string, { bHearsOtherTabs = true } = {}) {
  const storage = sharedStorage();
  storage.map.set('accessToken', `Bearer ${accessToken}`).set('refreshToken', 'refresh-0');
  const { refresh } = server('refresh-0');
  const locks = fakeLocks();
  const a = openTab(storage, locks, refresh);
  const b = openTab(storage, locks, refresh, { hearsOtherTabs: bHearsOtherTabs });
  return { storage, refresh, a, b };
}

describe('session service: an expired refresh token (product §4, §8 "Refresh token expired")', () => {
  it('is never sent: the tokens go and the person is sent to /login', async () => {
    const storage = sharedStorage();
    const spentLongAgo = jwt({ exp: Math.floor(NOW / 1000) - 1, token_type: 'refresh' });
    storage.map.set('accessToken', `Bearer ${EXPIRED}`).set('refreshToken', spentLongAgo);
    const { refresh } = server(spentLongAgo);
    const tab = openTab(storage, fakeLocks(), refresh);

    expect(await tab.service.port.accessToken()).toBeNull();

    expect(refresh).not.toHaveBeenCalled();
    expect(storage.map.has('accessToken')).toBe(false);
    expect(storage.map.has('refreshToken')).toBe(false);
    expect(tab.redirects).toEqual(['/login']);
  });
});

describe('session service: two tabs', () => {
  it('two tabs needing a token at once make one refresh, and both use its tokens', async () => {
    const { storage, refresh, a, b } = twoTabs(EXPIRED);

    const [tokenA, tokenB] = await Promise.all([a.service.port.accessToken(), b.service.port.accessToken()]);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(tokenA).toBe(access(1));
    expect(tokenB).toBe(access(1));
    expect(storage.map.get('refreshToken')).toBe('refresh-1');
    expect(b.service.actor.getSnapshot().context.refreshToken).toBe('refresh-1');
    expect(a.redirects).toEqual([]);
    expect(b.redirects).toEqual([]);
  });

  it('a tab that kept a spent refresh token uses what another tab stored instead of presenting it', async () => {
    // tab B missed tab A's storage events (say, it was frozen in the background): it still holds refresh-0
    const { refresh, a, b } = twoTabs(EXPIRED, { bHearsOtherTabs: false });
    expect(await a.service.port.accessToken()).toBe(access(1));
    expect(b.service.actor.getSnapshot().context.refreshToken).toBe('refresh-0');

    expect(await b.service.port.accessToken()).toBe(access(1));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(b.service.actor.getSnapshot().context.refreshToken).toBe('refresh-1');
    expect(b.redirects).toEqual([]);
  });

  it('signing out in one tab signs the other out at once, without revoking twice', async () => {
    const { a, b } = twoTabs(access(0));
    expect(b.service.actor.getSnapshot().value).toBe('signedIn');

    a.service.signOut();

    await waitFor(b.service.actor, (s) => s.matches('signedOut'));
    expect(b.service.actor.getSnapshot().context).toMatchObject({ accessToken: null, refreshToken: null });
    expect(b.redirects).toEqual(['/login']);
    expect(a.revoke).toHaveBeenCalledTimes(1);
    expect(b.revoke).not.toHaveBeenCalled();
    expect(await b.service.port.accessToken()).toBeNull();
  });
});
