import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLiveProvider } from '@server/prices/providers/live-provider';
import { ProviderError } from '@server/prices/providers/price-provider';
import { answerAllRecorded, fixture, startFakeFeeds, type FakeFeeds } from './fake-feeds';

let feeds: FakeFeeds;
let logs: Array<{ level: number; msg: string; reason?: string }>;

beforeAll(async () => {
  feeds = await startFakeFeeds();
});
afterAll(() => feeds.close());
beforeEach(() => {
  feeds.reset();
  answerAllRecorded(feeds);
  logs = [];
});

const NOW = new Date('2026-09-29T10:20:00Z');

// Generous: a busy CI machine must not turn a slow local answer into a fallback.
function provider(timeoutMs = 5_000) {
  const log = pino({ level: 'warn' }, { write: (line: string) => logs.push(JSON.parse(line)) });
  return createLiveProvider({
    goldApiUrl: `${feeds.url}/gold`,
    ratesApiUrl: `${feeds.url}/er/`,
    currencyApiUrls: [`${feeds.url}/jsdelivr`, `${feeds.url}/pages`],
    settings: { localPremiumPct: 0, dealerSpreadPct: 1, silverPremiumPct: 0, silverSpreadPct: 3 },
    now: () => NOW,
    log,
    timeoutMs,
  });
}

const fetchLatest = (timeoutMs?: number) => provider(timeoutMs).fetchLatest(new AbortController().signal);

/**
 * Hand-computed from the recorded answers: ounce 4129.100098 USD, 52.0502 EGP per USD →
 * parity 4129.100098 × 52.0502 / 31.1034768 = 6909.8541 EGP per gram; buy = × purity × 0.995, sell × 1.005.
 */
const GOLD_FROM_PRIMARY = {
  k24: { buy: '6875.30', sell: '6944.40' },
  k21: { buy: '6015.89', sell: '6076.35' },
  k18: { buy: '5156.48', sell: '5208.30' },
  k14: { buy: '4022.05', sell: '4062.48' }, // 4042.2646 × 1.005 = 4062.4760: not the reference's 4062.47
  poundBuy: '48127.12',
  ounceUsd: '4129.10',
};

/**
 * Silver the same way from gold-api.com's XAG: 60.619999 USD × 52.0502 / 31.1034768 = 101.4447 EGP per gram of 999;
 * buy × 0.985, sell × 1.015 (SILVER_SPREAD_PCT 3), 925 at × 0.925.
 */
const SILVER_FROM_PRIMARY = {
  g999: { buy: '99.92', sell: '102.97' },
  g925: { buy: '92.43', sell: '95.24' },
  ounceUsd: '60.62',
};

describe('live provider', () => {
  it('derives local prices from gold-api.com and open.er-api.com, dated by the newer of their own times', async () => {
    const reading = await fetchLatest();
    expect(reading).toEqual({
      takenAt: new Date('2026-09-29T10:15:42Z'), // gold-api's updatedAt (the rates are from 00:02:31)
      source: 'live',
      gold: GOLD_FROM_PRIMARY,
      silver: SILVER_FROM_PRIMARY,
      rates: {
        // EGP per unit = 52.0502 / (units per USD), to 6 decimals
        USD: '52.0502',
        EUR: '59.132768',
        GBP: '68.90516',
        SAR: '13.88009',
        AED: '14.173',
        KWD: '168.603849',
        CAD: '36.685038',
        CHF: '62.457492',
        JPY: '0.330526',
        CNY: '7.759665',
        AUD: '36.532865',
      },
    });
    expect(feeds.requests.sort()).toEqual(['/er/v6/latest/USD', '/gold/price/XAG', '/gold/price/XAU']);
    expect(logs).toEqual([]);
  });

  it('stores gold and the rates without silver when the silver price cannot be had, and says so', async () => {
    feeds.set('/gold/price/XAG', { status: 500, body: 'down' });
    const reading = await fetchLatest();
    expect(reading.gold).toEqual(GOLD_FROM_PRIMARY);
    expect(reading.silver).toBeNull();
    expect(logs.map((l) => l.msg)).toEqual([
      'silver price unavailable; the reading is stored without silver',
    ]);
  });

  it('drops an absurd silver price (a price per kilo where the ounce belongs) and keeps the gold', async () => {
    feeds.set('/gold/price/XAG', { body: { ...fixture('gold-api-xag.json'), price: 1949.3 } });
    const reading = await fetchLatest();
    expect(reading.gold).toEqual(GOLD_FROM_PRIMARY);
    expect(reading.silver).toBeNull();
  });

  it('falls back to the currency API for gold when gold-api.com answers malformed JSON, and says why', async () => {
    feeds.set('/gold/price/XAU', { body: '{"price": 4129.1, "symbol": "XAU", ' });
    const reading = await fetchLatest();
    // 1 / 0.00024218353 = 4129.09994 USD per ounce
    expect(reading.gold).toEqual(GOLD_FROM_PRIMARY);
    expect(reading.takenAt).toEqual(new Date('2026-09-29T00:02:31Z'));
    expect(feeds.requests).toContain('/jsdelivr/currencies/usd.min.json');
    expect(logs).toHaveLength(1);
    expect(logs[0]!.msg).toBe('gold price: primary source failed, trying the fallback');
    expect(logs[0]!.reason).toMatch(
      /^gold-api\.com: malformed JSON from http:\/\/127\.0\.0\.1:\d+\/gold\/price\/XAU/,
    );
  });

  it('gives up on a source that does not answer within the timeout and uses the fallback', async () => {
    feeds.set('/gold/price/XAU', { hang: true });
    const started = performance.now();
    const reading = await fetchLatest(300);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(reading.gold.ounceUsd).toBe('4129.10');
    expect(logs[0]!.reason).toMatch(/^gold-api\.com: no answer within 0\.3 s/);
  });

  it('rejects an absurd gold price (a gram price where the ounce belongs) and uses the fallback', async () => {
    feeds.set('/gold/price/XAU', { body: { ...fixture('gold-api-xau.json'), price: 132.75 } });
    const reading = await fetchLatest();
    expect(reading.gold.ounceUsd).toBe('4129.10');
    expect(logs[0]!.reason).toBe('gold-api.com: implausible gold price 132.75 USD per ounce');
  });

  it('uses the currency API rates when open.er-api.com reports an error', async () => {
    feeds.set('/er/v6/latest/USD', {
      body: {
        result: 'error',
        'error-type': 'unsupported-code',
        documentation: 'https://www.exchangerate-api.com/docs',
      },
    });
    const reading = await fetchLatest();
    expect(reading.rates).toEqual({
      USD: '52.050201',
      EUR: '59.132751',
      GBP: '68.905136',
      SAR: '13.880054',
      AED: '14.172962',
      KWD: '168.603896',
      CAD: '36.685049',
      CHF: '62.457403',
      JPY: '0.330525',
      CNY: '7.75966',
      AUD: '36.53257',
    });
    expect(reading.takenAt).toEqual(new Date('2026-09-29T10:15:42Z'));
    expect(logs[0]!.reason).toMatch(/^open\.er-api\.com: unexpected answer \(result: /);
  });

  it('fetches the currency API once for both gold and rates, and tries its mirror when jsDelivr fails', async () => {
    feeds.set('/gold/price/XAU', { status: 502, body: '<html>Bad gateway</html>' });
    feeds.set('/er/v6/latest/USD', { status: 429, body: { result: 'error', 'error-type': 'quota-reached' } });
    feeds.set('/jsdelivr/currencies/usd.min.json', { status: 500, body: 'oops' });
    const reading = await fetchLatest();
    expect(reading.takenAt).toEqual(new Date('2026-09-29T00:00:00Z')); // the document is dated, not timed
    expect(reading.gold.k21.buy).toBe('6015.89');
    expect(feeds.requests.filter((r) => r.includes('currencies')).sort()).toEqual([
      '/jsdelivr/currencies/usd.min.json',
      '/pages/currencies/usd.min.json',
    ]);
  });

  it('fails with every reason when a value has no working source', async () => {
    feeds.set('/gold/price/XAU', { status: 503, body: 'down' });
    feeds.set('/jsdelivr/currencies/usd.min.json', { body: 'not json' });
    feeds.set('/pages/currencies/usd.min.json', { body: { date: '2026-09-29', usd: { egp: 52.05 } } });
    const error = await fetchLatest().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    const message = (error as Error).message;
    expect(message).toMatch(/^no gold price: gold-api\.com: HTTP 503 from /);
    expect(message).toContain('currency-api (127.0.0.1');
    expect(message).toContain('malformed JSON');
    expect(message).toContain('no gold (xau) in the answer');
  });

  it('rejects a reading whose rates do not fit together (a unit error in one currency)', async () => {
    const er = fixture('er-api-latest-usd.json') as { rates: Record<string, number> };
    // 1.57477 yen per dollar instead of 157.477: 52.0502 / 1.57477 = 33.052573 EGP per yen
    feeds.set('/er/v6/latest/USD', { body: { ...er, rates: { ...er.rates, JPY: 1.57477 } } });
    const error = await fetchLatest().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toContain(
      'The JPY rate 33.052573 EGP does not fit the USD rate (52.0502 EGP).',
    );
  });

  it('rejects an EGP rate given the wrong way round', async () => {
    const er = fixture('er-api-latest-usd.json') as { rates: Record<string, number> };
    feeds.set('/er/v6/latest/USD', { body: { ...er, rates: { ...er.rates, EGP: 0.019212 } } });
    feeds.set('/jsdelivr/currencies/usd.min.json', { status: 404, body: 'gone' });
    feeds.set('/pages/currencies/usd.min.json', { status: 404, body: 'gone' });
    const error = await fetchLatest().catch((e: unknown) => e);
    expect((error as Error).message).toMatch(
      /^no exchange rates: open\.er-api\.com: implausible rate 0\.0192 EGP per USD/,
    );
  });

  it('stops when the caller aborts', async () => {
    feeds.set('/gold/price/XAU', { hang: true });
    feeds.set('/jsdelivr/currencies/usd.min.json', { hang: true });
    feeds.set('/pages/currencies/usd.min.json', { hang: true });
    const controller = new AbortController();
    const pending = provider(10_000).fetchLatest(controller.signal);
    setTimeout(() => controller.abort(), 100);
    await expect(pending).rejects.toThrow(/request cancelled/);
  });
});
