import type { MarketSnapshotInput } from '@server/prices/market-snapshot';
import { recordSnapshot } from '@server/prices/price-store';
import type { AppContext } from '@server/app-context';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/**
 * Shared by the portfolio HTTP tests: a fixed clock, JSON calls with a bearer token, plausible price snapshots
 * with round numbers (so expected values can be computed by hand), and a look at the stored rows.
 */

/** 12:00 in Cairo (UTC+2 in November) on Sunday 22 November 2026. */
export const NOW = new Date('2026-11-22T10:00:00Z');
export const TODAY = '2026-11-22';

/** Asset ids seeded by migration 0301. */
export const ASSET = {
  pound_full: 1,
  pound_half: 2,
  pound_quarter: 3,
  gram_24k: 11,
  gram_21k: 12,
  gram_18k: 13,
  gram_14k: 14,
  ingot_1g: 21,
  ingot_2_5g: 22,
  ingot_31_1g: 26,
  usd: 31,
  eur: 32,
  silver_999_gram: 61,
  silver_925_gram: 62,
  silver_bar_100g: 63,
} as const;

export interface Reply {
  status: number;
  body: unknown;
  text: string;
}

export function caller(t: TestApp, authHeader: string) {
  const call = async (method: string, url: string, body?: unknown): Promise<Reply> => {
    const res = await t.app.request(url, {
      method,
      headers: {
        Authorization: authHeader,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed, text };
  };
  return {
    /** Any method, for a test that walks the operations of the OpenAPI document. */
    request: call,
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown) => call('POST', url, body),
    patch: (url: string, body: unknown) => call('PATCH', url, body),
    put: (url: string, body: unknown) => call('PUT', url, body),
    delete: (url: string) => call('DELETE', url),
  };
}

export type Caller = ReturnType<typeof caller>;

/** A new activated account of the test app, with its calls. */
export async function newCaller(t: TestApp) {
  const user = await createActiveUser(t.ctx);
  return { ...user, api: caller(t, user.authHeader) };
}

/** A purchase at 12:00 UTC on `day`, as the SPA sends it (product §5). */
export function buy(asset: number, quantity: number | string, price: number | string, day: string) {
  return { transaction_type: 'buy', asset, quantity, price, timestamp: `${day}T12:00:00.000Z` };
}

export function sell(asset: number, quantity: number | string, price: number | string, day: string) {
  return { ...buy(asset, quantity, price, day), transaction_type: 'sell' };
}

export interface PriceLevels {
  /** Dealer's buying price per gram; the selling price is 1% above. 21k and 18k must sit near 87.5% / 75%. */
  k24: number;
  k21: number;
  k18: number;
  k14?: number;
  /** EGP per US dollar; other currencies follow fixed cross rates (EUR = 1.1 USD). */
  usd: number;
  /** Dealer's buying price of a gram of 999 silver (925 at 92.5 % of it); no silver quoted when absent. */
  silver999?: number;
}

const CROSS: Record<string, number> = {
  EUR: 1.1,
  GBP: 1.3,
  SAR: 1 / 3.75,
  AED: 1 / 3.6725,
  KWD: 3.25,
  CAD: 0.73,
  CHF: 1.15,
  JPY: 0.0067,
  CNY: 0.14,
  AUD: 0.66,
};

export function snapshotInput(takenAt: string | Date, levels: PriceLevels): MarketSnapshotInput {
  const pair = (buy: number) => ({ buy: buy.toFixed(2), sell: (buy * 1.01).toFixed(2) });
  const rates: Record<string, string> = { USD: String(levels.usd) };
  for (const [code, cross] of Object.entries(CROSS)) rates[code] = (levels.usd * cross).toFixed(8);
  return {
    takenAt: new Date(takenAt),
    source: 'manual',
    gold: {
      k24: pair(levels.k24),
      k21: pair(levels.k21),
      k18: pair(levels.k18),
      k14: levels.k14 ? pair(levels.k14) : null,
      poundBuy: '0',
      ounceUsd: '0',
    },
    silver: levels.silver999
      ? {
          g999: pair(levels.silver999),
          g925: pair(levels.silver999 * 0.925),
          // The ounce at the 999 gram price: silver999 × 31.1034768 g / usd (the checks compare them).
          ounceUsd: ((levels.silver999 * 31.1034768) / levels.usd).toFixed(2),
        }
      : null,
    rates: rates as MarketSnapshotInput['rates'],
  };
}

export async function recordPrices(ctx: AppContext, takenAt: string | Date, levels: PriceLevels) {
  return (await recordSnapshot(ctx, snapshotInput(takenAt, levels))).snapshot;
}

/**
 * A test app at NOW with yesterday's close and this morning's reading; dealers pay the lower "buy" side (21k: 3500,
 * then 3600).
 */
export async function appWithTwoReadings(): Promise<TestApp> {
  const t = await createTestApp({ now: () => NOW });
  await recordPrices(t.ctx, '2026-11-21T15:00:00Z', { k24: 4000, k21: 3500, k18: 3000, usd: 50 });
  await recordPrices(t.ctx, '2026-11-22T09:00:00Z', { k24: 4100, k21: 3600, k18: 3100, usd: 51 });
  return t;
}

export async function countTransactions(ctx: AppContext, userId?: number): Promise<number> {
  const { rows } = await ctx.pool.query<{ n: string }>(
    userId === undefined
      ? 'SELECT count(*) AS n FROM transactions'
      : 'SELECT count(*) AS n FROM transactions WHERE user_id = $1',
    userId === undefined ? [] : [userId],
  );
  return Number(rows[0]!.n);
}
