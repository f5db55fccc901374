import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY_CODES, CURRENCY_NAMES, type MarketData } from '@contract/market';
import { priceCommands } from '@server/cli/price-commands';
import { priceCache } from '@server/prices/price-cache';
import { listenForPriceChanges } from '@server/prices/price-listener';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { answerAllRecorded, liveFeedsEnv, startFakeFeeds, type FakeFeeds } from './fake-feeds';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');

let t: TestApp;
let listener: { stop(): Promise<void> };
let feeds: FakeFeeds;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  // What a running server does (startPricePoller): listen for snapshots other processes store.
  listener = listenForPriceChanges(t.ctx);
  for (let i = 0; i < 100 && priceCache(t.ctx.pool).listeners === 0; i++)
    await new Promise((r) => setTimeout(r, 50));
  feeds = await startFakeFeeds();
  dir = mkdtempSync(path.join(os.tmpdir(), 'dahabi-prices-cli-'));
});
afterAll(async () => {
  await listener?.stop();
  await feeds?.close();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run admin -- ARGS` on the test database, as an operator would run it next to the server. */
async function admin(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: t.ctx.config.databaseUrl!,
        DATA_DIR: t.ctx.config.dataDir,
        PRICE_PROVIDER: 'manual',
        LOG_LEVEL: 'silent',
        ...env,
      },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

function file(name: string, content: unknown): string {
  const p = path.join(dir, name);
  writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return p;
}

const GOOD: MarketData = {
  last_updated: '2026-10-04T11:45:00+03:00',
  gold_prices: {
    gold_24_buy: 6971.43,
    gold_24_sell: 7028.57,
    gold_21_buy: 6100,
    gold_21_sell: 6150,
    gold_18_buy: 5228.57,
    gold_18_sell: 5271.43,
    gold_pound_buy: 48800,
    gold_ounce_price: 4161.25,
  },
  currency_rates: CURRENCY_CODES.map((code) => ({
    name: CURRENCY_NAMES[code],
    code,
    value: {
      USD: 52.11,
      EUR: 59.2,
      GBP: 69.01,
      SAR: 13.8955,
      AED: 14.1892,
      KWD: 168.9,
      CAD: 36.71,
      CHF: 62.5,
      JPY: 0.3309,
      CNY: 7.765,
      AUD: 36.56,
    }[code],
  })),
};

const market = async () => (await t.app.request('/api/prices/market/')).json() as Promise<MarketData>;
const stored = async () =>
  (await t.ctx.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM price_snapshots')).rows[0]!.n;

/** `prices:record` of `doc` as `name`, which must refuse it (exit 1) and store nothing: what it printed. */
async function recordRefused(name: string, doc: unknown): Promise<string> {
  const before = await stored();
  const r = await admin(['prices:record', file(name, doc)]);
  expect(r.code).toBe(1);
  expect(await stored()).toBe(before);
  return r.stdout;
}

// Each command is a fresh `node --import tsx` process (a few seconds, more on a busy machine).
describe('npm run admin -- prices:*', { timeout: 180_000 }, () => {
  it('prices:latest says when there is nothing yet', async () => {
    const r = await admin(['prices:latest']);
    expect(r).toMatchObject({ code: 1, stdout: 'No prices stored yet.\n' });
  });

  it('prices:record stores a file in the market shape, and the running server serves it at once', async () => {
    const r = await admin(['prices:record', file('good.json', GOOD)]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^Stored snapshot \d+ \(manual, taken 2026-10-04T08:45:00\.000Z\): 21k 6100\.00\/6150\.00 EGP, USD 52\.11 EGP\.\n$/,
    );
    // The server heard NOTIFY prices_changed: its cache has a listener, so nothing else refreshes it.
    await expect.poll(market, { timeout: 5_000, interval: 25 }).toMatchObject({
      ...GOOD,
      last_updated: '2026-10-04T08:45:00.000Z',
    });
    // The first reading has no earlier close to change from.
    expect(await market()).toMatchObject({ daily_change: { previous_close_day: null } });
  });

  it('prices:record of the same file again changes nothing', async () => {
    const before = await stored();
    const r = await admin(['prices:record', path.join(dir, 'good.json')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^Already stored: snapshot \d+ \(manual, taken 2026-10-04T08:45:00\.000Z\)\. Nothing changed\.\n$/,
    );
    expect(await stored()).toBe(before);
  });

  it('prices:record refuses a file of the wrong shape with every reason, storing nothing', async () => {
    const bad = {
      ...GOOD,
      last_updated: 'yesterday',
      gold_prices: { ...GOOD.gold_prices, gold_24_buy: '6971.43', gold_21_sell: 6150.125, gold_14_buy: 4000 },
      currency_rates: GOOD.currency_rates.filter((r) => r.code !== 'JPY'),
      comment: 'extra',
    };
    expect((await recordRefused('bad-shape.json', bad)).split('\n')).toEqual([
      `${path.join(dir, 'bad-shape.json')} is not a market data document (the shape of GET /api/prices/market/):`,
      '  last_updated: last_updated must be an ISO 8601 date-time.',
      '  gold_prices.gold_24_buy: gold_24_buy must be a number.',
      '  gold_prices.gold_21_sell: gold_21_sell must have at most 2 decimal places.',
      '  currency_rates: Missing currencies: JPY.',
      '  (document): Unrecognized key: "comment"',
      'Nothing was stored.',
      '',
    ]);
  });

  it('prices:record refuses implausible prices with the reasons', async () => {
    const implausible = {
      ...GOOD,
      last_updated: '2026-10-05T09:00:00Z',
      currency_rates: GOOD.currency_rates.map((r) => (r.code === 'USD' ? { ...r, value: 0.0192 } : r)),
    };
    expect(await recordRefused('implausible.json', implausible)).toContain(
      'was refused:\n  The USD rate 0.0192 EGP is outside 10–500.\nNothing was stored.\n',
    );
  });

  it('prices:record explains a missing file, a file that is not JSON, and a missing argument', async () => {
    // In-process (the same command object server/cli.ts dispatches to): spawning adds nothing here.
    const record = async (args: string[]) => {
      const lines: string[] = [];
      const code = await priceCommands['prices:record']!.run(t.ctx, args, (l) => lines.push(l));
      return { code, stdout: lines.join('\n') };
    };
    expect(await record([path.join(dir, 'nope.json')])).toEqual({
      code: 1,
      stdout: `${path.join(dir, 'nope.json')}: no such file.\nNothing was stored.`,
    });
    const notJson = await record([file('not.json', '{"last_updated": ')]);
    expect(notJson.code).toBe(1);
    expect(notJson.stdout).toMatch(/not\.json is not valid JSON: .*\nNothing was stored\.$/);
    expect(await record([])).toEqual({ code: 1, stdout: 'Usage: prices:record FILE.json' });
  });

  it('prices:latest prints exactly what the API serves', async () => {
    const r = await admin(['prices:latest']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(await market());
  });

  it('prices:poll-once stores one live reading from the configured sources', async () => {
    answerAllRecorded(feeds);
    const env = liveFeedsEnv(feeds);
    const first = await admin(['prices:poll-once'], env);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      /^Stored snapshot \d+ \(live, taken 2026-09-29T10:15:42\.000Z\): 21k 6015\.89\/6076\.35 EGP, USD 52\.0502 EGP\.\n$/,
    );
    const again = await admin(['prices:poll-once'], env);
    expect(again.stdout).toMatch(/^Unchanged, not stored again: snapshot \d+ \(live/);

    feeds.set('/gold/price/XAU', { body: '<html>502</html>' });
    feeds.set('/jsdelivr/currencies/usd.min.json', { status: 500, body: '' });
    feeds.set('/pages/currencies/usd.min.json', { status: 500, body: '' });
    const failed = await admin(['prices:poll-once'], env);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(
      /^No prices from the live provider: no gold price: gold-api\.com: malformed JSON/,
    );
  });

  it('prices:poll-once with the manual provider says where prices come from', async () => {
    const r = await admin(['prices:poll-once']);
    expect(r).toMatchObject({
      code: 1,
      stdout:
        'No prices from the manual provider: The manual price provider fetches nothing: record prices with npm run admin -- prices:record FILE.json\n',
    });
  });
});
