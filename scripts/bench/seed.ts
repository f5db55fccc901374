/**
 * Bench users with a ledger, seeded through the real API only: a deterministic mix of buys and sells over the
 * given number of days, every sell covered by earlier buys of the same asset.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { apiCall, createSignedInUser, type RunningServer } from '../lib/browser-app';

export interface BenchUser {
  email: string;
  password: string;
  access: string;
  refresh: string;
}

export async function createUserWithLedger(
  server: RunningServer,
  transactions: number,
  days: number,
): Promise<BenchUser> {
  const user = await createSignedInUser(server);
  await seedTransactions(server, user, transactions, days);
  return user;
}

async function seedTransactions(
  server: RunningServer,
  user: BenchUser,
  count: number,
  days: number,
): Promise<void> {
  let access = user.access;
  const assets = (await apiCall(server, access, 'GET', '/api/portfolios/available-assets/')).body as Record<
    string,
    Array<{ id: number }>
  >;
  const ids = Object.values(assets)
    .filter(Array.isArray)
    .flat()
    .map((a) => a.id);
  const balance = new Map<number, number>();
  const start = Date.now() - days * 86_400_000;
  const step = (days * 86_400_000 - 3_600_000) / count;
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const payloads = Array.from({ length: count }, (_, i) => {
    const asset = ids[Math.floor(random() * ids.length)]!;
    const held = balance.get(asset) ?? 0;
    const sell = held > 2 && random() < 0.25;
    const quantity = sell ? Math.floor(held / 2) : 1 + Math.floor(random() * 4);
    balance.set(asset, held + (sell ? -quantity : quantity));
    return {
      transaction_type: sell ? 'sell' : 'buy',
      asset,
      quantity,
      price: Math.round(10_000 + random() * 500_000) / 100,
      timestamp: new Date(start + i * step).toISOString(),
    };
  });
  // Sequential, in date order: the ledger refuses a sell before its buys. On a busy machine the seeding outlasts an
  // access token (five minutes): a 401 signs in again.
  for (const p of payloads) {
    let res = await apiCall(server, access, 'POST', '/api/portfolios/transactions/', p);
    if (res.status === 401) {
      access = (await signIn(server, user)).access;
      res = await apiCall(server, access, 'POST', '/api/portfolios/transactions/', p);
    }
    if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** A fresh access token for a bench user (they live five minutes). */
export async function signIn(server: RunningServer, user: { email: string; password: string }) {
  const res = await fetch(`${server.url}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!res.ok) throw new Error(`login for the benchmark failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { access: string; refresh: string };
}

/**
 * A browser context as an Arabic visitor's phone (412 × 823) with a fresh session of `user` stored as the app keeps it,
 * before the page's first script runs (and only then: a reload keeps what the app has stored since).
 */
export async function signedInPhone(
  browser: Browser,
  server: RunningServer,
  user: { email: string; password: string },
): Promise<BrowserContext> {
  const tokens = await signIn(server, user);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'ar-EG' });
  await context.addInitScript((t) => {
    if (sessionStorage.getItem('bench-session')) return;
    localStorage.setItem('accessToken', `Bearer ${t.access}`);
    localStorage.setItem('refreshToken', t.refresh);
    localStorage.setItem('i18nextLng', 'ar');
    sessionStorage.setItem('bench-session', '1');
  }, tokens);
  return context;
}
